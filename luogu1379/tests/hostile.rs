//! luogu1379 against thousands of seeded malformed inputs (never a panic or
//! a hang: exit 2, one line on stderr, nothing on stdout), and against a
//! million valid boards (a distance 0-30 for the odd boards, `-1` for the
//! others).

#[path = "../../shared/tests/support/inputs.rs"]
mod inputs;
#[path = "../../shared/tests/support/programs.rs"]
mod programs;

const LUOGU1379: &str = env!("CARGO_BIN_EXE_luogu1379");

#[test]
fn malformed_input_exits_2_with_one_message() {
    programs::assert_malformed_refused(LUOGU1379, "luogu1379", 1_000_000..1_002_000);
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
    let output = programs::run(LUOGU1379, &input);
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
    // A million random boards meet nearly every distance: the answers are
    // not a constant.
    let mut seen = [false; 31];
    answers
        .iter()
        .filter(|&&a| a >= 0)
        .for_each(|&a| seen[a as usize] = true);
    assert!(seen[1..30].iter().filter(|&&s| s).count() > 25);
}
