//! The textbook's multi-case program: the fewest moves from a start to a
//! goal, by plain breadth-first search with the visited set of your choice.
//!
//! ```text
//! cargo run --release -p eight --example steps -- [--visited cantor|hash|btree] < cases.txt
//! ```
//!
//! Input: the number of cases, then each case's start and goal, nine
//! numbers each (rows top to bottom), `0` the blank, any white space
//! between. Output: one line per case, the fewest moves, or `-1` when the
//! goal cannot be reached. The visited set is a Cantor-ranked flat array
//! (`cantor`, the default), a hash set of boards (`hash`) or an ordered set
//! (`btree`): the three designs of the write-up, to time side by side on the
//! same file. Bad input or a bad flag: one line on stderr, nothing on
//! stdout, exit status 2.

use eight::{parse_boards, BfsBTreeSet, BfsCantor, BfsHashSet, Board, ParseErrorKind, Strategy};
use std::io::{Read, Write};
use std::process::exit;

fn main() {
    let mut args = std::env::args().skip(1);
    let mut strategy: Box<dyn Strategy> = match (args.next().as_deref(), args.next().as_deref()) {
        (None, _) | (Some("--visited"), Some("cantor")) => Box::new(BfsCantor::new()),
        (Some("--visited"), Some("hash")) => Box::new(BfsHashSet::new()),
        (Some("--visited"), Some("btree")) => Box::new(BfsBTreeSet::new()),
        _ => fail("usage: steps [--visited cantor|hash|btree] < CASES"),
    };
    if args.next().is_some() {
        fail("usage: steps [--visited cantor|hash|btree] < CASES");
    }
    let mut input = Vec::new();
    if let Err(error) = std::io::stdin().read_to_end(&mut input) {
        fail(&format!("cannot read the input: {}", error));
    }
    let cases = parse(&input).unwrap_or_else(|message| fail(&message));
    let mut out = String::new();
    for (start, goal) in &cases {
        match strategy.solve(start, goal).moves {
            Some(moves) => out.push_str(&format!("{}\n", moves.len())),
            None => out.push_str("-1\n"),
        }
    }
    // A reader that has gone away is no error.
    let _ = std::io::stdout().write_all(out.as_bytes());
}

fn fail(message: &str) -> ! {
    eprintln!("steps: {}", message);
    exit(2)
}

/// The cases of the input, or what is wrong with it and where.
fn parse(input: &[u8]) -> Result<Vec<(Board, Board)>, String> {
    // The count is the first token; the boards are the rest, read by the
    // crate's parser with the count blanked out, so that lines and columns
    // stay those of the input.
    let input = input.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(input);
    let mut rest = input.to_vec();
    let begin = rest
        .iter()
        .position(|b| !b.is_ascii_whitespace())
        .ok_or("the input is empty: expected the number of cases first")?;
    let end = rest[begin..]
        .iter()
        .position(|b| b.is_ascii_whitespace())
        .map_or(rest.len(), |length| begin + length);
    let token = String::from_utf8_lossy(&rest[begin..end]).into_owned();
    let count: usize = token
        .parse()
        .map_err(|_| format!("the number of cases first, not {:?}", token))?;
    rest[begin..end].iter_mut().for_each(|b| *b = b' ');
    let boards = match parse_boards(&rest) {
        Ok(boards) => boards,
        Err(error) if error.kind == ParseErrorKind::Empty => Vec::new(),
        Err(error) => {
            let which = if error.board % 2 == 1 {
                "start"
            } else {
                "goal"
            };
            return Err(format!(
                "case {}, {}: {}",
                (error.board + 1) / 2,
                which,
                error
            ));
        }
    };
    // Compared as halves, so that no count, however large, overflows.
    if boards.len() % 2 != 0 || boards.len() / 2 != count {
        return Err(format!(
            "{} cases announced, but the input holds {} boards, two a case",
            count,
            boards.len()
        ));
    }
    Ok(boards.chunks(2).map(|pair| (pair[0], pair[1])).collect())
}
