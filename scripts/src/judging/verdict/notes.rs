//! What a run did beside its answer, which its verdict line names: the
//! processes it left running, the files it wrote, an output held open,
//! and what it said on standard error.

use super::pointing::{crash_lines, unseen, Source};
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
/// are more, its last (a Python exception's `ValueError: ...`); the lines
/// kept, with those that point into the contestant's file; a path it
/// could not reach that the box does not show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Said {
    pub first: Vec<u8>,
    pub last: Option<Vec<u8>>,
    /// What lies between the two.
    pub between: Between,
    /// Its lines that hold more than white space, as kept (the start of
    /// standard error, at most [`LINES_KEPT`] lines), each cut to a few
    /// hundred bytes, the build's name of the file replaced by the
    /// contestant's ([`Said::named`]).
    pub lines: Vec<String>,
    /// The indices in `lines` of those to show for a crash: the frames
    /// in the contestant's file (a Python frame with its code) and the
    /// line that says what went wrong; empty when none points there.
    pub pointing: Vec<usize>,
    /// A path it said it could not reach that is there outside the box:
    /// the box does not show it.
    pub unseen: Option<String>,
}

/// The most lines of standard error a record keeps.
pub const LINES_KEPT: usize = 200;

/// The most lines of standard error shown under a verdict's line.
pub const LINES_SHOWN: usize = 8;

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
        let lines: Vec<String> = head
            .iter()
            .take(LINES_KEPT)
            .map(|l| cut(&String::from_utf8_lossy(&trim_end(l)), 400))
            .collect();
        let pointing = crash_lines(&lines, None);
        let unseen = unseen(&lines, &[]);
        if !run.stderr_tail.is_empty() {
            let tail = lines_of(&run.stderr_tail);
            let last = tail.last().filter(|_| tail.len() > 1).map(|l| trim_end(l));
            return Some(Said {
                first,
                last,
                between: Between::Cut {
                    bytes: run.stderr_bytes,
                },
                lines,
                pointing,
                unseen,
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
            lines,
            pointing,
            unseen,
        })
    }

    /// The same, said of `source`: the build's names of the file
    /// replaced by the contestant's, the lines that point into it, and a
    /// path outside the build's folder that the box did not show.
    pub fn named(mut self, source: &Source) -> Said {
        self.first = source.named(&self.first);
        self.last = self.last.map(|l| source.named(&l));
        self.lines = self
            .lines
            .iter()
            .map(|l| String::from_utf8_lossy(&source.named(l.as_bytes())).into_owned())
            .collect();
        self.pointing = crash_lines(&self.lines, Some(&source.shown));
        self.unseen = unseen(&self.lines, &[&source.folder, &source.shown]);
        self
    }

    /// The lines shown under a verdict's line: those that point into the
    /// file, else (`silent`: it printed nothing) the first few, unless
    /// the line already quotes them all (`quoted`: its first and last);
    /// at most [`LINES_SHOWN`], then how many more, and `whole`: where
    /// they all are.
    pub fn shown(&self, silent: bool, quoted: bool, whole: &str) -> Vec<String> {
        let picked: Vec<&String> = if !self.pointing.is_empty() {
            self.pointing.iter().map(|&i| &self.lines[i]).collect()
        } else if silent && !(quoted && self.lines.len() <= 2) {
            self.lines.iter().collect()
        } else {
            Vec::new()
        };
        if picked.is_empty() {
            return Vec::new();
        }
        // A tab (a Java frame's) shown as spaces, not escaped.
        let picked: Vec<String> = picked.iter().map(|l| l.replace('\t', "    ")).collect();
        let picked: Vec<&String> = picked.iter().collect();
        // The last line (what went wrong) is kept when the rest is cut.
        let mut shown: Vec<String> = if picked.len() > LINES_SHOWN {
            let mut first: Vec<String> = picked[..LINES_SHOWN - 1]
                .iter()
                .map(|l| escaped(l))
                .collect();
            first.push(escaped(picked[picked.len() - 1]));
            first
        } else {
            picked.iter().map(|l| escaped(l)).collect()
        };
        shown = shown.into_iter().map(|l| format!("    | {}", l)).collect();
        let more = self.lines.len().saturating_sub(shown.len());
        let cut_off = matches!(self.between, Between::Cut { .. });
        if more > 0 || cut_off {
            shown.push(format!(
                "    ({} more of standard error{}: {})",
                count(more as u64, "line", "lines"),
                if cut_off { ", past what is kept" } else { "" },
                whole
            ));
        }
        shown
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
        let mut run = crate::judging::verdict::tests::ran(Ending::Exited(1), 0, 0, b"");
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
