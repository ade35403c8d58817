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
pub mod cases;
pub mod format;
pub mod marks;
pub mod names;
pub mod oracle;

use crate::build::menus::{
    Judge, ACWING, AIZU, ATCODER, BAEKJOON, BEECROWD, HDU, LANQIAO, LIGHTOJ, LUOGU, MIPT, NTHU,
    POJ, TIOJ, UVA, ZOJ,
};
use crate::build::{Family, Toolchain};
use crate::problems::format::{
    BoardLines, CaseGrids, Cells, Counted, EveryBoard, Farthest, Format, Layout, OnGraph, Pairs,
    Seven, StartGoal, TileMoves, Within, YesNo,
};
use crate::problems::marks::{Beyond, Evidence, Exceeds, Marks, Volume};
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

/// A statement whose sample is the case `sample` and whose every other
/// case it promises. POJ 1077, AcWing 179 and 845: one board of nine
/// tokens on one line, the only files their format reads (a layout over
/// three lines is not their case at all). HDU 1043: boards until the end
/// of the input, one a line, with no bound; `hdu1043-3000-boards` is
/// promised, since HDU's data is known to be large enough that a search
/// per board is TLE there, the reason its write-ups build one table.
/// Luogu P1379: one line of nine digits, solvable. HDU 3567: at most 200
/// pairs (`many-200` is that bound), always solvable, a start that is its
/// goal not excluded.
const SAMPLE_ONLY: Marks = Marks {
    samples: &["sample"],
    beyond: &[],
};

/// POJ 1077: its sample; and an unsolvable board, which the statement
/// allows but POJ's data holds none of: solutions POJ accepted print
/// nothing for one.
const POJ1077: Marks = Marks {
    samples: &["sample"],
    beyond: &[Beyond {
        case: "unsolvable",
        past: Exceeds::Data(
            "seaify/poj-codes, \"1077/6157785_AC_422MS_5680K.cpp\" and \
             \"1077/6157789_AC_454MS_6076K.cc\", Accepted, print nothing for an unsolvable \
             board",
        ),
        advice: "POJ's data holds no unsolvable board, so POJ accepts this; print \
                 \"unsolvable\" all the same: HDU 1043's data, the same boards until the end, \
                 holds many",
    }],
};

/// UVa 652: the count, a blank line, then each board as a list on one
/// line (the statement's `1 2 3 x 4 6 7 5 8`), blank lines between. Its
/// sample is one board (`one-board`). No bound is stated on the count;
/// a published per-board search Accepted in 0.750 s says its data holds
/// far more work than 100 boards.
const UVA652: Marks = Marks {
    samples: &["one-board"],
    beyond: &[
        Beyond {
            case: "three-lines",
            past: Exceeds::Layout,
            advice: "boards split over three lines: it likely reads one board a line, \
                     fine for UVa 652's data, which gives each board on a line; \
                     a board split over lines breaks it",
        },
        Beyond {
            case: "many-100",
            past: Exceeds::Volume(Volume {
                of: "100 boards",
                evidence: Some(Evidence {
                    published: "metaphysis/Code, \"UVa Online Judge/volume006/652 \
                                Eight/program1.cpp\": a weighted IDA* per board, \
                                \"Verdict: Accepted\", \"UVa Run Time: 0.750s\" (2018)",
                    judge_ms: 750,
                    ours: "scripts/tests/solutions/uva652-weighted-idastar.cpp",
                    here_ms: UVA652_IDASTAR_HERE_MS,
                }),
            }),
            advice: "100 boards: too slow at a volume UVa 652's data holds",
        },
    ],
};

/// `uva652-weighted-idastar.cpp` on `many-100` here, CPU milliseconds.
const UVA652_IDASTAR_HERE_MS: u64 = 20;

/// UVa 10085: the count, then each start as three rows, blank lines
/// between; its sample is one start (`sample`). Each start is a search of
/// all 181,440 boards reachable from it; no bound is stated on the count.
/// A published solution Accepted in 1.670 s, a search per start into a
/// `std::set`, takes about as long here on the nine starts of
/// `blank-every-cell`: UVa's data holds about that much work.
const UVA10085: Marks = Marks {
    samples: &["sample"],
    beyond: &[Beyond {
        case: "blank-every-cell",
        past: Exceeds::Volume(Volume {
            of: "9 starts",
            evidence: Some(Evidence {
                published: "metaphysis/Code, \"UVa Online Judge/volume100/10085 The Most \
                            Distant State/program.cpp\": a search of every board per start, \
                            \"Verdict: Accepted\", \"UVa Run Time: 1.670s\" (2018)",
                judge_ms: 1670,
                ours: "scripts/tests/solutions/uva10085-set-bfs.cpp",
                here_ms: UVA10085_SET_BFS_HERE_MS,
            }),
        }),
        advice: "nine starts, each a search of every board: too slow at a volume \
                 UVa 10085's data holds",
    }],
};

/// `uva10085-set-bfs.cpp` on `blank-every-cell` here, CPU milliseconds.
const UVA10085_SET_BFS_HERE_MS: u64 = 1160;

/// ZOJ 1217: as HDU 1043, boards until the end of the input, one a line,
/// no bound stated, and nothing known of its data's size (no published
/// solution found states its run time); its sample is
/// POJ 1077's board. A line is a line with its newline: a last board
/// with none after it is beyond what a text file gives.
const ZOJ1217: Marks = Marks {
    samples: &["sample"],
    beyond: &[
        Beyond {
            case: "many-100",
            past: Exceeds::Volume(Volume {
                of: "100 boards",
                evidence: None,
            }),
            advice: "100 boards: too slow at a volume ZOJ 1217's statement does not state \
                     and its data is not known to hold; fine if its data is small, \
                     not if it is large (a table answers any number of boards)",
        },
        Beyond {
            case: "no-final-newline",
            past: Exceeds::Layout,
            advice: "a last board with no newline after it: it likely reads a board only \
                     when its line ends, fine for data whose every line ends, \
                     as a text file's do",
        },
    ],
};

/// AtCoder ABC224 D: its four samples; every other case is within its
/// bounds (0 to 36 edges, no loops or repeats, pieces on distinct
/// vertices).
const ABC224D: Marks = Marks {
    samples: &["sample-1", "sample-2", "sample-3", "sample-4"],
    beyond: &[],
};

/// Baekjoon 1525: its two samples, one board each, the second unsolvable.
const BOJ1525: Marks = Marks {
    samples: &["sample-1", "sample-2"],
    beyond: &[],
};

/// acm.mipt.ru 089: its two samples.
const MIPT089: Marks = Marks {
    samples: &["sample-1", "sample-2"],
    beyond: &[],
};

/// A statement whose sample could not be read: every case promised.
const NO_SAMPLE: Marks = Marks {
    samples: &[],
    beyond: &[],
};

/// The problems, in the order the README lists them.
pub const PROBLEMS: [Problem; 20] = [
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

/// `limits` as the table shows them: `1.00 s CPU, 64 MiB`.
fn limits_text(limits: &Limits) -> String {
    format!(
        "{} CPU, {} MiB, {} MiB of output",
        crate::shown::seconds(limits.time),
        limits.memory_kib / 1024,
        limits.output_kib.unwrap_or(0) / 1024
    )
}

/// The problems as a Markdown table, for the README: generated, so that
/// each fact stays written once, here.
pub fn table() -> String {
    let mut text = String::from(
        "| problem | statement | input | output | answer rule | limits | judge and builds | golden cases |\n\
         |---|---|---|---|---|---|---|---|\n",
    );
    for problem in &PROBLEMS {
        text.push_str(&problem.row());
    }
    text
}

/// The widest `--problems` prints: a terminal of 100 columns.
pub const LISTING_WIDTH: usize = 100;

/// The problems as `--problems` prints them: a line each, its name, its
/// judge, its limits and its title, fitting [`LISTING_WIDTH`] columns;
/// `--problems NAME` shows one whole ([`Problem::whole`]).
pub fn listing() -> String {
    let limits = |p: &Problem| {
        format!(
            "{}, {} MiB",
            crate::shown::seconds(p.limits.time),
            p.limits.memory_kib / 1024
        )
    };
    let widest =
        |f: &dyn Fn(&Problem) -> String| PROBLEMS.iter().map(|p| width(&f(p))).max().unwrap_or(0);
    let name_w = widest(&|p| p.name.to_string()).max("problem".len());
    let judge_w = widest(&|p| p.judge.name.to_string()).max("judge".len());
    let limits_w = widest(&limits).max("limits".len());
    let title_w = LISTING_WIDTH.saturating_sub(name_w + judge_w + limits_w + 6);
    let line = |name: &str, judge: &str, limits: &str, title: &str| {
        let pad =
            |text: &str, w: usize| format!("{}{}", text, " ".repeat(w.saturating_sub(width(text))));
        format!(
            "{}  {}  {}  {}",
            pad(name, name_w),
            pad(judge, judge_w),
            pad(limits, limits_w),
            fitted(title, title_w)
        )
        .trim_end()
        .to_string()
    };
    let mut text = line("problem", "judge", "limits", "title");
    text.push('\n');
    for problem in &PROBLEMS {
        text.push_str(&line(
            problem.name,
            problem.judge.name,
            &limits(problem),
            problem.title,
        ));
        text.push('\n');
    }
    text.push_str(&fitted(
        "cargo judge --problems NAME: one whole (its input, output, rule, limits, builds, cases)",
        LISTING_WIDTH,
    ));
    text.push('\n');
    text
}

/// The columns `text` takes on a terminal: two for a wide (CJK, Hangul,
/// full-width) character, one for any other.
pub fn width(text: &str) -> usize {
    text.chars()
        .map(|c| match c as u32 {
            0x1100..=0x115F
            | 0x2E80..=0xA4CF
            | 0xAC00..=0xD7A3
            | 0xF900..=0xFAFF
            | 0xFE30..=0xFE4F
            | 0xFF00..=0xFF60
            | 0xFFE0..=0xFFE6 => 2,
            _ => 1,
        })
        .sum()
}

/// `text` cut to `most` columns, `...` saying where.
fn fitted(text: &str, most: usize) -> String {
    if width(text) <= most {
        return text.to_string();
    }
    let mut kept = String::new();
    for c in text.chars() {
        if width(&kept) + width(&c.to_string()) + 3 > most {
            break;
        }
        kept.push(c);
    }
    format!("{}...", kept)
}

/// `label: text` wrapped at [`LISTING_WIDTH`] columns, the lines after
/// the first indented.
fn wrapped(label: &str, text: &str) -> String {
    let mut lines = vec![format!("  {}:", label)];
    for word in text.split_whitespace() {
        let last = lines.last_mut().expect("a first line");
        if width(last) + 1 + width(word) > LISTING_WIDTH && width(last) > 6 {
            lines.push(format!("      {}", word));
        } else {
            last.push(' ');
            last.push_str(word);
        }
    }
    lines.join("\n")
}

impl Problem {
    /// Its limits and where they come from, a language's own after.
    fn limits_line(&self) -> String {
        let mut limits = format!("{} ({})", limits_text(&self.limits), self.limits_from);
        for (family, other, from) in self.other_limits {
            limits.push_str(&format!(
                "; {}: {} ({})",
                family.name(),
                limits_text(other),
                from
            ));
        }
        for build in self.judge.builds {
            let own = self
                .other_limits
                .iter()
                .any(|(of, _, _)| *of == build.family());
            match self.judge.extra_for(build) {
                Some(extra) if !own => limits.push_str(&format!(
                    "; --build {}: {} ({})",
                    build.name,
                    limits_text(&extra.applied(self.limits)),
                    extra.from
                )),
                _ => {}
            }
        }
        limits
    }

    /// The problem whole, as `--problems NAME` shows it: its title and
    /// statement, then each fact on lines of its own, wrapped at
    /// [`LISTING_WIDTH`] columns.
    pub fn whole(&self) -> String {
        let description = self.format.describe();
        let limits = self.limits_line();
        let builds: Vec<&str> = self.judge.builds.iter().map(|build| build.name).collect();
        let folder = self.golden_folder();
        let parts = [
            wrapped("statement", self.statement),
            wrapped("input", &description.input),
            wrapped("output", description.output),
            wrapped("rule", description.rule),
            wrapped("limits", &limits),
            wrapped(
                "judge",
                &format!("{}; its builds: {}", self.judge.name, builds.join(", ")),
            ),
            wrapped(
                "golden cases",
                &format!("{}: {}", folder, self.marks.describe()),
            ),
        ];
        format!("{}: {}\n{}\n", self.name, self.title, parts.join("\n"))
    }

    /// The problem's row of the README's table, its newline included.
    pub fn row(&self) -> String {
        let description = self.format.describe();
        let limits = self.limits_line();
        let builds: Vec<String> = self
            .judge
            .builds
            .iter()
            .map(|build| format!("`{}`", build.name))
            .collect();
        format!(
            "| `{}` | [{}]({}) | {} | {} | {} | {} | {}: {} | {} |\n",
            self.name,
            self.title,
            self.statement,
            description.input,
            description.output,
            description.rule,
            limits,
            self.judge.name,
            builds.join(", "),
            self.marks.describe()
        )
    }

    /// What the problem's rule accepts, in a few words.
    pub fn rule_text(&self) -> &'static str {
        self.format.describe().rule
    }
}
