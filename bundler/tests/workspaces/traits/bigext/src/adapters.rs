//! One adapter struct per `IterExt` method, each an `Iterator` (a std trait, whose impls
//! always stay whole) with `Clone` where the wrapped iterator has it.

/// See [`crate::IterExt::pairs`].
#[derive(Clone, Debug)]
pub struct Pairs<I: Iterator> {
    iter: I,
    prev: Option<I::Item>,
}

pub fn pairs<I: Iterator>(mut iter: I) -> Pairs<I> {
    let prev = iter.next();
    Pairs { iter, prev }
}

impl<I: Iterator> Iterator for Pairs<I>
where
    I::Item: Clone,
{
    type Item = (I::Item, I::Item);
    fn next(&mut self) -> Option<Self::Item> {
        let next = self.iter.next()?;
        let prev = self.prev.replace(next.clone())?;
        Some((prev, next))
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        let (lo, hi) = self.iter.size_hint();
        if self.prev.is_some() {
            (lo, hi)
        } else {
            (0, Some(0))
        }
    }
}

/// See [`crate::IterExt::every_other`].
#[derive(Clone, Debug)]
pub struct EveryOther<I> {
    iter: I,
}

pub fn every_other<I>(iter: I) -> EveryOther<I> {
    EveryOther { iter }
}

impl<I: Iterator> Iterator for EveryOther<I> {
    type Item = I::Item;
    fn next(&mut self) -> Option<I::Item> {
        let x = self.iter.next()?;
        self.iter.next();
        Some(x)
    }
}

/// See [`crate::IterExt::running_sum`].
#[derive(Clone, Debug)]
pub struct RunningSum<I: Iterator> {
    iter: I,
    total: I::Item,
}

pub fn running_sum<I: Iterator>(iter: I) -> RunningSum<I>
where
    I::Item: Default,
{
    RunningSum { iter, total: Default::default() }
}

impl<I: Iterator> Iterator for RunningSum<I>
where
    I::Item: Copy + std::ops::Add<Output = I::Item>,
{
    type Item = I::Item;
    fn next(&mut self) -> Option<I::Item> {
        let x = self.iter.next()?;
        self.total = self.total + x;
        Some(self.total)
    }
}

/// See [`crate::IterExt::differences`].
#[derive(Clone, Debug)]
pub struct Differences<I: Iterator> {
    iter: I,
    prev: Option<I::Item>,
}

pub fn differences<I: Iterator>(mut iter: I) -> Differences<I> {
    let prev = iter.next();
    Differences { iter, prev }
}

impl<I: Iterator> Iterator for Differences<I>
where
    I::Item: Copy + std::ops::Sub<Output = I::Item>,
{
    type Item = I::Item;
    fn next(&mut self) -> Option<I::Item> {
        let next = self.iter.next()?;
        let prev = self.prev.replace(next)?;
        Some(next - prev)
    }
}

/// See [`crate::IterExt::chunks2`].
#[derive(Clone, Debug)]
pub struct Chunks2<I> {
    iter: I,
}

pub fn chunks2<I>(iter: I) -> Chunks2<I> {
    Chunks2 { iter }
}

impl<I: Iterator> Iterator for Chunks2<I> {
    type Item = Vec<I::Item>;
    fn next(&mut self) -> Option<Vec<I::Item>> {
        let a = self.iter.next()?;
        let mut chunk = vec![a];
        chunk.extend(self.iter.next());
        Some(chunk)
    }
}

/// See [`crate::IterExt::windows3`].
#[derive(Clone, Debug)]
pub struct Windows3<I: Iterator> {
    iter: I,
    last: Vec<I::Item>,
}

pub fn windows3<I: Iterator>(iter: I) -> Windows3<I> {
    Windows3 { iter, last: Vec::new() }
}

impl<I: Iterator> Iterator for Windows3<I>
where
    I::Item: Clone,
{
    type Item = (I::Item, I::Item, I::Item);
    fn next(&mut self) -> Option<Self::Item> {
        while self.last.len() < 3 {
            self.last.push(self.iter.next()?);
        }
        let w = (self.last[0].clone(), self.last[1].clone(), self.last[2].clone());
        self.last.remove(0);
        Some(w)
    }
}

/// See [`crate::IterExt::squares`].
#[derive(Clone, Debug)]
pub struct Squares<I> {
    iter: I,
}

pub fn squares<I>(iter: I) -> Squares<I> {
    Squares { iter }
}

impl<I: Iterator> Iterator for Squares<I>
where
    I::Item: Copy + std::ops::Mul<Output = I::Item>,
{
    type Item = I::Item;
    fn next(&mut self) -> Option<I::Item> {
        self.iter.next().map(|x| x * x)
    }
}

/// See [`crate::IterExt::scanned`].
#[derive(Clone)]
pub struct Scanned<I, S, F> {
    iter: I,
    state: S,
    f: F,
}

pub fn scanned<I, S, F>(iter: I, init: S, f: F) -> Scanned<I, S, F> {
    Scanned { iter, state: init, f }
}

impl<I: Iterator, S: Clone, F: FnMut(&S, I::Item) -> S> Iterator for Scanned<I, S, F> {
    type Item = S;
    fn next(&mut self) -> Option<S> {
        let x = self.iter.next()?;
        self.state = (self.f)(&self.state, x);
        Some(self.state.clone())
    }
}
