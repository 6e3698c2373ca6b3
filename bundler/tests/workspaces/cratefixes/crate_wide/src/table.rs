use crate::slot::Slot;
use crate::HashValue;

/// Sums by key modulo 7.
pub struct Table {
    slots: Vec<Slot>,
}

impl Table {
    pub fn new() -> Self {
        Table { slots: Vec::new() }
    }

    pub(crate) fn entry(&mut self, hash: HashValue) -> &mut i64 {
        match self.slots.iter().position(|s| s.hash == hash) {
            Some(i) => &mut self.slots[i].value,
            None => {
                self.slots.push(Slot { hash, value: 0 });
                &mut self.slots.last_mut().expect("just pushed").value
            }
        }
    }

    pub(crate) fn slot(&self, i: usize) -> Option<&Slot> {
        self.slots.get(i)
    }

    pub fn add(&mut self, key: usize, by: i64) {
        *self.entry(HashValue(key % 7)) += by;
    }

    /// The slots in the order their keys first came, as (key modulo 7, sum).
    pub fn sums(&self) -> Vec<(usize, i64)> {
        (0..).map_while(|i| self.slot(i)).map(|s| (s.hash.0, s.value)).collect()
    }
}

impl Default for Table {
    fn default() -> Self {
        Table::new()
    }
}
