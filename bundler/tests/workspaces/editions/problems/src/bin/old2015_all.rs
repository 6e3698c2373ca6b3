// Every edition-2015 rewrite, through the local crate `old2015`.
use old2015::shapes::{self, Rect, Shape, Square};
use std::io::Read;

// An edition-2015 macro given a trait where it writes a type: a trait object there.
old2015::area_of!(shape_area, Shape);

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let v: Vec<u64> = input.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
    let boxed: Vec<Box<dyn Shape>> = vec![Box::new(Square(v[0])), Box::new(Rect { w: v[1], h: v[2] }), Square(v[1]).scaled(2)];
    println!("{}", old2015::total_area(&boxed));
    assert_eq!(boxed.iter().map(|s| shape_area(&**s)).sum::<u64>(), old2015::total_area(&boxed));
    // The same macro, imported, given a type.
    use old2015::area_of;
    area_of!(rect_area, Rect);
    assert_eq!(rect_area(&Rect { w: v[1], h: v[2] }), v[1] * v[2]);
    for s in &boxed {
        println!("{}", shapes::describe(&**s));
    }
    let add = shapes::make_adder(v[0]);
    println!("{} {}", shapes::apply(&*add, v[1]), old2015::squared(v[2]));
    println!("{} {}", old2015::unit().area(), shapes::largest_side(&[Rect { w: v[0], h: v[1] }, Rect { w: v[2], h: 1 }]));
    println!("{} {}", old2015::ranges::r#async(v[0]), old2015::ranges::sum_three());
    println!("{:?} {:?}", old2015::ranges::parse_sum("4", "5"), old2015::ranges::parse_sum("x", "5").is_err());
    println!("{} {}", old2015::ranges::checked(v[1]), old2015::ranges::debug_all(&[&v[0], &"two"]));
    let primes: Vec<u64> = v.iter().copied().filter(|&x| old2015::ranges::is_small_prime(x)).collect();
    println!("{:?}", primes);
}
