//! How a report shows a figure or a text: seconds, MiB, sizes and counts,
//! a text quoted in a sentence ([`quote`]), a line of a run's output
//! ([`line()`]) and a text cut to a length ([`cut`]), each marking what it
//! leaves out the same way: `... (62.9 MiB more)`. Every report of the
//! judge and the stress test writes its values through these, and every
//! byte a run printed is shown escaped, never obeyed.

use std::time::Duration;

/// The most of a quoted text shown in a verdict line, bytes.
pub const QUOTED: usize = 200;

/// `duration` in seconds with two decimals: `1.25 s`.
pub fn seconds(duration: Duration) -> String {
    format!("{:.2} s", duration.as_secs_f64())
}

/// `x` rounded to `digits` decimals as the text report prints it (a tie
/// to the even digit), so that a record's JSON and its text line agree:
/// 1.25 MiB is 1.2 in both.
pub fn round(x: f64, digits: usize) -> f64 {
    format!("{:.*}", digits, x).parse().unwrap_or(x)
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
pub fn more(bytes: u64) -> String {
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
        '`' => shown.push_str("\\`"),
        c => escape_unquoted(c, shown),
    }
}

/// `c` as a shown line shows it: a control character as `\n`, `\t`,
/// `\r` or `\x1b`, a character that reorders or hides text (a bidi
/// override, a zero-width space) as `\u{202e}`, `\` as `\\`; any other
/// as it is.
fn escape_unquoted(c: char, shown: &mut String) {
    match c {
        '\n' => shown.push_str("\\n"),
        '\t' => shown.push_str("\\t"),
        '\r' => shown.push_str("\\r"),
        '\\' => shown.push_str("\\\\"),
        c if c.is_control() => shown.push_str(&format!("\\x{:02x}", c as u32)),
        c if invisible(c) => shown.push_str(&format!("\\u{{{:04x}}}", c as u32)),
        c => shown.push(c),
    }
}

/// Whether `c` is a format character that moves or hides text on a
/// terminal: the bidi marks, embeddings, overrides and isolates, the
/// zero-width characters, the soft hyphen and the byte order mark.
pub(crate) fn invisible(c: char) -> bool {
    matches!(
        c,
        '\u{ad}'
            | '\u{61c}'
            | '\u{180e}'
            | '\u{200b}'..='\u{200f}'
            | '\u{2028}'..='\u{202e}'
            | '\u{2060}'..='\u{206f}'
            | '\u{feff}'
            | '\u{fff9}'..='\u{fffb}'
    )
}

/// A line of a run's output as a report shows it, unquoted: a control
/// character as `\n`, `\t`, `\r` or `\x1b`, one that reorders or hides
/// text as `\u{202e}`, `\` as `\\`, a byte that is not UTF-8 as `\xff`,
/// any other character as it is; at most `width` characters of that,
/// and what is left out counted in bytes of the line: `udlr\x1b[2K ...
/// (15.0 MiB more)`. Only the bytes shown are read, whatever the line's
/// length.
///
/// ```
/// use eight_judge::shown::line;
/// assert_eq!(line(b"\x1b[2K\rAC", 40), "\\x1b[2K\\rAC");
/// assert_eq!(line(&[b'u'; 300], 4), "uuuu ... (296 bytes more)");
/// assert_eq!(line(b"a\xffb", 40), "a\\xffb");
/// ```
pub fn line(bytes: &[u8], width: usize) -> String {
    let (mut shown, left) = line_head(bytes, width);
    if left > 0 {
        shown.push_str(&more(left));
    }
    shown
}

/// [`line()`] in its two parts: what is shown, and how many bytes of the
/// line are left out (0 when none).
///
/// ```
/// use eight_judge::shown::line_head;
/// assert_eq!(line_head(b"\x07rl", 5), ("\\x07r".to_string(), 1));
/// ```
pub fn line_head(bytes: &[u8], width: usize) -> (String, u64) {
    let mut shown = String::new();
    let mut chars = 0;
    let mut at = 0;
    // A character is at most 4 bytes and shows as one character at
    // least: past `4 * width` bytes nothing more can be shown.
    let window = &bytes[..bytes.len().min(width.saturating_mul(4).saturating_add(4))];
    let mut piece = String::new();
    'bytes: while at < window.len() {
        let rest = &window[at..];
        let valid = match std::str::from_utf8(rest) {
            Ok(text) => text,
            Err(error) => std::str::from_utf8(&rest[..error.valid_up_to()]).unwrap_or_default(),
        };
        if valid.is_empty() {
            // Not UTF-8 here, or a character cut by the window's end.
            let form = format!("\\x{:02x}", rest[0]);
            if chars + form.len() > width {
                break;
            }
            chars += form.len();
            shown.push_str(&form);
            at += 1;
            continue;
        }
        for c in valid.chars() {
            piece.clear();
            escape_unquoted(c, &mut piece);
            let wide = piece.chars().count();
            if chars + wide > width {
                break 'bytes;
            }
            chars += wide;
            shown.push_str(&piece);
            at += c.len_utf8();
        }
    }
    (shown, (bytes.len() - at) as u64)
}

/// A text of the rule's or the system's words that may hold a run's
/// bytes, made safe to print: its control and invisible characters
/// escaped as [`line()`] escapes them, all else (`\` too) as it is.
///
/// ```
/// use eight_judge::shown::tamed;
/// assert_eq!(tamed("board 1: \"\\x1b\" \x1b[2K"), "board 1: \"\\x1b\" \\x1b[2K");
/// ```
pub fn tamed(text: &str) -> String {
    let mut shown = String::new();
    for c in text.chars() {
        match c {
            '\\' => shown.push(c),
            c => escape_unquoted(c, &mut shown),
        }
    }
    shown
}

/// A text of lines shown under a heading: `name: line` for one line
/// (`(nothing)` for no text, `(an empty line)` for one empty line), else
/// `name:` and at most `most` lines under it, the rest counted; each line
/// shown by [`line()`], escaped and cut at [`QUOTED`] characters, so that
/// what a run printed is shown, never obeyed. A line of plain text is
/// shown as it is, and can be pasted.
///
/// ```
/// use eight_judge::shown::lines;
/// assert_eq!(lines("input", b"1 2 3\n", 30), "input: 1 2 3\n");
/// assert_eq!(lines("given", b"a\nb\nc\n", 2), "given:\na\nb\n... (1 line more)\n");
/// assert_eq!(lines("given", b"\x1b[1A\rAC\n", 30), "given: \\x1b[1A\\rAC\n");
/// ```
pub fn lines(name: &str, text: &[u8], most: usize) -> String {
    let mut end = text.len();
    while end > 0 && text[end - 1] == b'\n' {
        end -= 1;
    }
    let mut all = text[..end].split(|&b| b == b'\n');
    let count_all = text[..end].iter().filter(|&&b| b == b'\n').count() + 1;
    if count_all == 1 {
        let shown = match all.next().unwrap_or_default() {
            _ if text.is_empty() => "(nothing)".to_string(),
            b"" => "(an empty line)".to_string(),
            one => line(one, QUOTED),
        };
        return format!("{}: {}\n", name, shown);
    }
    let mut shown = format!("{}:\n", name);
    for one in all.take(most) {
        shown.push_str(&line(one, QUOTED));
        shown.push('\n');
    }
    if count_all > most {
        let left = (count_all - most) as u64;
        shown.push_str(&format!("... ({} more)\n", count(left, "line", "lines")));
    }
    shown
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_figure_is_rounded_as_the_text_prints_it() {
        assert_eq!(super::round(1.25, 1), 1.2);
        assert_eq!(format!("{:.1}", 1.25), "1.2");
        assert_eq!(super::round(1.35, 1), 1.4);
        assert_eq!(super::round(0.0456, 3), 0.046);
    }

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
        assert_eq!(lines("given", b"", 30), "given: (nothing)\n");
        assert_eq!(lines("given", b"\n", 30), "given: (an empty line)\n");
        let many: String = (0..40).map(|i| format!("{}\n", i)).collect();
        let shown = lines("input", many.as_bytes(), 30);
        assert!(shown.starts_with("input:\n0\n1\n"), "{}", shown);
        assert!(shown.ends_with("\n29\n... (10 lines more)\n"), "{}", shown);
        let long = "u".repeat(1000);
        assert_eq!(
            lines("given", long.as_bytes(), 30),
            format!("given: {} ... (800 bytes more)\n", "u".repeat(200))
        );
    }
}
