//! Which lines of what a run said on standard error point into the
//! contestant's file (a Python traceback's `File "...", line N` and its
//! code, a sanitizer's frame, a `file.cpp:7:5: runtime error`), its
//! build's name for the file replaced by theirs; and a path the run could
//! not reach that the box does not show.

use std::path::Path;

/// The contestant's file as a run names it: saved as `saved` (`main.py`)
/// in `folder`, shown as `shown` (their own file's absolute path).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Source {
    pub folder: String,
    pub saved: String,
    pub shown: String,
}

impl Source {
    /// `line` with the build's names of the file (`/.../builds/RUN/main.py`,
    /// and `main.py` standing alone) replaced by the contestant's.
    pub fn named(&self, line: &[u8]) -> Vec<u8> {
        let text = String::from_utf8_lossy(line);
        if self.saved.is_empty() {
            return line.to_vec();
        }
        let text = match self.folder.trim_end_matches('/') {
            "" => text.into_owned(),
            folder => text.replace(&format!("{}/{}", folder, self.saved), &self.shown),
        };
        replace_word(&text, &self.saved, &self.shown).into_bytes()
    }

    /// `text`, each line [`Source::named`].
    pub fn named_text(&self, text: &str) -> String {
        String::from_utf8_lossy(&self.named(text.as_bytes())).into_owned()
    }
}

/// `text` with each `word` that stands alone (not part of a longer name
/// or path) and names a place in the file, as a compiler or a crash
/// writes one (`main.cpp:7:5`, `main.sh: 2:`, `main.cpp: In function`,
/// `main.pas(7,3)`, `"main.py"`), replaced by `by`; a sentence's
/// `Main.java` (the judge's own words of the name it saves) left alone.
fn replace_word(text: &str, word: &str, by: &str) -> String {
    let part = |c: char| c.is_alphanumeric() || matches!(c, '_' | '.' | '/' | '-');
    let located = |after: &str| {
        let digit_after = |prefix: &str| {
            after
                .strip_prefix(prefix)
                .and_then(|rest| rest.chars().next())
                .map_or(false, |c| c.is_ascii_digit())
        };
        digit_after(":")
            || digit_after(": ")
            || digit_after("(")
            || after.starts_with(": In ")
            || after.starts_with('"')
    };
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find(word) {
        let end = at + word.len();
        let before = rest[..at].chars().next_back();
        let alone = !before.map_or(false, part) && located(&rest[end..]);
        out.push_str(&rest[..at]);
        out.push_str(if alone { by } else { word });
        rest = &rest[end..];
    }
    out.push_str(rest);
    out
}

/// Whether `line` points at a line of a source file: a Python frame
/// (`File "x.py", line 3`), or `x.cpp:7` (`file:line`, a sanitizer's frame
/// or a runtime error), naming `file` where one is given, else any file
/// not of the system's (`/usr/`, `/lib/`).
pub fn points(line: &str, file: Option<&str>) -> bool {
    let names = |path: &str| match file {
        Some(file) => path == file,
        None => !path.starts_with("/usr/") && !path.starts_with("/lib") && !path.starts_with('<'),
    };
    if let Some(rest) = line.trim_start().strip_prefix("File \"") {
        return rest
            .find("\", line ")
            .map_or(false, |end| names(&rest[..end]));
    }
    line.split_whitespace().any(|word| {
        // A Java frame's `(Main.java:5)`, a Rust panic's `main.rs:3:5:`.
        let word = word.rsplit('(').next().unwrap_or(word);
        let mut parts = word.splitn(3, ':');
        let path = parts.next().unwrap_or("");
        let number = parts.next().unwrap_or("").trim_end_matches(')');
        !number.is_empty()
            && number.bytes().all(|b| b.is_ascii_digit())
            && source_like(path)
            && names(path)
    })
}

/// Whether `path` ends as a source file's name does.
fn source_like(path: &str) -> bool {
    const EXTENSIONS: &[&str] = &[
        "c", "cc", "cpp", "cxx", "h", "hpp", "rs", "py", "java", "go", "js", "rb", "pas", "pp",
        "sh",
    ];
    let ext = path.rsplit('.').next().unwrap_or("");
    path.contains('.') && EXTENSIONS.contains(&ext.to_ascii_lowercase().as_str())
}

/// Whether `line` says what went wrong (a Python exception's
/// `ValueError: x`, a sanitizer's `SUMMARY:` or `ERROR:`, a `runtime
/// error:`): the line a crash report ends on.
pub fn says_why(line: &str) -> bool {
    let line = line.trim();
    line.starts_with("SUMMARY: ")
        || line.starts_with("Exception in thread ")
        || line.starts_with("Caused by: ")
        || line.starts_with("==") && line.contains("ERROR: ")
        || line.contains("runtime error: ")
        || python_exception(line)
}

/// `ValueError: x`, `IndexError`, `foo.BarError: x`: a Python exception's
/// last line.
fn python_exception(line: &str) -> bool {
    let name = line.split(':').next().unwrap_or("");
    !name.is_empty()
        && !name.contains(' ')
        && (name.ends_with("Error")
            || name.ends_with("Exception")
            || name == "KeyboardInterrupt"
            || name == "StopIteration"
            || name == "RecursionError")
}

/// The lines of `lines` to show for a crash: those that point into the
/// file (a Python frame with its code, the line after it), then the last
/// line that says what went wrong; their indices, in order.
pub fn crash_lines(lines: &[String], file: Option<&str>) -> Vec<usize> {
    let mut shown = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        if points(line, file) {
            shown.push(i);
            // The line after a Python frame is its code; after a Rust
            // panic's place, its message.
            let python = line.trim_start().starts_with("File \"");
            let rust = line.contains("panicked at ");
            if (python || rust) && i + 1 < lines.len() && !points(&lines[i + 1], None) {
                shown.push(i + 1);
            }
        }
    }
    shown.dedup();
    if shown.is_empty() {
        return shown;
    }
    if let Some(why) = lines.iter().rposition(|l| says_why(l)) {
        if !shown.contains(&why) {
            shown.push(why);
            shown.sort_unstable();
        }
    }
    shown
}

/// A path a run said it could not reach (`a.out: not found`, `No such
/// file or directory`) that exists here, outside the box: the box does
/// not show it, unless it lies in one of `shown` (the build's folder, the
/// file itself), which the box shows. `None` when no line says so.
pub fn unseen(lines: &[String], shown: &[&str]) -> Option<String> {
    const MISSING: &[&str] = &[
        "not found",
        "No such file or directory",
        "can't open",
        "cannot open",
        "Permission denied",
        "cannot access",
    ];
    for line in lines {
        if !MISSING.iter().any(|m| line.contains(m)) {
            continue;
        }
        for word in line.split(|c: char| c.is_whitespace() || matches!(c, '\'' | '"' | '`')) {
            let path = word.trim_end_matches([':', ',', ';', ')', '.'].as_ref());
            if !path.starts_with('/') || path.len() < 2 {
                continue;
            }
            if shown.iter().any(|s| !s.is_empty() && path.starts_with(s)) {
                continue;
            }
            // The system's folders the box shows: a fault there is not
            // the box's hiding them.
            const SYSTEM: &[&str] = &[
                "/usr/", "/lib", "/bin/", "/sbin/", "/etc/", "/proc/", "/dev/", "/sys/",
            ];
            if SYSTEM.iter().any(|s| path.starts_with(s)) {
                continue;
            }
            if Path::new(path).exists() {
                return Some(path.to_string());
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn source() -> Source {
        Source {
            folder: "/w/builds/7".to_string(),
            saved: "main.py".to_string(),
            shown: "/home/me/re.py".to_string(),
        }
    }

    fn named(line: &str) -> String {
        String::from_utf8(source().named(line.as_bytes())).unwrap()
    }

    #[test]
    fn the_builds_name_of_the_file_becomes_the_contestants() {
        assert_eq!(
            named("  File \"/w/builds/7/main.py\", line 3, in solve"),
            "  File \"/home/me/re.py\", line 3, in solve"
        );
        assert_eq!(
            named("main.py:7:5: error: x"),
            "/home/me/re.py:7:5: error: x"
        );
        // Part of another name, or of another folder's path: left alone.
        assert_eq!(
            named("domain.py:1 /x/main.py:1 main.pyc:1"),
            "domain.py:1 /x/main.py:1 main.pyc:1"
        );
        // A place in the file, as each tool writes one.
        assert_eq!(named("main.py: 2: x"), "/home/me/re.py: 2: x");
        assert_eq!(named("main.py: In function"), "/home/me/re.py: In function");
        assert_eq!(named("main.py(7,3) Error"), "/home/me/re.py(7,3) Error");
        assert_eq!(
            named("  File \"main.py\", line 3"),
            "  File \"/home/me/re.py\", line 3"
        );
        // The judge's words of the name it saves the file as: left alone.
        assert_eq!(
            named("runs it from main.py: call it"),
            "runs it from main.py: call it"
        );
        assert_eq!(named("in main.py."), "in main.py.");
    }

    #[test]
    fn a_traceback_shows_its_frames_in_the_file_their_code_and_the_exception() {
        let lines: Vec<String> = [
            "Traceback (most recent call last):",
            "  File \"/home/me/re.py\", line 4, in <module>",
            "    print(solve(input()))",
            "  File \"/usr/lib/python3.11/x.py\", line 9, in f",
            "    g()",
            "  File \"/home/me/re.py\", line 3, in solve",
            "    raise ValueError(s)",
            "ValueError: bad board",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        assert_eq!(
            crash_lines(&lines, Some("/home/me/re.py")),
            vec![1, 2, 5, 6, 7]
        );
        // Nothing points into the file: nothing to show.
        assert!(crash_lines(&lines[3..5], Some("/home/me/re.py")).is_empty());
    }

    #[test]
    fn a_sanitizer_report_shows_its_frames_in_the_file_and_its_summary() {
        let lines: Vec<String> = [
            "/home/me/a.cpp:7:12: runtime error: index 10 out of bounds",
            "=================================================================",
            "==12==ERROR: AddressSanitizer: stack-buffer-overflow on address 0x7ff",
            "    #0 0x55d in main /home/me/a.cpp:9",
            "    #1 0x7f2 in __libc_start_main /usr/lib/libc.so.6",
            "SUMMARY: AddressSanitizer: stack-buffer-overflow /home/me/a.cpp:9 in main",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        assert_eq!(crash_lines(&lines, None), vec![0, 3, 5]);
        assert_eq!(
            crash_lines(&lines, Some("/home/me/b.cpp")),
            Vec::<usize>::new()
        );
    }

    #[test]
    fn a_java_stack_trace_shows_its_frames_in_the_file_and_the_exception() {
        let java = Source {
            folder: "/w/builds/7".to_string(),
            saved: "Main.java".to_string(),
            shown: "/home/me/A.java".to_string(),
        };
        let lines: Vec<String> = [
            "Exception in thread \"main\" java.lang.ArithmeticException: / by zero",
            "\tat Main.solve(Main.java:5)",
            "\tat java.base/java.util.Scanner.next(Scanner.java:1)",
            "\tat Main.main(Main.java:9)",
        ]
        .iter()
        .map(|l| String::from_utf8(java.named(l.as_bytes())).unwrap())
        .collect();
        assert_eq!(lines[1], "\tat Main.solve(/home/me/A.java:5)");
        assert_eq!(crash_lines(&lines, Some("/home/me/A.java")), vec![0, 1, 3]);
        // A Rust panic: its place and its message.
        let panic: Vec<String> = [
            "thread 'main' (2) panicked at /home/me/a.rs:5:21:",
            "index out of bounds: the len is 0 but the index is 10",
            "stack backtrace:",
        ]
        .iter()
        .map(|l| l.to_string())
        .collect();
        assert_eq!(crash_lines(&panic, Some("/home/me/a.rs")), vec![0, 1]);
    }

    #[test]
    // A box hides Unix paths: its test program's own path on Windows is
    // none ("Z:\\..." under wine).
    #[cfg_attr(windows, ignore = "a box's paths are Unix paths")]
    fn a_path_that_is_here_but_was_not_found_is_one_the_box_hid() {
        let here = std::env::current_exe().unwrap();
        let here = here.to_string_lossy();
        let said = vec![format!("main.sh: 2: {}: not found", here)];
        assert_eq!(unseen(&said, &["/w/builds/7"]), Some(here.to_string()));
        // Not here either: the file's own mistake, not the box's.
        let gone = vec!["main.sh: 2: /no/such/a.out: not found".to_string()];
        assert_eq!(unseen(&gone, &["/w/builds/7"]), None);
        // Found, but nothing says it was missed.
        assert_eq!(unseen(&[format!("ran {}", here)], &["/w/builds/7"]), None);
        // In the build's own folder: the box shows that.
        assert_eq!(unseen(&said, &[&here]), None);
        // A system folder's file: the box shows those.
        let denied = vec!["cannot open /etc/hostname: Permission denied".to_string()];
        assert_eq!(unseen(&denied, &[]), None);
    }
}
