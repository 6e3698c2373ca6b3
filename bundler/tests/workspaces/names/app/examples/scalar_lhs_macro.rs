// A macro of impls whose body names what only the invoking module imports (ndarray's
// `impl_scalar_lhs_op!`): `3u64 * Vector` needs the impl that `impl_scalar_lhs_mul!(u64)` makes.
use scalar::vector::Vector;

fn main() {
    let v = 3u64 * Vector(vec![1, 2]);
    let w = 2u32 * Vector(vec![5]);
    println!("{} {}", v.sum(), w.sum());
}
