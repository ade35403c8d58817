//! The command line a Windows program is given: one string, its words
//! quoted as the C runtime (and `CommandLineToArgvW`) splits them again.

/// `words` as one command line: a word with no space, tab or quote as it
/// is; any other in quotes, a quote in it escaped (`\"`) and the
/// backslashes before a quote, or before the closing one, doubled.
pub(crate) fn command_line(words: &[String]) -> String {
    let mut line = String::new();
    for (index, word) in words.iter().enumerate() {
        if index > 0 {
            line.push(' ');
        }
        quote(word, &mut line);
    }
    line
}

fn quote(word: &str, line: &mut String) {
    if !word.is_empty() && !word.contains([' ', '\t', '"']) {
        line.push_str(word);
        return;
    }
    line.push('"');
    let mut backslashes = 0;
    for c in word.chars() {
        match c {
            '\\' => backslashes += 1,
            '"' => {
                line.extend(std::iter::repeat('\\').take(backslashes + 1));
                backslashes = 0;
            }
            _ => backslashes = 0,
        }
        line.push(c);
    }
    line.extend(std::iter::repeat('\\').take(backslashes));
    line.push('"');
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(words: &[&str]) -> String {
        let words: Vec<String> = words.iter().map(|w| w.to_string()).collect();
        command_line(&words)
    }

    #[test]
    fn words_are_quoted_as_the_c_runtime_splits_them() {
        assert_eq!(line(&["a.exe", "b", "c"]), "a.exe b c");
        assert_eq!(
            line(&["C:\\Program Files\\x.exe"]),
            "\"C:\\Program Files\\x.exe\""
        );
        assert_eq!(line(&["a", ""]), "a \"\"");
        assert_eq!(line(&["say \"hi\""]), "\"say \\\"hi\\\"\"");
        // Backslashes are literal but before a quote.
        assert_eq!(line(&["a\\b"]), "a\\b");
        assert_eq!(line(&["a b\\"]), "\"a b\\\\\"");
        assert_eq!(line(&["a\\\"b c"]), "\"a\\\\\\\"b c\"");
        assert_eq!(line(&["tab\there"]), "\"tab\there\"");
    }
}
