// Generated data: each file beside this one, as `include!` reads it from here.
include!("primes.rs.data");
