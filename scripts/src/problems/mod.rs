//! Every problem the judge knows, each defined once: the judge, the stress
//! test and the README's table all read these.
//!
//! Beside the problems, their data: `cases.rs` (the golden cases, found by
//! listing a folder of the workspace's `testdata/`, else in the copy
//! `built_in.rs` holds), `marks.rs` (what each case stands on: a sample,
//! promised, or beyond the statement), `format/` (how each problem's
//! input is read and its output judged, a file a format), `names.rs` (the
//! names users write for a problem) and `oracle.rs` (the answers the
//! stress test checks against).

pub mod built_in;
mod case_marks;
pub mod cases;
pub mod format;
mod listing;
pub mod marks;
pub mod names;
pub mod oracle;

pub use listing::{listing, table, width, LISTING_WIDTH};

use crate::build::menus::{
    Judge, ACWING, AIZU, ATCODER, BAEKJOON, BEECROWD, HDU, LANQIAO, LIGHTOJ, LUOGU, MIPT, NTHU,
    POJ, TIOJ, UVA, ZOJ,
};
use crate::build::{Family, Toolchain};
use crate::problems::case_marks::{
    ABC224D, BOJ1525, MIPT089, NO_SAMPLE, POJ1077, SAMPLE_ONLY, UVA10085, UVA652, ZOJ1217,
};
use crate::problems::format::{
    BoardLines, CaseGrids, Cells, Counted, EveryBoard, Farthest, FifteenAnswer, FifteenLayout,
    FifteenPuzzle, Format, Layout, OnGraph, Pairs, Seven, StartGoal, TileMoves, Within, YesNo,
};
use crate::problems::marks::Marks;
use crate::run::Limits;
use eight::{Board, Rule};
use std::time::Duration;

/// One judge problem: a name, a format, limits, and where each comes
/// from.
#[derive(Clone, Copy, Debug)]
pub struct Problem {
    /// The name on the command line.
    pub name: &'static str,
    pub title: &'static str,
    /// The statement's address.
    pub statement: &'static str,
    /// Its input, its output and the rule its answers are judged by.
    pub format: &'static dyn Format,
    /// The judge that has it, whose builds a solution gets.
    pub judge: &'static Judge,
    pub limits: Limits,
    /// Where the limits come from: the statement, or an assumption.
    pub limits_from: &'static str,
    /// The limits of the languages that the judge gives limits of their
    /// own, with where they come from.
    pub other_limits: &'static [(Family, Limits, &'static str)],
    /// The folder of golden cases, `testdata/<cases>/`: those in this
    /// problem's input format are its cases (a folder may serve several
    /// problems, and each of its `.in` files is read by one of them at
    /// least: [`readers`]).
    pub cases: &'static str,
    /// What each of those cases stands on: the statement's sample, its
    /// promise, or beyond it (the marks are the problem's, not the
    /// folder's: a folder serves several problems).
    pub marks: Marks,
}

const fn limits(milliseconds: u64, memory_mib: u64) -> Limits {
    Limits::new(Duration::from_millis(milliseconds), memory_mib * 1024)
        .with_output_kib(Some(OUTPUT_MIB << 10))
}

/// The output limit of every problem here, MiB: none of the judges states
/// one for these problems, and the largest right answer of their data
/// (HDU 1043's 3,000 boards) is about 0.1 MiB, so this is far above any,
/// and a flood ends as OLE, as Luogu, UVa and DMOJ end it (DMOJ's default
/// is 24 MiB).
pub const OUTPUT_MIB: u64 = 16;

/// The problems, in the order the README lists them.
pub const PROBLEMS: [Problem; 23] = [
    Problem {
        name: "poj1077",
        title: "POJ 1077 \"Eight\"",
        statement: "http://poj.org/problem?id=1077",
        format: &BoardLines {
            layout: Layout::OneBoard,
            goal: Board::POJ_GOAL,
            solvable_only: false,
            rule: Rule::AnyMoves,
        },
        judge: &POJ,
        limits: limits(1000, 64),
        limits_from: "the statement's: 1000 ms, 65536 KB",
        other_limits: &[],
        cases: "poj1077",
        marks: POJ1077,
    },
    Problem {
        name: "hdu1043",
        title: "HDU 1043 \"Eight\"",
        statement: "http://acm.hdu.edu.cn/showproblem.php?pid=1043",
        format: &BoardLines {
            layout: Layout::UntilTheEnd,
            goal: Board::POJ_GOAL,
            solvable_only: false,
            rule: Rule::AnyMoves,
        },
        judge: &HDU,
        limits: limits(5000, 32),
        limits_from: "the statement's for C and C++: 5000 ms, 32768 KB",
        other_limits: &[(
            Family::Java,
            limits(10000, 64),
            "the statement's for Java: 10000 ms, 65536 KB",
        )],
        cases: "poj1077",
        marks: SAMPLE_ONLY,
    },
    Problem {
        name: "acwing179",
        title: "AcWing 179 \"八数码\"",
        statement: "https://www.acwing.com/problem/content/181/",
        format: &BoardLines {
            layout: Layout::OneBoard,
            goal: Board::POJ_GOAL,
            solvable_only: false,
            rule: Rule::FewestMoves,
        },
        judge: &ACWING,
        limits: limits(1000, 64),
        limits_from: "the statement's: 1 s, 64 MB (时/空限制：1s / 64MB)",
        other_limits: &[],
        cases: "poj1077",
        marks: SAMPLE_ONLY,
    },
    Problem {
        name: "luogu1379",
        title: "Luogu P1379 \"八数码难题\"",
        statement: "https://www.luogu.com.cn/problem/P1379",
        format: &BoardLines {
            layout: Layout::Digits,
            goal: Board::LUOGU_GOAL,
            solvable_only: true,
            rule: Rule::Count,
        },
        judge: &LUOGU,
        limits: limits(1000, 125),
        limits_from: "the statement's: 1000 ms, 125 MB, as CP Editor (cpeditor.org) copies the \
                      page into a published solution's header (\"Memory Limit: 125 MB\", \"Time \
                      Limit: 1000 ms\"); the page could not be read here",
        other_limits: &[],
        cases: "luogu1379",
        marks: SAMPLE_ONLY,
    },
    Problem {
        name: "acwing845",
        title: "AcWing 845 \"八数码\"",
        statement: "https://www.acwing.com/problem/content/847/",
        format: &BoardLines {
            layout: Layout::OneBoard,
            goal: Board::POJ_GOAL,
            solvable_only: false,
            rule: Rule::Count,
        },
        judge: &ACWING,
        limits: limits(1000, 64),
        limits_from: "assumed: 1 s and 64 MiB, AcWing's usual; the page could not be read here",
        other_limits: &[],
        cases: "acwing845",
        marks: SAMPLE_ONLY,
    },
    Problem {
        name: "hdu3567",
        title: "HDU 3567 \"Eight II\"",
        statement: "http://acm.hdu.edu.cn/showproblem.php?pid=3567",
        format: &Pairs {
            most: 200,
            rule: Rule::FirstFewestMoves,
        },
        judge: &HDU,
        limits: limits(2000, 64),
        limits_from: "assumed: 2 s and 64 MiB; the statement page could not be read here",
        other_limits: &[(
            Family::Java,
            limits(4000, 128),
            "assumed: twice the others', as HDU most often gives Java",
        )],
        cases: "hdu3567",
        marks: SAMPLE_ONLY,
    },
    Problem {
        name: "uva652",
        title: "UVa 652 \"Eight\"",
        statement: "https://onlinejudge.org/external/6/652.pdf",
        format: &Counted {
            most: 100,
            goal: Board::POJ_GOAL,
            rule: Rule::AnyMoves,
        },
        judge: &UVA,
        limits: limits(3000, 128),
        limits_from: "assumed: 3 s, UVa's usual, and 128 MiB; the statement could not be read \
                      here, nor whether any solving string is taken (assumed, as POJ 1077)",
        other_limits: &[],
        cases: "uva652",
        marks: UVA652,
    },
    Problem {
        name: "uva10085",
        title: "UVa 10085 \"The most distant state\"",
        statement: "https://onlinejudge.org/external/100/10085.pdf",
        format: &Farthest { most: 10 },
        judge: &UVA,
        limits: limits(3000, 128),
        limits_from: "assumed: 3 s, UVa's usual, and 128 MiB; the statement could not be read here",
        other_limits: &[],
        cases: "uva10085",
        marks: UVA10085,
    },
    Problem {
        name: "zoj1217",
        title: "ZOJ 1217 \"Eight\"",
        statement: "http://acm.zju.edu.cn/onlinejudge/showProblem.do?problemCode=1217",
        format: &BoardLines {
            layout: Layout::UntilTheEnd,
            goal: Board::POJ_GOAL,
            solvable_only: false,
            rule: Rule::AnyMoves,
        },
        judge: &ZOJ,
        limits: limits(2000, 64),
        limits_from: "assumed: 2 s and 64 MiB; the statement could not be read here",
        other_limits: &[],
        cases: "zoj1217",
        marks: ZOJ1217,
    },
    Problem {
        name: "abc224d",
        title: "AtCoder ABC224 D \"8 Puzzle on Graph\"",
        statement: "https://atcoder.jp/contests/abc224/tasks/abc224_d",
        format: &OnGraph,
        judge: &ATCODER,
        limits: limits(4000, 1024),
        limits_from: "the statement's: 4 sec, 1024 MB",
        other_limits: &[],
        cases: "abc224d",
        marks: ABC224D,
    },
    Problem {
        name: "lightoj1139",
        title: "LightOJ 1139 \"8 Puzzle\"",
        // Formerly lightoj.com/volume_showproblem.php?problem=1139, whose
        // stored copy gives the format and the sample.
        statement: "https://lightoj.com/problem/8-puzzle",
        format: &CaseGrids {
            most: 1000,
            goal: Board::POJ_GOAL,
        },
        judge: &LIGHTOJ,
        limits: limits(2000, 128),
        limits_from: "assumed: 2 s and 128 MiB; the stored copy of the statement shows no \
                      limits (LightOJ gives 1082 128 MB, and some problems 1 s, \
                      lightoj-dev/bugs-and-features#103 and #88)",
        other_limits: &[],
        cases: "lightoj1139",
        // T is at most 1000: `volume-1000` is that bound.
        marks: SAMPLE_ONLY,
    },
    Problem {
        name: "boj1525",
        title: "Baekjoon 1525 \"퍼즐\"",
        statement: "https://www.acmicpc.net/problem/1525",
        format: &BoardLines {
            layout: Layout::Rows,
            goal: Board::POJ_GOAL,
            solvable_only: false,
            rule: Rule::Count,
        },
        judge: &BAEKJOON,
        limits: limits(1000, 32),
        limits_from: "the statement's: 1 s, 32 MB",
        other_limits: &[
            (
                Family::Java,
                limits(3000, 256),
                "the statement's note: 256 MB for Java 8, Java 11 and Kotlin; time x2 + 1 s \
                 by Baekjoon's rule for Java (its language page; Java solutions it accepted \
                 here ran 1192 ms, SSAFY0916/Algorithm_Study_Java1, WEEK8/BOJ_1525)",
            ),
            (
                Family::Kotlin,
                limits(3000, 256),
                "the statement's note: 256 MB for Java 8, Java 11 and Kotlin; time x2 + 1 s \
                 by Baekjoon's rule for Kotlin (JVM) (its language page)",
            ),
        ],
        cases: "boj1525",
        marks: BOJ1525,
    },
    Problem {
        name: "alds113b",
        title: "Aizu ALDS1_13_B \"8 Puzzle\"",
        statement: "https://judge.u-aizu.ac.jp/onlinejudge/description.jsp?id=ALDS1_13_B",
        format: &BoardLines {
            layout: Layout::Rows,
            goal: Board::POJ_GOAL,
            solvable_only: true,
            rule: Rule::Count,
        },
        judge: &AIZU,
        limits: limits(1000, 128),
        limits_from: "assumed: 1 s and 128 MiB, the course's usual; the limits could not be read \
                      here",
        other_limits: &[],
        cases: "alds113b",
        // Its one sample; "There is a solution" is its constraint.
        marks: SAMPLE_ONLY,
    },
    Problem {
        name: "tioj1198",
        title: "TIOJ 1198 \"8-puzzle\" (TOI 2004)",
        statement: "https://tioj.ck.tp.edu.tw/problems/1198",
        // Its statement asks the fewest moves and names no answer for a
        // goal out of reach: read as promising a goal always reached.
        format: &StartGoal {
            cells: Cells::Numbers,
            solvable_only: true,
        },
        judge: &TIOJ,
        limits: limits(1000, 64),
        limits_from: "the statement's: 1000 ms, 65536 KiB of virtual memory (VSS) a case, \
                      measured here as resident memory; it names no answer for a goal out of \
                      reach, so its data is assumed always to reach it (unsettled)",
        other_limits: &[],
        cases: "tioj1198",
        marks: SAMPLE_ONLY,
    },
    Problem {
        name: "prev19",
        title: "Lanqiao PREV-19 \"九宫重排\"",
        statement: "https://www.lanqiao.cn/problems/261/learning/",
        format: &StartGoal {
            cells: Cells::Dotted,
            solvable_only: false,
        },
        judge: &LANQIAO,
        limits: limits(1000, 128),
        limits_from: "C语言网's copy (problem 1426): 1 s, 128 MB; Lanqiao's own page could not \
                      be read here",
        other_limits: &[],
        cases: "prev19",
        marks: SAMPLE_ONLY,
    },
    Problem {
        name: "mipt089",
        title: "acm.mipt.ru 089 \"8-puzzle\"",
        statement: "http://acm.mipt.ru/judge/problems.pl?problem=089",
        format: &YesNo {
            goal: Board::POJ_GOAL,
        },
        judge: &MIPT,
        limits: limits(2000, 10),
        limits_from: "the statement's: 2 second(s), 10Mb; whether its checker takes \"Yes\" \
                      and the number on one line could not be settled: judged as its samples \
                      show them, on two",
        other_limits: &[],
        cases: "mipt089",
        marks: MIPT089,
    },
    Problem {
        name: "nthu10664",
        title: "NTHU OJ 10664 \"easy 8 Puzzles\"",
        statement: "https://acm.cs.nthu.edu.tw/problem/10664/",
        format: &Within {
            most: 30,
            cap: 14,
            goal: Board::POJ_GOAL,
        },
        judge: &NTHU,
        limits: limits(1000, 256),
        limits_from: "assumed: 1 s and 256 MiB; the format is its English translation's, \
                      13236 (nthuoj-archive.yikuo.dev/problem/13236: T at most 30, a board a \
                      line), whose limits and sample could not be read here",
        other_limits: &[],
        cases: "nthu10664",
        // T is at most 30: `volume-30` is that bound. No sample could be
        // read.
        marks: NO_SAMPLE,
    },
    Problem {
        name: "boj25140",
        title: "Baekjoon 25140 \"KLIZA\"",
        statement: "https://www.acmicpc.net/problem/25140",
        format: &TileMoves {
            goal: Board::POJ_GOAL,
            solvable_only: true,
        },
        judge: &BAEKJOON,
        limits: limits(1000, 1024),
        limits_from: "the statement's: 1 s, 1024 MB; its goal is a picture, read here as \
                      1 2 3 / 4 5 6 / 7 8 X (its third sample's moves, 6 5 8, reach it); its \
                      samples could not be read",
        other_limits: &[],
        cases: "boj25140",
        marks: NO_SAMPLE,
    },
    Problem {
        name: "aizu0121",
        title: "Aizu 0121 \"Seven Puzzle\" (2x4)",
        statement: "https://judge.u-aizu.ac.jp/onlinejudge/description.jsp?id=0121",
        format: &Seven { most: 1000 },
        judge: &AIZU,
        limits: limits(1000, 64),
        limits_from: "the statement's: 1 sec, 65536 KB",
        other_limits: &[],
        cases: "aizu0121",
        // At most 1,000 boards: `volume-1000` is that bound.
        marks: SAMPLE_ONLY,
    },
    Problem {
        name: "beecrowd2032",
        title: "beecrowd 2032 \"Game of Eight\" (Jogo do Oito)",
        statement: "https://judge.beecrowd.com/en/problems/view/2032",
        format: &EveryBoard {
            goal: Board::POJ_GOAL,
        },
        judge: &BEECROWD,
        limits: limits(5000, 256),
        limits_from: "assumed: 5 s, as the statement is reported to give, and 256 MiB. \
                      The statement's text could not be read here: the move priority is that \
                      of three of four published solutions (the blank up, down, right, left; \
                      one tries left before right, as an English reading has it), unsettled",
        other_limits: &[],
        cases: "beecrowd2032",
        marks: NO_SAMPLE,
    },
    Problem {
        name: "alds113c",
        title: "Aizu ALDS1_13_C \"15 Puzzle\"",
        statement: "https://onlinejudge.u-aizu.ac.jp/courses/lesson/1/ALDS1/13/ALDS1_13_C",
        format: &FifteenPuzzle {
            layout: FifteenLayout::OneBoard,
            answer: FifteenAnswer::Count { most: 45 },
        },
        judge: &AIZU,
        limits: limits(1000, 128),
        limits_from: "assumed: 1 s and 128 MiB, the course's usual, as for ALDS1_13_B; the limits \
                      could not be read here. Its promise, solvable within 45 moves, is the \
                      statement's",
        other_limits: &[],
        cases: "alds113c",
        // Its sample; the `korf-N` cases are Korf's boards of at most 45
        // moves (his published optima), within the promise.
        marks: SAMPLE_ONLY,
    },
    Problem {
        name: "uva10181",
        title: "UVa 10181 \"15-Puzzle Problem\"",
        statement: "https://onlinejudge.org/external/101/10181.pdf",
        format: &FifteenPuzzle {
            layout: FifteenLayout::Counted { most: 1000 },
            answer: FifteenAnswer::Within { most: 50 },
        },
        judge: &UVA,
        limits: limits(3000, 128),
        limits_from: "assumed: 3 s, UVa's usual, and 128 MiB; no bound on N could be read here \
                      (1000 assumed). The cap of 50 moves is the statement's (its own solution \
                      needs at most 45)",
        other_limits: &[],
        cases: "uva10181",
        marks: SAMPLE_ONLY,
    },
    Problem {
        name: "lightoj1121",
        title: "LightOJ 1121 \"15-Puzzle\"",
        statement: "https://lightoj.com/problem/15-puzzle",
        format: &FifteenPuzzle {
            layout: FifteenLayout::CaseGrids { most: 1000 },
            answer: FifteenAnswer::FirstWithin { most: 35 },
        },
        judge: &LIGHTOJ,
        limits: limits(2000, 128),
        limits_from: "assumed: 2 s and 128 MiB, and T at most 1000, as for LightOJ 1139; the \
                      statement's limits could not be read here",
        other_limits: &[],
        cases: "lightoj1121",
        // Its sample; `beyond-35` and `edge-35-36` are boards of more than
        // 35 moves, which the statement answers as not solvable.
        marks: SAMPLE_ONLY,
    },
];

/// One of this workspace's own programs, as the judge checks it
/// (`cargo judge --own`): on the golden cases of its problem's folder, in
/// any layout, held to the rule it promises.
#[derive(Clone, Copy, Debug)]
pub struct Program {
    /// Its source, from the workspace root.
    pub source: &'static str,
    /// The problem whose limits and golden cases it has.
    pub problem: &'static Problem,
    /// What it reads and how its answers are judged: stricter than the
    /// problem's rule where it differs.
    pub format: &'static dyn Format,
}

/// This workspace's programs: each reads boards in any layout and answers
/// as the library does.
pub fn programs() -> [Program; 2] {
    [
        Program {
            source: "poj1077/src/main.rs",
            problem: find("poj1077").expect("defined"),
            format: &BoardLines {
                layout: Layout::Any,
                goal: Board::POJ_GOAL,
                solvable_only: false,
                rule: Rule::FirstFewestMoves,
            },
        },
        Program {
            source: "luogu1379/src/main.rs",
            problem: find("luogu1379").expect("defined"),
            format: &BoardLines {
                layout: Layout::Any,
                goal: Board::LUOGU_GOAL,
                solvable_only: false,
                rule: Rule::Count,
            },
        },
    ]
}

/// What reads the golden folder `testdata/<folder>/`: each problem whose
/// cases it holds and each program judged on it, by name (a program by
/// its source), with its format. Every `.in` of the folder must be read
/// by one of them.
pub fn readers(folder: &str) -> Vec<(&'static str, &'static dyn Format)> {
    let problems = PROBLEMS
        .iter()
        .filter(|problem| problem.cases == folder)
        .map(|problem| (problem.name, problem.format));
    let programs = programs()
        .into_iter()
        .filter(|program| program.problem.cases == folder)
        .map(|program| (program.source, program.format));
    problems.chain(programs).collect()
}

/// The problem called `name`.
pub fn find(name: &str) -> Option<&'static Problem> {
    PROBLEMS.iter().find(|problem| problem.name == name)
}

/// The problems' names, for messages: `poj1077, hdu1043, ...`.
pub fn names() -> String {
    let names: Vec<&str> = PROBLEMS.iter().map(|problem| problem.name).collect();
    names.join(", ")
}

impl Problem {
    /// Where its golden cases, `testdata/<cases>/`, are read from: the
    /// workspace's, else the judge's own copy ([`cases::Golden::of`]).
    pub fn golden_folder(&self) -> cases::Golden {
        cases::Golden::of(self.cases)
    }

    /// The limits on a solution built by `build`, and where they come
    /// from: the statement's own for its language where it gives them,
    /// else the statement's with what the judge adds for the build by its
    /// rule (Baekjoon's for Java and Python), else the statement's.
    pub fn limits_for(&self, build: &Toolchain) -> (Limits, String) {
        if let Some(&(_, limits, from)) = self
            .other_limits
            .iter()
            .find(|(of, _, _)| *of == build.family())
        {
            return (limits, from.to_string());
        }
        match self.judge.extra_for(build) {
            Some(extra) => (
                extra.applied(self.limits),
                format!("{}; {}", self.limits_from, extra.from),
            ),
            None => (self.limits, self.limits_from.to_string()),
        }
    }
}
