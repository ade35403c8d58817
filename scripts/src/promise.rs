//! What each golden case of a problem rests on: the statement's sample,
//! what the statement promises (its layout, its bounds), or beyond it. A
//! solution that fails only cases beyond its statement is judged by the
//! others, with a word of advice for each such case.

use crate::verdict::{Kind, Verdict};

/// A problem's marks on its golden cases. A case named in neither list is
/// promised: a case a maintainer adds decides verdicts until someone
/// marks it otherwise, so a new case can hide no bug.
#[derive(Clone, Copy, Debug)]
pub struct Promise {
    /// The cases that are the statement's own samples.
    pub samples: &'static [&'static str],
    /// The cases beyond what the statement promises.
    pub beyond: &'static [Beyond],
}

/// A golden case beyond what a problem's statement promises.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Beyond {
    /// The case's name, `NAME` of `NAME.in`.
    pub case: &'static str,
    /// What it goes past, which decides which failures it excuses.
    pub past: Past,
    /// What a solution that fails it most likely does, and why that is
    /// fine for the judge's data: shown when it fails.
    pub advice: &'static str,
}

/// What a case beyond the statement goes past.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Past {
    /// A layout the statement never shows: any failure on it is excused.
    Layout,
    /// More cases than the judge's data is known to hold: only a `TLE` is
    /// excused, since each of its cases is one the statement promises.
    Volume,
}

/// What a golden case rests on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rests {
    Sample,
    Promised,
    Beyond(&'static Beyond),
}

impl Rests {
    /// `sample`, `promised`, `beyond: layout`, `beyond: volume`.
    pub fn name(&self) -> &'static str {
        match self {
            Rests::Sample => "sample",
            Rests::Promised => "promised",
            Rests::Beyond(Beyond {
                past: Past::Layout, ..
            }) => "beyond: layout",
            Rests::Beyond(Beyond {
                past: Past::Volume, ..
            }) => "beyond: volume",
        }
    }
}

impl Promise {
    /// No sample named, nothing beyond: every case promised.
    pub const ALL: Promise = Promise {
        samples: &[],
        beyond: &[],
    };

    /// What the case called `case` rests on.
    pub fn of(&self, case: &str) -> Rests {
        if let Some(beyond) = self.beyond.iter().find(|b| b.case == case) {
            Rests::Beyond(beyond)
        } else if self.samples.contains(&case) {
            Rests::Sample
        } else {
            Rests::Promised
        }
    }

    /// The names this promise marks, samples and beyond alike.
    pub fn named(&self) -> impl Iterator<Item = &'static str> + '_ {
        self.samples
            .iter()
            .copied()
            .chain(self.beyond.iter().map(|b| b.case))
    }

    /// The marks as the problem table shows them: `` sample: `sample`;
    /// beyond: `three-lines` (its layout); the rest promised ``.
    pub fn describe(&self) -> String {
        let quoted = |names: Vec<&str>| -> String {
            let names: Vec<String> = names.iter().map(|n| format!("`{}`", n)).collect();
            names.join(", ")
        };
        let mut parts = Vec::new();
        if !self.samples.is_empty() {
            parts.push(format!("sample: {}", quoted(self.samples.to_vec())));
        }
        if !self.beyond.is_empty() {
            let beyond: Vec<String> = self
                .beyond
                .iter()
                .map(|b| {
                    let past = match b.past {
                        Past::Layout => "its layout; any verdict left out",
                        Past::Volume => "its volume; a TLE left out",
                    };
                    format!("`{}` ({})", b.case, past)
                })
                .collect();
            parts.push(format!("beyond the statement: {}", beyond.join(", ")));
        }
        if parts.is_empty() {
            return "every case promised".to_string();
        }
        parts.push("the rest promised".to_string());
        parts.join("; ")
    }
}

/// The mark that excuses `verdict` on a case resting on `rests`: `Some`
/// when the case is beyond the statement and its failure is of the kind
/// that mark excuses (an `AC` or the judge's own `FAIL` never is).
pub fn excused(rests: Rests, verdict: &Verdict) -> Option<&'static Beyond> {
    let beyond = match rests {
        Rests::Beyond(beyond) => beyond,
        Rests::Sample | Rests::Promised => return None,
    };
    let excuses = match (beyond.past, verdict.kind) {
        (_, Kind::Ac) | (_, Kind::Fail) => false,
        (Past::Layout, _) => true,
        (Past::Volume, kind) => kind == Kind::Tle,
    };
    if excuses {
        Some(beyond)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SPLIT: Beyond = Beyond {
        case: "three-lines",
        past: Past::Layout,
        advice: "reads one board a line",
    };
    const MANY: Beyond = Beyond {
        case: "many",
        past: Past::Volume,
        advice: "a search per board",
    };
    const MARKS: Promise = Promise {
        samples: &["sample"],
        beyond: &[SPLIT, MANY],
    };

    #[test]
    fn a_case_is_promised_unless_marked() {
        assert_eq!(MARKS.of("sample"), Rests::Sample);
        assert_eq!(MARKS.of("three-lines"), Rests::Beyond(&SPLIT));
        assert_eq!(MARKS.of("many"), Rests::Beyond(&MANY));
        assert_eq!(MARKS.of("new-case"), Rests::Promised);
        assert_eq!(Promise::ALL.of("sample"), Rests::Promised);
        assert_eq!(
            MARKS.named().collect::<Vec<_>>(),
            ["sample", "three-lines", "many"]
        );
    }

    #[test]
    fn a_layout_excuses_any_failure_a_volume_only_a_tle() {
        let verdict = |kind| Verdict::new(kind, "");
        let split = MARKS.of("three-lines");
        let many = MARKS.of("many");
        for kind in [Kind::Wa, Kind::Re, Kind::Tle, Kind::Mle, Kind::Ole] {
            assert_eq!(excused(split, &verdict(kind)), Some(&SPLIT), "{}", kind);
        }
        assert_eq!(excused(many, &verdict(Kind::Tle)), Some(&MANY));
        for kind in [Kind::Wa, Kind::Re, Kind::Mle] {
            assert_eq!(excused(many, &verdict(kind)), None, "{}", kind);
        }
        for rests in [split, many] {
            assert_eq!(excused(rests, &verdict(Kind::Ac)), None);
            assert_eq!(excused(rests, &verdict(Kind::Fail)), None);
        }
        for rests in [Rests::Sample, Rests::Promised] {
            assert_eq!(excused(rests, &verdict(Kind::Wa)), None);
            assert_eq!(excused(rests, &verdict(Kind::Tle)), None);
        }
    }

    #[test]
    fn the_table_names_each_mark() {
        assert_eq!(
            MARKS.describe(),
            "sample: `sample`; beyond the statement: `three-lines` (its layout; any \
             verdict left out), `many` (its volume; a TLE left out); the rest promised"
        );
        assert_eq!(Promise::ALL.describe(), "every case promised");
    }
}
