//! The values options take: whole numbers, times and sizes, each refused
//! with why.

use std::time::Duration;

/// What is wrong with an option's value, in words: `it takes a whole
/// number from 1`, `"h" is no unit of time: ...`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadValue(pub String);

impl std::fmt::Display for BadValue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for BadValue {}

/// A whole number of at least `least`.
pub fn whole(text: &str, least: u64) -> Result<u64, BadValue> {
    match text.parse::<u64>() {
        Ok(n) if n >= least => Ok(n),
        Ok(_) => Err(BadValue(format!("it takes at least {}", least))),
        Err(_) => Err(BadValue(format!("it takes a whole number from {}", least))),
    }
}

/// The longest time limit taken: an hour.
const LONGEST: f64 = 3600.0;

/// The largest memory limit taken, MiB: 64 GiB.
const LARGEST_MIB: f64 = 65536.0;

/// A number and what follows it, in lower case: `1.5s` gives 1.5, `s`.
fn number_and_unit(text: &str) -> Result<(f64, String), BadValue> {
    let text = text.trim().to_lowercase();
    let split = text
        .find(|c: char| !(c.is_ascii_digit() || c == '.'))
        .unwrap_or(text.len());
    let (number, unit) = text.split_at(split);
    let number: f64 = number
        .parse()
        .map_err(|_| BadValue("it takes a number, with a unit or none".to_string()))?;
    Ok((number, unit.trim().to_string()))
}

/// A time limit: seconds (`2`, `1.5`, `2s`, `2sec`) or milliseconds
/// (`500ms`), more than 0 and at most an hour.
///
/// ```
/// use std::time::Duration;
/// assert_eq!(eight_judge::cli::parse_time("1.5"), Ok(Duration::from_millis(1500)));
/// assert_eq!(eight_judge::cli::parse_time("500ms"), Ok(Duration::from_millis(500)));
/// assert!(eight_judge::cli::parse_time("0").is_err());
/// ```
pub fn parse_time(text: &str) -> Result<Duration, BadValue> {
    let (number, unit) = number_and_unit(text)?;
    let seconds = match unit.as_str() {
        "" | "s" | "sec" | "secs" | "second" | "seconds" => number,
        "ms" | "msec" => number / 1000.0,
        other => {
            return Err(BadValue(format!(
                "{:?} is no unit of time: seconds (2, 1.5s) or ms (500ms)",
                other
            )))
        }
    };
    if seconds < 0.001 {
        return Err(BadValue(
            "a time limit is more than 0 (1 ms at least)".to_string(),
        ));
    }
    if seconds > LONGEST {
        return Err(BadValue("a time limit is at most an hour".to_string()));
    }
    Ok(Duration::from_millis((seconds * 1000.0).round() as u64))
}

/// A memory limit, KiB: MiB by default (`256`), or with a unit (`512m`,
/// `512MiB`, `1g`, `65536k`), at least 1 MiB and at most 64 GiB.
///
/// ```
/// assert_eq!(eight_judge::cli::parse_memory("256"), Ok(256 * 1024));
/// assert_eq!(eight_judge::cli::parse_memory("1g"), Ok(1024 * 1024));
/// assert!(eight_judge::cli::parse_memory("0").is_err());
/// ```
pub fn parse_memory(text: &str) -> Result<u64, BadValue> {
    let (number, unit) = number_and_unit(text)?;
    let mib = match unit.trim_end_matches('b').trim_end_matches('i') {
        "" | "m" => number,
        "k" => number / 1024.0,
        "g" => number * 1024.0,
        _ => {
            return Err(BadValue(format!(
                "{:?} is no unit of memory: MiB (256, 256m), GiB (1g) or KiB (65536k)",
                unit
            )))
        }
    };
    if mib < 1.0 {
        return Err(BadValue("a memory limit is at least 1 MiB".to_string()));
    }
    if mib > LARGEST_MIB {
        return Err(BadValue("a memory limit is at most 64 GiB".to_string()));
    }
    Ok((mib * 1024.0).round() as u64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_and_sizes_in_the_units_users_write() {
        let ms = |t: &str| parse_time(t).map(|d| d.as_millis());
        assert_eq!(ms("2"), Ok(2000));
        assert_eq!(ms("2s"), Ok(2000));
        assert_eq!(ms("2 sec"), Ok(2000));
        assert_eq!(ms("0.5"), Ok(500));
        assert_eq!(ms("500ms"), Ok(500));
        for bad in ["0", "0ms", "-1", "x", "2h", "", "3601"] {
            assert!(parse_time(bad).is_err(), "{}", bad);
        }
        assert_eq!(parse_memory("64"), Ok(65536));
        assert_eq!(parse_memory("64MB"), Ok(65536));
        assert_eq!(parse_memory("64MiB"), Ok(65536));
        assert_eq!(parse_memory("65536k"), Ok(65536));
        assert_eq!(parse_memory("1.5g"), Ok(1536 * 1024));
        for bad in ["0", "0.5", "x", "1t", "", "100g"] {
            assert!(parse_memory(bad).is_err(), "{}", bad);
        }
        assert_eq!(whole("4", 1), Ok(4));
        assert!(whole("0", 1).is_err());
        assert!(whole("-1", 1).is_err());
        assert!(whole("two", 1).is_err());
    }
}
