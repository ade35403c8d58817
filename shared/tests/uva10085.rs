//! `Distances::check`, the rule a judge of UVa 10085 needs, on the golden
//! cases of `testdata/uva10085/` (answers from `scripts/reference.py`): it
//! accepts each, and refuses the board one move short of each.

use eight::{parse_boards, Board, Distances, FarthestFault, Move};
use std::fs;
use std::path::{Path, PathBuf};

/// The starts of an input and the (board, moves) of each case of its
/// output.
type Case = (Vec<Board>, Vec<(Board, String)>);

/// The starts of an input (the count, then nine numbers a start) and the
/// (board, moves) of each case of its output.
fn case(name: &str) -> Case {
    read_case(&folder(), name).unwrap_or_else(|why| panic!("{}", why))
}

/// The golden folder of UVa 10085.
fn folder() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../testdata/uva10085")
}

/// [`case`] of `folder`: what is wrong with a file, naming its path,
/// where it cannot be read.
fn read_case(folder: &Path, name: &str) -> Result<Case, String> {
    let input_path = folder.join(format!("{}.in", name));
    let output_path = folder.join(format!("{}.out", name));
    let at = |path: &Path, why: String| format!("{}: {}", path.display(), why);
    let input = fs::read_to_string(&input_path).map_err(|e| at(&input_path, e.to_string()))?;
    let rest: Vec<&str> = input.split_whitespace().skip(1).collect();
    let starts =
        parse_boards(rest.join(" ").as_bytes()).map_err(|e| at(&input_path, format!("{:?}", e)))?;
    let output = fs::read_to_string(&output_path).map_err(|e| at(&output_path, e.to_string()))?;
    let lines: Vec<&str> = output.lines().collect();
    if lines.len() != 6 * starts.len() {
        return Err(at(
            &output_path,
            format!("{} lines, not six a case of {}", lines.len(), starts.len()),
        ));
    }
    let mut answers = Vec::new();
    for (k, block) in lines.chunks(6).enumerate() {
        if block[0] != format!("Puzzle #{}", k + 1) || !block[5].is_empty() {
            return Err(at(
                &output_path,
                format!("case {} is no `Puzzle #{}` block", k + 1, k + 1),
            ));
        }
        let board = parse_boards(block[1..4].join(" ").as_bytes())
            .map_err(|e| at(&output_path, format!("case {}: {:?}", k + 1, e)))?[0];
        answers.push((board, block[4].to_string()));
    }
    Ok((starts, answers))
}

#[test]
fn a_golden_file_nothing_reads_is_named_by_its_path() {
    let folder =
        Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("uva10085-bad-{}", std::process::id()));
    fs::create_dir_all(&folder).unwrap();
    fs::write(folder.join("bad.in"), "1\n1 2 3\n4 5 6\n7 8 9\n").unwrap();
    let why = read_case(&folder, "bad").unwrap_err();
    let path = folder.join("bad.in").display().to_string();
    assert!(why.starts_with(&format!("{}: ", path)), "{}", why);
    // A readable input, an output of another shape: the output named.
    fs::write(folder.join("bad.in"), "1\n1 2 3\n4 5 6\n7 8 0\n").unwrap();
    fs::write(folder.join("bad.out"), "Puzzle #1\n").unwrap();
    let why = read_case(&folder, "bad").unwrap_err();
    let path = folder.join("bad.out").display().to_string();
    assert!(why.starts_with(&format!("{}: ", path)), "{}", why);
    fs::remove_dir_all(&folder).unwrap();
}

fn names() -> Vec<String> {
    let folder = folder();
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
