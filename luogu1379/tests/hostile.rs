//! luogu1379 against thousands of seeded malformed inputs (never a panic or
//! a hang: exit 2, one line on stderr, nothing on stdout), and against a
//! million valid boards (a distance 0-30 for the odd boards, `-1` for the
//! others).

#[path = "../../shared/tests/support/inputs.rs"]
mod inputs;

use assert_cmd::Command;
use std::time::Duration;

fn run(input: &[u8]) -> std::process::Output {
    let mut command = Command::cargo_bin("luogu1379").unwrap();
    command.timeout(Duration::from_secs(20));
    command.write_stdin(input).output().unwrap()
}

#[test]
fn malformed_input_exits_2_with_one_message() {
    for seed in 1_000_000..1_002_000 {
        let input = inputs::malformed(seed);
        let output = run(&input);
        let stderr = String::from_utf8_lossy(&output.stderr);
        match inputs::valid_boards(&input) {
            Some(boards) => {
                assert_eq!(output.status.code(), Some(0), "seed {}: {}", seed, stderr);
                assert_eq!(
                    output.stdout.iter().filter(|&&b| b == b'\n').count(),
                    boards,
                    "seed {}",
                    seed
                );
            }
            None => {
                assert_eq!(
                    output.status.code(),
                    Some(2),
                    "seed {}: {:?} {}",
                    seed,
                    input,
                    stderr
                );
                assert!(output.stdout.is_empty(), "seed {}: wrote to stdout", seed);
                assert!(
                    stderr.starts_with("luogu1379: "),
                    "seed {}: {}",
                    seed,
                    stderr
                );
                assert_eq!(stderr.lines().count(), 1, "seed {}: {}", seed, stderr);
            }
        }
    }
}

#[test]
fn a_million_boards() {
    let mut random = inputs::Random(1_379);
    let boards: Vec<[u8; 9]> = (0..1_000_000)
        .map(|_| inputs::random_board(&mut random))
        .collect();
    let input: Vec<u8> = boards
        .iter()
        .flat_map(|board| {
            board
                .iter()
                .map(|&c| if c == b'x' { b'0' } else { c })
                .chain([b'\n'])
        })
        .collect();
    let output = run(&input);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let text = String::from_utf8(output.stdout).unwrap();
    let answers: Vec<i32> = text.lines().map(|line| line.parse().unwrap()).collect();
    assert_eq!(answers.len(), boards.len());
    for (board, &answer) in boards.iter().zip(&answers) {
        if inputs::even_inversions(board) {
            assert_eq!(answer, -1, "{:?}", board);
        } else {
            assert!((0..=30).contains(&answer), "{:?}: {}", board, answer);
        }
    }
    // Every distance 0-30 occurs for a million random boards but 0 (one
    // board in 362,880): the answers are not a constant.
    let mut seen = [false; 31];
    answers
        .iter()
        .filter(|&&a| a >= 0)
        .for_each(|&a| seen[a as usize] = true);
    assert!(seen[1..30].iter().filter(|&&s| s).count() > 25);
}
