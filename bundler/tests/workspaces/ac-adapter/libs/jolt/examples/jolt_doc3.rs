fn main() {
    use riff::i2powm1;
    assert_eq!(i2powm1::<u32>(0), 0);
    assert_eq!(i2powm1::<u32>(1), 1);
    assert_eq!(i2powm1::<u32>(2), 3);
    assert_eq!(i2powm1::<u32>(3), 7);
    assert_eq!(i2powm1::<u32>(31), 0x7fff_ffff);
    assert_eq!(i2powm1::<u32>(32), 0xffff_ffff);
}
