//! The benchmark's floor: a trivial std-only program that reads all of
//! stdin and prints one line, built with the same flags as the binaries.

use std::io::{self, Read, Write};

fn main() {
    let mut input = Vec::new();
    io::stdin().lock().read_to_end(&mut input).expect("stdin");
    writeln!(io::stdout().lock(), "{}", input.len()).expect("stdout");
}
