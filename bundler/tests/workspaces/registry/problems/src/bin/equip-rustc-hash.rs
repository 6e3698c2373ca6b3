use rustc_hash::FxHashMap;

fn main() {
    let _ = FxHashMap::<(), ()>::default();
}
