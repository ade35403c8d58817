//! Java: `javac` for the judge's Java version, `java` with the heap capped
//! from the memory limit, and the judges' rule that the class is `Main`.

use super::BuildError;
use std::ffi::{OsStr, OsString};
use std::path::Path;

/// The processors the JVM is told it has (`-XX:ActiveProcessorCount`).
const JVM_PROCESSORS: u32 = 2;

/// A judge's Java build.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Java {
    /// `javac --release`: the judge's Java version, or the nearest one the
    /// JDK here builds for; `None`, the JDK's own.
    pub release: Option<&'static str>,
    /// The class the judge runs, and whose rule that is, for messages.
    pub class: JavaClass,
    /// The stack of each thread (`-Xss`).
    pub stack: &'static str,
}

/// Which class a judge runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JavaClass {
    /// The class `Main`: the source is saved as `Main.java`, so a public
    /// class of another name does not compile. The judge's name is given
    /// for messages.
    Main(&'static str),
}

/// `java` and its flags before what it runs, for Java and Kotlin alike:
/// the heap capped at the memory limit (`memory_kib`), each thread's
/// stack `stack`, the serial collector, [`JVM_PROCESSORS`] processors,
/// and `ONLINE_JUDGE` set as a property.
pub(super) fn jvm_line(memory_kib: u64, stack: &str) -> Vec<OsString> {
    vec![
        "java".into(),
        format!("-Xmx{}m", (memory_kib / 1024).max(1)).into(),
        format!("-Xss{}", stack).into(),
        "-XX:+UseSerialGC".into(),
        "-XX:+IgnoreUnrecognizedVMOptions".into(),
        format!("-XX:ActiveProcessorCount={}", JVM_PROCESSORS).into(),
        "-DONLINE_JUDGE=true".into(),
    ]
}

impl Java {
    pub(super) fn missing(&self) -> Option<String> {
        let missing: Vec<&str> = ["javac", "java"]
            .iter()
            .copied()
            .filter(|tool| crate::build::tools::on_path(tool).is_none())
            .collect();
        if missing.is_empty() {
            None
        } else {
            Some(format!(
                "{} (a JDK: Debian's default-jdk-headless, or any JDK 8 or later)",
                missing.join(" and ")
            ))
        }
    }

    pub(super) fn compile_line(&self, source: &OsStr) -> Vec<OsString> {
        let mut line: Vec<OsString> = ["javac", "-encoding", "UTF-8", "-Xlint:-options"]
            .iter()
            .map(OsString::from)
            .collect();
        if let Some(release) = self.release {
            line.extend(["--release".into(), release.into()]);
        }
        line.push(source.to_os_string());
        line
    }

    /// `java` with the heap capped at the memory limit, as the judges cap
    /// it, and `ONLINE_JUDGE` set as a property, as POJ and Luogu set it.
    /// The JVM is told of 2 processors whatever the machine has: it sizes
    /// its JIT threads (`CICompilerCount` 2 here, 21 at 128) and the
    /// common fork-join pool (a thread a core) from them, and every
    /// thread counts against the run's process limit (14 threads at
    /// most here, measured); an old JDK 8 without the flag ignores it.
    pub(super) fn run_line(&self, folder: &Path, memory_kib: u64) -> Vec<OsString> {
        let mut line = jvm_line(memory_kib, self.stack);
        line.push("-cp".into());
        line.push(folder.as_os_str().to_os_string());
        let JavaClass::Main(_) = self.class;
        line.push("Main".into());
        line
    }

    /// After a good compile: the class the judge runs must be there.
    pub(super) fn check_class(&self, folder: &Path, text: &[u8]) -> Result<(), BuildError> {
        let JavaClass::Main(judge) = self.class;
        if folder.join("Main.class").is_file() {
            return Ok(());
        }
        let classes = class_names(text);
        Err(BuildError::failed(format!(
            "{} runs the class `Main`, and this file has none (its classes: {})",
            judge,
            if classes.is_empty() {
                "none found".to_string()
            } else {
                classes.join(", ")
            }
        )))
    }

    /// A good compile's messages, with a line on a `package` the file
    /// declares: the judge runs `java Main`, which finds no class `Main`
    /// outside that package, so every run ends in `NoClassDefFoundError`.
    pub(super) fn kept(&self, log: &str, text: &[u8]) -> String {
        let JavaClass::Main(judge) = self.class;
        match package_of(text) {
            Some(package) => format!(
                "{}note: Main.java declares `package {};`: {} runs `java Main`, which finds no \
                 class Main outside a package, so every run ends in NoClassDefFoundError (RE): \
                 remove the package line\n",
                log, package, judge
            ),
            None => log.to_string(),
        }
    }

    /// A failed compile's message, with the class rule first when a public
    /// class of another name is the cause.
    pub(super) fn explain(&self, log: &str, text: &[u8]) -> String {
        let JavaClass::Main(judge) = self.class;
        if !log.contains("should be declared in a file named") {
            return log.to_string();
        }
        // javac: "Main.java:8: error: class Eight is public, should be
        // declared in a file named Eight.java".
        let public = log
            .lines()
            .find_map(|line| {
                let (_, rest) = line.split_once("error: class ")?;
                Some(rest.split(' ').next()?.to_string())
            })
            .or_else(|| public_class(text))
            .unwrap_or_else(|| "?".to_string());
        format!(
            "{} runs the class `Main` from Main.java: the public class here is `{}`; \
             call it Main\n{}",
            judge, public, log
        )
    }
}

/// The name of the first public class of a source (`public class X`,
/// `public final class X`).
fn public_class(text: &[u8]) -> Option<String> {
    let text = String::from_utf8_lossy(text);
    let words: Vec<&str> = text.split_whitespace().collect();
    (1..words.len().saturating_sub(1))
        .find(|&i| words[i] == "class" && words[i.saturating_sub(2)..i].contains(&"public"))
        .map(|i| identifier(words[i + 1]))
}

/// The package a source declares (`package boj1525;`), before its first
/// class or import; `None` where it declares none.
fn package_of(text: &[u8]) -> Option<String> {
    let text = String::from_utf8_lossy(text);
    let mut in_comment = false;
    for line in text.lines() {
        let line = line.trim();
        if in_comment {
            in_comment = !line.contains("*/");
            continue;
        }
        if line.starts_with("/*") {
            in_comment = !line.contains("*/");
            continue;
        }
        if line.is_empty() || line.starts_with("//") {
            continue;
        }
        let rest = line.strip_prefix("package")?;
        if !rest.starts_with(char::is_whitespace) {
            return None;
        }
        return Some(rest.trim().trim_end_matches(';').trim().to_string());
    }
    None
}

/// The names after each `class` word of a source.
fn class_names(text: &[u8]) -> Vec<String> {
    let text = String::from_utf8_lossy(text);
    let words: Vec<&str> = text.split_whitespace().collect();
    words
        .windows(2)
        .filter(|w| w[0] == "class")
        .map(|w| identifier(w[1]))
        .collect()
}

/// The identifier that `word` starts with (`Main{` is `Main`).
fn identifier(word: &str) -> String {
    word.split(|c: char| !c.is_alphanumeric() && c != '_')
        .next()
        .unwrap_or(word)
        .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_package_is_read_before_the_first_class_past_comments() {
        assert_eq!(
            package_of(b"// BOJ 1525\n/* a\n b */\npackage boj1525;\nimport java.util.*;\n"),
            Some("boj1525".to_string())
        );
        assert_eq!(package_of(b"package a.b.c ;\n"), Some("a.b.c".to_string()));
        // None declared, or only after the code began.
        assert_eq!(package_of(b"import java.util.*;\npackage x;\n"), None);
        assert_eq!(package_of(b"public class Main {}\n"), None);
        assert_eq!(package_of(b"packages_are_not(1);\n"), None);
    }

    #[test]
    fn class_names_are_read_from_the_source() {
        let text = b"import java.util.*;\npublic class Solution{\n} class Helper {}";
        assert_eq!(public_class(text), Some("Solution".to_string()));
        assert_eq!(class_names(text), ["Solution", "Helper"]);
        assert_eq!(public_class(b"class Main {}"), None);
        assert_eq!(
            public_class(b"public final class Eight{"),
            Some("Eight".to_string())
        );
    }
}
