//! The benchmark behind `scripts/bench.sh`: Markdown tables on stdout,
//! progress on stderr.
//!
//! - `bench strategies [SVG]`: every strategy of `catalog`, timed per board;
//!   the fast ones on all 181,440 solvable boards of `12345678x`, the plain
//!   BFS ones on the fixed sample of `sample::by_depth`; and the table build.
//!   With SVG, also a chart of the same measurements by optimal depth,
//!   written to that file.
//! - `bench chart SVG [PER_DEPTH]`: the chart alone, from every strategy on
//!   a small sample (`sample::by_depth`, 2 boards a depth unless given):
//!   seconds, not minutes, so that a test can draw it.
//! - `bench processes POJ LUOGU BASELINE`: the two binaries as whole
//!   processes against the trivial BASELINE, in alternating pairs.
//! - `bench compile BEFORE POJ LUOGU [OLD_RUSTC]`: how long `rustc
//!   --edition 2021 -O` takes on each source alone, in alternating rounds,
//!   against BEFORE (the program as it was before it held pattern tables);
//!   with OLD_RUSTC, that compiler too.

use eight::{
    catalog, is_solvable, sample, to_letters, unrank, Board, IdaStar, IdaStarPatterns,
    IdaStarWalking, Move, Strategy, Table, STATES,
};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("strategies") if args.len() <= 2 => strategies(args.get(1).map(PathBuf::from)),
        Some("chart") if (2..=3).contains(&args.len()) => {
            let per_depth = args.get(2).map_or(Ok(2), |n| n.parse());
            let per_depth = per_depth.unwrap_or_else(|_| {
                eprintln!("bench: PER_DEPTH is a whole number, not {:?}", args[2]);
                std::process::exit(2)
            });
            chart_alone(Path::new(&args[1]), per_depth);
        }
        Some("processes") if args.len() == 4 => {
            let paths: Vec<PathBuf> = args[1..].iter().map(PathBuf::from).collect();
            processes(&paths[0], &paths[1], &paths[2]);
        }
        Some("compile") if (4..=5).contains(&args.len()) => {
            let sources: Vec<PathBuf> = args[1..4].iter().map(PathBuf::from).collect();
            compile_times(&sources, args.get(4).map(PathBuf::from));
        }
        _ => {
            eprintln!(
                "usage: bench strategies [SVG] | bench chart SVG [PER_DEPTH] | \
                 bench processes POJ LUOGU BASELINE | bench compile BEFORE POJ LUOGU [OLD_RUSTC]"
            );
            std::process::exit(2);
        }
    }
}

/// Mean, median, 99th percentile and maximum of some durations, in
/// microseconds.
fn summary(times: &mut [Duration]) -> [f64; 4] {
    times.sort();
    let micros = |d: Duration| d.as_secs_f64() * 1e6;
    let total: Duration = times.iter().sum();
    let n = times.len();
    [
        micros(total) / n as f64,
        micros(times[n / 2]),
        micros(times[(n * 99 / 100).min(n - 1)]),
        micros(times[n - 1]),
    ]
}

fn strategies(svg: Option<PathBuf>) {
    let goal = Board::POJ_GOAL;
    let all = solvable_boards(&goal);
    let sampled = sample::by_depth(&goal, 12);
    println!("| strategy | canonical | boards | mean µs | median µs | p99 µs | max µs | mean states expanded | bytes kept |");
    println!("|---|---|---:|---:|---:|---:|---:|---:|---:|");
    let runs: Vec<(Box<dyn Strategy>, &[Board])> = catalog::slow()
        .into_iter()
        .map(|s| (s, &sampled[..]))
        .chain(catalog::fast().into_iter().map(|s| (s, &all[..])))
        .collect();
    let by_depth = measure(runs, &goal, true);
    if let Some(path) = svg {
        fs::write(&path, chart(&by_depth)).expect("the chart is written");
        eprintln!("bench: wrote the chart {}", path.display());
    }
    build_the_table(&goal);
    idastar_on_both_goals();
}

/// The chart alone, from every strategy on `per_depth` boards of each
/// optimal depth.
fn chart_alone(path: &Path, per_depth: usize) {
    let goal = Board::POJ_GOAL;
    let sampled = sample::by_depth(&goal, per_depth);
    let runs = catalog::all()
        .into_iter()
        .map(|s| (s, &sampled[..]))
        .collect();
    let by_depth = measure(runs, &goal, false);
    fs::write(path, chart(&by_depth)).expect("the chart is written");
    eprintln!("bench: wrote the chart {}", path.display());
}

/// Runs each strategy on its boards: per strategy its name, and per optimal
/// depth the boards, the states expanded and the time, summed; with
/// `table`, a row of the strategies table too.
fn measure(
    runs: Vec<(Box<dyn Strategy>, &[Board])>,
    goal: &Board,
    table: bool,
) -> Vec<(String, Vec<DepthSum>)> {
    let depths = Table::build(goal);
    let mut by_depth = Vec::new();
    for (mut strategy, boards) in runs {
        eprintln!("bench: {} on {} boards ...", strategy.name(), boards.len());
        let started = Instant::now();
        // The first query builds what the strategy keeps (the table), and is
        // timed apart in the last row.
        strategy.solve(&boards[0], goal);
        let mut times = Vec::with_capacity(boards.len());
        let mut expanded = 0;
        let mut sums = vec![(0, 0, Duration::ZERO); 32];
        for (i, board) in boards.iter().enumerate() {
            let (elapsed, states) = timed_solve(&mut *strategy, board, goal);
            times.push(elapsed);
            let depth = depths.distance(board).expect("a solvable board") as usize;
            let sum = &mut sums[depth];
            *sum = (sum.0 + 1, sum.1 + states, sum.2 + elapsed);
            expanded += states;
            if i % 20_000 == 19_999 {
                eprintln!(
                    "bench:   {} boards, {:.1} s",
                    i + 1,
                    started.elapsed().as_secs_f64()
                );
            }
        }
        if table {
            let [mean, median, p99, max] = summary(&mut times);
            println!(
                "| {} | {} | {} | {:.2} | {:.2} | {:.2} | {:.2} | {:.0} | {} |",
                strategy.name(),
                if strategy.canonical() { "yes" } else { "no" },
                boards.len(),
                mean,
                median,
                p99,
                max,
                expanded as f64 / boards.len() as f64,
                strategy.retained_bytes()
            );
        }
        by_depth.push((strategy.name().to_string(), sums));
    }
    by_depth
}

/// Compile times: each of `sources` (the first the baseline) copied alone
/// into a folder and built with `rustc --edition 2021 -O`, by the current
/// compiler and by `old` if given, `BENCH_COMPILES` rounds (default 7), the
/// files and compilers alternating within a round.
fn compile_times(sources: &[PathBuf], old: Option<PathBuf>) {
    let rounds: usize = std::env::var("BENCH_COMPILES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(7);
    let mut compilers = vec![("current rustc".to_string(), PathBuf::from("rustc"))];
    if let Some(old) = old {
        compilers.push((format!("rustc 1.63 ({})", old.display()), old));
    }
    let scratch = std::env::temp_dir().join(format!("bench-compile-{}", std::process::id()));
    let mut times = vec![vec![Vec::new(); sources.len()]; compilers.len()];
    for round in 0..rounds {
        eprintln!("bench: compile round {} of {}", round + 1, rounds);
        for (c, (_, rustc)) in compilers.iter().enumerate() {
            for (f, source) in sources.iter().enumerate() {
                let folder = scratch.join(format!("{}-{}", c, f));
                fs::create_dir_all(&folder).unwrap();
                fs::copy(source, folder.join("main.rs")).unwrap();
                let started = Instant::now();
                let status = Command::new(rustc)
                    .current_dir(&folder)
                    .args(["--edition", "2021", "-O", "main.rs", "-o", "main"])
                    .stderr(Stdio::null())
                    .status()
                    .expect("the compiler runs");
                assert!(
                    status.success(),
                    "{} does not build {}",
                    rustc.display(),
                    source.display()
                );
                times[c][f].push(started.elapsed().as_secs_f64());
            }
        }
    }
    let _ = fs::remove_dir_all(&scratch);
    println!("| compiler | file | median s | ratio to the file before the tables |");
    println!("|---|---|---:|---:|");
    for (c, (name, _)) in compilers.iter().enumerate() {
        let baseline = median(&mut times[c][0]);
        for (f, source) in sources.iter().enumerate() {
            let m = median(&mut times[c][f]);
            println!(
                "| {} | `{}` | {:.2} | {:.2} |",
                name,
                source.display(),
                m,
                m / baseline
            );
        }
    }
}

/// Every board that can reach `goal`, by rank: 181,440 of them.
fn solvable_boards(goal: &Board) -> Vec<Board> {
    let boards = (0..STATES as u32).map(unrank);
    boards.filter(|b| is_solvable(b, goal)).collect()
}

/// One board solved by `strategy`, which must find a path: the time it took
/// and the states it expanded.
fn timed_solve(strategy: &mut dyn Strategy, board: &Board, goal: &Board) -> (Duration, u64) {
    let start = Instant::now();
    let outcome = strategy.solve(board, goal);
    let elapsed = start.elapsed();
    assert!(
        outcome.moves.is_some(),
        "{} failed on {}",
        strategy.name(),
        board
    );
    (elapsed, outcome.expanded)
}

/// The IDA* searches on every solvable board of each judge's goal: what the
/// submissions' per-board search costs on either problem. Each search is
/// called as the submissions call it (`solve_each`): one path buffer for
/// all boards, no `Strategy` adapter and its fresh `Vec` a board.
fn idastar_on_both_goals() {
    println!();
    println!("#### The IDA* searches on every solvable board of each goal (µs per board)");
    println!();
    println!("| strategy | goal | boards | mean µs | median µs | p99 µs | max µs | mean states expanded |");
    println!("|---|---|---:|---:|---:|---:|---:|---:|");
    for goal in [Board::POJ_GOAL, Board::LUOGU_GOAL] {
        let boards = solvable_boards(&goal);
        let mut idastar = IdaStar::new();
        let mut walking = IdaStarWalking::new();
        let mut patterns = IdaStarPatterns::with_tables(&catalog::JUDGES_PATTERNS);
        type Search<'a> = &'a mut dyn FnMut(&Board, &mut Vec<Move>) -> Option<u64>;
        let searches: [(&str, Search); 3] = [
            ("idastar", &mut |b, path| idastar.search(b, &goal, path)),
            ("idastar-walking", &mut |b, path| {
                walking.search(b, &goal, path)
            }),
            ("idastar-patterns", &mut |b, path| {
                patterns.search(b, &goal, path)
            }),
        ];
        for (name, search) in searches {
            assert!(catalog::fast().iter().any(|s| s.name() == name), "{}", name);
            eprintln!("bench: {} to {} ...", name, goal);
            let mut path = Vec::new();
            search(&boards[0], &mut path);
            let mut expanded = 0;
            let mut times: Vec<Duration> = boards
                .iter()
                .map(|board| {
                    let start = Instant::now();
                    let states = search(board, &mut path);
                    let elapsed = start.elapsed();
                    expanded += states.unwrap_or_else(|| panic!("{} failed on {}", name, board));
                    elapsed
                })
                .collect();
            let [mean, median, p99, max] = summary(&mut times);
            println!(
                "| {} | `{}` | {} | {:.2} | {:.2} | {:.2} | {:.2} | {:.0} |",
                name,
                goal,
                boards.len(),
                mean,
                median,
                p99,
                max,
                expanded as f64 / boards.len() as f64
            );
        }
    }
}

/// The last row of the strategies table: building the table, 51 times.
fn build_the_table(goal: &Board) {
    eprintln!("bench: building the table 51 times ...");
    let mut times: Vec<Duration> = (0..51)
        .map(|_| {
            let start = Instant::now();
            let table = Table::build(goal);
            let elapsed = start.elapsed();
            assert_eq!(table.distance(goal), Some(0));
            elapsed
        })
        .collect();
    let [mean, median, p99, max] = summary(&mut times);
    println!(
        "| build the table once | - | 51 builds | {:.0} | {:.0} | {:.0} | {:.0} | 181440 | {} |",
        mean, median, p99, max, STATES
    );
}

/// One scenario of the process benchmark.
struct Scenario {
    name: String,
    program: PathBuf,
    input: PathBuf,
}

/// Runs `program` on `input` once, output discarded, and returns the wall
/// time from spawn to exit.
fn time_once(program: &Path, input: &Path) -> Duration {
    let stdin = fs::File::open(input).unwrap();
    let start = Instant::now();
    let status = Command::new(program)
        .stdin(stdin)
        .stdout(Stdio::null())
        .status()
        .unwrap();
    let elapsed = start.elapsed();
    assert!(
        status.success(),
        "{} failed on {}",
        program.display(),
        input.display()
    );
    elapsed
}

/// Peak resident memory of `program` on `input` in KiB, by GNU time: the
/// median of 5 runs, or `None` without `/usr/bin/time`.
fn peak_kib(program: &Path, input: &Path, scratch: &Path) -> Option<u64> {
    let report = scratch.join("rss");
    let mut peaks: Vec<u64> = (0..5)
        .map(|_| {
            let status = Command::new("/usr/bin/time")
                .args(["-f", "%M", "-o"])
                .arg(&report)
                .arg(program)
                .stdin(fs::File::open(input).unwrap())
                .stdout(Stdio::null())
                .status()
                .ok()?;
            if !status.success() {
                return None;
            }
            fs::read_to_string(&report).ok()?.trim().parse().ok()
        })
        .collect::<Option<_>>()?;
    peaks.sort();
    Some(peaks[2])
}

fn median(values: &mut [f64]) -> f64 {
    values.sort_by(|a, b| a.total_cmp(b));
    values[values.len() / 2]
}

fn processes(poj: &Path, luogu: &Path, baseline: &Path) {
    let pairs: usize = std::env::var("BENCH_PAIRS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(41);
    let scratch = std::env::temp_dir().join(format!("eight-bench-{}", std::process::id()));
    fs::create_dir_all(&scratch).unwrap();
    let write = |name: &str, boards: &[Board], blank: char| -> PathBuf {
        let path = scratch.join(name);
        let text: String = boards
            .iter()
            .map(|b| {
                let cells: Vec<String> = b
                    .cells()
                    .iter()
                    .map(|&c| {
                        if c == 0 {
                            blank.to_string()
                        } else {
                            c.to_string()
                        }
                    })
                    .collect();
                cells.join(" ") + "\n"
            })
            .collect();
        fs::write(&path, text).unwrap();
        path
    };
    let parse = |text: &str| eight::parse_boards(text.as_bytes()).unwrap()[0];
    let many = sample::random_boards(20_000, 7, &Board::POJ_GOAL, 20_000);
    let scenarios = [
        Scenario {
            name: "poj1077, `8 6 7 2 5 4 3 x 1` (31 moves)".into(),
            program: poj.into(),
            input: write("hard-a", &[parse("867254301")], 'x'),
        },
        Scenario {
            name: "poj1077, `6 4 7 8 5 x 3 2 1` (31 moves)".into(),
            program: poj.into(),
            input: write("hard-b", &[parse("647850321")], 'x'),
        },
        Scenario {
            name: "luogu1379, `021358467` (30 moves)".into(),
            program: luogu.into(),
            input: write("luogu-hard", &[parse("021358467")], '0'),
        },
        Scenario {
            name: "poj1077, 1 board (the first of the 20,000)".into(),
            program: poj.into(),
            input: write("one", &many[..1], 'x'),
        },
        Scenario {
            name: "poj1077, 20,000 boards (seeded, 7% unsolvable)".into(),
            program: poj.into(),
            input: write("many", &many, 'x'),
        },
    ];
    check_canonical(poj, &scenarios[4].input, &many);
    println!("| run | program median µs | baseline median µs | median ratio (program / baseline, per pair) | program peak RSS KiB | baseline peak RSS KiB | RSS above baseline KiB |");
    println!("|---|---:|---:|---:|---:|---:|---:|");
    let mut medians = Vec::new();
    for scenario in &scenarios {
        eprintln!("bench: {}: {} pairs ...", scenario.name, pairs);
        let (mut program, mut floor, mut ratios) = (Vec::new(), Vec::new(), Vec::new());
        for _ in 0..pairs {
            let a = time_once(&scenario.program, &scenario.input).as_secs_f64() * 1e6;
            let b = time_once(baseline, &scenario.input).as_secs_f64() * 1e6;
            program.push(a);
            floor.push(b);
            ratios.push(a / b);
        }
        let program_median = median(&mut program);
        medians.push(program_median);
        let peaks = (
            peak_kib(&scenario.program, &scenario.input, &scratch),
            peak_kib(baseline, &scenario.input, &scratch),
        );
        let show =
            |kib: Option<u64>| kib.map_or("n/a (no /usr/bin/time)".to_string(), |k| k.to_string());
        let above = match peaks {
            (Some(a), Some(b)) => (a as i64 - b as i64).to_string(),
            _ => "n/a".to_string(),
        };
        println!(
            "| {} | {:.0} | {:.0} | {:.3} | {} | {} | {} |",
            scenario.name,
            program_median,
            median(&mut floor),
            median(&mut ratios),
            show(peaks.0),
            show(peaks.1),
            above
        );
    }
    println!();
    println!(
        "Marginal cost of poj1077 per board beyond the 1-board run: ({:.0} - {:.0}) µs / 19,999 = {:.3} µs.",
        medians[4],
        medians[3],
        (medians[4] - medians[3]) / 19_999.0
    );
    large_inputs(poj, &write);
    fs::remove_dir_all(&scratch).ok();
}

/// Time per board of poj1077 on 100,000 and 1,000,000 boards: linear in the
/// input when the two agree.
fn large_inputs(poj: &Path, write: &dyn Fn(&str, &[Board], char) -> PathBuf) {
    println!();
    println!("| poj1077 on | median of 5 runs, ms | µs per board |");
    println!("|---|---:|---:|");
    for count in [100_000, 1_000_000] {
        eprintln!("bench: poj1077 on {} boards, 5 runs ...", count);
        let boards = sample::random_boards(count, 7, &Board::POJ_GOAL, count as u64);
        let input = write("large", &boards, 'x');
        let mut times: Vec<f64> = (0..5)
            .map(|_| time_once(poj, &input).as_secs_f64() * 1e3)
            .collect();
        let ms = median(&mut times);
        println!(
            "| {} boards | {:.1} | {:.3} |",
            count,
            ms,
            ms * 1e3 / count as f64
        );
    }
}

/// Fails unless `poj` answers `boards` with the canonical answers. So many
/// boards take the program's table; the answers it must give come from the
/// other path, IDA* with pattern databases, board by board.
fn check_canonical(poj: &Path, input: &Path, boards: &[Board]) {
    let output = Command::new(poj)
        .stdin(fs::File::open(input).unwrap())
        .output()
        .unwrap();
    let text = String::from_utf8(output.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), boards.len());
    let mut idastar = IdaStarPatterns::new();
    let mut path = Vec::new();
    for (board, line) in boards.iter().zip(lines) {
        let expected = match idastar.search(board, &Board::POJ_GOAL, &mut path) {
            Some(_) => to_letters(&path),
            None => "unsolvable".to_string(),
        };
        assert_eq!(line, expected, "{}", board);
    }
    eprintln!("bench: the 20,000 answers of poj1077 are the canonical ones");
}

/// At one optimal depth: the boards, the states expanded and the time,
/// summed.
type DepthSum = (u64, u64, Duration);

/// What a panel of the chart shows of a depth's sums.
type Measure = fn(&DepthSum) -> f64;

/// The realms as a picture: for each strategy, the mean states expanded
/// (top) and the mean time (bottom) per board at each optimal depth, both on
/// log scales, from the measurements of the strategies table.
fn chart(by_depth: &[(String, Vec<DepthSum>)]) -> String {
    const COLOURS: [&str; 10] = [
        "#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b", "#e377c2", "#17becf",
        "#bcbd22", "#7f7f7f",
    ];
    // The three plain BFS expand the same states: dashes keep them apart.
    const DASHES: [&str; 3] = ["none", "8 4", "2 3"];
    let (width, left, right, panel, top, gap) = (880.0, 70.0, 190.0, 260.0, 50.0, 70.0);
    let plot_width = width - left - right;
    let height = top + 2.0 * panel + gap + 50.0;
    let mut svg = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} {h}\" \
         font-family=\"sans-serif\" font-size=\"12\">\n<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n\
         <text x=\"{x}\" y=\"24\" font-size=\"16\" text-anchor=\"middle\">The realms on the solvable boards of 12345678x, by optimal depth</text>\n",
        w = width,
        h = height,
        x = width / 2.0
    );
    let panels: [(&str, Measure); 2] = [
        ("mean states expanded per board", |&(n, e, _)| {
            e as f64 / n as f64
        }),
        ("mean time per board, µs", |&(n, _, t)| {
            t.as_secs_f64() * 1e6 / n as f64
        }),
    ];
    for (p, (title, value)) in panels.iter().enumerate() {
        let y0 = top + p as f64 * (panel + gap);
        let points: Vec<f64> = by_depth
            .iter()
            .flat_map(|(_, sums)| sums.iter().filter(|s| s.0 > 0).map(value))
            .filter(|v| *v > 0.0)
            .collect();
        let low = points
            .iter()
            .cloned()
            .fold(f64::MAX, f64::min)
            .log10()
            .floor();
        let high = points
            .iter()
            .cloned()
            .fold(0.0, f64::max)
            .log10()
            .ceil()
            .max(low + 1.0);
        let x = |depth: f64| left + depth / 31.0 * plot_width;
        let y = |v: f64| y0 + panel - (v.log10() - low) / (high - low) * panel;
        svg += &format!(
            "<rect x=\"{left}\" y=\"{y0}\" width=\"{plot_width}\" height=\"{panel}\" fill=\"none\" stroke=\"#999\"/>\n\
             <text x=\"{left}\" y=\"{ty}\" font-size=\"13\">{title} (log scale)</text>\n",
            ty = y0 - 8.0
        );
        for power in low as i32..=high as i32 {
            let v = 10f64.powi(power);
            let label = if power >= 0 {
                format!("{}", v as u64)
            } else {
                format!("{}", v)
            };
            svg += &format!(
                "<line x1=\"{left}\" x2=\"{x2}\" y1=\"{yy}\" y2=\"{yy}\" stroke=\"#eee\"/>\n\
                 <text x=\"{lx}\" y=\"{ly}\" text-anchor=\"end\">{label}</text>\n",
                x2 = left + plot_width,
                yy = (y(v) * 10.0).round() / 10.0,
                lx = left - 6.0,
                ly = (y(v) * 10.0).round() / 10.0 + 4.0
            );
        }
        for depth in (0..=31).step_by(5).chain([31]) {
            svg += &format!(
                "<text x=\"{xx}\" y=\"{yy}\" text-anchor=\"middle\">{depth}</text>\n",
                xx = x(depth as f64),
                yy = y0 + panel + 16.0
            );
        }
        svg += &format!(
            "<text x=\"{xx}\" y=\"{yy}\" text-anchor=\"middle\">optimal depth (moves)</text>\n",
            xx = left + plot_width / 2.0,
            yy = y0 + panel + 34.0
        );
        for (i, (name, sums)) in by_depth.iter().enumerate() {
            let line: Vec<String> = sums
                .iter()
                .enumerate()
                .filter(|(_, s)| s.0 > 0 && value(s) > 0.0)
                .map(|(d, s)| format!("{:.1},{:.1}", x(d as f64), y(value(s))))
                .collect();
            svg += &format!(
                "<polyline fill=\"none\" stroke=\"{c}\" stroke-width=\"2\" stroke-dasharray=\"{dash}\" \
                 points=\"{pts}\"><title>{name}</title></polyline>\n",
                c = COLOURS[i % COLOURS.len()],
                dash = DASHES[i % DASHES.len()],
                pts = line.join(" ")
            );
        }
    }
    for (i, (name, _)) in by_depth.iter().enumerate() {
        let (lx, ly) = (left + plot_width + 16.0, top + 14.0 + 20.0 * i as f64);
        svg += &format!(
            "<line x1=\"{lx}\" x2=\"{x2}\" y1=\"{ly}\" y2=\"{ly}\" stroke=\"{c}\" stroke-width=\"3\" stroke-dasharray=\"{dash}\"/>\n\
             <text x=\"{tx}\" y=\"{ty}\">{name}</text>\n",
            x2 = lx + 24.0,
            c = COLOURS[i % COLOURS.len()],
            dash = DASHES[i % DASHES.len()],
            tx = lx + 30.0,
            ty = ly + 4.0
        );
    }
    svg += "</svg>\n";
    svg
}
