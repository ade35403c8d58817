//! What a run did beside its answer, which its verdict line names: the
//! processes it left running, the files it wrote, an output held open,
//! and what it said on standard error.

use crate::run::{Run, WrittenFile};
use crate::shown::{count, cut, escaped, quote, size_text, QUOTED};

/// What a run did beside its answer.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Notes {
    /// The processes it left running (their names), killed.
    pub left_running: Vec<String>,
    /// The files it left in its working folder.
    pub files_written: Vec<WrittenFile>,
    /// Whether a process it started held its output open, so that
    /// reading stopped there.
    pub output_held: bool,
    /// What it said on standard error, if anything.
    pub said: Option<Said>,
}

/// What a run said on standard error: its first line and, when there
/// are more, its last (a Python exception's `ValueError: ...`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Said {
    pub first: Vec<u8>,
    pub last: Option<Vec<u8>>,
    /// What lies between the two.
    pub between: Between,
}

/// What lies between the first line said and the last.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Between {
    /// Nothing: they are the first two lines.
    Nothing,
    /// This many lines, all kept.
    Lines(u64),
    /// Standard error went past what is kept: this many bytes in all.
    Cut { bytes: u64 },
}

impl Notes {
    /// What `run` did beside its answer.
    pub fn of(run: &Run) -> Notes {
        Notes {
            left_running: run.left_running.clone(),
            files_written: run.files_written.clone(),
            output_held: run.output_held,
            said: Said::of(run),
        }
    }

    /// `; it left 2 processes running (sleep, sleep), killed` when it did.
    pub fn left_text(&self) -> String {
        let names = &self.left_running;
        if names.is_empty() {
            return String::new();
        }
        // Names the run chose (`prctl(PR_SET_NAME)`): escaped, never raw.
        let shown: Vec<String> = names.iter().take(5).map(|n| escaped(n)).collect();
        let more = if names.len() > shown.len() {
            format!(", {} more", names.len() - shown.len())
        } else {
            String::new()
        };
        format!(
            "; it left {} running ({}{}), killed",
            count(names.len() as u64, "process", "processes"),
            cut(&shown.join(", "), QUOTED),
            more
        )
    }

    /// [`Notes::left_text`], then the files it wrote and an output held
    /// open: what a verdict on its answer adds.
    pub fn text(&self) -> String {
        let mut text = self.left_text();
        if !self.files_written.is_empty() {
            text.push_str(&format!(
                "; it wrote {}; judges read standard input and write standard output",
                files_text(&self.files_written)
            ));
        }
        if self.output_held {
            text.push_str("; a process it started held its output open, and reading stopped there");
        }
        text
    }
}

/// `` `out.txt` (12 bytes) `` and the like, the first few.
fn files_text(files: &[WrittenFile]) -> String {
    let mut shown: Vec<String> = files
        .iter()
        .take(3)
        .map(|f| format!("{} ({})", quote(f.name.as_bytes(), 80), size_text(f.bytes)))
        .collect();
    if files.len() > 3 {
        shown.push(format!(
            "{} more",
            count(files.len() as u64 - 3, "file", "files")
        ));
    }
    shown.join(", ")
}

/// The lines of `bytes` that hold more than white space.
fn lines_of(bytes: &[u8]) -> Vec<&[u8]> {
    bytes
        .split(|&b| b == b'\n')
        .filter(|l| !l.iter().all(|b| b.is_ascii_whitespace()))
        .collect()
}

fn trim_end(line: &[u8]) -> Vec<u8> {
    let end = line
        .iter()
        .rposition(|b| !b.is_ascii_whitespace())
        .map_or(0, |i| i + 1);
    line[..end].to_vec()
}

impl Said {
    /// What `run` said on standard error; `None` when nothing.
    pub fn of(run: &Run) -> Option<Said> {
        let head = lines_of(&run.stderr);
        let first = trim_end(head.first()?);
        // The last line: of the tail when standard error went past the
        // head (its first line there may be a part: it is left out), else
        // of the head, unless the head was cut in the middle of it.
        if !run.stderr_tail.is_empty() {
            let tail = lines_of(&run.stderr_tail);
            let last = tail.last().filter(|_| tail.len() > 1).map(|l| trim_end(l));
            return Some(Said {
                first,
                last,
                between: Between::Cut {
                    bytes: run.stderr_bytes,
                },
            });
        }
        let last = head.last().filter(|_| head.len() > 1).map(|l| trim_end(l));
        let between = match head.len().saturating_sub(2) as u64 {
            0 => Between::Nothing,
            lines => Between::Lines(lines),
        };
        Some(Said {
            first,
            last,
            between,
        })
    }

    /// `: `, the first line quoted, and the last with what is between:
    /// `` : `Traceback (most recent call last):` ... (3 lines) ...
    /// `ValueError: x` ``.
    pub fn text(&self) -> String {
        let mut said = format!(": {}", quote(&self.first, QUOTED));
        if let Some(last) = &self.last {
            said.push_str(&match self.between {
                Between::Cut { bytes } => format!(" ... ({} in all) ... ", size_text(bytes)),
                Between::Lines(lines) => format!(" ... ({}) ... ", count(lines, "line", "lines")),
                Between::Nothing => " / ".to_string(),
            });
            said.push_str(&quote(last, QUOTED));
        }
        said
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::run::Ending;

    /// A failed run that said `stderr`, and `tail` at its end, `bytes`
    /// in all.
    fn run(stderr: &[u8], tail: &[u8], bytes: u64) -> Run {
        let mut run = crate::verdict::tests::ran(Ending::Exited(1), 0, 0, b"");
        run.stderr = stderr.to_vec();
        run.stderr_tail = tail.to_vec();
        run.stderr_bytes = bytes;
        run
    }

    fn said(stderr: &[u8]) -> String {
        Said::of(&run(stderr, b"", stderr.len() as u64)).map_or(String::new(), |s| s.text())
    }

    #[test]
    fn standard_error_is_its_first_line_and_its_last() {
        assert_eq!(said(b""), "");
        assert_eq!(said(b"  \n\n"), "");
        assert_eq!(said(b"oops  \n"), ": `oops`");
        assert_eq!(said(b"one\ntwo\n"), ": `one` / `two`");
        assert_eq!(
            said(b"Traceback:\n  a\n  b\n  c\nValueError: x\n"),
            ": `Traceback:` ... (3 lines) ... `ValueError: x`"
        );
        // Past what is kept: the tail's last line, its first left out.
        let long = Said::of(&run(b"start\nmid", b"dle\nend\n", 70000)).unwrap();
        assert_eq!(long.between, Between::Cut { bytes: 70000 });
        assert_eq!(long.text(), ": `start` ... (68.4 KiB in all) ... `end`");
    }

    #[test]
    fn what_a_run_left_is_named_the_first_few_and_counted() {
        let mut notes = Notes::default();
        assert_eq!(notes.text(), "");
        notes.left_running = vec!["sleep".to_string(); 7];
        assert_eq!(
            notes.left_text(),
            "; it left 7 processes running (sleep, sleep, sleep, sleep, sleep, 2 more), killed"
        );
        // A name set to rewrite the terminal's line is shown escaped.
        notes.left_running = vec!["\r\x1b[2KAC every case".to_string()];
        assert_eq!(
            notes.left_text(),
            "; it left 1 process running (\\r\\x1b[2KAC every case), killed"
        );
        notes.left_running.clear();
        notes.files_written = (1..=4)
            .map(|n| WrittenFile {
                name: format!("f{}", n),
                bytes: n,
            })
            .collect();
        notes.output_held = true;
        assert_eq!(
            notes.text(),
            "; it wrote `f1` (1 byte), `f2` (2 bytes), `f3` (3 bytes), 1 file more; judges \
             read standard input and write standard output; a process it started held its \
             output open, and reading stopped there"
        );
    }
}
