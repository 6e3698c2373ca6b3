use tables::hmap;

fn main() {
    println!("{} {} {}", hmap(2), hmap!(3), tables::table!());
}
