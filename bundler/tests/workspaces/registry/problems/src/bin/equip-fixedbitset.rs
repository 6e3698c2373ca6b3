use fixedbitset::FixedBitSet;

fn main() {
    let _ = FixedBitSet::new();
}
