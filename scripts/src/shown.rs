//! How a report shows a figure or a text: seconds, MiB, sizes and counts,
//! a text quoted in a sentence ([`quote`]) and a text cut to a length
//! ([`cut`]), each marking what it leaves out the same way: `... (62.9 MiB
//! more)`. Every report of the judge and the stress test writes its values
//! through these.

use std::time::Duration;

/// The most of a quoted text shown in a verdict line, bytes.
pub const QUOTED: usize = 200;

/// `duration` in seconds with two decimals: `1.25 s`.
pub fn seconds(duration: Duration) -> String {
    format!("{:.2} s", duration.as_secs_f64())
}

/// `duration` in seconds with no trailing zero: `10 s`, `1.5 s`.
pub fn whole_seconds(duration: Duration) -> String {
    let text = format!("{:.2}", duration.as_secs_f64());
    let text = text.trim_end_matches('0').trim_end_matches('.');
    format!("{} s", text)
}

/// `kib` as MiB, with one decimal: `3.4 MiB`.
pub fn mebibytes(kib: u64) -> String {
    format!("{:.1} MiB", kib as f64 / 1024.0)
}

/// `1 line`, `2 lines`: `n` and the word for it.
pub fn count(n: u64, one: &str, many: &str) -> String {
    format!("{} {}", n, if n == 1 { one } else { many })
}

/// `1 byte`, `300 bytes`, `4.0 KiB`, `62.9 MiB`, `1.2 GiB`.
pub fn size_text(bytes: u64) -> String {
    const KIB: f64 = 1024.0;
    let b = bytes as f64;
    if bytes < 1024 {
        count(bytes, "byte", "bytes")
    } else if b < KIB * KIB {
        format!("{:.1} KiB", b / KIB)
    } else if b < KIB * KIB * KIB {
        format!("{:.1} MiB", b / KIB / KIB)
    } else {
        format!("{:.1} GiB", b / KIB / KIB / KIB)
    }
}

/// What a cut leaves out, after what it shows: ` ... (296 bytes more)`.
fn more(bytes: u64) -> String {
    format!(" ... ({} more)", size_text(bytes))
}

/// `text` cut to at most `most` bytes (at a character's edge), what is
/// left out counted: `xxxx ... (296 bytes more)`.
///
/// ```
/// use eight_judge::shown::cut;
/// assert_eq!(cut("short", 10), "short");
/// assert_eq!(cut("八八", 4), "八 ... (3 bytes more)");
/// ```
pub fn cut(text: &str, most: usize) -> String {
    if text.len() <= most {
        return text.to_string();
    }
    let mut end = most;
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    format!("{}{}", &text[..end], more((text.len() - end) as u64))
}

/// A text quoted in a sentence: in backticks, at most `most` bytes of it
/// shown and the rest counted as [`cut`] counts it, control characters
/// escaped (`\n`, `\t`, `\r`, `\x07`), a byte that is not UTF-8 shown as
/// `\xff`; an empty text is called `an empty line`.
///
/// ```
/// use eight_judge::shown::quote;
/// assert_eq!(quote(b"", 10), "an empty line");
/// assert_eq!(quote(b"a\tb\xff", 10), "`a\\tb\\xff`");
/// assert_eq!(quote(&[b'x'; 300], 4), "`xxxx` ... (296 bytes more)");
/// ```
pub fn quote(bytes: &[u8], most: usize) -> String {
    if bytes.is_empty() {
        return "an empty line".to_string();
    }
    let mut shown = String::from("`");
    let mut at = 0;
    while at < bytes.len() && at < most {
        // A window a little past what is shown: a 60 MB text is not read.
        let rest = &bytes[at..bytes.len().min(most + 4)];
        let valid = match std::str::from_utf8(rest) {
            Ok(text) => text,
            Err(error) => std::str::from_utf8(&rest[..error.valid_up_to()]).unwrap_or_default(),
        };
        if valid.is_empty() {
            shown.push_str(&format!("\\x{:02x}", rest[0]));
            at += 1;
            continue;
        }
        for c in valid.chars() {
            if at >= most {
                break;
            }
            escape(c, &mut shown);
            at += c.len_utf8();
        }
    }
    shown.push('`');
    if at < bytes.len() {
        shown.push_str(&more((bytes.len() - at) as u64));
    }
    shown
}

/// A name of the run's own (a process's, from `/proc/<pid>/comm`) shown
/// in a sentence without quotes, its control characters escaped as
/// [`quote`] escapes them, so that it cannot move the cursor or rewrite
/// the terminal's line.
///
/// ```
/// use eight_judge::shown::escaped;
/// assert_eq!(escaped("sleep"), "sleep");
/// assert_eq!(escaped("\r\x1b[2KAC"), "\\r\\x1b[2KAC");
/// ```
pub fn escaped(text: &str) -> String {
    let mut shown = String::new();
    for c in text.chars() {
        escape(c, &mut shown);
    }
    shown
}

/// `c` as a quoted text shows it.
fn escape(c: char, shown: &mut String) {
    match c {
        '\n' => shown.push_str("\\n"),
        '\t' => shown.push_str("\\t"),
        '\r' => shown.push_str("\\r"),
        '`' => shown.push_str("\\`"),
        '\\' => shown.push_str("\\\\"),
        c if c.is_control() => shown.push_str(&format!("\\x{:02x}", c as u32)),
        c => shown.push(c),
    }
}

/// A text of lines shown as they are, under a heading: `name: line` for
/// one line (`(nothing)` for no text, `(an empty line)` for one empty
/// line), else `name:` and at most `most` lines under it, the rest
/// counted; each line [`cut`] at [`QUOTED`] bytes. Lines shown so can be
/// pasted, as a quote's cannot.
///
/// ```
/// use eight_judge::shown::lines;
/// assert_eq!(lines("input", "1 2 3\n", 30), "input: 1 2 3\n");
/// assert_eq!(lines("given", "a\nb\nc\n", 2), "given:\na\nb\n... (1 line more)\n");
/// ```
pub fn lines(name: &str, text: &str, most: usize) -> String {
    let all: Vec<&str> = text.trim_end_matches('\n').split('\n').collect();
    if all.len() == 1 {
        let line = match all[0] {
            _ if text.is_empty() => "(nothing)".to_string(),
            "" => "(an empty line)".to_string(),
            line => cut(line, QUOTED),
        };
        return format!("{}: {}\n", name, line);
    }
    let mut shown = format!("{}:\n", name);
    for line in all.iter().take(most) {
        shown.push_str(&cut(line, QUOTED));
        shown.push('\n');
    }
    if all.len() > most {
        let left = (all.len() - most) as u64;
        shown.push_str(&format!("... ({} more)\n", count(left, "line", "lines")));
    }
    shown
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn figures_read_as_written_by_hand() {
        assert_eq!(seconds(Duration::from_millis(1250)), "1.25 s");
        assert_eq!(whole_seconds(Duration::from_secs(10)), "10 s");
        assert_eq!(whole_seconds(Duration::from_millis(1500)), "1.5 s");
        assert_eq!(mebibytes(3584), "3.5 MiB");
        assert_eq!(count(1, "line", "lines"), "1 line");
        assert_eq!(count(0, "line", "lines"), "0 lines");
        assert_eq!(size_text(1023), "1023 bytes");
        assert_eq!(size_text(1024), "1.0 KiB");
        assert_eq!(size_text(66 << 20), "66.0 MiB");
        assert_eq!(size_text(3 << 30), "3.0 GiB");
    }

    #[test]
    fn a_cut_and_a_quote_count_what_they_leave_out_alike() {
        let long = "u".repeat(1000);
        assert_eq!(
            cut(&long, 200),
            format!("{} ... (800 bytes more)", "u".repeat(200))
        );
        assert_eq!(
            quote(long.as_bytes(), 200),
            format!("`{}` ... (800 bytes more)", "u".repeat(200))
        );
        // A character across the cut is left out whole: 66 of 100.
        let wide = "八".repeat(100);
        assert_eq!(
            cut(&wide, 200),
            format!("{} ... (102 bytes more)", "八".repeat(66))
        );
        assert_eq!(quote(b"x`y\\", 10), "`x\\`y\\\\`");
        assert_eq!(quote(b"\x07", 10), "`\\x07`");
    }

    #[test]
    fn lines_are_shown_as_they_are_and_counted_past_the_most() {
        assert_eq!(lines("given", "", 30), "given: (nothing)\n");
        assert_eq!(lines("given", "\n", 30), "given: (an empty line)\n");
        let many: String = (0..40).map(|i| format!("{}\n", i)).collect();
        let shown = lines("input", &many, 30);
        assert!(shown.starts_with("input:\n0\n1\n"), "{}", shown);
        assert!(shown.ends_with("\n29\n... (10 lines more)\n"), "{}", shown);
        let long = "u".repeat(1000);
        assert_eq!(
            lines("given", &long, 30),
            format!("given: {} ... (800 bytes more)\n", "u".repeat(200))
        );
    }
}
