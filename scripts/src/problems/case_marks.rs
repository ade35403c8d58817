//! What each problem's golden cases stand on ([`Marks`]): its samples,
//! and the cases beyond its statement, with why; the marks shared by
//! several problems first.

use crate::problems::marks::{Beyond, Evidence, Exceeds, Marks, Volume};

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
pub const SAMPLE_ONLY: Marks = Marks {
    samples: &["sample"],
    beyond: &[],
};

/// POJ 1077: its sample; and an unsolvable board, which the statement
/// allows but POJ's data holds none of: solutions POJ accepted print
/// nothing for one.
pub const POJ1077: Marks = Marks {
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
pub const UVA652: Marks = Marks {
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
pub const UVA652_IDASTAR_HERE_MS: u64 = 20;

/// UVa 10085: the count, then each start as three rows, blank lines
/// between; its sample is one start (`sample`). Each start is a search of
/// all 181,440 boards reachable from it; no bound is stated on the count.
/// A published solution Accepted in 1.670 s, a search per start into a
/// `std::set`, takes about as long here on the nine starts of
/// `blank-every-cell`: UVa's data holds about that much work.
pub const UVA10085: Marks = Marks {
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
pub const UVA10085_SET_BFS_HERE_MS: u64 = 1160;

/// ZOJ 1217: as HDU 1043, boards until the end of the input, one a line,
/// no bound stated, and nothing known of its data's size (no published
/// solution found states its run time); its sample is
/// POJ 1077's board. A line is a line with its newline: a last board
/// with none after it is beyond what a text file gives.
pub const ZOJ1217: Marks = Marks {
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
pub const ABC224D: Marks = Marks {
    samples: &["sample-1", "sample-2", "sample-3", "sample-4"],
    beyond: &[],
};

/// Baekjoon 1525: its two samples, one board each, the second unsolvable.
pub const BOJ1525: Marks = Marks {
    samples: &["sample-1", "sample-2"],
    beyond: &[],
};

/// acm.mipt.ru 089: its two samples.
pub const MIPT089: Marks = Marks {
    samples: &["sample-1", "sample-2"],
    beyond: &[],
};

/// A statement whose sample could not be read: every case promised.
pub const NO_SAMPLE: Marks = Marks {
    samples: &[],
    beyond: &[],
};
