//! The parser against a seeded stream of malformed input: it never panics,
//! it refuses exactly what the independent oracle (`support/inputs.rs`)
//! calls invalid, and it points where the oracle finds the first fault.

#[path = "support/inputs.rs"]
mod inputs;

use eight::{parse_boards, ParseError, ParseErrorKind};
use inputs::Fault;

/// Where `error` points, in the oracle's terms.
fn fault_of(error: &ParseError) -> Fault {
    match error.kind {
        ParseErrorKind::Empty => Fault::Empty,
        _ => Fault::At {
            board: error.board,
            cell: error.cell,
            line: error.line,
            column: error.column,
        },
    }
}

#[test]
fn the_parser_refuses_exactly_the_invalid_inputs_where_they_fail() {
    let mut refused = 0;
    for seed in 0..20_000 {
        let input = inputs::malformed(seed);
        match (inputs::check(&input), parse_boards(&input)) {
            (Ok(count), Ok(boards)) => assert_eq!(boards.len(), count, "seed {}", seed),
            (Err(fault), Err(error)) => {
                refused += 1;
                assert_eq!(fault_of(&error), fault, "seed {}: {:?}", seed, error);
                let message = error.to_string();
                assert!(
                    message.contains(&fault.location()) && !message.contains('\n'),
                    "seed {}: {:?} does not say {:?}",
                    seed,
                    message,
                    fault.location()
                );
            }
            (expected, parsed) => panic!(
                "seed {}: {:?}: expected {:?}, parsed {:?}",
                seed,
                String::from_utf8_lossy(&input),
                expected,
                parsed
            ),
        }
    }
    assert!(
        refused > 18_000,
        "only {} of 20,000 inputs were malformed",
        refused
    );
}

#[test]
fn valid_random_layouts_parse() {
    let mut random = inputs::Random(7);
    for _ in 0..1_000 {
        let board = inputs::random_board(&mut random);
        let spaced: Vec<u8> = board.iter().flat_map(|&c| [c, b' ']).collect();
        let parsed = parse_boards(&spaced).unwrap();
        assert_eq!(parsed[0].to_string().as_bytes(), board);
    }
}
