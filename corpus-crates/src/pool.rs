//! A fixed pool of worker threads over a list of jobs: each worker takes the next index until
//! none is left, so the slow jobs (a big bundle's rustc -O) do not hold up a whole batch.
//! Results come back in the jobs' order.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// Runs `f` on every job with `width` threads; `f`'s results in the jobs' order.
pub fn map<T: Sync, R: Send>(jobs: &[T], width: usize, f: impl Fn(&T) -> R + Sync) -> Vec<R> {
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<R>>> = Mutex::new((0..jobs.len()).map(|_| None).collect());
    std::thread::scope(|s| {
        for _ in 0..width.max(1).min(jobs.len().max(1)) {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::SeqCst);
                if i >= jobs.len() {
                    break;
                }
                let r = f(&jobs[i]);
                results.lock().unwrap_or_else(|e| e.into_inner())[i] = Some(r);
            });
        }
    });
    results.into_inner().unwrap_or_else(|e| e.into_inner()).into_iter().map(|r| r.expect("every job ran")).collect()
}

#[cfg(test)]
mod tests {
    #[test]
    fn results_keep_the_jobs_order() {
        let jobs: Vec<u64> = (0..50).collect();
        assert_eq!(super::map(&jobs, 4, |j| j * 2), jobs.iter().map(|j| j * 2).collect::<Vec<_>>());
        assert!(super::map(&Vec::<u8>::new(), 3, |j| *j).is_empty());
    }
}
