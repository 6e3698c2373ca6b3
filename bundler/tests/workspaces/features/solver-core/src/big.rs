//! A large module: a problem that uses one function must not carry the others.

/// Unrelated function number 0.
pub fn unrelated_0(x: u64) -> u64 {
    x.wrapping_mul(3).rotate_left(0)
}

/// Unrelated function number 1.
pub fn unrelated_1(x: u64) -> u64 {
    x.wrapping_mul(4).rotate_left(1)
}

/// Unrelated function number 2.
pub fn unrelated_2(x: u64) -> u64 {
    x.wrapping_mul(5).rotate_left(2)
}

/// Unrelated function number 3.
pub fn unrelated_3(x: u64) -> u64 {
    x.wrapping_mul(6).rotate_left(3)
}

/// Unrelated function number 4.
pub fn unrelated_4(x: u64) -> u64 {
    x.wrapping_mul(7).rotate_left(4)
}

/// Unrelated function number 5.
pub fn unrelated_5(x: u64) -> u64 {
    x.wrapping_mul(8).rotate_left(5)
}

/// Unrelated function number 6.
pub fn unrelated_6(x: u64) -> u64 {
    x.wrapping_mul(9).rotate_left(6)
}

/// Unrelated function number 7.
pub fn unrelated_7(x: u64) -> u64 {
    x.wrapping_mul(10).rotate_left(7)
}

/// Unrelated function number 8.
pub fn unrelated_8(x: u64) -> u64 {
    x.wrapping_mul(11).rotate_left(8)
}

/// Unrelated function number 9.
pub fn unrelated_9(x: u64) -> u64 {
    x.wrapping_mul(12).rotate_left(9)
}

/// Unrelated function number 10.
pub fn unrelated_10(x: u64) -> u64 {
    x.wrapping_mul(13).rotate_left(10)
}

/// Unrelated function number 11.
pub fn unrelated_11(x: u64) -> u64 {
    x.wrapping_mul(14).rotate_left(11)
}

/// Unrelated function number 12.
pub fn unrelated_12(x: u64) -> u64 {
    x.wrapping_mul(15).rotate_left(12)
}

/// Unrelated function number 13.
pub fn unrelated_13(x: u64) -> u64 {
    x.wrapping_mul(16).rotate_left(0)
}

/// Unrelated function number 14.
pub fn unrelated_14(x: u64) -> u64 {
    x.wrapping_mul(17).rotate_left(1)
}

/// Unrelated function number 15.
pub fn unrelated_15(x: u64) -> u64 {
    x.wrapping_mul(18).rotate_left(2)
}

/// Unrelated function number 16.
pub fn unrelated_16(x: u64) -> u64 {
    x.wrapping_mul(19).rotate_left(3)
}

/// Unrelated function number 17.
pub fn unrelated_17(x: u64) -> u64 {
    x.wrapping_mul(20).rotate_left(4)
}

/// Unrelated function number 18.
pub fn unrelated_18(x: u64) -> u64 {
    x.wrapping_mul(21).rotate_left(5)
}

/// Unrelated function number 19.
pub fn unrelated_19(x: u64) -> u64 {
    x.wrapping_mul(22).rotate_left(6)
}

/// Unrelated function number 20.
pub fn unrelated_20(x: u64) -> u64 {
    x.wrapping_mul(23).rotate_left(7)
}

/// Unrelated function number 21.
pub fn unrelated_21(x: u64) -> u64 {
    x.wrapping_mul(24).rotate_left(8)
}

/// Unrelated function number 22.
pub fn unrelated_22(x: u64) -> u64 {
    x.wrapping_mul(25).rotate_left(9)
}

/// Unrelated function number 23.
pub fn unrelated_23(x: u64) -> u64 {
    x.wrapping_mul(26).rotate_left(10)
}

/// Unrelated function number 24.
pub fn unrelated_24(x: u64) -> u64 {
    x.wrapping_mul(27).rotate_left(11)
}

/// Unrelated function number 25.
pub fn unrelated_25(x: u64) -> u64 {
    x.wrapping_mul(28).rotate_left(12)
}

/// Unrelated function number 26.
pub fn unrelated_26(x: u64) -> u64 {
    x.wrapping_mul(29).rotate_left(0)
}

/// Unrelated function number 27.
pub fn unrelated_27(x: u64) -> u64 {
    x.wrapping_mul(30).rotate_left(1)
}

/// Unrelated function number 28.
pub fn unrelated_28(x: u64) -> u64 {
    x.wrapping_mul(31).rotate_left(2)
}

/// Unrelated function number 29.
pub fn unrelated_29(x: u64) -> u64 {
    x.wrapping_mul(32).rotate_left(3)
}

/// Unrelated function number 30.
pub fn unrelated_30(x: u64) -> u64 {
    x.wrapping_mul(33).rotate_left(4)
}

/// Unrelated function number 31.
pub fn unrelated_31(x: u64) -> u64 {
    x.wrapping_mul(34).rotate_left(5)
}

/// Unrelated function number 32.
pub fn unrelated_32(x: u64) -> u64 {
    x.wrapping_mul(35).rotate_left(6)
}

/// Unrelated function number 33.
pub fn unrelated_33(x: u64) -> u64 {
    x.wrapping_mul(36).rotate_left(7)
}

/// Unrelated function number 34.
pub fn unrelated_34(x: u64) -> u64 {
    x.wrapping_mul(37).rotate_left(8)
}

/// Unrelated function number 35.
pub fn unrelated_35(x: u64) -> u64 {
    x.wrapping_mul(38).rotate_left(9)
}

/// Unrelated function number 36.
pub fn unrelated_36(x: u64) -> u64 {
    x.wrapping_mul(39).rotate_left(10)
}

/// Unrelated function number 37.
pub fn unrelated_37(x: u64) -> u64 {
    x.wrapping_mul(40).rotate_left(11)
}

/// Unrelated function number 38.
pub fn unrelated_38(x: u64) -> u64 {
    x.wrapping_mul(41).rotate_left(12)
}

/// Unrelated function number 39.
pub fn unrelated_39(x: u64) -> u64 {
    x.wrapping_mul(42).rotate_left(0)
}

/// Unrelated function number 40.
pub fn unrelated_40(x: u64) -> u64 {
    x.wrapping_mul(43).rotate_left(1)
}

/// Unrelated function number 41.
pub fn unrelated_41(x: u64) -> u64 {
    x.wrapping_mul(44).rotate_left(2)
}

/// Unrelated function number 42.
pub fn unrelated_42(x: u64) -> u64 {
    x.wrapping_mul(45).rotate_left(3)
}

/// Unrelated function number 43.
pub fn unrelated_43(x: u64) -> u64 {
    x.wrapping_mul(46).rotate_left(4)
}

/// Unrelated function number 44.
pub fn unrelated_44(x: u64) -> u64 {
    x.wrapping_mul(47).rotate_left(5)
}

/// Unrelated function number 45.
pub fn unrelated_45(x: u64) -> u64 {
    x.wrapping_mul(48).rotate_left(6)
}

/// Unrelated function number 46.
pub fn unrelated_46(x: u64) -> u64 {
    x.wrapping_mul(49).rotate_left(7)
}

/// Unrelated function number 47.
pub fn unrelated_47(x: u64) -> u64 {
    x.wrapping_mul(50).rotate_left(8)
}

/// Unrelated function number 48.
pub fn unrelated_48(x: u64) -> u64 {
    x.wrapping_mul(51).rotate_left(9)
}

/// Unrelated function number 49.
pub fn unrelated_49(x: u64) -> u64 {
    x.wrapping_mul(52).rotate_left(10)
}

/// Unrelated function number 50.
pub fn unrelated_50(x: u64) -> u64 {
    x.wrapping_mul(53).rotate_left(11)
}

/// Unrelated function number 51.
pub fn unrelated_51(x: u64) -> u64 {
    x.wrapping_mul(54).rotate_left(12)
}

/// Unrelated function number 52.
pub fn unrelated_52(x: u64) -> u64 {
    x.wrapping_mul(55).rotate_left(0)
}

/// Unrelated function number 53.
pub fn unrelated_53(x: u64) -> u64 {
    x.wrapping_mul(56).rotate_left(1)
}

/// Unrelated function number 54.
pub fn unrelated_54(x: u64) -> u64 {
    x.wrapping_mul(57).rotate_left(2)
}

/// Unrelated function number 55.
pub fn unrelated_55(x: u64) -> u64 {
    x.wrapping_mul(58).rotate_left(3)
}

/// Unrelated function number 56.
pub fn unrelated_56(x: u64) -> u64 {
    x.wrapping_mul(59).rotate_left(4)
}

/// Unrelated function number 57.
pub fn unrelated_57(x: u64) -> u64 {
    x.wrapping_mul(60).rotate_left(5)
}

/// Unrelated function number 58.
pub fn unrelated_58(x: u64) -> u64 {
    x.wrapping_mul(61).rotate_left(6)
}

/// Unrelated function number 59.
pub fn unrelated_59(x: u64) -> u64 {
    x.wrapping_mul(62).rotate_left(7)
}

/// The one function problems use.
pub fn needle(x: u64) -> u64 {
    helper_for_needle(x) + 1
}

fn helper_for_needle(x: u64) -> u64 {
    x * 3
}
