//! Every problem's golden cases against the library: the answers the
//! stress test trusts (`Oracle`) must be exactly those that
//! `scripts/reference.py`, written apart from the crate, wrote into the
//! `.out` files. And every problem has cases in its own input format.

use eight::Rule;
use judge::format::Output;
use judge::judging::problem_cases;
use judge::oracle::Oracle;
use judge::problems::PROBLEMS;

#[test]
fn the_librarys_answers_are_the_reference_answers_on_every_golden_case() {
    let mut oracle = Oracle::new();
    for problem in &PROBLEMS {
        let golden = problem_cases(problem, &[]).unwrap();
        assert!(
            golden.len() >= 3,
            "{} has {} cases",
            problem.name,
            golden.len()
        );
        // The reference writes the alphabetically first shortest strings,
        // so moves are compared exactly, whatever the problem accepts.
        let rule = match problem.output {
            Output::Moves | Output::NumberedMoves => Rule::FirstFewestMoves,
            Output::Count => Rule::Count,
        };
        for case in golden {
            let expected = case.expected.unwrap();
            let ours = problem.output.expected(&case.cases, &mut oracle);
            let judged = problem
                .output
                .judge(rule, &case.cases, &expected, ours.as_bytes());
            assert_eq!(judged, Ok(()), "{} case {}", problem.name, case.name);
        }
    }
}
