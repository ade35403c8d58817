//! The command line of `cargo judge` and `cargo stress`: one set of
//! options for both ([`OPTIONS`], which [`help`] prints), read in any
//! order ([`parse`]), each mistake a value of its own ([`ArgError`],
//! [`Wrong`]), then checked against the files it names ([`resolve`]).

pub mod completions;
mod entry;
mod error;
mod parse;
mod resolve;
mod table;
mod values;

pub use crate::report::JsonTo;
pub use entry::main;
pub use error::ArgError;
pub use parse::{parse, Args};
pub use resolve::{resolve, Request, Solution, Wrong};
pub use table::{help, Opt, Use, OPTIONS};
pub use values::{parse_memory, parse_time};

use std::fmt;

/// The two commands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tool {
    Judge,
    Stress,
}

impl Tool {
    /// The command as typed: `cargo judge`.
    pub fn command(self) -> &'static str {
        match self {
            Tool::Judge => "cargo judge",
            Tool::Stress => "cargo stress",
        }
    }

    /// The word cargo passes first when it runs `cargo-judge` for `cargo
    /// judge`.
    pub fn word(self) -> &'static str {
        match self {
            Tool::Judge => "judge",
            Tool::Stress => "stress",
        }
    }

    /// The arguments of this run: the program's own, without the command's
    /// word that cargo passes first when it runs `cargo-judge` as `cargo
    /// judge`.
    pub fn arguments(self, mut args: Vec<String>) -> Vec<String> {
        if args.first().map(String::as_str) == Some(self.word()) {
            args.remove(0);
        }
        args
    }
}

impl fmt::Display for Tool {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(self.command())
    }
}
