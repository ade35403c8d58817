//! `cargo stress` (or `scripts/stress.sh`): the stress test ("对拍") of a single-file solution.
//!
//! ```text
//! stress PROBLEM SOLUTION [--build NAME] [--seed S] [--cases N] [--jobs J] [--save DIR]
//! ```
//!
//! Exit status: 0 when every case passes, 1 when one fails (shown, shrunk)
//! or the solution does not compile, 2 for a bad command line or a missing
//! tool, 3 when the judge itself is at fault.

use judge::stress::{options, stress, USAGE};
use std::process::exit;

fn main() {
    // Ctrl-C, SIGTERM and SIGHUP end the running solution (or compiler)
    // and all it started before the judge goes.
    judge::run::guard_interrupts();
    let args: Vec<String> = std::env::args().skip(1).collect();
    let options = options(&args).unwrap_or_else(|why| {
        eprintln!("stress: {}\n{}", why, USAGE);
        exit(2)
    });
    match stress(&options) {
        Ok(status) => exit(status),
        Err(why) => {
            eprintln!("stress: {}", why);
            exit(2)
        }
    }
}
