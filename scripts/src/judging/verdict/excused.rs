//! Which failures a case's mark leaves out: any on a case beyond the
//! statement's layout or the judge's data, only a `TLE` on one beyond its
//! volume, never an `AC` or the judge's own `FAIL`.

use super::Status;
use crate::problems::marks::{Beyond, Exceeds, Standing};

/// The mark that excuses a verdict of `kind` on a case resting on
/// `standing`: `Some` when the case is beyond the statement and its failure
/// is of the kind that mark excuses (an `AC` or the judge's own `FAIL`
/// never is).
pub fn excused(standing: Standing, status: Status) -> Option<&'static Beyond> {
    let beyond = match standing {
        Standing::Beyond(beyond) => beyond,
        Standing::Sample | Standing::Promised | Standing::Held(..) => return None,
    };
    let excuses = match (beyond.past, status) {
        (_, Status::Ac) | (_, Status::Fail) => false,
        (Exceeds::Layout, _) | (Exceeds::Data(_), _) => true,
        (Exceeds::Volume(_), status) => status == Status::Tle,
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
    use crate::problems::marks::fixtures::{HALF, HELD, MANY, SPLIT, UNHELD};
    use crate::problems::marks::Marks;

    const MARKS: Marks = Marks {
        samples: &["sample"],
        beyond: &[SPLIT, MANY, UNHELD, HELD, HALF],
    };

    #[test]
    fn a_layout_or_data_excuses_any_failure_a_volume_only_a_tle() {
        let many = MARKS.of("many");
        for kind in [
            Status::Wa,
            Status::Re,
            Status::Tle,
            Status::Mle,
            Status::Ole,
        ] {
            assert_eq!(
                excused(MARKS.of("three-lines"), kind),
                Some(&SPLIT),
                "{}",
                kind
            );
            assert_eq!(
                excused(MARKS.of("none-there"), kind),
                Some(&UNHELD),
                "{}",
                kind
            );
        }
        assert_eq!(excused(many, Status::Tle), Some(&MANY));
        for kind in [Status::Wa, Status::Re, Status::Mle] {
            assert_eq!(excused(many, kind), None, "{}", kind);
        }
        for case in ["three-lines", "many", "none-there"] {
            assert_eq!(excused(MARKS.of(case), Status::Ac), None);
            assert_eq!(excused(MARKS.of(case), Status::Fail), None);
        }
        for case in ["sample", "new-case", "held"] {
            assert_eq!(excused(MARKS.of(case), Status::Wa), None);
            assert_eq!(excused(MARKS.of(case), Status::Tle), None);
        }
    }

    #[test]
    fn a_volume_the_data_holds_is_no_excuse() {
        assert_eq!(excused(MARKS.of("half"), Status::Tle), Some(&HALF));
        assert_eq!(excused(MARKS.of("held"), Status::Tle), None);
    }
}
