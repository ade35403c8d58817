//! The fifteen puzzle: Korf's 100 boards solved optimally, and any board.
//!
//! ```text
//! cargo run --release -p eight --example fifteen -- korf100 --pdb NAME [--only 1,5,10-20] [--plain]
//! cargo run --release -p eight --example fifteen -- bench --pdb NAME [--runs 5] [--only ...] [--plain]
//! cargo run --release -p eight --example fifteen -- build --pdb NAME
//! cargo run --release -p eight --example fifteen -- solve --pdb NAME [--blank-last] < boards
//! ```
//!
//! `NAME` is the estimate: `none` (Manhattan distance with linear
//! conflict), `manhattan`, `walking` (walking distance with linear
//! conflict), or a partition of additive pattern databases, `5-5-5`,
//! `6-6-3` or `7-8`, each with the reflected lookup unless `--plain`.
//! The databases are built on first use into the user's cache folder,
//! `<cache>/pdb/` (`$EIGHT_JUDGE_CACHE`, else `~/.cache/eight-judge` and
//! the like), and read from there after; how each was had, its size and
//! time, goes to stderr, apart from the search.
//!
//! `korf100` prints a line a board, `<instance> <length> <nodes>
//! <seconds>` (nodes generated, seconds of search), then `korf100 NAME: k
//! of 100 optimal, ...` and the published figures beside it; its exit
//! status is 1 unless every length is the published optimum. `bench` runs
//! the same search `--runs` times in one process and prints the median of
//! each figure. `solve` reads boards (16 numbers each, `0` the blank) for
//! Korf's goal (the blank top left), or with `--blank-last` for the
//! judges' `1 2 .. 15 0`, and prints each one's moves of the blank
//! (`d l r u`), or `unsolvable`: for Korf's goal the alphabetically first
//! of the shortest; for the judges', searched on the board turned half a
//! turn ([`Fifteen::turned`]), a shortest.

use eight::korf100::{KORF_100, KORF_100_OPTIMA};
use eight::{
    pdb_folder, read_fifteen, solve15, solve15_sorted, to_letters, Additive, Estimate15, Fifteen,
    Had, Larger, LinearConflict, Manhattan, Partition, Solved15, Walking, MOST_MOVES_15,
};
use std::io::{self, Read};
use std::process::exit;
use std::time::Instant;

fn usage() -> ! {
    eprintln!(
        "usage: fifteen korf100|bench|build|solve --pdb none|manhattan|walking|5-5-5|6-6-3|7-8 \
         [--only 1,5,10-20] [--runs N] [--plain] [--blank-last]"
    );
    exit(2)
}

/// The command line.
struct Options {
    command: String,
    estimate: String,
    only: Vec<usize>,
    runs: usize,
    mirrored: bool,
    blank_last: bool,
    sorted: bool,
}

fn options() -> Options {
    let mut args = std::env::args().skip(1);
    let command = args.next().unwrap_or_else(|| usage());
    // Known before any database is built: a mistyped command is said at
    // once, not after minutes of building.
    if !["korf100", "bench", "build", "solve"].contains(&command.as_str()) {
        usage()
    }
    let mut options = Options {
        command,
        estimate: String::new(),
        only: (1..=100).collect(),
        runs: 5,
        mirrored: true,
        blank_last: false,
        sorted: false,
    };
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--pdb" => options.estimate = args.next().unwrap_or_else(|| usage()),
            "--only" => {
                let list = args.next().unwrap_or_else(|| usage());
                options.only = instances(&list).unwrap_or_else(|| {
                    eprintln!(
                        "fifteen: --only takes instances 1-100 as 1,5,10-20, not {:?}",
                        list
                    );
                    exit(2)
                })
            }
            "--runs" => {
                let runs = args.next().and_then(|n| n.parse().ok());
                options.runs = runs.filter(|&n| n > 0).unwrap_or_else(|| usage());
            }
            "--plain" => options.mirrored = false,
            "--blank-last" => options.blank_last = true,
            "--sorted" => options.sorted = true,
            _ => usage(),
        }
    }
    if options.estimate.is_empty() {
        usage()
    }
    options
}

/// The instances of a list such as `1,5,10-20`, each 1-100, in order and
/// once each.
fn instances(list: &str) -> Option<Vec<usize>> {
    let mut chosen = Vec::new();
    for part in list.split(',') {
        let (first, last) = match part.split_once('-') {
            Some((a, b)) => (a.trim().parse().ok()?, b.trim().parse().ok()?),
            None => {
                let n = part.trim().parse().ok()?;
                (n, n)
            }
        };
        if !(1..=last).contains(&first) || last > 100 {
            return None;
        }
        chosen.extend(first..=last);
    }
    chosen.sort_unstable();
    chosen.dedup();
    Some(chosen)
}

fn main() {
    let options = options();
    match options.estimate.as_str() {
        "none" => run(&options, &LinearConflict::new()),
        "manhattan" => run(&options, &Manhattan::new()),
        "walking" => run(&options, &Walking::new()),
        name => match Partition::named(name.trim_end_matches("+conflict")) {
            Some(partition) if name.ends_with("+conflict") => {
                let additive = databases(partition, options.mirrored);
                run(&options, &Larger(additive, LinearConflict::new()))
            }
            Some(partition) => run(&options, &databases(partition, options.mirrored)),
            None => usage(),
        },
    }
}

/// The partition's databases, read or built in the cache folder, each said
/// on stderr.
fn databases(partition: Partition, mirrored: bool) -> Additive {
    let folder = pdb_folder().unwrap_or_else(|e| {
        eprintln!("fifteen: no folder for the pattern databases: {}", e);
        exit(1)
    });
    let began = Instant::now();
    let mut bytes = 0;
    let additive = Additive::load_or_build(partition, &folder, mirrored, &mut |had: &Had| {
        bytes += had.bytes;
        let how = match had.built {
            Some(built) => format!("built in {:.1} s and saved", built.as_secs_f64()),
            None => format!("read in {:.2} s", had.read.as_secs_f64()),
        };
        eprintln!(
            "pdb {}: {} bytes, {} ({})",
            partition.name,
            had.bytes,
            how,
            had.path.display()
        );
    })
    .unwrap_or_else(|e| {
        eprintln!("fifteen: the databases of {}: {}", partition.name, e);
        exit(1)
    });
    eprintln!(
        "pdb {}: {} bytes in all, had in {:.1} s{}",
        partition.name,
        bytes,
        began.elapsed().as_secs_f64(),
        if mirrored {
            ", with the reflected lookup"
        } else {
            ""
        }
    );
    additive
}

fn run(options: &Options, estimate: &impl Estimate15) {
    match options.command.as_str() {
        "korf100" => korf100(options, estimate),
        "bench" => bench(options, estimate),
        "build" => {}
        "solve" => solve(options, estimate),
        _ => usage(),
    }
}

/// One search of each chosen instance: its length, nodes and seconds.
fn search_all(options: &Options, estimate: &impl Estimate15) -> Vec<(usize, Solved15, f64)> {
    let mut found = Vec::new();
    for &n in &options.only {
        let board = Fifteen::from_cells(KORF_100[n - 1]).expect("Korf's boards are boards");
        let began = Instant::now();
        let most = MOST_MOVES_15 as u32;
        let solved = if options.sorted {
            solve15_sorted(estimate, board, most)
        } else {
            solve15(estimate, board, most)
        };
        let solved = solved.expect("Korf's boards solve");
        found.push((n, solved, began.elapsed().as_secs_f64()));
    }
    found
}

/// The literature's mean per board over Korf's 100, for `name`.
fn published(name: &str, mirrored: bool) -> String {
    let (what, nodes, seconds) = match (name, mirrored) {
        ("none" | "manhattan" | "walking", _) => {
            ("Manhattan distance alone (Korf 1985)", 401_189_630, 53.4)
        }
        ("5-5-5", _) => ("5-5-5 (Felner, Korf and Hanan 2004)", 3_090_405, 0.541),
        ("6-6-3", _) => ("6-6-3 (Felner, Korf and Hanan 2004)", 617_555, 0.163),
        (_, true) => (
            "7-8 with the reflected lookup (Felner, Korf and Hanan 2004)",
            36_710,
            0.034,
        ),
        (_, false) => (
            "7-8 without the reflected lookup (Felner, Korf and Hanan 2004)",
            136_288,
            0.081,
        ),
    };
    format!(
        "published, {}: {} nodes a board, {} s a board ({:.1} s for 100), machines of 2002-2004",
        what,
        grouped(nodes),
        seconds,
        seconds * 100.0
    )
}

/// `n` with a comma every three digits.
fn grouped(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

fn korf100(options: &Options, estimate: &impl Estimate15) {
    let found = search_all(options, estimate);
    let mut optimal = 0;
    for (n, solved, seconds) in &found {
        let length = solved.moves.len();
        optimal += usize::from(length == usize::from(KORF_100_OPTIMA[n - 1]));
        println!("{} {} {} {:.4}", n, length, solved.generated, seconds);
    }
    let nodes: u64 = found.iter().map(|(_, s, _)| s.generated).sum();
    let seconds: f64 = found.iter().map(|(_, _, s)| s).sum();
    let plain = if options.mirrored || Partition::named(&options.estimate).is_none() {
        ""
    } else {
        " (plain lookup)"
    };
    println!(
        "korf100 {}{}: {} of {} optimal, {} nodes a board, {:.3} s of search",
        options.estimate,
        plain,
        optimal,
        found.len(),
        grouped(nodes / found.len().max(1) as u64),
        seconds
    );
    println!("{}", published(&options.estimate, options.mirrored));
    if optimal != found.len() {
        exit(1);
    }
}

fn median(values: &mut [f64]) -> f64 {
    values.sort_by(|a, b| a.partial_cmp(b).expect("no NaN"));
    values[values.len() / 2]
}

/// The CPU time this thread has had, where Linux says it
/// (`/proc/thread-self/schedstat`, in nanoseconds): on a machine shared
/// with others, the wall clock counts their time too.
fn cpu_seconds() -> Option<f64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let nanoseconds: f64 = text.split_whitespace().next()?.parse().ok()?;
    Some(nanoseconds / 1e9)
}

fn bench(options: &Options, estimate: &impl Estimate15) {
    let (mut walls, mut cpus, mut rates) = (Vec::new(), Vec::new(), Vec::new());
    let mut nodes = 0;
    for run in 0..options.runs {
        let cpu = cpu_seconds();
        let found = search_all(options, estimate);
        let cpu = cpu.and_then(|before| Some(cpu_seconds()? - before));
        let wall: f64 = found.iter().map(|(_, _, s)| s).sum();
        nodes = found.iter().map(|(_, s, _)| s.generated).sum::<u64>();
        eprintln!(
            "run {}: {:.3} s of search, {:.3} s of CPU, {} nodes",
            run + 1,
            wall,
            cpu.unwrap_or(f64::NAN),
            nodes
        );
        walls.push(wall);
        let cpu = cpu.unwrap_or(wall);
        cpus.push(cpu);
        rates.push(nodes as f64 / cpu);
    }
    let boards = options.only.len() as u64;
    let search = if options.sorted {
        "sorted"
    } else {
        "canonical"
    };
    println!("| estimate | search | boards | nodes a board | s of search (wall, median) | s of CPU (median) | M nodes a CPU second | runs (wall) |");
    println!("|---|---|---|---|---|---|---|---|");
    println!(
        "| {}{} | {} | {} | {} | {:.3} | {:.3} | {:.1} | {} |",
        options.estimate,
        if options.mirrored || Partition::named(&options.estimate).is_none() {
            ""
        } else {
            " (plain)"
        },
        search,
        boards,
        grouped(nodes / boards),
        median(&mut walls.clone()),
        median(&mut cpus),
        median(&mut rates) / 1e6,
        walls
            .iter()
            .map(|t| format!("{:.3}", t))
            .collect::<Vec<_>>()
            .join(" ")
    );
}

fn solve(options: &Options, estimate: &impl Estimate15) {
    let mut input = String::new();
    if let Err(e) = io::stdin().read_to_string(&mut input) {
        eprintln!("fifteen: cannot read the input: {}", e);
        exit(1)
    }
    let boards = read_fifteen(&input).unwrap_or_else(|e| {
        eprintln!("fifteen: {}", e);
        exit(2)
    });
    for board in boards {
        let start = if options.blank_last {
            board.turned()
        } else {
            board
        };
        match solve15(estimate, start, MOST_MOVES_15 as u32) {
            Some(solved) => {
                let mut moves = solved.moves;
                if options.blank_last {
                    moves.iter_mut().for_each(|m| *m = m.inverse());
                }
                println!("{}", to_letters(&moves));
            }
            None => println!("unsolvable"),
        }
    }
}
