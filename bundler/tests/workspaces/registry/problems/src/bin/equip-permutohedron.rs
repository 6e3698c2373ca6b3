fn main() {
    permutohedron::heap_recursive::<(), _, _>(&mut [], |_| ());
}
