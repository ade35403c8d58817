//! poj1077 against thousands of seeded malformed inputs (never a panic or a
//! hang: exit 2, one line on stderr that points where the independent
//! oracle finds the first fault, nothing on stdout), and against a million
//! random boards, each answer compared to the letter with the canonical one
//! of an independent breadth-first search.

#[path = "../../shared/tests/support/inputs.rs"]
mod inputs;
#[path = "../../shared/tests/support/programs.rs"]
mod programs;
#[path = "../../shared/tests/support/reference.rs"]
mod reference;
#[path = "../../shared/tests/support/selection.rs"]
mod selection;

const POJ1077: &str = env!("CARGO_BIN_EXE_poj1077");

#[test]
fn bad_input_is_refused_naming_the_fault() {
    let bad: [(&[u8], &str); 10] = [
        (b"", "no board"),
        (b"1 2 3 4 5 6 7 8 x\n1 2 3 4\n", "board 2, cell 4"),
        (
            b"1 2 3 4 5 6 7 8 x\n1 2 3 4 5 6 7 8 x 1\n",
            "board 3, cell 1",
        ),
        (
            b"1 2 3 4 5 6 7 7 x\n",
            "board 1, cell 8 (line 1, column 15): '7' appears a second time",
        ),
        (
            b"1 2 3 4 5 6 7 x 0\n",
            "board 1, cell 9 (line 1, column 17): '0' is a second blank",
        ),
        (b"1 2 3 4 5 6 7 8 9\n", "board 1, cell 9"),
        // No blank: the fault is the tile that repeats, where it repeats.
        (
            b"1 2 3 4 5 6 7 8 8\n",
            "board 1, cell 9 (line 1, column 17): '8' appears a second time",
        ),
        (
            b"1 2 3 4 5 6 7 8 \xff\n",
            "board 1, cell 9 (line 1, column 17): byte 0xFF is not UTF-8",
        ),
        // A byte-order mark is skipped, and columns do not count it.
        (b"\xef\xbb\xbf1 2 a", "board 1, cell 3 (line 1, column 5)"),
        (
            b"1 2 3 4 5 6 7 8 x\n\xef\xbb\xbf",
            "board 2, cell 1 (line 2, column 1)",
        ),
    ];
    for (input, message) in bad {
        programs::assert_refused(POJ1077, "poj1077", input, message);
    }
}

#[test]
fn an_argument_is_refused_and_a_closed_pipe_is_quiet() {
    programs::assert_edges(POJ1077, "poj1077", b"2 3 4 1 5 x 7 6 8\n");
}

#[test]
fn it_stops_when_the_reader_goes_and_fails_on_other_write_errors() {
    // A board 31 moves from the goal, as far as any: the longest answer.
    programs::assert_stops_when_the_reader_goes(POJ1077, b"8 6 7 2 5 4 3 x 1\n");
    programs::assert_write_errors_fail(POJ1077, "poj1077", b"2 3 4 1 5 x 7 6 8\n");
}

#[test]
fn malformed_input_exits_2_naming_the_first_fault() {
    programs::assert_malformed_refused(POJ1077, "poj1077", 0..2_000);
}

#[test]
fn a_million_boards_each_answered_canonically() {
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
    let lines = programs::answer_lines(&output, boards.len());
    let reference = reference::Reference::new(reference::POJ_GOAL);
    let mut wrong = Vec::new();
    for (board, line) in boards.iter().zip(&lines) {
        if let Err(error) = reference.judge_canonical(board, line) {
            wrong.push(error);
        }
    }
    assert!(
        wrong.is_empty(),
        "{} wrong answers, the first: {}",
        wrong.len(),
        wrong[..wrong.len().min(5)].join("; ")
    );
}
