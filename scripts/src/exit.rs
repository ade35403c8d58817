//! The judge's exit statuses, 0 to 4, each given here alone: `cargo
//! judge` and `cargo stress` end with one, and nothing else names them by
//! number.

/// How a command ended, as its exit status says.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum ExitCode {
    /// 0: every case passed, or what was asked was shown.
    Passed,
    /// 1: a case or a build failed (a verdict other than `AC`, a failure
    /// found, a CE).
    Failed,
    /// 2: nothing could be judged: a command line, a file or a folder
    /// that names nothing to judge, a tool missing.
    Unjudged,
    /// 3: the judge's own fault, or a case's (a `.out` wrong by the rule).
    JudgeFault,
    /// 4: no verdict: a case or a build was starved of CPU on every try.
    Inconclusive,
}

impl ExitCode {
    /// The status the process exits with.
    pub const fn code(self) -> i32 {
        match self {
            ExitCode::Passed => 0,
            ExitCode::Failed => 1,
            ExitCode::Unjudged => 2,
            ExitCode::JudgeFault => 3,
            ExitCode::Inconclusive => 4,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_status_is_its_number_and_they_order_as_numbers_do() {
        let all = [
            ExitCode::Passed,
            ExitCode::Failed,
            ExitCode::Unjudged,
            ExitCode::JudgeFault,
            ExitCode::Inconclusive,
        ];
        let codes: Vec<i32> = all.iter().map(|e| e.code()).collect();
        assert_eq!(codes, [0, 1, 2, 3, 4]);
        assert_eq!(
            ExitCode::Failed.max(ExitCode::JudgeFault),
            ExitCode::JudgeFault
        );
    }
}
