use tables::hmap;

fn main() {
    println!("{} {} {}", hmap(2), hmap!(3), tables::table!());
    // ndarray's `stack`: the function in a module, re-exported at the root, beside the exported
    // macro of that name defined in the module.
    println!("{} {}", tables::stack(1, 2), tables::stack!(3, 4));
}
