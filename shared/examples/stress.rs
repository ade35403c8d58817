//! The stress test ("对拍") behind `scripts/stress.sh`: random inputs valid
//! for one judge, each run through a solution as its own process, each
//! answer judged by that judge's rule against this library's own answers.
//! Stops at the first failure and shrinks a many-board input to the single
//! board that fails.
//!
//! ```text
//! stress PROBLEM [--seed S] [--cases N] [--limit-ms T] -- COMMAND [ARG...]
//! ```
//!
//! PROBLEM is `poj1077` or `acwing179` (one board a case, any parity),
//! `hdu1043` (1 to 30 boards a case, until the end of the input) or
//! `luogu1379` (one solvable board of nine digits, `0` the blank). Progress
//! goes to stderr; the verdict to stdout: `stress: N cases passed` (exit 0),
//! or the failing input, the expected and given answers, the reason and a
//! command that reproduces it (exit 1). Exit 2 for a bad command line.

use eight::{apply_moves, sample::Seeded, to_letters, Board, Table};
use std::io::{Read, Write};
use std::process::{exit, Command, Stdio};
use std::time::{Duration, Instant};

/// What one judge asks.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Problem {
    /// POJ 1077: one board; any legal solving string.
    Poj,
    /// HDU 1043: many boards; any legal solving string for each.
    Hdu,
    /// AcWing 179: one board; a solving string of the fewest moves.
    AcWing,
    /// Luogu P1379: one solvable board; the exact number of moves.
    Luogu,
}

struct Options {
    problem: Problem,
    seed: u64,
    cases: u64,
    limit: Duration,
    command: Vec<String>,
}

const USAGE: &str = "usage: stress {poj1077|hdu1043|acwing179|luogu1379} [--seed S] [--cases N] [--limit-ms T] -- COMMAND [ARG...]";

fn options() -> Result<Options, String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let split = args
        .iter()
        .position(|a| a == "--")
        .ok_or("no -- before the command")?;
    let (flags, command) = (&args[..split], args[split + 1..].to_vec());
    if command.is_empty() {
        return Err("no command after --".to_string());
    }
    let problem = match flags.first().map(String::as_str) {
        Some("poj1077") => Problem::Poj,
        Some("hdu1043") => Problem::Hdu,
        Some("acwing179") => Problem::AcWing,
        Some("luogu1379") => Problem::Luogu,
        other => return Err(format!("unknown problem {:?}", other.unwrap_or(""))),
    };
    let mut options = Options {
        problem,
        seed: 1,
        cases: 1000,
        limit: Duration::from_millis(if problem == Problem::Hdu { 5000 } else { 1000 }),
        command,
    };
    let mut rest = flags[1..].iter();
    while let Some(flag) = rest.next() {
        let value = rest.next().ok_or(format!("{} needs a value", flag))?;
        let number: u64 = value
            .parse()
            .map_err(|_| format!("{} takes a whole number, not {:?}", flag, value))?;
        match flag.as_str() {
            "--seed" => options.seed = number,
            "--cases" => options.cases = number,
            "--limit-ms" => options.limit = Duration::from_millis(number),
            _ => return Err(format!("unknown option {}", flag)),
        }
    }
    Ok(options)
}

/// A uniformly random board: a Fisher-Yates shuffle of 0..=8.
fn random_board(random: &mut Seeded) -> Board {
    let mut cells = [0, 1, 2, 3, 4, 5, 6, 7, 8];
    for i in (1..9).rev() {
        cells.swap(i, random.below(i + 1));
    }
    Board::from_cells(cells).expect("a shuffle of 0..=8")
}

/// A board as its judge writes it: POJ's tokens with `x`, or Luogu's digits.
fn written(board: &Board, problem: Problem) -> String {
    if problem == Problem::Luogu {
        board.to_string().replace('x', "0")
    } else {
        let cells: Vec<String> = board.to_string().chars().map(String::from).collect();
        cells.join(" ")
    }
}

/// The boards of case number `case` (from 0) of `seed`: the same every time.
fn case_boards(options: &Options, luogu: &Table, case: u64) -> Vec<Board> {
    let mut random = Seeded(options.seed.wrapping_mul(0x9E37_79B9).wrapping_add(case));
    let count = match options.problem {
        Problem::Hdu => 1 + random.below(30),
        _ => 1,
    };
    (0..count)
        .map(|_| loop {
            let board = random_board(&mut random);
            // Luogu's data is solvable; the other judges get both halves.
            if options.problem != Problem::Luogu || luogu.distance(&board).is_some() {
                return board;
            }
        })
        .collect()
}

/// What came back from one run.
enum Run {
    Exited {
        stdout: Vec<u8>,
        success: bool,
        code: Option<i32>,
    },
    TimedOut,
}

/// Runs the command on `input`, killing it past the limit.
fn run(options: &Options, input: &str) -> Result<Run, String> {
    let mut child = Command::new(&options.command[0])
        .args(&options.command[1..])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|error| format!("cannot run {}: {}", options.command[0], error))?;
    let mut stdin = child.stdin.take().expect("piped");
    let text = input.to_string();
    let feeder = std::thread::spawn(move || {
        // A solution that stops reading early is judged by its output.
        let _ = stdin.write_all(text.as_bytes());
    });
    let mut stdout = child.stdout.take().expect("piped");
    let reader = std::thread::spawn(move || {
        let mut bytes = Vec::new();
        let _ = stdout.read_to_end(&mut bytes);
        bytes
    });
    let started = Instant::now();
    let mut pause = Duration::from_micros(50);
    let status = loop {
        if let Some(status) = child.try_wait().map_err(|e| e.to_string())? {
            break Some(status);
        }
        if started.elapsed() > options.limit {
            let _ = child.kill();
            let _ = child.wait();
            break None;
        }
        std::thread::sleep(pause);
        pause = (pause * 2).min(Duration::from_millis(2));
    };
    let _ = feeder.join();
    let stdout = reader.join().unwrap_or_default();
    Ok(match status {
        None => Run::TimedOut,
        Some(status) => Run::Exited {
            stdout,
            success: status.success(),
            code: status.code(),
        },
    })
}

/// The trusted answer for one board: the canonical move string or
/// `unsolvable` for the POJ judges, the distance for Luogu's.
fn expected(board: &Board, problem: Problem, poj: &Table, luogu: &Table) -> String {
    if problem == Problem::Luogu {
        return luogu
            .distance(board)
            .map_or("-1".to_string(), |d| d.to_string());
    }
    let mut moves = Vec::new();
    if poj.walk(board, |step| moves.push(step)) {
        to_letters(&moves)
    } else {
        "unsolvable".to_string()
    }
}

/// `Ok` when `answer` is right for `board` by the judge's rule, given the
/// trusted answer `wanted`; else why not.
fn judge(board: &Board, answer: &str, wanted: &str, problem: Problem) -> Result<(), String> {
    if problem == Problem::Luogu {
        return if answer == wanted {
            Ok(())
        } else {
            Err(format!("{} moves, but the fewest is {}", answer, wanted))
        };
    }
    match (wanted == "unsolvable", answer == "unsolvable") {
        (true, true) => return Ok(()),
        (true, false) => return Err("the board is unsolvable".to_string()),
        (false, true) => return Err("\"unsolvable\", but the board can be solved".to_string()),
        (false, false) => {}
    }
    let reached = apply_moves(board, answer.as_bytes()).map_err(|e| e.to_string())?;
    if reached != Board::POJ_GOAL {
        return Err(format!("the moves end at {}, not the goal", reached));
    }
    if problem == Problem::AcWing && answer.len() > wanted.len() {
        return Err(format!(
            "{} moves, but {} are enough",
            answer.len(),
            wanted.len()
        ));
    }
    Ok(())
}

/// The first board of `boards` answered wrongly by `run`, with why:
/// `(index, given answer, reason)`; `None` when all are right.
fn first_failure(
    boards: &[Board],
    wanted: &[String],
    outcome: &Run,
    problem: Problem,
) -> Option<(usize, String, String)> {
    let (stdout, success, code) = match outcome {
        Run::TimedOut => return Some((0, String::new(), "time limit exceeded".to_string())),
        Run::Exited {
            stdout,
            success,
            code,
        } => (stdout, *success, *code),
    };
    let text = String::from_utf8_lossy(stdout);
    if !success {
        let status = code.map_or("a signal".to_string(), |c| format!("exit status {}", c));
        return Some((
            0,
            text.trim_end().to_string(),
            format!("runtime error: {}", status),
        ));
    }
    let lines: Vec<&str> = text.lines().map(str::trim).collect();
    for (index, board) in boards.iter().enumerate() {
        let answer = match lines.get(index) {
            Some(answer) => *answer,
            None => return Some((index, String::new(), "no answer line".to_string())),
        };
        if let Err(reason) = judge(board, answer, &wanted[index], problem) {
            return Some((index, answer.to_string(), reason));
        }
    }
    if lines.len() > boards.len() {
        let extra = lines[boards.len()].to_string();
        return Some((
            boards.len(),
            extra,
            format!("{} lines for {} boards", lines.len(), boards.len()),
        ));
    }
    None
}

/// A shell word for `text`.
fn quoted(text: &str) -> String {
    format!("'{}'", text.replace('\'', "'\\''"))
}

fn main() {
    let options = options().unwrap_or_else(|problem| {
        eprintln!("stress: {}\n{}", problem, USAGE);
        exit(2)
    });
    let started = Instant::now();
    let poj = Table::build(&Board::POJ_GOAL);
    let luogu = Table::build(&Board::LUOGU_GOAL);
    for case in 0..options.cases {
        let boards = case_boards(&options, &luogu, case);
        let input: String = boards
            .iter()
            .map(|board| written(board, options.problem) + "\n")
            .collect();
        let wanted: Vec<String> = boards
            .iter()
            .map(|board| expected(board, options.problem, &poj, &luogu))
            .collect();
        let outcome = run(&options, &input).unwrap_or_else(|error| {
            eprintln!("stress: {}", error);
            exit(2)
        });
        if let Some((index, given, reason)) =
            first_failure(&boards, &wanted, &outcome, options.problem)
        {
            // Shrink a many-board case to the board that failed, if it fails
            // alone too.
            let mut shown = (
                input.clone(),
                wanted.join("\n"),
                given.clone(),
                reason.clone(),
            );
            let mut note = String::new();
            if boards.len() > 1 && index < boards.len() {
                let board = &boards[index..=index];
                let alone = written(&board[0], options.problem) + "\n";
                let single = wanted[index..=index].to_vec();
                if let Ok(again) = run(&options, &alone) {
                    match first_failure(board, &single, &again, options.problem) {
                        Some((_, given, reason)) => {
                            note =
                                format!(", shrunk to its board {} of {}", index + 1, boards.len());
                            shown = (alone, single[0].clone(), given, reason);
                        }
                        None => {
                            note = format!(
                                "; board {} alone passes, so the whole case is shown",
                                index + 1
                            )
                        }
                    }
                }
            }
            let (failing, expected_answer, given, reason) = shown;
            let rule = match options.problem {
                Problem::Poj | Problem::Hdu => " (or any legal solving string)",
                Problem::AcWing => " (or any other of as few moves)",
                Problem::Luogu => "",
            };
            println!(
                "stress: case {} of seed {} failed{}",
                case + 1,
                options.seed,
                note
            );
            println!("input:\n{}", failing.trim_end());
            println!("expected: {}{}", expected_answer, rule);
            println!(
                "given: {}",
                if given.is_empty() {
                    "(nothing)"
                } else {
                    &given
                }
            );
            println!("reason: {}", reason);
            let command: Vec<String> = options.command.iter().map(|word| quoted(word)).collect();
            println!(
                "reproduce: printf {} | {}",
                quoted(&failing.replace('\n', "\\n")),
                command.join(" ")
            );
            exit(1);
        }
        if (case + 1) % 500 == 0 {
            eprintln!(
                "stress: {} cases passed, {:.0} a second",
                case + 1,
                (case + 1) as f64 / started.elapsed().as_secs_f64()
            );
        }
    }
    println!("stress: {} cases passed", options.cases);
    eprintln!(
        "stress: {} cases in {:.1} s ({:.0} a second)",
        options.cases,
        started.elapsed().as_secs_f64(),
        options.cases as f64 / started.elapsed().as_secs_f64().max(1e-9)
    );
}
