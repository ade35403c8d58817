//! Every problem the judge knows, each defined once: the judge, the stress
//! test and the README's table all read these.

use crate::compile::{RustBuild, LUOGU};
use crate::format::{Format, Goal, Input, Output};
use crate::run::Limits;
use eight::{Board, Rule};
use std::time::Duration;

/// One judge problem.
#[derive(Clone, Copy, Debug)]
pub struct Problem {
    /// The name on the command line.
    pub name: &'static str,
    pub title: &'static str,
    /// The statement's address.
    pub statement: &'static str,
    pub format: Format,
    pub output: Output,
    /// How an answer is compared with the expected one.
    pub rule: Rule,
    pub limits: Limits,
    /// Where the limits come from: the statement, or an assumption.
    pub limits_from: &'static str,
    /// How the problem's judge builds Rust, or `None` when it takes none.
    pub rust: Option<RustBuild>,
    /// Why `rust` is as it is, for the note a Rust solution gets.
    pub rust_note: &'static str,
    /// The folder of golden cases, `testdata/<cases>/`: those in this
    /// problem's input format are its cases.
    pub cases: &'static str,
}

const fn limits(milliseconds: u64, memory_mib: u64) -> Limits {
    Limits::new(Duration::from_millis(milliseconds), memory_mib * 1024)
}

/// The problems, in the order the README lists them.
pub const PROBLEMS: [Problem; 6] = [
    Problem {
        name: "poj1077",
        title: "POJ 1077 \"Eight\"",
        statement: "http://poj.org/problem?id=1077",
        format: Format {
            input: Input::Board,
            goal: Goal::Fixed(Board::POJ_GOAL),
            solvable_only: false,
        },
        output: Output::Moves,
        rule: Rule::AnyMoves,
        limits: limits(1000, 64),
        limits_from: "the statement's: 1000 ms, 65536 KB",
        rust: None,
        rust_note: "POJ takes no Rust (its FAQ lists C, C++, Pascal, Java and Fortran)",
        cases: "poj1077",
    },
    Problem {
        name: "hdu1043",
        title: "HDU 1043 \"Eight\"",
        statement: "http://acm.hdu.edu.cn/showproblem.php?pid=1043",
        format: Format {
            input: Input::Boards,
            goal: Goal::Fixed(Board::POJ_GOAL),
            solvable_only: false,
        },
        output: Output::Moves,
        rule: Rule::AnyMoves,
        limits: limits(5000, 32),
        limits_from: "the statement's for C and C++: 5000 ms, 32768 KB",
        rust: None,
        rust_note: "HDU takes no Rust (its FAQ lists C, C++, Pascal, Java and Fortran)",
        cases: "poj1077",
    },
    Problem {
        name: "acwing179",
        title: "AcWing 179 \"八数码\"",
        statement: "https://www.acwing.com/problem/content/181/",
        format: Format {
            input: Input::Board,
            goal: Goal::Fixed(Board::POJ_GOAL),
            solvable_only: false,
        },
        output: Output::Moves,
        rule: Rule::FewestMoves,
        limits: limits(1000, 64),
        limits_from: "assumed: 1 s and 64 MiB, AcWing's usual; the page could not be read here",
        rust: None,
        rust_note: "whether AcWing takes Rust, and how it builds it, could not be read here",
        cases: "poj1077",
    },
    Problem {
        name: "luogu1379",
        title: "Luogu P1379 \"八数码难题\"",
        statement: "https://www.luogu.com.cn/problem/P1379",
        format: Format {
            input: Input::Digits,
            goal: Goal::Fixed(Board::LUOGU_GOAL),
            solvable_only: true,
        },
        output: Output::Count,
        rule: Rule::Count,
        limits: limits(1000, 128),
        limits_from: "assumed: 1 s and 128 MiB; the page could not be read here",
        rust: Some(LUOGU),
        rust_note: "Luogu builds Rust so",
        cases: "luogu1379",
    },
    Problem {
        name: "acwing845",
        title: "AcWing 845 \"八数码\"",
        statement: "https://www.acwing.com/problem/content/847/",
        format: Format {
            input: Input::Board,
            goal: Goal::Fixed(Board::POJ_GOAL),
            solvable_only: false,
        },
        output: Output::Count,
        rule: Rule::Count,
        limits: limits(1000, 64),
        limits_from: "assumed: 1 s and 64 MiB, AcWing's usual; the page could not be read here",
        rust: None,
        rust_note: "whether AcWing takes Rust, and how it builds it, could not be read here",
        cases: "acwing845",
    },
    Problem {
        name: "hdu3567",
        title: "HDU 3567 \"Eight II\"",
        statement: "http://acm.hdu.edu.cn/showproblem.php?pid=3567",
        format: Format {
            input: Input::Pairs { most: 200 },
            goal: Goal::InTheInput,
            solvable_only: true,
        },
        output: Output::NumberedMoves,
        rule: Rule::FirstFewestMoves,
        limits: limits(2000, 64),
        limits_from: "assumed: 2 s and 64 MiB; the statement page could not be read here",
        rust: None,
        rust_note: "HDU takes no Rust (its FAQ lists C, C++, Pascal, Java and Fortran)",
        cases: "hdu3567",
    },
];

/// The problem called `name`.
pub fn find(name: &str) -> Option<&'static Problem> {
    PROBLEMS.iter().find(|problem| problem.name == name)
}

/// The problems' names, for messages: `poj1077, hdu1043, ...`.
pub fn names() -> String {
    let names: Vec<&str> = PROBLEMS.iter().map(|problem| problem.name).collect();
    names.join(", ")
}

/// The problems as a Markdown table, for the README: generated, so that
/// each fact stays written once, here.
pub fn table() -> String {
    let mut text = String::from(
        "| problem | statement | input | output | answer rule | limits | Rust |\n\
         |---|---|---|---|---|---|---|\n",
    );
    for problem in &PROBLEMS {
        let rust = match problem.rust {
            Some(build) => format!("`{}`", build.shown()),
            None => format!("none: {}", problem.rust_note),
        };
        text.push_str(&format!(
            "| `{}` | [{}]({}) | {} | {} | {} | {} CPU, {} MiB ({}) | {} |\n",
            problem.name,
            problem.title,
            problem.statement,
            problem.format.describe(),
            problem.output.describe(),
            rule_text(problem.rule),
            crate::verdict::seconds(problem.limits.time),
            problem.limits.memory_kib / 1024,
            problem.limits_from,
            rust
        ));
    }
    text
}

/// What `rule` accepts, in a few words.
pub fn rule_text(rule: Rule) -> &'static str {
    match rule {
        Rule::AnyMoves => "any legal move string that solves the board",
        Rule::FewestMoves => "a legal move string of the fewest moves",
        Rule::FirstFewestMoves => "exactly the alphabetically first shortest move string",
        Rule::Count => "the exact number of moves",
    }
}
