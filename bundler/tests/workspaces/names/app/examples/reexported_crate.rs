use reexp::tools::Tool;

fn main() {
    println!("{} {} {}", reexp::helper::name(), Tool::id(), reexp::own());
}
