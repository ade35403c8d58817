//! The problems as people read them: the README's table, the lines
//! `--problems` prints, and one problem whole (`--problems NAME`), each
//! from the facts of [`crate::problems`].

use crate::problems::{Problem, PROBLEMS};
use crate::run::Limits;

/// `limits` as the table shows them: `1.00 s CPU, 64 MiB`.
fn limits_text(limits: &Limits) -> String {
    format!(
        "{} CPU, {} MiB, {} MiB of output",
        crate::shown::seconds(limits.time),
        limits.memory_kib / 1024,
        limits.output_kib.unwrap_or(0) / 1024
    )
}

/// The problems as a Markdown table, for the README: generated, so that
/// each fact stays written once, here.
pub fn table() -> String {
    let mut text = String::from(
        "| problem | statement | input | output | answer rule | limits | judge and builds | golden cases |\n\
         |---|---|---|---|---|---|---|---|\n",
    );
    for problem in &PROBLEMS {
        text.push_str(&problem.row());
    }
    text
}

/// The widest `--problems` prints: a terminal of 100 columns.
pub const LISTING_WIDTH: usize = 100;

/// The problems as `--problems` prints them: a line each, its name, its
/// judge, its limits and its title, fitting [`LISTING_WIDTH`] columns;
/// `--problems NAME` shows one whole ([`Problem::whole`]).
pub fn listing() -> String {
    let limits = |p: &Problem| {
        format!(
            "{}, {} MiB",
            crate::shown::seconds(p.limits.time),
            p.limits.memory_kib / 1024
        )
    };
    let widest =
        |f: &dyn Fn(&Problem) -> String| PROBLEMS.iter().map(|p| width(&f(p))).max().unwrap_or(0);
    let name_w = widest(&|p| p.name.to_string()).max("problem".len());
    let judge_w = widest(&|p| p.judge.name.to_string()).max("judge".len());
    let limits_w = widest(&limits).max("limits".len());
    let title_w = LISTING_WIDTH.saturating_sub(name_w + judge_w + limits_w + 6);
    let line = |name: &str, judge: &str, limits: &str, title: &str| {
        let pad =
            |text: &str, w: usize| format!("{}{}", text, " ".repeat(w.saturating_sub(width(text))));
        format!(
            "{}  {}  {}  {}",
            pad(name, name_w),
            pad(judge, judge_w),
            pad(limits, limits_w),
            fitted(title, title_w)
        )
        .trim_end()
        .to_string()
    };
    let mut text = line("problem", "judge", "limits", "title");
    text.push('\n');
    for problem in &PROBLEMS {
        text.push_str(&line(
            problem.name,
            problem.judge.name,
            &limits(problem),
            problem.title,
        ));
        text.push('\n');
    }
    text.push_str(&fitted(
        "cargo judge --problems NAME: one whole (its input, output, rule, limits, builds, cases)",
        LISTING_WIDTH,
    ));
    text.push('\n');
    text
}

/// The columns `text` takes on a terminal: two for a wide (CJK, Hangul,
/// full-width) character, one for any other.
pub fn width(text: &str) -> usize {
    text.chars()
        .map(|c| match c as u32 {
            0x1100..=0x115F
            | 0x2E80..=0xA4CF
            | 0xAC00..=0xD7A3
            | 0xF900..=0xFAFF
            | 0xFE30..=0xFE4F
            | 0xFF00..=0xFF60
            | 0xFFE0..=0xFFE6 => 2,
            _ => 1,
        })
        .sum()
}

/// `text` cut to `most` columns, `...` saying where.
fn fitted(text: &str, most: usize) -> String {
    if width(text) <= most {
        return text.to_string();
    }
    let mut kept = String::new();
    for c in text.chars() {
        if width(&kept) + width(&c.to_string()) + 3 > most {
            break;
        }
        kept.push(c);
    }
    format!("{}...", kept)
}

/// `label: text` wrapped at [`LISTING_WIDTH`] columns, the lines after
/// the first indented.
fn wrapped(label: &str, text: &str) -> String {
    let mut lines = vec![format!("  {}:", label)];
    for word in text.split_whitespace() {
        let last = lines.last_mut().expect("a first line");
        if width(last) + 1 + width(word) > LISTING_WIDTH && width(last) > 6 {
            lines.push(format!("      {}", word));
        } else {
            last.push(' ');
            last.push_str(word);
        }
    }
    lines.join("\n")
}

impl Problem {
    /// Its limits and where they come from, a language's own after.
    fn limits_line(&self) -> String {
        let mut limits = format!("{} ({})", limits_text(&self.limits), self.limits_from);
        for (family, other, from) in self.other_limits {
            limits.push_str(&format!(
                "; {}: {} ({})",
                family.name(),
                limits_text(other),
                from
            ));
        }
        for build in self.judge.builds {
            let own = self
                .other_limits
                .iter()
                .any(|(of, _, _)| *of == build.family());
            match self.judge.extra_for(build) {
                Some(extra) if !own => limits.push_str(&format!(
                    "; --build {}: {} ({})",
                    build.name,
                    limits_text(&extra.applied(self.limits)),
                    extra.from
                )),
                _ => {}
            }
        }
        limits
    }

    /// The problem whole, as `--problems NAME` shows it: its title and
    /// statement, then each fact on lines of its own, wrapped at
    /// [`LISTING_WIDTH`] columns.
    pub fn whole(&self) -> String {
        let description = self.format.describe();
        let limits = self.limits_line();
        let builds: Vec<&str> = self.judge.builds.iter().map(|build| build.name).collect();
        let folder = self.golden_folder();
        let parts = [
            wrapped("statement", self.statement),
            wrapped("input", &description.input),
            wrapped("output", description.output),
            wrapped("rule", description.rule),
            wrapped("limits", &limits),
            wrapped(
                "judge",
                &format!("{}; its builds: {}", self.judge.name, builds.join(", ")),
            ),
            wrapped(
                "golden cases",
                &format!("{}: {}", folder, self.marks.describe()),
            ),
        ];
        format!("{}: {}\n{}\n", self.name, self.title, parts.join("\n"))
    }

    /// The problem's row of the README's table, its newline included.
    pub fn row(&self) -> String {
        let description = self.format.describe();
        let limits = self.limits_line();
        let builds: Vec<String> = self
            .judge
            .builds
            .iter()
            .map(|build| format!("`{}`", build.name))
            .collect();
        format!(
            "| `{}` | [{}]({}) | {} | {} | {} | {} | {}: {} | {} |\n",
            self.name,
            self.title,
            self.statement,
            description.input,
            description.output,
            description.rule,
            limits,
            self.judge.name,
            builds.join(", "),
            self.marks.describe()
        )
    }

    /// What the problem's rule accepts, in a few words.
    pub fn rule_text(&self) -> &'static str {
        self.format.describe().rule
    }
}
