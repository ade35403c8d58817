//! poj1077 against thousands of seeded malformed inputs (never a panic or a
//! hang: exit 2, one line on stderr, nothing on stdout), and against a
//! million valid boards (every answer legal, reaching the goal, and
//! `unsolvable` exactly for the odd boards).

#[path = "../../shared/tests/support/inputs.rs"]
mod inputs;
#[path = "../../shared/tests/support/programs.rs"]
mod programs;

const POJ1077: &str = env!("CARGO_BIN_EXE_poj1077");

#[test]
fn malformed_input_exits_2_with_one_message() {
    programs::assert_malformed_refused(POJ1077, "poj1077", 0..2_000);
}

#[test]
fn a_million_boards() {
    let mut random = inputs::Random(1_000_000);
    let boards: Vec<[u8; 9]> = (0..1_000_000)
        .map(|_| inputs::random_board(&mut random))
        .collect();
    let mut input = Vec::with_capacity(boards.len() * 18);
    for board in &boards {
        for &cell in board {
            input.extend_from_slice(&[cell, b' ']);
        }
        input.push(b'\n');
    }
    let output = programs::run(POJ1077, &input);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let text = String::from_utf8(output.stdout).unwrap();
    let mut lines = 0;
    for (board, line) in boards.iter().zip(text.lines()) {
        lines += 1;
        if inputs::even_inversions(board) {
            assert_eq!(
                inputs::play(board, line.as_bytes()),
                Some(*b"12345678x"),
                "{:?}: {}",
                board,
                line
            );
            assert!(line.len() <= 31, "{:?}: {} moves", board, line.len());
        } else {
            assert_eq!(line, "unsolvable", "{:?}", board);
        }
    }
    assert_eq!(lines, boards.len());
}
