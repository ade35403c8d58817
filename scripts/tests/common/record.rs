//! The records of a judging's `--json` document, read one way: a field
//! by its path of member names parted by dots (`"testcase.name"`,
//! `"build.why.kind"`), as the README's table of the record names them.

use eight_judge::json::{parse, Value};

/// The records of `document`, oj's array of a record a case. Panics
/// where it is no JSON array, showing it and `report` (what else the
/// command said).
pub fn records(document: &str, report: &str) -> Vec<Value> {
    let value = parse(document)
        .unwrap_or_else(|why| panic!("no JSON document: {}:\n{}\n{}", why, document, report));
    match value {
        Value::Array(records) => records,
        other => panic!("not an array of records: {:?}\n{}", other, report),
    }
}

/// A record's fields (or any JSON value's) by their paths.
pub trait Fields {
    /// The value at `path`: `None` where a member on the way is missing
    /// (`Some(&Value::Null)` where it is there and null).
    fn field(&self, path: &str) -> Option<&Value>;

    /// The text at `path`; empty where it is missing or no text.
    fn text(&self, path: &str) -> &str {
        self.field(path).and_then(Value::as_str).unwrap_or_default()
    }

    /// The number at `path`. Panics where it is none.
    fn number(&self, path: &str) -> f64 {
        match self.field(path) {
            Some(Value::Number(n)) => *n,
            other => panic!("{:?} at {}", other, path),
        }
    }

    /// The truth value at `path`: `None` where it is missing or no
    /// `true` or `false`.
    fn flag(&self, path: &str) -> Option<bool> {
        match self.field(path) {
            Some(Value::Bool(b)) => Some(*b),
            _ => None,
        }
    }

    /// The items of the array at `path`; none where it is missing or no
    /// array.
    fn items(&self, path: &str) -> &[Value] {
        self.field(path)
            .and_then(Value::as_array)
            .unwrap_or_default()
    }

    /// Whether the word `word` is one of the words of the text at `path`
    /// (a command line's flag, say).
    fn has_word(&self, path: &str, word: &str) -> bool {
        self.text(path).split_whitespace().any(|w| w == word)
    }
}

impl Fields for Value {
    fn field(&self, path: &str) -> Option<&Value> {
        path.split('.').try_fold(self, |value, key| value.get(key))
    }
}

/// Each record's verdict, in order.
pub fn statuses(records: &[Value]) -> Vec<&str> {
    records.iter().map(|r| r.text("status")).collect()
}

/// Each record's case name, in order.
pub fn names(records: &[Value]) -> Vec<&str> {
    records.iter().map(|r| r.text("testcase.name")).collect()
}

/// `(verdict, case, what the rule found)` of each record.
pub fn findings(records: &[Value]) -> Vec<(String, String, String)> {
    records
        .iter()
        .map(|r| {
            (
                r.text("status").to_string(),
                r.text("testcase.name").to_string(),
                r.text("found.text").to_string(),
            )
        })
        .collect()
}
