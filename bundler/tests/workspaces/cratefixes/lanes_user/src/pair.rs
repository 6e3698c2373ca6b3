use core::ops::Add;

lanes::lanes_struct! {
    #[repr(transparent)]
    #[derive(Clone, Copy, Debug)]
    pub struct Pair<W>(pub [W; 2]);
}

impl<W: Copy + Add<Output = W>> Pair<W> {
    pub fn new(xs: [W; 2]) -> Self {
        Pair(xs)
    }

    pub fn sum(self) -> W {
        self.0[0] + self.0[1]
    }

    pub fn never_called(self) -> [W; 2] {
        self.0
    }
}

impl<W: Copy + Add<Output = W>> Add for Pair<W> {
    type Output = Self;
    fn add(self, rhs: Self) -> Self {
        Pair::new([self.0[0] + rhs.0[0], self.0[1] + rhs.0[1]])
    }
}
