//! luogu1379 against thousands of seeded malformed inputs (never a panic or
//! a hang: exit 2, one line on stderr that points where the independent
//! oracle finds the first fault, nothing on stdout), and against a million
//! random boards, each answer equal to the distance an independent
//! breadth-first search finds, or `-1`.

#[path = "../../shared/tests/support/inputs.rs"]
mod inputs;
#[path = "../../shared/tests/support/programs.rs"]
mod programs;
#[path = "../../shared/tests/support/reference.rs"]
mod reference;
#[path = "../../shared/tests/support/selection.rs"]
mod selection;

const LUOGU1379: &str = env!("CARGO_BIN_EXE_luogu1379");

#[test]
fn bad_input_is_refused_naming_the_fault() {
    let bad: [(&[u8], &str); 7] = [
        (b"", "no board"),
        (b"28310476\n", "board 1, cell 8"),
        (b"283104765\n2831047650\n", "board 3, cell 1"),
        (
            b"283104755\n",
            "board 1, cell 9 (line 1, column 9): '5' appears a second time",
        ),
        (b"283104769\n", "board 1, cell 9"),
        (
            b"28310476\xc3\n",
            "board 1, cell 9 (line 1, column 9): byte 0xC3 is not UTF-8",
        ),
        (
            b"123456788",
            "board 1, cell 9 (line 1, column 9): '8' appears a second time",
        ),
    ];
    for (input, message) in bad {
        programs::assert_refused(LUOGU1379, "luogu1379", input, message);
    }
}

#[test]
fn an_argument_is_refused_and_a_closed_pipe_is_quiet() {
    programs::assert_edges(LUOGU1379, "luogu1379", b"283104765\n");
}

#[test]
fn it_stops_when_the_reader_goes_and_fails_on_other_write_errors() {
    // A board 30 moves from the goal, as far as any (an independent BFS):
    // walking its way costs the most.
    programs::assert_stops_when_the_reader_goes(LUOGU1379, b"587106324\n");
    programs::assert_write_errors_fail(LUOGU1379, "luogu1379", b"283104765\n");
}

#[test]
fn malformed_input_exits_2_naming_the_first_fault() {
    programs::assert_malformed_refused(LUOGU1379, "luogu1379", 1_000_000..1_002_000);
}

#[test]
fn a_million_boards_each_at_its_exact_distance() {
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
    let output = programs::run(LUOGU1379, &input);
    let lines = programs::answer_lines(&output, boards.len());
    let reference = reference::Reference::new(reference::LUOGU_GOAL);
    let mut wrong = Vec::new();
    for (board, line) in boards.iter().zip(&lines) {
        let expected = reference
            .distance(board)
            .map_or("-1".to_string(), |d| d.to_string());
        if *line != expected {
            wrong.push(format!(
                "{}: answered {:?}, expected {}",
                String::from_utf8_lossy(board),
                line,
                expected
            ));
        }
    }
    assert!(
        wrong.is_empty(),
        "{} wrong answers, the first: {}",
        wrong.len(),
        wrong[..wrong.len().min(5)].join("; ")
    );
}
