use proconio::input;

// Watch K of the N videos; each one moves the rate halfway to the video's: the best K, worst
// first.
fn main() {
    input! {
        n: usize,
        k: usize,
        mut r: [f64; n],
    }
    r.sort_by(|a, b| a.partial_cmp(b).unwrap());
    let rate = r[n - k..].iter().fold(0.0, |c, &x| (c + x) / 2.0);
    println!("{:.6}", rate);
}
