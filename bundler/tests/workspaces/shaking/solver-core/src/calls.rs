//! Issue 19 (once_cell's `Lazy::get` and `sync::OnceCell::set`): how a member is called says
//! which members it can be. A method call calls methods only; `self.name()` only the methods
//! of `self`'s type; `Self::name` only that type's members; `x.take(k)` only methods with one
//! parameter after `self`; `x.take()` none of ours when `x` is an `Option` or a `Cell`.

/// A counter whose methods call each other through `self`.
pub struct Counter {
    count: u64,
}

impl Counter {
    pub fn new() -> Counter {
        Counter { count: 0 }
    }

    pub fn bump(&mut self) -> u64 {
        self.step();
        Self::limit(self.count)
    }

    fn step(&mut self) {
        self.count += 1;
    }

    fn limit(x: u64) -> u64 {
        x.min(10)
    }

    /// An associated function without `self`: `x.peek()` cannot call it.
    pub fn peek(this: &Counter) -> u64 {
        CALLS_PEEK_MARKER + this.count
    }
}

const CALLS_PEEK_MARKER: u64 = 0;

/// Members named like `Counter`'s that `self.step()` and `Self::limit` inside `Counter` cannot
/// reach.
pub struct Gauge {
    level: u64,
}

impl Gauge {
    pub fn new(level: u64) -> Gauge {
        Gauge { level }
    }

    pub fn peek(&self) -> u64 {
        self.level
    }

    pub fn step(&mut self) {
        self.level += CALLS_GAUGE_STEP_MARKER;
    }

    pub fn limit(x: u64) -> u64 {
        x + CALLS_GAUGE_LIMIT_MARKER
    }
}

const CALLS_GAUGE_STEP_MARKER: u64 = 2;
const CALLS_GAUGE_LIMIT_MARKER: u64 = 3;

/// Derefs to `Gauge`: `self.peek()` in here may call `Gauge::peek`, so that stays.
pub struct Dial {
    gauge: Gauge,
}

impl std::ops::Deref for Dial {
    type Target = Gauge;
    fn deref(&self) -> &Gauge {
        &self.gauge
    }
}

impl Dial {
    pub fn new(level: u64) -> Dial {
        Dial { gauge: Gauge::new(level) }
    }

    pub fn read(&self) -> u64 {
        self.peek()
    }
}

/// A cell of ours with a `take` method, like once_cell's `OnceCell::take`, which none of the
/// calls named `take` here can call.
pub struct Slot {
    value: Option<u64>,
}

impl Slot {
    pub fn new(v: u64) -> Slot {
        Slot { value: Some(v) }
    }

    pub fn peek_value(&self) -> u64 {
        self.value.unwrap_or(0)
    }

    pub fn take(&mut self) -> Option<u64> {
        self.value.take().map(|v| v + CALLS_SLOT_TAKE_MARKER)
    }
}

const CALLS_SLOT_TAKE_MARKER: u64 = 4;

/// Calls `take` on std receivers only: a local `Option` and a `Cell` field.
pub struct Pending {
    once: std::cell::Cell<Option<u64>>,
    slot: Slot,
}

impl Pending {
    pub fn new(v: u64) -> Pending {
        Pending { once: std::cell::Cell::new(Some(v)), slot: Slot::new(v) }
    }

    pub fn first(&self) -> u64 {
        let mut local = Some(1);
        let a = local.take().unwrap_or(0);
        let b = self.once.take().unwrap_or(0);
        a + b + self.slot.peek_value()
    }
}
