//! Commands as `sh` reads them: words quoted so that a printed command
//! pastes into `sh` and runs, and a `-c COMMAND` split into its words as
//! `sh` would split them.

use std::ffi::OsStr;
use std::fmt;

/// Whether `c` means nothing to `sh` inside a word.
fn plain(c: char) -> bool {
    c.is_ascii_alphanumeric() || "-_./=:,+@%^".contains(c)
}

/// `word` as one `sh` word: as it is when `sh` takes every character of
/// it literally, else in single quotes (a `'` inside written `'\''`).
///
/// ```
/// use eight_judge::shell::quote;
/// assert_eq!(quote("-std=gnu++98"), "-std=gnu++98");
/// assert_eq!(quote("it's"), r"'it'\''s'");
/// assert_eq!(quote(""), "''");
/// ```
pub fn quote(word: &str) -> String {
    if !word.is_empty() && word.chars().all(plain) {
        return word.to_string();
    }
    format!("'{}'", word.replace('\'', r"'\''"))
}

/// `words` as one `sh` command line, each word quoted as it needs; a first
/// word with `=` in it is quoted too, or `sh` would read an assignment.
pub fn line<W: AsRef<OsStr>>(words: &[W]) -> String {
    let quoted: Vec<String> = words
        .iter()
        .enumerate()
        .map(|(index, word)| {
            let word = word.as_ref().to_string_lossy();
            if index == 0 && word.contains('=') {
                format!("'{}'", word.replace('\'', r"'\''"))
            } else {
                quote(&word)
            }
        })
        .collect();
    quoted.join(" ")
}

/// Why a `-c COMMAND` could not be split into words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SplitError {
    /// No word at all.
    Empty,
    /// A quote opened and never closed.
    Unclosed(char),
    /// Shell syntax outside quotes (a pipe, a redirection, a variable...):
    /// the command is run as its words, with no shell.
    Syntax(char),
    /// `NAME=value` before the program.
    Assignment(String),
}

impl fmt::Display for SplitError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            SplitError::Empty => write!(f, "it is empty"),
            SplitError::Unclosed(quote) => write!(f, "a {} is never closed", quote),
            SplitError::Syntax(c) => write!(
                f,
                "{:?} is shell syntax, and the command runs as its words, with no shell \
                 (put a pipeline or a redirection in a script and judge that)",
                c
            ),
            SplitError::Assignment(word) => write!(
                f,
                "{} sets a variable, and the command runs as its words, with no shell \
                 (export it before running the judge)",
                word
            ),
        }
    }
}

impl std::error::Error for SplitError {}

/// `command` split into words as `sh` splits them: white space between
/// words, `'...'` literal, `"..."` with `\` escaping `"`, `\`, `$` and a
/// backquote, and `\` outside quotes escaping the next character. Shell
/// syntax outside quotes is refused, since no shell runs the words.
///
/// ```
/// use eight_judge::shell::split;
/// assert_eq!(split("python3 'my file.py' -O").unwrap(), ["python3", "my file.py", "-O"]);
/// assert!(split("./a.out < in").is_err());
/// ```
pub fn split(command: &str) -> Result<Vec<String>, SplitError> {
    let mut words = Vec::new();
    let mut word: Option<String> = None;
    let mut chars = command.chars();
    while let Some(c) = chars.next() {
        match c {
            ' ' | '\t' | '\n' => words.extend(word.take()),
            '\'' => {
                let text = word.get_or_insert_with(String::new);
                loop {
                    match chars.next() {
                        Some('\'') => break,
                        Some(c) => text.push(c),
                        None => return Err(SplitError::Unclosed('\'')),
                    }
                }
            }
            '"' => {
                let text = word.get_or_insert_with(String::new);
                loop {
                    match chars.next() {
                        Some('"') => break,
                        Some('\\') => match chars.next() {
                            Some(c) if "\"\\$`".contains(c) => text.push(c),
                            Some(c) => {
                                text.push('\\');
                                text.push(c);
                            }
                            None => return Err(SplitError::Unclosed('"')),
                        },
                        Some(c @ ('$' | '`')) => return Err(SplitError::Syntax(c)),
                        Some(c) => text.push(c),
                        None => return Err(SplitError::Unclosed('"')),
                    }
                }
            }
            '\\' => {
                if let Some(c) = chars.next() {
                    word.get_or_insert_with(String::new).push(c);
                }
            }
            '#' if word.is_none() => break,
            c if "|&;<>()$`*?~".contains(c) => return Err(SplitError::Syntax(c)),
            c => word.get_or_insert_with(String::new).push(c),
        }
    }
    words.extend(word);
    match words.first() {
        None => Err(SplitError::Empty),
        Some(first) if first.contains('=') && !first.contains('/') => {
            Err(SplitError::Assignment(first.clone()))
        }
        Some(_) => Ok(words),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::process::Command;

    #[test]
    // windows.sh runs the unit tests under wine, where no sh is.
    #[cfg_attr(windows, ignore = "needs sh")]
    fn quoted_words_come_back_whole_through_sh() {
        let words = [
            "python3",
            "-c",
            "import sys; compile(open(sys.argv[1], 'rb').read(), sys.argv[1], 'exec')",
            "a b",
            "",
            "$HOME",
            "it's",
            "~",
            "*",
        ];
        let script = format!("printf '%s\\n' {}", line(&words[1..]));
        let out = Command::new("sh").arg("-c").arg(&script).output().unwrap();
        let printed = String::from_utf8(out.stdout).unwrap();
        let back: Vec<&str> = printed.trim_end_matches('\n').split('\n').collect();
        assert_eq!(back, &words[1..], "{}", script);
        // A first word with `=` would be an assignment unquoted.
        assert_eq!(line(&["a=b", "c"]), "'a=b' c");
    }

    #[test]
    fn a_command_splits_as_sh_splits_it_and_shell_syntax_is_refused() {
        let split_ok = |text: &str| split(text).unwrap();
        assert_eq!(split_ok("./a.out"), ["./a.out"]);
        assert_eq!(split_ok("  pypy3   main.py  "), ["pypy3", "main.py"]);
        assert_eq!(
            split_ok(r#"java -Xss64m "-Dx=a \"b\"" it\'s ''"#),
            ["java", "-Xss64m", "-Dx=a \"b\"", "it's", ""]
        );
        assert_eq!(split_ok("run # a comment"), ["run"]);
        assert_eq!(split(""), Err(SplitError::Empty));
        assert_eq!(split("  "), Err(SplitError::Empty));
        assert_eq!(split("a 'b"), Err(SplitError::Unclosed('\'')));
        assert_eq!(split("a \"b"), Err(SplitError::Unclosed('"')));
        assert_eq!(split("./a < in"), Err(SplitError::Syntax('<')));
        assert_eq!(split("./a | tee x"), Err(SplitError::Syntax('|')));
        assert_eq!(split("echo $HOME"), Err(SplitError::Syntax('$')));
        assert_eq!(split("echo \"$HOME\""), Err(SplitError::Syntax('$')));
        assert_eq!(
            split("N=1 ./a"),
            Err(SplitError::Assignment("N=1".to_string()))
        );
        assert_eq!(split_ok("./a N=1"), ["./a", "N=1"]);
    }
}
