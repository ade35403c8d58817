//! The learner's examples as programs: `steps` (the textbook's multi-case
//! BFS) on the golden cases of `testdata/steps/` and on random start and
//! goal pairs against the independent reference, with each of its three
//! visited sets; `trace` on the POJ sample and on an unsolvable board;
//! `fifteen korf100` on a few of Korf's boards, against the published
//! optima.

#[path = "support/inputs.rs"]
mod inputs;
#[path = "support/reference.rs"]
mod reference;

use reference::{Cells, Reference};
use std::collections::HashMap;
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::sync::Once;

/// An example program. `cargo test --workspace` builds the examples beside
/// the test binaries; a narrower run (`--test examples`) does not, and may
/// find them missing or older than the sources. Then they are built once
/// into a folder of their own (another target folder, so as not to wait on
/// the lock of the running `cargo test`).
fn example(name: &str) -> PathBuf {
    let deps = std::env::current_exe().unwrap();
    let profile = deps.parent().unwrap().parent().unwrap();
    let beside = profile.join("examples").join(name);
    if fs::metadata(&beside).and_then(|m| m.modified()).ok() >= newest_source() {
        return beside;
    }
    let target = Path::new(env!("CARGO_TARGET_TMPDIR")).join("examples-build");
    static BUILD: Once = Once::new();
    BUILD.call_once(|| {
        let status = Command::new(env!("CARGO"))
            .args([
                "build",
                "--release",
                "-q",
                "-p",
                "eight",
                "--examples",
                "--target-dir",
            ])
            .arg(&target)
            .status()
            .unwrap();
        assert!(status.success(), "the examples did not build");
    });
    target.join("release/examples").join(name)
}

/// When the crate's sources or examples last changed.
fn newest_source() -> Option<std::time::SystemTime> {
    let crate_root = Path::new(env!("CARGO_MANIFEST_DIR"));
    ["src", "examples"]
        .iter()
        .flat_map(|folder| fs::read_dir(crate_root.join(folder)).into_iter().flatten())
        .filter_map(|entry| entry.ok()?.metadata().ok()?.modified().ok())
        .max()
}

/// Runs `program` on `input`. The input is written from a thread of its
/// own, and a program that exits before reading it all (a bad command line)
/// is no error here: its output and status are what the tests judge.
fn run(program: &Path, args: &[&str], input: &[u8]) -> Output {
    let mut child = Command::new(program)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let input = input.to_vec();
    let feeder = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let output = child.wait_with_output().unwrap();
    feeder.join().unwrap();
    output
}

const VISITED: [&str; 3] = ["cantor", "hash", "btree"];

#[test]
fn steps_answers_every_golden_case_with_each_visited_set() {
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("../testdata/steps");
    let mut cases = 0;
    for entry in fs::read_dir(&folder).unwrap() {
        let input = entry.unwrap().path();
        if input.extension().map_or(true, |e| e != "in") {
            continue;
        }
        let expected = fs::read_to_string(input.with_extension("out")).unwrap();
        for visited in VISITED {
            let output = run(
                &example("steps"),
                &["--visited", visited],
                &fs::read(&input).unwrap(),
            );
            assert!(output.status.success(), "{}: {:?}", input.display(), output);
            assert_eq!(
                String::from_utf8_lossy(&output.stdout),
                expected,
                "case {} with --visited {}",
                input.display(),
                visited
            );
        }
        cases += 1;
    }
    assert!(cases >= 3, "only {} cases in testdata/steps", cases);
}

/// The independent distance from `start` to `goal`: the tiles renamed so
/// that the goal is the standard board of its blank's cell (1-8 in reading
/// order around the blank), which changes no move, then looked up in a
/// plain BFS from that standard board.
fn distance(
    searched: &mut HashMap<usize, Reference>,
    start: &Cells,
    goal: &Cells,
) -> Option<usize> {
    let blank = goal.iter().position(|&c| c == b'x').unwrap();
    let mut standard = *b"12345678x";
    standard[blank..].rotate_right(1);
    let mut renamed = *start;
    for cell in renamed.iter_mut() {
        let at = goal.iter().position(|c| c == cell).unwrap();
        *cell = standard[at];
    }
    searched
        .entry(blank)
        .or_insert_with(|| Reference::new(standard))
        .distance(&renamed)
}

#[test]
fn steps_agrees_with_the_reference_on_random_pairs() {
    let mut random = inputs::Random(179);
    let mut searched = HashMap::new();
    let mut input = String::from("60\n");
    let mut expected = String::new();
    for _ in 0..60 {
        let (start, goal) = (
            inputs::random_board(&mut random),
            inputs::random_board(&mut random),
        );
        for board in [start, goal] {
            let numbers: Vec<String> = board
                .iter()
                .map(|&c| {
                    if c == b'x' {
                        "0".to_string()
                    } else {
                        char::from(c).to_string()
                    }
                })
                .collect();
            input.push_str(&numbers.join(" "));
            input.push('\n');
        }
        let d = distance(&mut searched, &start, &goal);
        expected.push_str(&d.map_or("-1".to_string(), |d| d.to_string()));
        expected.push('\n');
    }
    assert!(expected.contains("-1\n") && expected.lines().any(|l| l != "-1"));
    for visited in VISITED {
        let output = run(&example("steps"), &["--visited", visited], input.as_bytes());
        assert_eq!(
            String::from_utf8_lossy(&output.stdout),
            expected,
            "--visited {}",
            visited
        );
    }
}

#[test]
fn steps_refuses_bad_input_with_one_line() {
    let bad: [(&[u8], &str); 6] = [
        (b"", "empty"),
        (b"two\n", "the number of cases first"),
        (
            b"1\n1 2 3 4 5 6 7 8 0\n",
            "1 cases announced, but the input holds 1 boards",
        ),
        // Twice this count is 0 in 64-bit arithmetic; no case is no answer.
        (
            b"9223372036854775808\n",
            "9223372036854775808 cases announced, but the input holds 0 boards",
        ),
        (
            b"18446744073709551615\n12345678x 12345678x\n",
            "18446744073709551615 cases announced, but the input holds 2 boards",
        ),
        (
            b"1\n1 2 3 4 5 6 7 8 0\n1 2 3 4 5 6 7 9 0\n",
            "case 1, goal: board 2, cell 8 (line 3, column 15)",
        ),
    ];
    for (input, message) in bad {
        let output = run(&example("steps"), &[], input);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{}", stderr);
        assert!(output.stdout.is_empty());
        assert!(
            stderr.contains(message) && stderr.lines().count() == 1,
            "{:?}",
            stderr
        );
    }
    assert_eq!(
        run(&example("steps"), &["--visited", "list"], b"0")
            .status
            .code(),
        Some(2)
    );
}

#[test]
fn trace_shows_the_poj_sample_step_by_step() {
    let output = run(&example("trace"), &[" 2  3  4  1  5  x  7  6  8 "], b"");
    assert!(output.status.success());
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(
        text.contains("optimal depth 19, canonical answer \"dlurullddrurdllurdr\""),
        "{}",
        text
    );
    assert!(text.contains("4 on the board (even), 0 on the goal (even)"));
    // The start and 19 boards after it, each labelled with its step and
    // move: "start", then "1 d", "2 l", ... (grid rows hold no letters).
    let mut steps = Vec::new();
    for line in text.lines().take_while(|l| !l.starts_with("strategy")) {
        let words: Vec<&str> = line.split_whitespace().collect();
        for pair in words.windows(2) {
            if pair[0].parse::<usize>().is_ok() && ["d", "l", "r", "u"].contains(&pair[1]) {
                steps.push((pair[0].parse::<usize>().unwrap(), pair[1]));
            }
        }
    }
    assert_eq!(text.matches("start ").count(), 1);
    assert_eq!(steps.len(), 19, "{}", text);
    assert!(steps.iter().enumerate().all(|(i, &(n, _))| n == i + 1));
    let moves: String = steps.iter().map(|&(_, m)| m).collect();
    assert_eq!(moves, "dlurullddrurdllurdr");
    // The last grid is the goal: 1 2 3 / 4 5 6 / 7 8 .
    assert!(text.contains("7 8 .\n"));
    for strategy in eight::catalog::all() {
        let row = text
            .lines()
            .find(|l| l.starts_with(&format!("{} ", strategy.name())))
            .unwrap_or_else(|| panic!("no row for {}", strategy.name()));
        assert!(row.split_whitespace().nth(1) == Some("19"), "{}", row);
        // Every canonical strategy gives the canonical string; A* with the
        // misplaced-tiles estimate gives another.
        let canonical = row.split_whitespace().nth(2);
        let expected = if strategy.name() == "astar-misplaced" {
            "no"
        } else {
            "yes"
        };
        assert_eq!(canonical, Some(expected), "{}", row);
    }
}

/// The rows of `trace`'s strategies table: `(name, moves, canonical)`.
fn trace_rows(text: &str) -> Vec<(String, String, String)> {
    let table = text
        .split("\nstrategy ")
        .nth(1)
        .expect("a strategies table");
    table
        .lines()
        .skip(1)
        .filter_map(|line| {
            let words: Vec<&str> = line.split_whitespace().collect();
            match words.as_slice() {
                [name, moves, canonical, ..] if !name.starts_with('(') => {
                    Some((name.to_string(), moves.to_string(), canonical.to_string()))
                }
                _ => None,
            }
        })
        .collect()
}

#[test]
fn trace_takes_a_goal_of_its_own() {
    // Luogu P1379's sample, 4 moves to its goal; HDU 3567's second sample,
    // "urrulldr" (the statement's answer), to an arbitrary goal.
    for (start, goal, answer) in [
        ("283104765", "123804765", "uldr"),
        ("564178X23", "7568X4123", "urrulldr"),
    ] {
        let output = run(&example("trace"), &[start, goal], b"");
        assert!(output.status.success(), "{:?}", output);
        let text = String::from_utf8_lossy(&output.stdout);
        let said = format!(
            "optimal depth {}, canonical answer {:?}",
            answer.len(),
            answer
        );
        assert!(text.contains(&said), "{}", text);
        let rows = trace_rows(&text);
        assert_eq!(rows.len(), eight::catalog::all().len(), "{}", text);
        for (name, moves, _) in &rows {
            assert_eq!(moves, &answer.len().to_string(), "{}: {}", name, text);
        }
    }
}

#[test]
fn trace_explains_an_unsolvable_board_and_refuses_bad_arguments() {
    let output = run(&example("trace"), &["21345678x"], b"");
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(
        text.contains("unsolvable: a move never changes the parity"),
        "{}",
        text
    );
    assert!(text.contains("1 on the board (odd), 0 on the goal (even)"));
    let rows = text
        .lines()
        .filter(|l| l.contains(" none  unsolvable"))
        .count();
    assert_eq!(rows, eight::catalog::all().len(), "{}", text);
    for args in [&[][..], &["1234"], &["12345678x", "1234567yx"]] {
        let output = run(&example("trace"), args, b"");
        assert_eq!(output.status.code(), Some(2));
        assert_eq!(String::from_utf8_lossy(&output.stderr).lines().count(), 1);
        assert!(output.stdout.is_empty());
    }
}

#[test]
fn fifteen_korf100_prints_a_line_a_chosen_board_then_how_many_were_optimal() {
    use eight::korf100::KORF_100_OPTIMA;
    // Korf's boards of 41 and 42 moves, which Manhattan distance with
    // linear conflict solves in a fraction of a second; the list given
    // out of order, with a range and a repeat.
    let output = run(
        &example("fifteen"),
        &["korf100", "--pdb", "none", "--only", "79,55,16,42-42,55"],
        b"",
    );
    let text = String::from_utf8_lossy(&output.stdout);
    assert_eq!(output.status.code(), Some(0), "{}", text);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 6, "{}", text);
    let mut nodes = 0;
    for (line, n) in lines.iter().zip([16, 42, 55, 79]) {
        let fields: Vec<&str> = line.split(' ').collect();
        assert_eq!(fields.len(), 4, "{}", line);
        assert_eq!(fields[0], n.to_string(), "{}", line);
        assert_eq!(fields[1], KORF_100_OPTIMA[n - 1].to_string(), "{}", line);
        nodes += fields[2].parse::<u64>().unwrap();
        assert!(fields[3].parse::<f64>().unwrap() >= 0.0, "{}", line);
    }
    let mean = (nodes / 4).to_string();
    let mut grouped = String::new();
    for (i, c) in mean.chars().enumerate() {
        if i > 0 && (mean.len() - i) % 3 == 0 {
            grouped.push(',');
        }
        grouped.push(c);
    }
    let closing = format!("korf100 none: 4 of 4 optimal, {} nodes a board, ", grouped);
    assert!(lines[4].starts_with(&closing), "{}", text);
    assert!(lines[4].ends_with(" s of search"), "{}", text);
    assert!(
        lines[5].starts_with("published, Manhattan distance alone (Korf 1985): 401,189,630"),
        "{}",
        text
    );
    for args in [
        &["korf100", "--pdb", "none", "--only", "0"][..],
        &["korf100", "--pdb", "none", "--only", "5-101"],
        &["korf100", "--only", "5"],
        &["korf100", "--pdb", "nine-nine"],
        &["korf101", "--pdb", "none"],
        &["korf101", "--pdb", "6-6-3"],
    ] {
        // Refused before any database is built into the cache folder.
        let cache = Path::new(env!("CARGO_TARGET_TMPDIR")).join("fifteen-refused-cache");
        let _ = fs::remove_dir_all(&cache);
        let output = Command::new(example("fifteen"))
            .args(args)
            .env("EIGHT_JUDGE_CACHE", &cache)
            .stdin(Stdio::null())
            .output()
            .unwrap();
        assert!(!cache.exists(), "{:?}", args);
        assert_eq!(output.status.code(), Some(2), "{:?}", args);
        assert!(output.stdout.is_empty(), "{:?}", args);
        assert_eq!(
            String::from_utf8_lossy(&output.stderr).lines().count(),
            1,
            "{:?}",
            args
        );
    }
}

/// Checks that `xml` is well-formed XML, by hand (std only): one root
/// element, every tag closed in order, attributes quoted, no stray `<` or
/// `&`. Returns the texts between the tags.
fn well_formed(xml: &str) -> Result<Vec<String>, String> {
    fn entity_ok(text: &str) -> bool {
        text.match_indices('&').all(|(at, _)| {
            let rest = &text[at..];
            ["&amp;", "&lt;", "&gt;", "&quot;", "&apos;", "&#"]
                .iter()
                .any(|e| rest.starts_with(e))
                && rest.contains(';')
        })
    }
    let mut stack: Vec<&str> = Vec::new();
    let (mut texts, mut roots) = (Vec::new(), 0);
    let mut rest = xml.trim();
    while !rest.is_empty() {
        if let Some(after) = rest.strip_prefix("<?") {
            rest = &after[after.find("?>").ok_or("unclosed <?")? + 2..];
        } else if let Some(after) = rest.strip_prefix("<!--") {
            rest = &after[after.find("-->").ok_or("unclosed comment")? + 3..];
        } else if let Some(after) = rest.strip_prefix("</") {
            let end = after.find('>').ok_or("unclosed end tag")?;
            let name = after[..end].trim();
            if stack.pop() != Some(name) {
                return Err(format!("</{}> closes nothing open", name));
            }
            rest = &after[end + 1..];
        } else if let Some(after) = rest.strip_prefix('<') {
            let end = after.find('>').ok_or("unclosed tag")?;
            let tag = &after[..end];
            let (tag, empty) = match tag.strip_suffix('/') {
                Some(tag) => (tag, true),
                None => (tag, false),
            };
            let name = tag
                .split_whitespace()
                .next()
                .ok_or("a tag without a name")?;
            let mut attributes = tag[name.len()..].trim();
            while !attributes.is_empty() {
                let eq = attributes
                    .find("=\"")
                    .ok_or(format!("unquoted attribute in <{}>", name))?;
                let value_end =
                    attributes[eq + 2..].find('"').ok_or("unclosed attribute")? + eq + 2;
                let value = &attributes[eq + 2..value_end];
                if value.contains('<') || !entity_ok(value) {
                    return Err(format!("a bad attribute value {:?}", value));
                }
                attributes = attributes[value_end + 1..].trim_start();
            }
            if stack.is_empty() {
                roots += 1;
            }
            if !empty {
                stack.push(name);
            }
            rest = &after[end + 1..];
        } else {
            let end = rest.find('<').unwrap_or(rest.len());
            let text = &rest[..end];
            if stack.is_empty() && !text.trim().is_empty() {
                return Err(format!("text outside the root: {:?}", text));
            }
            if !entity_ok(text) {
                return Err(format!("a stray & in {:?}", text));
            }
            texts.push(text.to_string());
            rest = &rest[end..];
        }
    }
    match (stack.is_empty(), roots) {
        (true, 1) => Ok(texts),
        (false, _) => Err(format!("<{}> is never closed", stack.join("> <"))),
        (_, n) => Err(format!("{} root elements", n)),
    }
}

#[test]
fn the_xml_check_can_fail() {
    assert!(well_formed("<svg><text>a</text></svg>").is_ok());
    for bad in [
        "<svg><text>a</svg>",
        "<svg>a & b</svg>",
        "<svg x=1></svg>",
        "<svg></svg><svg></svg>",
        "<svg>",
    ] {
        assert!(well_formed(bad).is_err(), "{}", bad);
    }
}

/// The points of each line of a chart's first panel (the states expanded),
/// by the strategy its title names: `(x, y)`, y growing downwards.
fn first_panel_lines(svg: &str) -> HashMap<String, Vec<(f64, f64)>> {
    let mut lines = HashMap::new();
    for polyline in svg.split("<polyline ").skip(1) {
        let points = polyline.split("points=\"").nth(1).unwrap();
        let points = &points[..points.find('"').unwrap()];
        let title = polyline.split("<title>").nth(1).unwrap();
        let title = &title[..title.find("</title>").unwrap()];
        let parsed: Vec<(f64, f64)> = points
            .split(' ')
            .map(|xy| {
                let (x, y) = xy.split_once(',').unwrap();
                (x.parse().unwrap(), y.parse().unwrap())
            })
            .collect();
        lines.entry(title.to_string()).or_insert(parsed);
    }
    lines
}

#[test]
fn the_chart_draws_what_was_measured() {
    // Drawn now from a small sample, one board a depth: a plain BFS expands
    // more states the deeper the board, and far more than IDA* with pattern
    // databases, so its line climbs, and lies above IDA*'s.
    let path = Path::new(env!("CARGO_TARGET_TMPDIR")).join("chart.svg");
    let output = Command::new(example("bench"))
        .args(["chart", path.to_str().unwrap(), "1"])
        .output()
        .unwrap();
    assert!(output.status.success(), "{:?}", output);
    let svg = fs::read_to_string(&path).unwrap();
    well_formed(&svg).unwrap();
    let lines = first_panel_lines(&svg);
    assert_eq!(lines.len(), eight::catalog::all().len());
    let bfs = &lines["bfs-cantor"];
    let patterns = &lines["idastar-patterns"];
    assert!(bfs.len() >= 31, "a point a depth: {:?}", bfs);
    let (first, last) = (bfs[0], bfs[bfs.len() - 1]);
    assert!(
        last.1 < first.1 - 100.0,
        "the BFS line does not climb: {:?}",
        bfs
    );
    let mut compared = 0;
    for deep in bfs.iter().filter(|point| point.0 > bfs[8].0) {
        if let Some(shallow) = patterns.iter().find(|point| point.0 == deep.0) {
            assert!(
                deep.1 < shallow.1,
                "BFS {:?} is not above IDA* {:?}",
                deep,
                shallow
            );
            compared += 1;
        }
    }
    assert!(compared >= 20, "{} depths compared", compared);
}

#[test]
fn the_realms_chart_is_xml_and_names_every_strategy() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("realms.svg");
    let svg = fs::read_to_string(&path).unwrap();
    let texts = well_formed(&svg).unwrap_or_else(|why| panic!("{}: {}", path.display(), why));
    assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
    for strategy in eight::catalog::all() {
        assert!(
            texts.iter().any(|t| t == strategy.name()),
            "the chart does not name {}",
            strategy.name()
        );
    }
    for label in ["mean states expanded per board", "optimal depth (moves)"] {
        assert!(texts.iter().any(|t| t.contains(label)), "no {:?}", label);
    }
}
