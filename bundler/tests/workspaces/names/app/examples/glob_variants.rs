use variants::kinds::Kind;
use variants::{flip, Dir};

fn main() {
    println!("{:?} {:?}", flip(Dir::L), flip(Dir::R));
    println!("{} {} {}", variants::judge::size(Kind::Big), variants::judge::is_huge(&Kind::Small), variants::nested::left(Dir::L));
    println!("{} {}", variants::order::sign(1, 2), variants::order::sign(3, 3));
}
