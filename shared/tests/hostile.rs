//! The parser against a seeded stream of malformed input: it never panics,
//! and it refuses exactly what the independent oracle calls invalid.

#[path = "support/inputs.rs"]
mod inputs;

use eight::parse_boards;

#[test]
fn the_parser_refuses_exactly_the_invalid_inputs() {
    let mut refused = 0;
    for seed in 0..20_000 {
        let input = inputs::malformed(seed);
        let parsed = parse_boards(&input);
        match (inputs::valid_boards(&input), parsed) {
            (Some(count), Ok(boards)) => assert_eq!(boards.len(), count, "seed {}", seed),
            (None, Err(error)) => {
                refused += 1;
                let message = error.to_string();
                assert!(
                    !message.is_empty() && !message.contains('\n'),
                    "seed {}: {:?}",
                    seed,
                    message
                );
            }
            (expected, parsed) => panic!(
                "seed {}: {:?}: expected {:?}, parsed {:?}",
                seed, input, expected, parsed
            ),
        }
    }
    assert!(
        refused > 19_000,
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
        let expected: Vec<u8> = board
            .iter()
            .map(|&c| if c == b'x' { 0 } else { c - b'0' })
            .collect();
        assert_eq!(parsed[0].cells.to_vec(), expected);
    }
}
