use lanes::lanes_struct;

lanes_struct! {
    #[repr(C)]
    #[derive(Clone, Copy)]
    pub struct Quad<W>(pub [W; 4]);
}

impl<W: Copy + PartialOrd> Quad<W> {
    pub fn splat(w: W) -> Self {
        Quad([w; 4])
    }

    pub fn with(mut self, at: usize, w: W) -> Self {
        self.0[at % 4] = w;
        self
    }

    pub fn max(self) -> W {
        let mut best = self.0[0];
        for &w in &self.0[1..] {
            if w > best {
                best = w;
            }
        }
        best
    }
}
