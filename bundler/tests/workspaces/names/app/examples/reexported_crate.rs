use reexp::tools::Tool;

fn main() {
    println!("{} {} {}", reexp::helper::name(), Tool::id(), reexp::own());
    println!("{} {}", reexp::ten_times!(1), reexp::twice!(4));
}
