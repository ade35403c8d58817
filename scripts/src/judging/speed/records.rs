//! The published run times a judge's speed rests on: each a program whose
//! work does not hang on its input, and this project's program of the
//! same work, built into the judge so that an installed judge measures
//! without its workspace.

use crate::build::Family;

/// A judge's published run time of a program whose work is the same
/// whatever its input, and this project's program of that work.
#[derive(Debug, PartialEq, Eq)]
pub struct Published {
    /// The judge, by its name ([`crate::build::menus::Judge::name`]).
    pub judge: &'static str,
    /// Where it is published, with its verdict and time as it states them.
    pub record: &'static str,
    /// Its run time on the judge, milliseconds.
    pub judge_ms: u64,
    /// This project's file of its work, from the workspace's root.
    pub ours: &'static str,
    /// That file's text.
    pub text: &'static str,
    /// Its language: it is built by the judge's first build of it.
    pub family: Family,
    /// What it reads when timed here.
    pub input: &'static str,
    /// The languages whose limit it scales: those whose run is the
    /// program's own work as the published one's is, native code; a
    /// JVM's or an interpreter's start is in no such figure.
    pub covers: &'static [Family],
}

/// Languages built to native code, whose run is their own work: a
/// figure of one speaks for them all.
pub const NATIVE: &[Family] = &[
    Family::C,
    Family::Cpp,
    Family::Pascal,
    Family::Rust,
    Family::Go,
    Family::Executable,
];

// What a judge's speed rests on is work like a solution's: a table of
// every board (its data some 8 MiB, in the cache every core shares) and
// work whose data lies within a core's own caches (a few bytes to some
// 400 KiB). Only the second kind's time is its work's alone whatever
// runs beside it: other programs sweeping memory slow the first by a
// third. So each judge's records are mostly of the second kind (a
// measurement's figure moves little with such load), and where the two
// kinds disagree by more than `APART_AT_MOST` the judge's speed is not
// taken at all (POJ's do: its old machine was slower at division than at
// memory, beside this one). A judge's records are of one time: UVa's
// machine of 2025 is not its machine of 2016 (its 652 table of every
// board, 0.220 s then, is timed by `scripts/bench/speed.sh` as a check,
// and is no record). Baekjoon's two, of 2025, are one of each kind: 16888's
// bitset of 125 KB and 15965's sieve of 29.5 MB (the other fixed work of
// that year found, 4969's, reads as many lines as its data has), so its
// figure moves with load on the second's side.

/// POJ 1077 solved by one search backwards from the goal over all
/// 181,440 boards, then a look-up: seaify's archive of its POJ runs
/// names each file by its run's verdict, time and memory.
pub const POJ_STRINGS_TABLE: Published = Published {
    judge: "POJ",
    record: "seaify/poj-codes, \"1077/6157819_AC_610MS_5680K.cpp\" (and 6157826, the same \
             search printing by putchar: 610 ms too): a backward search of every board into a \
             table, Accepted",
    judge_ms: 610,
    ours: "scripts/speed/poj1077-strings-table.cpp",
    text: include_str!("../../../speed/poj1077-strings-table.cpp"),
    family: Family::Cpp,
    input: " 2  3  4  1  5  x  7  6  8 \n",
    covers: NATIVE,
};

/// POJ 1012: every answer for k up to 13 played out before reading, a
/// remainder a step: seaify's and lulyon's archives of POJ runs name each
/// file by its run's verdict, time and memory.
pub const POJ_JOSEPH: Published = Published {
    judge: "POJ",
    record: "lulyon/poj-archive, \"lulyon/1012/8277460_AC_250MS_176K.cpp\": every answer for \
             k from 1 to 13 found before reading, Accepted at 250 ms (its twin \
             emperorlu/1012/3164634: 282 ms)",
    judge_ms: 250,
    ours: "scripts/speed/poj1012-joseph.cpp",
    text: include_str!("../../../speed/poj1012-joseph.cpp"),
    family: Family::Cpp,
    input: "3\n4\n0\n",
    covers: NATIVE,
};

/// POJ 1426: every answer for n up to 200 searched before reading.
pub const POJ_MULTIPLE: Published = Published {
    judge: "POJ",
    record: "junzh0u/poj-solutions, \"1426/7794694_AC_594MS_168K.cpp\": a multiple of 0s and 1s \
             for every n up to 200 found before reading, Accepted at 594 ms",
    judge_ms: 594,
    ours: "scripts/speed/poj1426-multiple.cpp",
    text: include_str!("../../../speed/poj1426-multiple.cpp"),
    family: Family::Cpp,
    input: "2\n6\n19\n0\n",
    covers: NATIVE,
};

/// POJ 3597: every polygon's count up to 5000 sides before reading, in
/// 64-bit numbers on a 32-bit build.
pub const POJ_POLYGON: Published = Published {
    judge: "POJ",
    record: "lulyon/poj-archive, \"emperorlu/3597/3550870_AC_329MS_504K.cc\": every count up to \
             5000 sides before reading, in unsigned 64-bit numbers, Accepted at 329 ms",
    judge_ms: 329,
    ours: "scripts/speed/poj3597-polygon.cpp",
    text: include_str!("../../../speed/poj3597-polygon.cpp"),
    family: Family::Cpp,
    input: "3\n4\n5\n",
    covers: NATIVE,
};

/// UVa 10396: the even vampire numbers of 6 and 8 digits, searched once
/// each: its author's archive gives each file's verdict and UVa's run
/// time in its header.
pub const UVA_VAMPIRES: Published = Published {
    judge: "UVa",
    record: "metaphysis/Code, \"UVa Online Judge/volume103/10396 Vampire Numbers/program.cpp\": \
             \"Verdict: Accepted\", \"Submission Date: 2025-11-01\", \"UVa Run Time: 1.380s\"",
    judge_ms: 1380,
    ours: "scripts/speed/uva10396-vampires.cpp",
    text: include_str!("../../../speed/uva10396-vampires.cpp"),
    family: Family::Cpp,
    input: "4\n6\n8\n",
    covers: NATIVE,
};

/// UVa 10590: every partition number up to 5000 in limbs of base 10000,
/// before reading.
pub const UVA_PARTITIONS: Published = Published {
    judge: "UVa",
    record: "metaphysis/Code, \"UVa Online Judge/volume105/10590 Boxes of Chocolates \
             Again/program.cpp\": \"Verdict: Accepted\", \"Submission Date: 2025-11-10\", \"UVa \
             Run Time: 0.320s\"",
    judge_ms: 320,
    ours: "scripts/speed/uva10590-partitions.cpp",
    text: include_str!("../../../speed/uva10590-partitions.cpp"),
    family: Family::Cpp,
    input: "5\n5000\n",
    covers: NATIVE,
};

/// BOJ 16888: whether the first player wins from every n up to 10^6,
/// every square tried for each, before reading: a BaekjoonHub log's
/// README gives each accepted run's language, memory and time.
pub const BOJ_ROOT_GAME: Published = Published {
    judge: "Baekjoon",
    record: "oncsr/BOJ_log, \"백준/Gold/16888. 루트 게임/루트 게임.cpp\", its README's \
             \"| Gold 5 | C++17 / 수정 | 2020 KB | 904 ms | 371 B | 11달 전 |\" (11 months before \
             its commit of 2026-04-17, \"Time: 904 ms, Memory: 2020 KB\"): a win or a loss for \
             every n up to 10^6 in a bitset, every square j*j <= n tried for each (666,167,500 \
             look-ups), before reading",
    judge_ms: 904,
    ours: "scripts/speed/boj16888-root-game.cpp",
    text: include_str!("../../../speed/boj16888-root-game.cpp"),
    family: Family::Cpp,
    input: "3\n1\n2\n3\n",
    covers: NATIVE,
};

/// BOJ 15965: a sieve over 7.37 million ints, then a scan to the k-th
/// prime, timed at the statement's largest k (500,000); the memory kind.
pub const BOJ_KTH_PRIME: Published = Published {
    judge: "Baekjoon",
    record: "oncsr/BOJ_log, \"백준/Silver/15965. K번째 소수/K번째 소수.cpp\", its README's \
             \"| Silver 2 | C++17 / 수정 | 30684 KB | 132 ms | 350 B | 1년 전 |\" (a year before \
             its commit of 2026-04-17, \"Time: 132 ms, Memory: 30684 KB\"): a sieve of \
             Eratosthenes over an int array of 7,368,788 (29.5 MB), then a scan to the k-th \
             prime, its longest at k = 500,000",
    judge_ms: 132,
    ours: "scripts/speed/boj15965-kth-prime.cpp",
    text: include_str!("../../../speed/boj15965-kth-prime.cpp"),
    family: Family::Cpp,
    input: "500000\n",
    covers: NATIVE,
};

/// Every published record; a judge's speed rests on those that name it.
pub const PUBLISHED: &[Published] = &[
    POJ_STRINGS_TABLE,
    POJ_JOSEPH,
    POJ_MULTIPLE,
    POJ_POLYGON,
    UVA_VAMPIRES,
    UVA_PARTITIONS,
    BOJ_ROOT_GAME,
    BOJ_KTH_PRIME,
];
