//! Where cases come from, all yielding one [`TestCase`]: the golden
//! folders of `testdata/`, and a contestant's own folder (`-d DIR`) in
//! oj's layout (`NAME.in`, `NAME.out`) or as competitive-companion's JSON
//! and cph's `.prob` files.

use crate::build::solution::absolute;
use crate::json;
use crate::problems::built_in;
use crate::problems::format::{Blame, Case, Format, ReadError};
use crate::problems::oracle::Oracle;
use crate::problems::{readers, Problem};
use crate::workspace;
use std::fmt;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

/// Why a contestant's folder of cases (`-d DIR`) cannot be judged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CaseError {
    NoFolder(PathBuf),
    /// A file given where a folder is wanted.
    NotAFolder(PathBuf),
    Unreadable {
        path: PathBuf,
        error: String,
    },
    /// A `NAME.out` with no `NAME.in` beside it (oj: "dangling output case").
    Dangling(PathBuf),
    /// No case in the folder.
    Empty(PathBuf),
    NotUtf8(PathBuf),
    NotJson {
        path: PathBuf,
        why: json::JsonError,
    },
    /// A JSON file with no `tests` array.
    NoTests(PathBuf),
    /// A JSON file's test `test` (from 1) with no `input` text.
    NoInput {
        path: PathBuf,
        test: usize,
    },
    /// A JSON file's test whose `output` is not text.
    OutputNotText {
        path: PathBuf,
        test: usize,
    },
    /// An input its problem's format does not read.
    NotInFormat {
        from: String,
        problem: &'static str,
        why: String,
        format: String,
    },
}

impl fmt::Display for CaseError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            CaseError::NoFolder(dir) => write!(f, "-d {}: there is no such folder", dir.display()),
            CaseError::NotAFolder(dir) => write!(
                f,
                "-d {} is a file, not a folder: -d takes a folder of cases \
                 (NAME.in with NAME.out), to judge them all or those named",
                dir.display()
            ),
            CaseError::Unreadable { path, error } => {
                write!(f, "cannot read {}: {}", path.display(), error)
            }
            CaseError::Dangling(out) => write!(
                f,
                "{} has no {} beside it (a dangling output, which oj refuses too): \
                 add the input or remove the output",
                out.display(),
                out.with_extension("in")
                    .file_name()
                    .unwrap_or_default()
                    .to_string_lossy()
            ),
            CaseError::Empty(dir) => write!(
                f,
                "{} holds no case: no NAME.in, competitive-companion .json or cph .prob file",
                dir.display()
            ),
            CaseError::NotUtf8(path) => write!(f, "{} is not UTF-8 text", path.display()),
            CaseError::NotJson { path, why } => {
                write!(f, "{} is not JSON: {}", path.display(), why)
            }
            CaseError::NoTests(path) => write!(
                f,
                "{} has no \"tests\" array (competitive-companion's and cph's files have one)",
                path.display()
            ),
            CaseError::NoInput { path, test } => {
                write!(f, "{}: test {} has no \"input\" text", path.display(), test)
            }
            CaseError::OutputNotText { path, test } => {
                write!(
                    f,
                    "{}: test {}'s \"output\" is not text",
                    path.display(),
                    test
                )
            }
            CaseError::NotInFormat {
                from,
                problem,
                why,
                format,
            } => write!(
                f,
                "{} is not in {}'s input format: {} ({})",
                from, problem, why, format
            ),
        }
    }
}

impl std::error::Error for CaseError {}

/// Where the golden cases of a folder of `testdata/` are read from: the
/// workspace's own, so that a maintainer's new case is judged at once, or
/// the copy built into the judge ([`built_in`]), which is all an
/// installed judge has.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Golden {
    /// `testdata/<folder>/` of the workspace around the current folder.
    Workspace(PathBuf),
    /// The folder as built into the judge: no workspace is around the
    /// current folder (`workspace` is `None`), or the one around it
    /// (its root) has no such folder.
    BuiltIn {
        folder: String,
        workspace: Option<PathBuf>,
    },
}

impl Golden {
    /// Where the golden folder `folder` is read from, here.
    pub fn of(folder: &str) -> Golden {
        match workspace::found() {
            Some(root) if root.join("testdata").join(folder).is_dir() => {
                Golden::Workspace(root.join("testdata").join(folder))
            }
            root => Golden::BuiltIn {
                folder: folder.to_string(),
                workspace: root,
            },
        }
    }

    /// Where `problem`'s golden cases are read from ([`Golden::of`]).
    pub fn of_problem(problem: &Problem) -> Golden {
        Golden::of(problem.cases)
    }

    /// The files of the folder: each `.in` by name, its bytes, and its
    /// `.out`'s or why there is none.
    fn files(&self) -> Result<Vec<GoldenFile>, GoldenError> {
        match self {
            Golden::Workspace(folder) => folder_files(folder),
            Golden::BuiltIn { folder, .. } => {
                let place = built_in_path(folder, "");
                let files = built_in::files(folder).ok_or_else(|| GoldenError::Unreadable {
                    path: PathBuf::from(&place),
                    error: "no such folder is built into this judge".to_string(),
                })?;
                let mut found = Vec::new();
                for (name, input) in files.iter() {
                    let stem = match name.strip_suffix(".in") {
                        Some(stem) => stem,
                        None => continue,
                    };
                    let out = format!("{}.out", stem);
                    let out_from = built_in_path(folder, &out);
                    let expected = files
                        .iter()
                        .find(|(name, _)| *name == out)
                        .map(|(_, bytes)| bytes.to_vec())
                        .ok_or_else(|| Untrusted::Unreadable {
                            path: PathBuf::from(&out_from),
                            error: "not built into this judge".to_string(),
                        });
                    found.push(GoldenFile {
                        name: stem.to_string(),
                        path: PathBuf::from(built_in_path(folder, name)),
                        input: input.to_vec(),
                        expected,
                        output_from: out_from,
                    });
                }
                Ok(found)
            }
        }
    }
}

/// How a built-in file is named in the report and the records: not a
/// path of this machine's.
fn built_in_path(folder: &str, file: &str) -> String {
    if file.is_empty() {
        format!("built-in:testdata/{}", folder)
    } else {
        format!("built-in:testdata/{}/{}", folder, file)
    }
}

impl fmt::Display for Golden {
    /// The header's words: the workspace's folder, or the built-in copy
    /// with its commit and why it is the one judged.
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            Golden::Workspace(folder) => write!(f, "{} (the workspace's)", folder.display()),
            Golden::BuiltIn { folder, workspace } => {
                write!(f, "testdata/{} as built into this judge (", folder)?;
                match built_in::commit() {
                    Some(commit) => write!(f, "commit {}", commit)?,
                    None => f.write_str("no commit known")?,
                }
                match workspace {
                    None => f.write_str("; no workspace around this folder)"),
                    Some(root) => write!(
                        f,
                        "; the workspace {} has no testdata/{})",
                        root.display(),
                        folder
                    ),
                }
            }
        }
    }
}

/// The folder of `problem`'s golden cases, as the header names it
/// ([`Golden::of_problem`]).
pub fn golden_folder(problem: &Problem) -> Golden {
    Golden::of_problem(problem)
}

/// A golden `.in` and its `.out`, read.
struct GoldenFile {
    /// The file's name without `.in`.
    name: String,
    /// Its path, or its name built in.
    path: PathBuf,
    input: Vec<u8>,
    expected: Result<Vec<u8>, Untrusted>,
    output_from: String,
}

/// The `.in` files of `folder` with their `.out`s, read.
fn folder_files(folder: &Path) -> Result<Vec<GoldenFile>, GoldenError> {
    let unreadable = |path: &Path, e: io::Error| GoldenError::Unreadable {
        path: path.to_path_buf(),
        error: e.to_string(),
    };
    let mut found = Vec::new();
    for path in files_ending(folder, "in").map_err(|e| unreadable(folder, e))? {
        let input = fs::read(&path).map_err(|e| unreadable(&path, e))?;
        let out = path.with_extension("out");
        let expected = fs::read(&out).map_err(|e| Untrusted::Unreadable {
            path: out.clone(),
            error: e.to_string(),
        });
        found.push(GoldenFile {
            name: stem(&path),
            input,
            expected,
            output_from: shown(&out),
            path: PathBuf::from(shown(&path)),
        });
    }
    Ok(found)
}

/// Why a case has no output to judge against: the case's fault (`FAIL`),
/// or the judge's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Untrusted {
    /// A golden case's `.out` cannot be read: the system's reason.
    Unreadable { path: PathBuf, error: String },
    /// The output given is wrong by the problem's rule: where it is
    /// from, the problem, and what is wrong (cut short).
    WrongByRule {
        from: String,
        problem: &'static str,
        why: String,
    },
    /// The reference answer fails the problem's own rule: the judge's
    /// fault.
    ReferenceWrong(String),
}

impl fmt::Display for Untrusted {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            Untrusted::Unreadable { path, error } => {
                write!(f, "cannot read {}: {}", path.display(), error)
            }
            Untrusted::WrongByRule { from, problem, why } => {
                write!(f, "{} is wrong by {}'s rule: {}", from, problem, why)
            }
            Untrusted::ReferenceWrong(why) => write!(
                f,
                "the reference answer is wrong (the judge's fault): {}",
                why
            ),
        }
    }
}

impl std::error::Error for Untrusted {}

/// One case to judge: its name, its input, the output it is judged
/// against, and where each came from.
pub struct TestCase {
    /// What `CASE` picks it by: the file's name without `.in`, or for a
    /// JSON file's tests, the file's name and the test's number
    /// (`problem-2`).
    pub name: String,
    pub input: Vec<u8>,
    /// The output it is judged against, by the problem's rule; or why
    /// there is none to trust (the case's fault: `FAIL`).
    pub expected: Result<Vec<u8>, Untrusted>,
    /// The boards of the input, as its format reads them.
    pub cases: Vec<Case>,
    /// Where the input is: a file, or `FILE#N` for the N-th test of a
    /// JSON file.
    pub input_from: String,
    /// Where the expected output is; `None`: the reference answer, made
    /// here ([`Oracle`]).
    pub output_from: Option<String>,
    /// Whether it is a golden case of `testdata/`, whose marks
    /// (`Problem::marks`) apply; a contestant's own case is promised.
    pub golden: bool,
}

/// Why the golden cases of a folder cannot be had.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GoldenError {
    /// The folder cannot be listed, or one of its files read.
    Unreadable { path: PathBuf, error: String },
    /// An `.in` that nothing reading its folder reads ([`readers`]):
    /// named, with why each reader refuses it, by the reader's name.
    Unread {
        path: PathBuf,
        refusals: Vec<(&'static str, ReadError)>,
    },
    /// No `.in` of the folder is in this reader's format.
    NoCase { folder: PathBuf, reader: String },
}

impl fmt::Display for GoldenError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            GoldenError::Unreadable { path, error } => {
                write!(
                    f,
                    "cannot read the golden cases, {}: {}",
                    path.display(),
                    error
                )
            }
            GoldenError::Unread { path, refusals } => {
                let whys: Vec<String> = refusals
                    .iter()
                    .map(|(reader, why)| format!("{}: {}", reader, why))
                    .collect();
                write!(
                    f,
                    "{} is a golden case that nothing using its folder reads ({}); \
                     correct it or remove it",
                    path.display(),
                    whys.join("; ")
                )
            }
            GoldenError::NoCase { folder, reader } => write!(
                f,
                "no case of {} is in {}'s input format",
                folder.display(),
                reader
            ),
        }
    }
}

impl std::error::Error for GoldenError {}

/// Every `NAME.in` of the golden folder `folder`, by name, that `format`
/// reads, with its cases. A file it refuses is another reader's of
/// `readers`, all that read the folder, `format` among them (the folders
/// are shared by problems of different formats, and by this workspace's
/// programs, which read any layout); one that none of them reads is an
/// error naming it.
pub fn golden_cases_in(
    folder: &Path,
    format: &dyn Format,
    readers: &[(&'static str, &'static dyn Format)],
) -> Result<Vec<TestCase>, GoldenError> {
    cases_of(folder_files(folder)?, format, readers)
}

/// The cases of `files` that `format` reads, as [`golden_cases_in`]
/// takes them.
fn cases_of(
    files: Vec<GoldenFile>,
    format: &dyn Format,
    readers: &[(&'static str, &'static dyn Format)],
) -> Result<Vec<TestCase>, GoldenError> {
    let mut golden = Vec::new();
    for file in files {
        let cases = match format.read(&file.input) {
            Ok(cases) => cases,
            Err(_) => {
                let refusals: Vec<(&'static str, ReadError)> = readers
                    .iter()
                    .filter_map(|(name, reader)| {
                        reader.read(&file.input).err().map(|why| (*name, why))
                    })
                    .collect();
                if refusals.len() < readers.len() {
                    // Another reader's case.
                    continue;
                }
                return Err(GoldenError::Unread {
                    path: file.path,
                    refusals,
                });
            }
        };
        golden.push(TestCase {
            name: file.name,
            input_from: file.path.to_string_lossy().into_owned(),
            input: file.input,
            expected: file.expected,
            cases,
            output_from: Some(file.output_from),
            golden: true,
        });
    }
    Ok(golden)
}

/// The golden cases of `testdata/<folder>/` in `format`, read where
/// [`Golden::of`] says, its readers those of [`readers`]; an error too
/// when no case is in `format`.
pub fn golden_cases(
    folder: &str,
    format: &dyn Format,
    reader: &str,
) -> Result<Vec<TestCase>, GoldenError> {
    let from = Golden::of(folder);
    let golden = cases_of(from.files()?, format, &readers(folder))?;
    if golden.is_empty() {
        return Err(GoldenError::NoCase {
            folder: match from {
                Golden::Workspace(path) => path,
                Golden::BuiltIn { folder, .. } => PathBuf::from(built_in_path(&folder, "")),
            },
            reader: reader.to_string(),
        });
    }
    Ok(golden)
}

/// The golden cases of `problem`: those of its folder in its input format.
pub fn problem_golden(problem: &Problem) -> Result<Vec<TestCase>, GoldenError> {
    golden_cases(problem.cases, problem.format, problem.name)
}

/// A case named that is not among the cases: the problem's name, the
/// name, and the names of its cases.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NoSuchCase {
    pub problem: &'static str,
    pub name: String,
    pub names: Vec<String>,
}

impl fmt::Display for NoSuchCase {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(
            f,
            "{} has no case {:?}; its cases are {}",
            self.problem,
            self.name,
            self.names.join(", ")
        )
    }
}

impl std::error::Error for NoSuchCase {}

/// Of `all`, those named in `only` (all of them when `only` is empty); an
/// error when a name is not among them.
pub fn picked(
    mut all: Vec<TestCase>,
    only: &[String],
    problem: &Problem,
) -> Result<Vec<TestCase>, NoSuchCase> {
    if let Some(name) = only
        .iter()
        .find(|name| all.iter().all(|case| &case.name != *name))
    {
        return Err(NoSuchCase {
            problem: problem.name,
            name: name.clone(),
            names: all.iter().map(|case| case.name.clone()).collect(),
        });
    }
    if !only.is_empty() {
        all.retain(|case| only.contains(&case.name));
    }
    Ok(all)
}

/// The cases of a contestant's folder `dir`, by file name: each `NAME.in`
/// (against `NAME.out` where there is one), and each test of each
/// competitive-companion `.json` or cph `.prob` file. An input not in the
/// problem's format, an unreadable file, a `.out` with no `.in`, or a
/// folder with no case is an error naming the file. A given output that
/// is wrong by the problem's rule makes the case's expected output an
/// error ([`TestCase::expected`]).
pub fn directory_cases(problem: &Problem, dir: &Path) -> Result<Vec<TestCase>, CaseError> {
    if dir.is_file() {
        return Err(CaseError::NotAFolder(dir.to_path_buf()));
    }
    if !dir.is_dir() {
        return Err(CaseError::NoFolder(dir.to_path_buf()));
    }
    let mut entries: Vec<PathBuf> = fs::read_dir(dir)
        .map_err(|e| cannot(dir, e))?
        .filter_map(|entry| Some(entry.ok()?.path()))
        .filter(|path| path.is_file())
        .collect();
    entries.sort();
    if let Some(out) = entries.iter().find(|path| {
        path.extension().map_or(false, |e| e == "out") && !path.with_extension("in").is_file()
    }) {
        return Err(CaseError::Dangling(absolute(out)));
    }
    let mut oracle = Oracle::new();
    let mut found = Vec::new();
    for path in entries {
        match path.extension().and_then(|e| e.to_str()).unwrap_or("") {
            "in" => found.push(in_file(problem, &mut oracle, &path)?),
            "json" | "prob" => found.extend(json_file(problem, &mut oracle, &path)?),
            _ => {}
        }
    }
    if found.is_empty() {
        return Err(CaseError::Empty(absolute(dir)));
    }
    Ok(found)
}

/// The cases of `NAME.in` files named by their paths (`test/sample-1.in`),
/// each against `NAME.out` beside it where there is one, as a folder's
/// (`directory_cases`) are.
pub fn case_files(problem: &Problem, paths: &[PathBuf]) -> Result<Vec<TestCase>, CaseError> {
    let mut oracle = Oracle::new();
    paths
        .iter()
        .map(|path| in_file(problem, &mut oracle, path))
        .collect()
}

/// Whether the word `word` of a command line names a case by its path: a
/// `NAME.in` file (a `.in` with a `/` in it names one, there or not).
pub fn names_a_case_file(word: &str) -> bool {
    let lower = word.to_ascii_lowercase();
    lower.ends_with(".in") && lower.len() > 3 && (word.contains('/') || Path::new(word).is_file())
}

/// The folder `test/` beside `solution` (oj's, and cph's when told) with
/// the `NAME.in` files there: `None` where there is none or it holds none.
pub fn test_folder_beside(solution: &Path) -> Option<(PathBuf, usize)> {
    let folder = absolute(solution).parent()?.join("test");
    let count = fs::read_dir(&folder)
        .ok()?
        .filter_map(|entry| entry.ok())
        .filter(|entry| entry.path().extension().map_or(false, |e| e == "in"))
        .count();
    (count > 0).then_some((folder, count))
}

fn cannot(path: &Path, e: io::Error) -> CaseError {
    CaseError::Unreadable {
        path: absolute(path),
        error: e.to_string(),
    }
}

/// The case of `NAME.in`, against `NAME.out` where there is one.
fn in_file(problem: &Problem, oracle: &mut Oracle, path: &Path) -> Result<TestCase, CaseError> {
    let input = fs::read(path).map_err(|e| cannot(path, e))?;
    let out = path.with_extension("out");
    let given = if out.is_file() {
        Some(fs::read(&out).map_err(|e| cannot(&out, e))?)
    } else {
        None
    };
    let out_from = given.as_ref().map(|_| shown(&out));
    own_case(
        problem,
        oracle,
        stem(path),
        input,
        given,
        shown(path),
        out_from,
    )
}

/// The cases of a competitive-companion or cph file: one a test, named
/// after the file and the test's number.
fn json_file(
    problem: &Problem,
    oracle: &mut Oracle,
    path: &Path,
) -> Result<Vec<TestCase>, CaseError> {
    let text = fs::read(path).map_err(|e| cannot(path, e))?;
    let text = String::from_utf8(text).map_err(|_| CaseError::NotUtf8(absolute(path)))?;
    let value = json::parse(&text).map_err(|why| CaseError::NotJson {
        path: absolute(path),
        why,
    })?;
    let tests = value
        .get("tests")
        .and_then(json::Value::as_array)
        .ok_or_else(|| CaseError::NoTests(absolute(path)))?;
    let base = stem(path).trim_start_matches('.').to_string();
    let mut found = Vec::new();
    for (index, test) in tests.iter().enumerate() {
        let number = index + 1;
        let at = format!("{}#{}", shown(path), number);
        let input = test
            .get("input")
            .and_then(json::Value::as_str)
            .ok_or_else(|| CaseError::NoInput {
                path: absolute(path),
                test: number,
            })?;
        // cph keeps a test added without an answer as an empty output: no
        // answer here is empty, so it is none.
        let given = match test.get("output") {
            None | Some(json::Value::Null) => None,
            Some(json::Value::String(text)) if text.trim().is_empty() => None,
            Some(json::Value::String(text)) => Some(text.clone().into_bytes()),
            Some(_) => {
                return Err(CaseError::OutputNotText {
                    path: absolute(path),
                    test: number,
                })
            }
        };
        let out_from = given.as_ref().map(|_| at.clone());
        found.push(own_case(
            problem,
            oracle,
            format!("{}-{}", base, number),
            input.as_bytes().to_vec(),
            given,
            at,
            out_from,
        )?);
    }
    Ok(found)
}

/// A contestant's case: `input` read in the problem's format (else an
/// error naming `from`), judged against `given` when it is right by the
/// problem's rule, else against the reference answer.
fn own_case(
    problem: &Problem,
    oracle: &mut Oracle,
    name: String,
    input: Vec<u8>,
    given: Option<Vec<u8>>,
    from: String,
    out_from: Option<String>,
) -> Result<TestCase, CaseError> {
    let cases = problem
        .format
        .read(&input)
        .map_err(|why| CaseError::NotInFormat {
            from: from.clone(),
            problem: problem.name,
            why: why.to_string(),
            format: problem.format.describe().input,
        })?;
    let reference = problem.format.expected(&cases, oracle).into_bytes();
    let expected = match given {
        None => Ok(reference),
        Some(given) => match problem.format.judge(&cases, &reference, &given) {
            Ok(()) => Ok(given),
            Err(finding) if finding.blame == Blame::Output => Err(Untrusted::WrongByRule {
                from: out_from.as_deref().unwrap_or("the output").to_string(),
                problem: problem.name,
                why: crate::shown::cut(&finding.text, 4 * crate::shown::QUOTED),
            }),
            Err(finding) => Err(Untrusted::ReferenceWrong(finding.text)),
        },
    };
    Ok(TestCase {
        name,
        input,
        expected,
        cases,
        input_from: from,
        output_from: out_from,
        golden: false,
    })
}

/// The files of `folder` ending `.extension`, sorted.
fn files_ending(folder: &Path, extension: &str) -> io::Result<Vec<PathBuf>> {
    let mut files: Vec<PathBuf> = fs::read_dir(folder)?
        .filter_map(|entry| Some(entry.ok()?.path()))
        .filter(|path| path.extension().map_or(false, |e| e == extension))
        .collect();
    files.sort();
    Ok(files)
}

/// A file's name without its extension.
fn stem(path: &Path) -> String {
    path.file_stem()
        .unwrap_or_default()
        .to_string_lossy()
        .into_owned()
}

/// A path for the report and the records: absolute, as oj gives it, so
/// that it names the file from wherever it is read.
fn shown(path: &Path) -> String {
    absolute(path).to_string_lossy().into_owned()
}
