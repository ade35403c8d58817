//! The package that holds AtCoder's crates for fetching; a solution is
//! built in a package of its own.

fn main() {}
