// Item 14: `geometry` uses `super::num::PI`, a re-export of std's constant.
fn main() {
    println!("{:.4}", solver_core::geometry::circle_area(2.0));
}
