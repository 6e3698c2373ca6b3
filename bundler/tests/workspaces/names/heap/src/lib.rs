//! Associated functions of an impl for one choice of a type parameter: `Pair::new()` picks
//! `impl<T> Pair<T, Plain>` by inference, without the program naming `Plain`.
pub trait Tag {
    fn tag() -> &'static str;
}

pub struct Plain;

impl Tag for Plain {
    fn tag() -> &'static str {
        "plain"
    }
}

pub struct Pair<T, K> {
    items: Vec<T>,
    _k: std::marker::PhantomData<K>,
}

impl<T> Pair<T, Plain> {
    pub fn new() -> Self {
        Pair { items: Vec::new(), _k: std::marker::PhantomData }
    }
}

impl<T> Default for Pair<T, Plain> {
    fn default() -> Self {
        Self::new()
    }
}

impl<T, K: Tag> Pair<T, K> {
    pub fn push(&mut self, x: T) {
        self.items.push(x);
    }

    pub fn describe(&self) -> String {
        format!("{} {}", K::tag(), self.items.len())
    }
}
