//! See the search on one board: its optimal depth and parity, every board
//! along the canonical path drawn as small grids, and every strategy of the
//! catalog on it.
//!
//! ```text
//! cargo run -p eight --example trace -- BOARD [GOAL]
//! ```
//!
//! BOARD and GOAL are one argument each, in any layout the binaries read
//! (`"2 3 4 1 5 x 7 6 8"`, `23415x768`, a `0` for the blank); GOAL is
//! `12345678x` unless given. The grids wrap to the terminal's width: the
//! `COLUMNS` variable, else what `stty size` says, else 80. Bad arguments get
//! one line on stderr and exit status 2.

use eight::{catalog, is_solvable, parse_boards, to_letters, Board, Move, Table, BLANK};
use std::io::Write;
use std::process::{exit, Command, Stdio};
use std::time::Instant;

/// Appends one line to the report, which is printed whole at the end so
/// that a closed pipe (`| head`) ends the program quietly.
macro_rules! say {
    ($out:expr) => {
        $out.push('\n')
    };
    ($out:expr, $($arg:tt)*) => {{
        $out.push_str(&format!($($arg)*));
        $out.push('\n');
    }};
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.is_empty() || args.len() > 2 {
        fail("usage: trace BOARD [GOAL]  (each one argument, e.g. \"2 3 4 1 5 x 7 6 8\")");
    }
    let start = one_board("BOARD", &args[0]);
    let goal = match args.get(1) {
        Some(text) => one_board("GOAL", text),
        None => Board::POJ_GOAL,
    };
    let mut out = String::new();
    say!(out, "board {}  goal {}", start, goal);
    let parity = |board: &Board| if odd_inversions(board) { "odd" } else { "even" };
    say!(
        out,
        "inversions among the tiles: {} on the board ({}), {} on the goal ({})",
        inversions(&start),
        parity(&start),
        inversions(&goal),
        parity(&goal)
    );
    let canonical = canonical_path(&start, &goal);
    if let Some(path) = &canonical {
        say!(
            out,
            "solvable: the parities match; optimal depth {}, canonical answer {:?}",
            path.len(),
            to_letters(path)
        );
        say!(out);
        draw(&mut out, &start, path, width());
    } else {
        say!(
            out,
            "unsolvable: a move never changes the parity of the inversions, and the \
             board's ({}) differs from the goal's ({})",
            parity(&start),
            parity(&goal)
        );
    }
    say!(out);
    strategies(&mut out, &start, &goal, &canonical.unwrap_or_default());
    // A reader that has gone away is no error.
    let _ = std::io::stdout().write_all(out.as_bytes());
}

/// The alphabetically first shortest path from `start` to `goal`, found from
/// distances alone, so that every strategy (the table and IDA* among them)
/// is compared with something none of them computed: one breadth-first
/// search gives every board's distance to the goal, then each step takes
/// the first move, in the order d, l, r, u, to a board one move closer.
fn canonical_path(start: &Board, goal: &Board) -> Option<Vec<Move>> {
    let table = Table::build(goal);
    let mut left = table.distance(start)?;
    let mut board = *start;
    let mut path = Vec::new();
    while left > 0 {
        let (step, next) = board
            .neighbours()
            .find(|(_, next)| table.distance(next) == Some(left - 1))
            .expect("a board at distance d has a neighbour at d - 1");
        path.push(step);
        board = next;
        left -= 1;
    }
    Some(path)
}

/// Reports a bad argument as the binaries do, and exits with status 2.
fn fail(message: &str) -> ! {
    eprintln!("trace: {}", message);
    exit(2)
}

/// The one board of `text`, or a one-line error naming the argument.
fn one_board(name: &str, text: &str) -> Board {
    match parse_boards(text.as_bytes()) {
        Ok(boards) if boards.len() == 1 => boards[0],
        Ok(boards) => fail(&format!(
            "{}: one board expected, found {}",
            name,
            boards.len()
        )),
        Err(error) => fail(&format!("{}: {}", name, error)),
    }
}

/// The number of pairs of tiles out of order, the blank left out.
fn inversions(board: &Board) -> usize {
    let tiles: Vec<u8> = board
        .cells()
        .iter()
        .copied()
        .filter(|&c| c != BLANK)
        .collect();
    (0..tiles.len())
        .map(|i| tiles[i + 1..].iter().filter(|&&t| t < tiles[i]).count())
        .sum()
}

fn odd_inversions(board: &Board) -> bool {
    inversions(board) % 2 == 1
}

/// The terminal's width in columns.
fn width() -> usize {
    if let Some(columns) = std::env::var("COLUMNS").ok().and_then(|c| c.parse().ok()) {
        return columns;
    }
    let asked = std::fs::File::open("/dev/tty").ok().and_then(|tty| {
        let output = Command::new("stty")
            .arg("size")
            .stdin(Stdio::from(tty))
            .stderr(Stdio::null())
            .output()
            .ok()?;
        let text = String::from_utf8(output.stdout).ok()?;
        text.split_whitespace().nth(1)?.parse().ok()
    });
    asked.unwrap_or(80)
}

/// Draws the start and the board after each move of `path` as 3x3 grids,
/// side by side, as many to a row as fit in `width` columns.
fn draw(out: &mut String, start: &Board, path: &[Move], width: usize) {
    let mut boards = vec![(String::from("start"), *start)];
    let mut board = *start;
    for (step, &m) in path.iter().enumerate() {
        let blank = board.blank();
        let target = m
            .target(blank)
            .expect("the canonical path stays on the board");
        let mut cells = *board.cells();
        cells.swap(blank, target);
        board = Board::from_cells(cells).expect("a move keeps a board a board");
        boards.push((format!("{:>2} {}", step + 1, m), board));
    }
    const CELL: usize = 8; // "start" or "19 d", a grid of 5, and room
    let per_row = (width / CELL).max(1);
    for row in boards.chunks(per_row) {
        let label: String = row.iter().map(|(l, _)| format!("{:<CELL$}", l)).collect();
        say!(out, "{}", label.trim_end());
        for line in 0..3 {
            let text: String = row
                .iter()
                .map(|(_, b)| {
                    let cells = &b.cells()[3 * line..3 * line + 3];
                    let shown: Vec<String> = cells
                        .iter()
                        .map(|&c| {
                            if c == BLANK {
                                ".".to_string()
                            } else {
                                c.to_string()
                            }
                        })
                        .collect();
                    format!("{:<CELL$}", shown.join(" "))
                })
                .collect();
            say!(out, "{}", text.trim_end());
        }
        say!(out);
    }
}

/// Every strategy of the catalog on `start`: its moves, whether they are
/// the canonical answer `path`, the states it expanded and its time.
fn strategies(out: &mut String, start: &Board, goal: &Board, path: &[Move]) {
    let canonical = to_letters(path);
    let solvable = is_solvable(start, goal);
    say!(
        out,
        "{:<18} {:>5}  {:<9}  {:>9}  {:>10}",
        "strategy",
        "moves",
        "canonical",
        "expanded",
        "time"
    );
    for mut strategy in catalog::all() {
        let started = Instant::now();
        let outcome = strategy.solve(start, goal);
        let elapsed = started.elapsed();
        let (moves, same) = match &outcome.moves {
            Some(moves) => (moves.len().to_string(), to_letters(moves) == canonical),
            None => ("none".to_string(), !solvable),
        };
        let same = match (&outcome.moves, same) {
            (None, true) => "unsolvable",
            (_, true) => "yes",
            (_, false) => "no",
        };
        say!(
            out,
            "{:<18} {:>5}  {:<9}  {:>9}  {:>7.3} ms",
            strategy.name(),
            moves,
            same,
            outcome.expanded,
            elapsed.as_secs_f64() * 1e3
        );
    }
    say!(
        out,
        "(the table's time includes building it, once per goal)"
    );
}
