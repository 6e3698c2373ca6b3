use whiteread::Reader;

fn main() {
    let _: i32 = Reader::from_stdin_naive().p();
}
