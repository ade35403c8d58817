//! What each golden case of a problem stands on: the statement's sample,
//! what the statement promises (its layout, its bounds), or beyond it. A
//! solution that fails only cases beyond its statement is judged by the
//! others, with a word of advice for each such case.

/// A problem's marks on its golden cases. A case named in neither list is
/// promised: a case a maintainer adds decides verdicts until someone
/// marks it otherwise, so a new case can hide no bug.
#[derive(Clone, Copy, Debug)]
pub struct Marks {
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
    pub past: Exceeds,
    /// What a solution that fails it most likely does, and why that is
    /// fine for the judge's data: shown when it fails.
    pub advice: &'static str,
}

/// What a case beyond the statement goes past.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exceeds {
    /// A layout the statement never shows: any failure on it is excused.
    Layout,
    /// More cases than the statement states a bound for: only a `TLE` is
    /// excused, since each of its cases is one the statement promises, and
    /// not even that where evidence says the judge's data holds as much.
    Volume(Volume),
    /// A case the statement allows but the judge's data holds none of, by
    /// evidence (the record, as published): solutions the judge accepted
    /// fail it, so any failure on it is excused.
    Data(&'static str),
}

/// A case's volume, and what is known of the judge's data beside it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Volume {
    /// The case's volume in a few words: `9 starts`, `100 boards`.
    pub of: &'static str,
    /// What a published Accepted solution's run time says of the judge's
    /// data; `None` where nothing is known either way.
    pub evidence: Option<Evidence>,
}

/// A published solution Accepted by the judge, with the run time the
/// judge gave it, and this project's own code of its algorithm timed here
/// on the case: the ratio of the two says how much work the judge's data
/// holds, in units of the case.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Evidence {
    /// Where it is published, and its verdict and time as it states them.
    pub published: &'static str,
    /// Its run time on the judge, milliseconds.
    pub judge_ms: u64,
    /// The file of this project that runs its algorithm, written here.
    pub ours: &'static str,
    /// That file's CPU time here on the case, milliseconds: the median of
    /// five runs (`scripts/docs/cases.md`, "Volume from evidence").
    pub here_ms: u64,
}

impl Beyond {
    /// The evidence of what the judge's data holds, for a volume that has
    /// any.
    pub fn evidence(&self) -> Option<Evidence> {
        match self.past {
            Exceeds::Volume(volume) => volume.evidence,
            Exceeds::Layout | Exceeds::Data(_) => None,
        }
    }
}

impl Evidence {
    /// Whether the judge's data holds the case's volume: its published
    /// time is at least four fifths of the case's work here by the same
    /// algorithm, the margin within which a run is near a limit
    /// ([`crate::run::NEAR_BELOW`]): machines differ that much.
    pub fn holds(&self) -> bool {
        let (above, of) = crate::run::NEAR_BELOW;
        self.judge_ms.saturating_mul(of) >= self.here_ms.saturating_mul(above)
    }

    /// `its data holds 1.0x this case's work: a published solution
    /// Accepted in 1.67 s (...) takes 1.64 s here on it by the same
    /// algorithm (...)`.
    pub fn text(&self) -> String {
        format!(
            "the judge's data holds {:.1}x this case's work: {} ({:.2} s there), its \
             algorithm {:.2} s here on this case ({})",
            self.judge_ms as f64 / self.here_ms.max(1) as f64,
            self.published,
            self.judge_ms as f64 / 1000.0,
            self.here_ms as f64 / 1000.0,
            self.ours
        )
    }
}

/// What a golden case stands on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Standing {
    Sample,
    Promised,
    /// Exceeds the statement's bounds, within what evidence says the judge's
    /// data holds: it counts as a promised case does.
    Held(&'static Beyond, Evidence),
    Beyond(&'static Beyond),
}

impl Standing {
    /// `sample`, `promised`, `volume: by evidence`, `beyond: layout`,
    /// `beyond: volume`, `beyond: data`.
    pub fn name(&self) -> &'static str {
        match self {
            Standing::Sample => "sample",
            Standing::Promised => "promised",
            Standing::Held(..) => "volume: by evidence",
            Standing::Beyond(Beyond {
                past: Exceeds::Layout,
                ..
            }) => "beyond: layout",
            Standing::Beyond(Beyond {
                past: Exceeds::Volume(_),
                ..
            }) => "beyond: volume",
            Standing::Beyond(Beyond {
                past: Exceeds::Data(_),
                ..
            }) => "beyond: data",
        }
    }
}

impl Marks {
    /// No sample named, nothing beyond: every case promised.
    pub const ALL: Marks = Marks {
        samples: &[],
        beyond: &[],
    };

    /// What the case called `case` stands on.
    pub fn of(&self, case: &str) -> Standing {
        if let Some(beyond) = self.beyond.iter().find(|b| b.case == case) {
            match beyond.past {
                Exceeds::Volume(Volume {
                    evidence: Some(evidence),
                    ..
                }) if evidence.holds() => Standing::Held(beyond, evidence),
                _ => Standing::Beyond(beyond),
            }
        } else if self.samples.contains(&case) {
            Standing::Sample
        } else {
            Standing::Promised
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
                .map(|b| format!("`{}` ({})", b.case, past_text(&b.past)))
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

/// What a mark says of its case, for the problem table.
fn past_text(past: &Exceeds) -> String {
    match past {
        Exceeds::Layout => "its layout; any verdict left out".to_string(),
        Exceeds::Data(record) => format!(
            "none such in the judge's data, by evidence: {}; any verdict left out",
            record
        ),
        Exceeds::Volume(Volume {
            of,
            evidence: Some(evidence),
        }) if evidence.holds() => format!(
            "its volume, {}, held by the judge's data, by evidence: it counts",
            of
        ),
        Exceeds::Volume(Volume {
            of,
            evidence: Some(_),
        }) => format!(
            "its volume, {}, more than the judge's data holds, by evidence; a TLE left out",
            of
        ),
        Exceeds::Volume(Volume { of, evidence: None }) => {
            format!("its volume, {}, no evidence either way; a TLE left out", of)
        }
    }
}

/// Marks of every kind, for the tests here and of what reads them.
#[cfg(test)]
pub(crate) mod fixtures {
    use super::*;

    pub(crate) const SPLIT: Beyond = Beyond {
        case: "three-lines",
        past: Exceeds::Layout,
        advice: "reads one board a line",
    };
    pub(crate) const MANY: Beyond = Beyond {
        case: "many",
        past: Exceeds::Volume(Volume {
            of: "100 boards",
            evidence: None,
        }),
        advice: "a search per board",
    };
    /// A published solution's 1.67 s on the judge, its algorithm 1.64 s
    /// here on the case: the data holds it.
    pub(crate) const AS_MUCH: Evidence = Evidence {
        published: "a published solution",
        judge_ms: 1670,
        ours: "ours",
        here_ms: 1640,
    };
    pub(crate) const HELD: Beyond = Beyond {
        case: "held",
        past: Exceeds::Volume(Volume {
            of: "9 starts",
            evidence: Some(AS_MUCH),
        }),
        advice: "never shown",
    };
    /// The same algorithm twice as slow here as there: the data holds half.
    pub(crate) const HALF: Beyond = Beyond {
        case: "half",
        past: Exceeds::Volume(Volume {
            of: "9 starts",
            evidence: Some(Evidence {
                here_ms: 3340,
                ..AS_MUCH
            }),
        }),
        advice: "more than the data holds",
    };
    /// A case no accepted solution passes: the judge's data holds none.
    pub(crate) const UNHELD: Beyond = Beyond {
        case: "none-there",
        past: Exceeds::Data("no accepted solution prints it"),
        advice: "print it anyway",
    };
}

#[cfg(test)]
mod tests {
    use super::fixtures::*;
    use super::*;

    const MARKS: Marks = Marks {
        samples: &["sample"],
        beyond: &[SPLIT, MANY],
    };
    const EVIDENCED: Marks = Marks {
        samples: &[],
        beyond: &[HELD, HALF],
    };

    #[test]
    fn a_case_is_promised_unless_marked() {
        assert_eq!(MARKS.of("sample"), Standing::Sample);
        assert_eq!(MARKS.of("three-lines"), Standing::Beyond(&SPLIT));
        assert_eq!(MARKS.of("many"), Standing::Beyond(&MANY));
        assert_eq!(MARKS.of("new-case"), Standing::Promised);
        assert_eq!(Marks::ALL.of("sample"), Standing::Promised);
        assert_eq!(
            MARKS.named().collect::<Vec<_>>(),
            ["sample", "three-lines", "many"]
        );
    }

    #[test]
    fn a_volume_counts_where_evidence_says_the_data_holds_it() {
        assert_eq!(EVIDENCED.of("held"), Standing::Held(&HELD, AS_MUCH));
        assert_eq!(EVIDENCED.of("held").name(), "volume: by evidence");
        assert_eq!(EVIDENCED.of("half"), Standing::Beyond(&HALF));
        assert_eq!(MARKS.of("many").name(), "beyond: volume");
        // Within four fifths: machines differ that much.
        let near = |here_ms| Evidence { here_ms, ..AS_MUCH };
        assert!(near(2087).holds());
        assert!(!near(2088).holds());
        assert!(AS_MUCH
            .text()
            .starts_with("the judge's data holds 1.0x this case's work: a published solution"));
    }

    #[test]
    fn the_table_names_each_mark() {
        assert_eq!(
            MARKS.describe(),
            "sample: `sample`; beyond the statement: `three-lines` (its layout; any \
             verdict left out), `many` (its volume, 100 boards, no evidence either way; a \
             TLE left out); the rest promised"
        );
        assert_eq!(
            EVIDENCED.describe(),
            "beyond the statement: `held` (its volume, 9 starts, held by the judge's data, \
             by evidence: it counts), `half` (its volume, 9 starts, more than the judge's \
             data holds, by evidence; a TLE left out); the rest promised"
        );
        assert_eq!(Marks::ALL.describe(), "every case promised");
    }
}
