//! Deep recursion on every judge: a closure runs on a thread with a big stack where the judge
//! lets a program start one, and on the calling thread where it does not.
//!
//! Judges differ in the two things deep recursion needs. DMOJ and its forks (VNOJ) refuse new
//! threads (`RLIMIT_NPROC = 0`: `clone` fails with EAGAIN) but give the main thread an unlimited
//! stack; other Linux judges allow threads and leave the main stack at 8 MiB; a Windows binary's
//! main thread has the 1 MB the linker reserves unless the judge links with `/STACK`. The choice
//! is made at run time from what happens: a refused spawn is an `Err`, not a panic, and the work
//! then runs where it stands.
//!
//! The thread is the std back-end's ([`crate::platform`]). In the WebAssembly build (the C
//! submission) the closure runs where it stands: the module has one shadow stack, whose size is
//! set when it is linked (`-C link-arg=-zstack-size=<bytes>`).

/// Runs `work` on a new thread whose stack is `stack_bytes`, waits for it and returns its
/// result; when the thread cannot be started (the judge forbids threads, or its address-space
/// limit has no room for the stack), runs `work` on the calling thread instead.
///
/// On the calling thread, `work` has only that thread's stack: on DMOJ-family judges (VNOJ) that
/// is the main thread's unlimited stack, which is why falling back is enough there; a judge that
/// refused threads and also bounded the main stack would leave deep recursion no room at all.
/// A panic in `work` is resumed on the calling thread (`std::panic::resume_unwind`; the message
/// was printed when it happened), so the program ends as if there had been no thread. The new
/// thread's stack is reserved address space, touched only as deep as the recursion goes.
///
/// Constraints: `work` and its result are `Send` (they may cross to the new thread); `work` may
/// borrow from the caller (the thread is scoped). rustc 1.63 or newer (scoped threads).
///
/// Complexity: one thread start and join, tens of microseconds; nothing is copied.
///
/// # Example
///
/// ```
/// use solver_core::stack::run_with_stack;
///
/// fn depth(n: u64) -> u64 {
///     if n == 0 { 0 } else { 1 + depth(n - 1) }
/// }
/// let levels = vec![100_000u64];
/// // Borrows `levels`; 256 MiB of stack wherever threads may be started.
/// let deepest = run_with_stack(256 << 20, || depth(levels[0]));
/// assert_eq!(deepest, 100_000);
/// ```
pub fn run_with_stack<T, F>(stack_bytes: usize, work: F) -> T
where
    F: FnOnce() -> T + Send,
    T: Send,
{
    crate::platform::run_with_stack(stack_bytes, work)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn depth(n: u64) -> u64 {
        if n == 0 {
            0
        } else {
            1 + depth(n - 1)
        }
    }

    #[test]
    fn runs_on_a_new_thread_where_threads_are_allowed() {
        let caller = std::thread::current().id();
        let (result, ran_on) = run_with_stack(64 << 20, || (depth(200_000), std::thread::current().id()));
        assert_eq!(result, 200_000);
        assert_ne!(ran_on, caller);
    }

    #[test]
    fn a_refused_spawn_runs_the_work_on_the_calling_thread() {
        // A stack no address space can hold: the spawn fails (ENOMEM / EINVAL) as a refused one
        // does, and the work runs here.
        let caller = std::thread::current().id();
        let ran_on = run_with_stack(usize::MAX / 2, || std::thread::current().id());
        assert_eq!(ran_on, caller);
    }

    #[test]
    fn a_panic_in_the_work_reaches_the_caller() {
        let outcome = std::panic::catch_unwind(|| run_with_stack(1 << 20, || -> u32 { panic!("deliberate") }));
        let payload = outcome.unwrap_err();
        assert_eq!(payload.downcast_ref::<&str>(), Some(&"deliberate"));
    }

    #[test]
    fn the_work_may_borrow_from_the_caller() {
        let numbers = [3u64, 4, 5];
        let total = run_with_stack(1 << 20, || numbers.iter().sum::<u64>());
        assert_eq!((total, numbers.len()), (12, 3));
    }
}
