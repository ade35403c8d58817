//! A judge's speed beside this machine's scales the statement's CPU
//! limit: a solution Accepted here at POJ 1077's 1 s is TLE at a slow
//! judge's speed, `--tl` gives the limit as it is, a judge with too few
//! published records keeps its statement's limit, and a speed given
//! badly is refused by name. The speed is given (`JUDGE_SPEED`) in the
//! quick tier, so that no test times this machine; the full tier
//! measures POJ's, once quiet and once beside memory-sweeping hogs.
//!
//! No verdict here hangs on this machine's speed: a run meant to pass
//! uses at most a fifth of its limit, one meant to fail five times it.

mod common;

use common::cli::{judge, judge_solution, stress_solution};
use common::hogs::Hogs;
use common::record::{statuses, Fields};
use eight_judge::judging::speed;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::{Mutex, MutexGuard};

/// A table of every board built sixteen times: about 0.4 s of CPU here.
const SLOW_TABLE: &str = "poj1077-table-sixteen-times.cpp";

/// A table of every board built once: about 0.05 s of CPU here.
const TABLE: &str = "poj1077-table.cpp";

/// A judge fifty times slower than this machine: POJ 1077's 1 s is 20 ms
/// here, which the table built sixteen times passes twenty times over,
/// and which the table built once (50 ms) passes too, where `--tl 1`
/// gives the limit back (twenty times its CPU).
const SLOW_JUDGE: &str = "0.02";

/// These tests run one at a time: the full tier's time this machine, and
/// those of the quick tier gain nothing from running beside each other.
static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

fn alone() -> MutexGuard<'static, ()> {
    ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner())
}

fn speed_line(report: &str) -> &str {
    report
        .lines()
        .find(|line| line.trim_start().starts_with("speed: "))
        .unwrap_or_else(|| panic!("no speed line in:\n{}", report))
        .trim()
}

#[test]
fn a_solution_accepted_here_is_tle_at_a_slow_judges_speed_unless_tl_gives_the_limit() {
    let _alone = alone();
    let here = judge_solution("poj1077", TABLE).arg("sample").json();
    assert_eq!(statuses(&here.records), ["AC"], "{}", here.report);
    assert_eq!(here.records[0].number("limits.cpu"), 1.0);

    let there = judge_solution("poj1077", SLOW_TABLE)
        .arg("sample")
        .env("JUDGE_SPEED", SLOW_JUDGE)
        .json();
    assert_eq!(statuses(&there.records), ["TLE"], "{}", there.report);
    assert_eq!(there.code, 1);
    // The verdict's limit, and a mark near it, are the scaled limit's.
    assert_eq!(there.records[0].number("limits.cpu"), 0.02);
    // The record says the ratio, both limits and where the ratio is from.
    assert_eq!(there.records[0].number("speed.ratio"), 0.02);
    assert_eq!(there.records[0].number("speed.statement_cpu"), 1.0);
    assert_eq!(there.records[0].number("speed.cpu"), 0.02);
    assert_eq!(
        there.records[0].text("speed.from"),
        "given by JUDGE_SPEED=0.02"
    );
    assert_eq!(
        speed_line(&there.report),
        "speed: POJ's is 0.02x this machine's (given by JUDGE_SPEED=0.02): the problem's \
         1.00 s CPU there is 0.02 s here"
    );
    assert!(
        there.report.contains("limits: 0.02 s CPU, 64.0 MiB"),
        "{}",
        there.report
    );

    let given = judge_solution("poj1077", TABLE)
        .args(&["sample", "--tl", "1s"])
        .env("JUDGE_SPEED", SLOW_JUDGE)
        .json();
    assert_eq!(statuses(&given.records), ["AC"], "{}", given.report);
    assert_eq!(given.records[0].number("limits.cpu"), 1.0);
    // Not scaled: no speed in the record.
    assert_eq!(
        given.records[0].field("speed"),
        Some(&eight_judge::json::Value::Null)
    );
    assert_eq!(
        speed_line(&given.report),
        "speed: --tl gives this machine's limit, not scaled to POJ's speed"
    );
}

#[test]
fn the_stress_test_scales_the_limit_as_the_judge_does() {
    let _alone = alone();
    let there = stress_solution("poj1077", SLOW_TABLE)
        .args(&["--cases", "2", "-j", "1"])
        .env("JUDGE_SPEED", SLOW_JUDGE)
        .run();
    assert_eq!(there.code, 1, "{}", there.both());
    assert!(
        there
            .stderr
            .contains("stress: speed: POJ's is 0.02x this machine's (given by JUDGE_SPEED=0.02)")
            && there.stderr.contains("; 0.02 s CPU, 64.0 MiB a run"),
        "{}",
        there.stderr
    );
    assert!(there.stdout.contains("TLE"), "{}", there.both());
    // At this machine's own speed a solution well within the limit
    // passes the same cases.
    let here = stress_solution("poj1077", TABLE)
        .args(&["--cases", "2", "-j", "1"])
        .run();
    assert_eq!(here.code, 0, "{}", here.both());
}

/// Each program timed for a judge's speed prints what its published
/// one's problem asks: its work is the whole of it, its answers checked
/// (an eight-puzzle table on its problem's golden cases).
#[test]
fn each_eight_puzzle_speed_program_solves_its_problem() {
    let _alone = alone();
    for (problem, file) in [
        ("poj1077", "poj1077-strings-table.cpp"),
        ("uva652", "uva652-string-map-table.cpp"),
    ] {
        let program = eight_judge::workspace().join("scripts/speed").join(file);
        let judged = judge(&[problem]).arg(&program).json();
        assert_eq!(judged.code, 0, "{}", judged.report);
        assert!(
            statuses(&judged.records).iter().all(|s| *s == "AC"),
            "{}",
            judged.report
        );
    }
}

/// `file` of `scripts/speed/`, built by `g++ -O2` into the tests' folder,
/// run on `input`: its standard output.
fn speed_program_output(file: &str, input: &str) -> String {
    use std::io::Write;
    let source = eight_judge::workspace().join("scripts/speed").join(file);
    let built = Path::new(env!("CARGO_TARGET_TMPDIR")).join(file.replace(".cpp", ""));
    let made = Command::new("g++")
        .args(["-O2", "-o"])
        .arg(&built)
        .arg(&source)
        .output()
        .expect("g++");
    assert!(
        made.status.success(),
        "{}",
        String::from_utf8_lossy(&made.stderr)
    );
    let mut child = Command::new(&built)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    // A program that ends before reading it all is judged by its status,
    // not failed on the pipe it closed.
    match child.stdin.take().unwrap().write_all(input.as_bytes()) {
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => {}
        written => written.unwrap(),
    }
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "{}: {:?}", file, out.status);
    String::from_utf8(out.stdout).unwrap()
}

/// POJ 1012's answers by a circle played out one person at a time (a
/// list, not the record's remainders), for every k up to 13; the
/// statement's sample (3 and 4: 5 and 30) among them.
#[test]
fn pojs_joseph_program_answers_every_k_as_the_circle_played_out_does() {
    fn first_m(k: usize) -> usize {
        (k + 1..)
            .find(|&m| {
                let mut circle: Vec<usize> = (0..2 * k).collect();
                let mut at = 0;
                (0..k).all(|_| {
                    at = (at + m - 1) % circle.len();
                    circle.remove(at) >= k
                })
            })
            .unwrap()
    }
    let input: String = (1..=13).map(|k| format!("{}\n", k)).collect::<String>() + "0\n";
    let printed = speed_program_output("poj1012-joseph.cpp", &input);
    let expected: Vec<String> = (1..=13).map(|k| first_m(k).to_string()).collect();
    assert_eq!(printed.lines().collect::<Vec<_>>(), expected);
    assert_eq!(&expected[2..4], ["5", "30"]);
}

/// POJ 1426's answer for every n up to 200 is what its statement asks: a
/// decimal number of 0s and 1s, at most 100 digits, that n divides.
#[test]
fn pojs_multiple_program_finds_a_multiple_of_every_n() {
    let input: String = (1..=200).map(|n| format!("{}\n", n)).collect::<String>() + "0\n";
    let printed = speed_program_output("poj1426-multiple.cpp", &input);
    let lines: Vec<&str> = printed.lines().collect();
    assert_eq!(lines.len(), 200, "{}", printed);
    for (n, line) in (1..=200u64).zip(lines) {
        assert!(
            line.starts_with('1') && line.len() <= 100,
            "{}: {}",
            n,
            line
        );
        let remainder = line.bytes().try_fold(0u64, |r, b| match b {
            b'0' | b'1' => Some((r * 10 + u64::from(b - b'0')) % n),
            _ => None,
        });
        assert_eq!(remainder, Some(0), "{}: {}", n, line);
    }
}

/// POJ 3597's counts are OEIS A001002's (dissections of a polygon into
/// triangles and quadrilaterals: 1, 3, 10, 38, ... for 3, 4, 5, 6, ...
/// sides).
#[test]
fn pojs_polygon_program_counts_as_oeis_a001002() {
    let printed = speed_program_output("poj3597-polygon.cpp", "3\n4\n5\n6\n7\n8\n9\n10\n11\n");
    assert_eq!(
        printed.lines().collect::<Vec<_>>(),
        ["1", "3", "10", "38", "154", "654", "2871", "12925", "59345"]
    );
}

/// UVa 10396's even vampire numbers of 4 and 6 digits, as a search of
/// every pair of fangs by their sorted digits finds them.
#[test]
fn uvas_vampire_program_finds_the_even_vampires_a_search_of_all_fangs_finds() {
    let sorted = |number: u64| {
        let mut digits: Vec<u8> = number.to_string().into_bytes();
        digits.sort_unstable();
        digits
    };
    let even_vampires = |half: u32| {
        let (low, high) = (10u64.pow(half - 1), 10u64.pow(half) - 1);
        let mut found = std::collections::BTreeSet::new();
        for x in low..=high {
            for y in x..=high {
                let v = x * y;
                let length = v.to_string().len() as u32;
                if length == 2 * half && v % 2 == 0 && !(x % 10 == 0 && y % 10 == 0) {
                    let mut fangs = x.to_string().into_bytes();
                    fangs.extend(y.to_string().into_bytes());
                    fangs.sort_unstable();
                    if fangs == sorted(v) {
                        found.insert(v);
                    }
                }
            }
        }
        found
    };
    let printed = speed_program_output("uva10396-vampires.cpp", "4\n6\n");
    let mut expected: Vec<String> = Vec::new();
    for half in [2, 3] {
        expected.extend(even_vampires(half).iter().map(u64::to_string));
        expected.push(String::new());
    }
    assert_eq!(printed.lines().collect::<Vec<_>>(), expected);
    assert_eq!(&expected[..3], ["1260", "1530", "6880"]);
}

/// UVa 10590's numbers are the partition numbers, OEIS A000041: p(5) = 7,
/// p(100) = 190569292, p(1000) = 24061467864032622473692149727991.
#[test]
fn uvas_partition_program_prints_oeis_a000041() {
    let printed = speed_program_output("uva10590-partitions.cpp", "5\n100\n1000\n");
    assert_eq!(
        printed.lines().collect::<Vec<_>>(),
        ["7", "190569292", "24061467864032622473692149727991"]
    );
}

/// BOJ 16888's answers are the subtract-a-square game's: its losing
/// positions ("cubelover", the first player loses) up to 267 are OEIS
/// A030193's, and every one up to 10^6 is as a forward marking finds
/// (each losing n makes n + k*k winning: not the program's look back
/// over every square); the statement's sample (1, 2, 3) among them.
#[test]
fn baekjoons_root_game_program_answers_as_the_subtract_a_square_game_does() {
    const MOST: usize = 1_000_000;
    let mut wins = vec![false; MOST + 1];
    for n in 0..=MOST {
        if !wins[n] {
            for k in (1..).take_while(|k| n + k * k <= MOST) {
                wins[n + k * k] = true;
            }
        }
    }
    let a030193 = [
        0, 2, 5, 7, 10, 12, 15, 17, 20, 22, 34, 39, 44, 52, 57, 62, 65, 67, 72, 85, 95, 109, 119,
        124, 127, 130, 132, 137, 142, 147, 150, 170, 177, 180, 182, 187, 192, 197, 204, 210, 215,
        238, 243, 249, 255, 257, 260, 262, 267,
    ];
    let losing: Vec<usize> = (0..=267).filter(|&n| !wins[n]).collect();
    assert_eq!(losing, a030193);
    let asked: Vec<usize> = (1..=300)
        .chain((301..MOST).step_by(997))
        .chain([MOST - 1, MOST])
        .collect();
    let input = format!(
        "{}\n{}",
        asked.len(),
        asked.iter().map(|n| format!("{}\n", n)).collect::<String>()
    );
    let printed = speed_program_output("boj16888-root-game.cpp", &input);
    let expected: Vec<&str> = asked
        .iter()
        .map(|&n| if wins[n] { "koosaga" } else { "cubelover" })
        .collect();
    assert_eq!(printed.lines().collect::<Vec<_>>(), expected);
    assert_eq!(&expected[..3], ["koosaga", "cubelover", "koosaga"]);
}

/// BOJ 15965's k-th prime is the k-th a trial division finds, for k up
/// to 10,000, and OEIS A000040's 500,000th, 7,368,787 (prime by trial
/// division too), at the statement's largest k, which the record is
/// timed at.
#[test]
fn baekjoons_kth_prime_program_finds_the_kth_prime_as_trial_division_does() {
    let prime = |n: u64| n >= 2 && (2..).take_while(|d| d * d <= n).all(|d| n % d != 0);
    let primes: Vec<u64> = (2..).filter(|&n| prime(n)).take(10_000).collect();
    for k in [1, 2, 3, 10, 100, 1000, 9999, 10_000] {
        let printed = speed_program_output("boj15965-kth-prime.cpp", &format!("{}\n", k));
        assert_eq!(printed.trim(), primes[k - 1].to_string(), "k = {}", k);
    }
    assert_eq!(&primes[..3], [2, 3, 5]);
    assert_eq!(primes[9_999], 104_729);
    assert!(prime(7_368_787));
    let printed = speed_program_output("boj15965-kth-prime.cpp", "500000\n");
    assert_eq!(printed.trim(), "7368787");
}

#[test]
fn a_judge_with_no_published_figure_keeps_its_statements_limit() {
    let _alone = alone();
    // Measured, not given: TIOJ has no record, so nothing is timed.
    let ran = judge_solution("tioj1198", "tioj1198-bfs.cpp")
        .arg("sample")
        .speed_measured()
        .json();
    assert_eq!(statuses(&ran.records), ["AC"], "{}", ran.report);
    assert!(
        speed_line(&ran.report)
            .starts_with("speed: no published run time gives TIOJ's speed beside this machine's"),
        "{}",
        ran.report
    );
}

#[test]
fn pojs_figure_of_native_code_speaks_not_for_java() {
    let _alone = alone();
    // Measured, not given: the figure covers no Java, so nothing is timed.
    let ran = judge_solution("poj1077", "poj1077-table.java")
        .arg("sample")
        .speed_measured()
        .json();
    assert_eq!(statuses(&ran.records), ["AC"], "{}", ran.report);
    assert_eq!(ran.records[0].number("limits.cpu"), 1.0);
    assert_eq!(
        speed_line(&ran.report),
        "speed: POJ's published figures are of C++, which speaks not for Java (its runtime's \
         start is in no such figure): the problem's 1.00 s CPU kept as this machine's"
    );
}

#[test]
fn a_speed_given_badly_is_refused_by_name() {
    let _alone = alone();
    let ran = judge_solution("poj1077", TABLE)
        .arg("sample")
        .env("JUDGE_SPEED", "fast")
        .run();
    assert_eq!(ran.code, 2, "{}", ran.both());
    assert!(
        ran.stderr.contains("JUDGE_SPEED=\"fast\": not a speed"),
        "{}",
        ran.stderr
    );
}

/// A cache folder of a test's own, empty.
fn fresh_cache(name: &str) -> PathBuf {
    let cache = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("speed-cache-{}", name));
    let _ = fs::remove_dir_all(&cache);
    cache
}

/// POJ's speed measured into `cache` (or read back from it): the JSON
/// record's ratio, and the report.
fn pojs_speed(cache: &Path) -> (f64, String) {
    let judged = judge_solution("poj1077", TABLE)
        .args(&["sample", "-v"])
        .env("EIGHT_JUDGE_CACHE", cache)
        .speed_measured()
        .json();
    assert_eq!(judged.code, 0, "{}", judged.report);
    (judged.records[0].number("speed.ratio"), judged.report)
}

/// A kept figure that cannot be read is measured again, never taken as
/// 1; a kept one is read back as it was, for every work folder.
#[test]
#[ignore = "times this machine: full tier"]
fn pojs_speed_is_measured_once_and_kept_for_the_user() {
    let _alone = alone();
    let cache = fresh_cache("kept");
    let (ratio, first) = pojs_speed(&cache);
    let line = speed_line(&first).to_string();
    assert!(line.starts_with("speed: POJ's "), "{}", line);
    assert!(line.contains("measured now, "), "{}", line);
    assert!(first.contains("speed record: "), "{}", first);
    let kept = speed::figure::kept_file(&cache, "POJ");
    let text = fs::read_to_string(&kept).unwrap();
    assert!(text.starts_with("eight-judge speed 2\n"), "{}", text);
    assert_eq!(
        text.matches("\nruns ").count(),
        speed::published(&eight_judge::build::menus::POJ).len()
    );

    let (again, second) = pojs_speed(&cache);
    assert_eq!(again, ratio, "{}", second);
    assert!(!speed_line(&second).contains("measured now"), "{}", second);
    assert!(
        speed_line(&second).contains(" UTC and kept: "),
        "{}",
        second
    );

    // Broken, it is measured again, never taken as 1.
    fs::write(&kept, "eight-judge speed 2\nkey nonsense\n").unwrap();
    let (_, third) = pojs_speed(&cache);
    assert!(speed_line(&third).contains("measured now, "), "{}", third);
    assert!(
        third.contains("measuring POJ's speed here (the kept figure is of other programs"),
        "{}",
        third
    );
}

/// Baekjoon's speed rests on its two records, each program built by its
/// C++17 and run in the box (15965's 29.5 MB array among them): both are
/// in the header's line and, with `-v`, each on a line of its own; where
/// they disagree by more than 1.5x the statement's limit is kept, and
/// the header says so.
#[test]
#[ignore = "times this machine: full tier"]
fn baekjoons_speed_rests_on_its_two_records() {
    let _alone = alone();
    let cache = fresh_cache("baekjoon");
    let judged = judge_solution("boj1525", "boj1525-bfs.cpp")
        .args(&["sample-1", "-v"])
        .env("EIGHT_JUDGE_CACHE", &cache)
        .speed_measured()
        .json();
    assert_eq!(statuses(&judged.records), ["AC"], "{}", judged.report);
    let line = speed_line(&judged.report);
    assert!(
        line.starts_with("speed: Baekjoon's is ")
            && line.contains("(the geometric mean of 2 records, ")
            || line.starts_with("speed: Baekjoon's records disagree, "),
        "{}",
        judged.report
    );
    for program in [
        "scripts/speed/boj16888-root-game.cpp",
        "scripts/speed/boj15965-kth-prime.cpp",
    ] {
        assert!(
            judged.report.lines().any(|l| l
                .trim_start()
                .starts_with("speed record: oncsr/BOJ_log, ")
                && l.contains(program)),
            "{}: {}",
            program,
            judged.report
        );
    }
    eprintln!("{}", line);
}

/// The figure taken beside two memory-sweeping hogs a core moves at most
/// 15% from one taken without them: another process's work does not
/// change a judge's limit.
#[test]
#[ignore = "times this machine: full tier"]
fn pojs_speed_moves_little_with_memory_hogs_beside_its_first_measurement() {
    let _alone = alone();
    let (quiet, _) = pojs_speed(&fresh_cache("quiet"));
    let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
    let hogs = Hogs::sweeping(2 * cores);
    let (loaded, report) = pojs_speed(&fresh_cache("loaded"));
    drop(hogs);
    let moved = loaded / quiet - 1.0;
    eprintln!(
        "POJ's speed: {:.4} quiet, {:.4} beside {} hogs: {:+.1}%",
        quiet,
        loaded,
        2 * cores,
        moved * 100.0
    );
    assert!(
        moved.abs() <= 0.15,
        "moved {:+.1}%:\n{}",
        moved * 100.0,
        report
    );
}
