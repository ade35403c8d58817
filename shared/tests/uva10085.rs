//! `Distances::check`, the rule a judge of UVa 10085 needs, on the golden
//! cases of `testdata/uva10085/` (answers from `scripts/reference.py`): it
//! accepts each, and refuses the board one move short of each.

use eight::{parse_boards, Board, Distances, FarthestFault, Move};
use std::fs;
use std::path::Path;

/// The starts of an input (the count, then nine numbers a start) and the
/// (board, moves) of each case of its output.
fn case(name: &str) -> (Vec<Board>, Vec<(Board, String)>) {
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("../testdata/uva10085");
    let input = fs::read_to_string(folder.join(format!("{}.in", name))).unwrap();
    let rest: Vec<&str> = input.split_whitespace().skip(1).collect();
    let starts = parse_boards(rest.join(" ").as_bytes()).unwrap();
    let output = fs::read_to_string(folder.join(format!("{}.out", name))).unwrap();
    let lines: Vec<&str> = output.lines().collect();
    assert_eq!(lines.len(), 6 * starts.len(), "{}: six lines a case", name);
    let answers = lines
        .chunks(6)
        .enumerate()
        .map(|(k, block)| {
            assert_eq!(block[0], format!("Puzzle #{}", k + 1));
            assert_eq!(block[5], "");
            let board = parse_boards(block[1..4].join(" ").as_bytes()).unwrap()[0];
            (board, block[4].to_string())
        })
        .collect();
    (starts, answers)
}

fn names() -> Vec<String> {
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("../testdata/uva10085");
    let mut names: Vec<String> = fs::read_dir(folder)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().map_or(false, |e| e == "in"))
        .map(|path| path.file_stem().unwrap().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert!(names.len() >= 5, "only {} cases", names.len());
    names
}

#[test]
fn the_rule_accepts_every_golden_answer_and_refuses_one_move_short() {
    for name in names() {
        let (starts, answers) = case(&name);
        for (start, (board, moves)) in starts.iter().zip(&answers) {
            let distances = Distances::from_start(start);
            assert_eq!(distances.check(board, moves.as_bytes()), Ok(()), "{}", name);
            // The board before the last move, with the moves to it.
            let last = Move::ALL
                .iter()
                .find(|m| m.letter().to_ascii_uppercase() == *moves.as_bytes().last().unwrap())
                .unwrap();
            let short = board.moved(last.inverse()).unwrap();
            let fault = distances.check(&short, &moves.as_bytes()[..moves.len() - 1]);
            assert_eq!(
                fault,
                Err(FarthestFault::NotFarthest {
                    distance: Some(distances.greatest() - 1),
                    greatest: distances.greatest(),
                }),
                "{}",
                name
            );
        }
        println!("case {} ... ok", name);
    }
}
