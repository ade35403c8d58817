//! A problem found by the name a user types: any case, `-`, `_`, `/` and
//! spaces ignored, the judges' own ids (`P1379`, `abc224_d`) and the
//! addresses of their pages (a judge's, a virtual judge's; a `#fragment`,
//! a query of no id and a trailing `/` ignored); an unknown name
//! answered with the closest known ones.

use crate::problems::{Problem, PROBLEMS};
use std::fmt;

/// What else names each problem, written as [`normal`] leaves a name: the
/// ids its judge gives it where they differ from ours, and the addresses
/// of its pages other than its statement's.
const OTHER_NAMES: &[(&str, &[&str])] = &[
    ("luogu1379", &["p1379", "luogup1379"]),
    // Luogu's copy, AT_abc224_d: judged here as AtCoder judges it.
    (
        "abc224d",
        &["atcoderabc224d", "atabc224d", "luoguatabc224d"],
    ),
    ("acwing179", &["acwing.com/problem/content/description/181"]),
    ("acwing845", &["acwing.com/problem/content/description/847"]),
    ("lightoj1139", &["lightoj8puzzle"]),
    ("boj1525", &["acmicpc1525", "baekjoon1525"]),
    ("alds113b", &["aizualds113b"]),
    (
        "prev19",
        &[
            "lanqiaoprev19",
            "lanqiao261",
            "dotcpp1426",
            "dotcppproblem1426",
        ],
    ),
    ("nthu10664", &["nthuoj10664", "nthu13236", "nthuoj13236"]),
    (
        "boj25140",
        &["acmicpc25140", "baekjoon25140", "kliza", "boj25140kliza"],
    ),
    ("aizu0121", &["0121", "aoj0121", "sevenpuzzle"]),
    ("alds113c", &["aizualds113c", "aojalds113c"]),
    ("uva10181", &["10181", "uva15puzzleproblem"]),
    ("lightoj1121", &["lightoj15puzzle", "1121"]),
    (
        "beecrowd2032",
        &["uri2032", "beecrowd2032", "jogodooito", "gameofeight"],
    ),
];

/// The judges' hosts, and the word their problems' names start with here.
const HOSTS: &[(&str, &str)] = &[
    ("poj.org", "poj"),
    ("acm.hdu.edu.cn", "hdu"),
    ("vjudge.net", ""),
    ("luogu.com.cn", "luogu"),
    ("luogu.org", "luogu"),
    // AcWing's page numbers are not its problems' (page 181 is problem
    // 179): a word no name has, so that only the statements' pages match.
    ("acwing.com", "acwingpage"),
    ("onlinejudge.org", "uva"),
    ("uva.onlinejudge.org", "uva"),
    ("acm.zju.edu.cn", "zoj"),
    ("atcoder.jp", ""),
    ("lightoj.com", "lightoj"),
    ("acmicpc.net", "boj"),
    ("judge.u-aizu.ac.jp", "aizu"),
    ("onlinejudge.u-aizu.ac.jp", "aizu"),
    ("tioj.ck.tp.edu.tw", "tioj"),
    ("tioj.infor.org", "tioj"),
    ("lanqiao.cn", "lanqiao"),
    ("dotcpp.com", "dotcpp"),
    ("acm.mipt.ru", "mipt"),
    ("acm.cs.nthu.edu.tw", "nthu"),
    ("judge.beecrowd.com", "beecrowd"),
    ("beecrowd.com.br", "beecrowd"),
    ("urionlinejudge.com.br", "uri"),
];

/// A name that names no problem, with the known names closest to it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownProblem {
    pub given: String,
    /// The closest names, closest first.
    pub closest: Vec<&'static str>,
}

impl fmt::Display for UnknownProblem {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(
            f,
            "{:?} is no problem here; the closest: {} (all of them: --problems)",
            self.given,
            self.closest.join(", ")
        )
    }
}

impl std::error::Error for UnknownProblem {}

/// `name` in lower case without `-`, `_`, `/`, `.` and white space: the
/// form in which names are compared.
///
/// ```
/// assert_eq!(eight_judge::problems::names::normal("luogu/P1379"), "luogup1379");
/// assert_eq!(eight_judge::problems::names::normal("ABC224_D"), "abc224d");
/// ```
pub fn normal(name: &str) -> String {
    name.chars()
        .filter(|c| !matches!(c, '-' | '_' | '/' | '.') && !c.is_whitespace())
        .flat_map(char::to_lowercase)
        .collect()
}

/// An address without its scheme, `www.`, its `#fragment` and a trailing
/// `/`, in lower case.
fn address(url: &str) -> String {
    let url = url.split('#').next().unwrap_or(url);
    let rest = url.split_once("://").map_or(url, |(_, rest)| rest);
    let rest = rest.strip_prefix("www.").unwrap_or(rest);
    rest.trim_end_matches('/').to_lowercase()
}

/// Whether `name` is an address rather than a name.
fn is_address(name: &str) -> bool {
    name.contains("://")
        || name.starts_with("www.")
        || HOSTS.iter().any(|(host, _)| name.starts_with(host))
}

/// The names an address stands for: its judge's word with the id its
/// path or query gives (`id=1077` on poj.org: `poj1077`), and that id alone.
fn names_of_address(url: &str) -> Vec<String> {
    let rest = address(url);
    let (place, query) = rest.split_once('?').unwrap_or((&rest, ""));
    let (host, path) = place.split_once('/').unwrap_or((place, ""));
    let word = HOSTS
        .iter()
        .find(|(known, _)| host == *known || host.ends_with(&format!(".{}", known)))
        .map_or("", |(_, word)| *word);
    let from_query = query.split('&').find_map(|pair| {
        let (key, value) = pair.split_once('=')?;
        matches!(key, "id" | "pid" | "problemcode" | "problem").then(|| value.to_string())
    });
    let from_path = path
        .rsplit('/')
        .find(|segment| !segment.is_empty())
        .map(|s| {
            s.trim_end_matches(".pdf")
                .trim_end_matches(".html")
                .to_string()
        });
    let id = from_query.or(from_path).unwrap_or_default();
    vec![normal(&format!("{}{}", word, id)), normal(&id)]
}

/// Whether `wanted`, in [`normal`] form or an address, names `problem`.
fn names(problem: &Problem, wanted: &str) -> bool {
    let others = OTHER_NAMES
        .iter()
        .find(|(name, _)| *name == problem.name)
        .map_or(&[][..], |(_, others)| *others);
    wanted == problem.name || others.contains(&wanted) || wanted == address(problem.statement)
}

/// The problem `name` names: its name here in any case, with `-`, `_`,
/// `/` and spaces anywhere (`POJ-1077`, `luogu/P1379`), its judge's id
/// (`P1379`, `abc224_d`), or the address of its statement or of its page
/// on a virtual judge (`https://vjudge.net/problem/HDU-1043`).
///
/// ```
/// let found = |name| eight_judge::problems::names::lookup(name).map(|p| p.name);
/// assert_eq!(found("https://www.luogu.com.cn/problem/P1379"), Ok("luogu1379"));
/// assert_eq!(found("POJ 1077"), Ok("poj1077"));
/// ```
pub fn lookup(name: &str) -> Result<&'static Problem, UnknownProblem> {
    let mut wanted = vec![normal(name)];
    if is_address(name) {
        wanted.insert(0, address(name));
        wanted.extend(names_of_address(name));
    }
    wanted
        .iter()
        .find_map(|wanted| PROBLEMS.iter().find(|p| names(p, wanted)))
        .ok_or_else(|| UnknownProblem {
            given: name.to_string(),
            closest: closest(&normal(name)),
        })
}

/// The three problem names closest to `wanted` by edit distance, closest
/// first (the order of the problems between equals).
fn closest(wanted: &str) -> Vec<&'static str> {
    let mut scored: Vec<(usize, usize, &'static str)> = PROBLEMS
        .iter()
        .enumerate()
        .map(|(index, problem)| (distance(wanted, problem.name), index, problem.name))
        .collect();
    scored.sort();
    scored.iter().take(3).map(|&(_, _, name)| name).collect()
}

/// The edit distance between `a` and `b`: insertions, deletions and
/// changes of one character.
pub(crate) fn distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let above = row[j + 1];
            row[j + 1] = (above + 1)
                .min(row[j] + 1)
                .min(diagonal + usize::from(ca != *cb));
            diagonal = above;
        }
    }
    row[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_as_judges_and_users_write_them() {
        for (given, name) in [
            ("poj1077", "poj1077"),
            ("POJ1077", "poj1077"),
            ("poj-1077", "poj1077"),
            ("POJ 1077", "poj1077"),
            ("P1379", "luogu1379"),
            ("luogu/P1379", "luogu1379"),
            ("Luogu P1379", "luogu1379"),
            ("abc224_d", "abc224d"),
            ("ABC224 D", "abc224d"),
            ("UVa 10085", "uva10085"),
            ("LightOJ 1139", "lightoj1139"),
            ("boj1525", "boj1525"),
            ("BOJ 1525", "boj1525"),
            ("acmicpc 1525", "boj1525"),
            ("Baekjoon 1525", "boj1525"),
            ("https://www.acmicpc.net/problem/1525", "boj1525"),
            ("acmicpc.net/problem/1525", "boj1525"),
            ("ALDS1_13_B", "alds113b"),
            ("TIOJ 1198", "tioj1198"),
            ("https://tioj.ck.tp.edu.tw/problems/1198", "tioj1198"),
            ("http://tioj.infor.org/problems/1198", "tioj1198"),
            ("PREV-19", "prev19"),
            ("MIPT 089", "mipt089"),
            ("NTHU 10664", "nthu10664"),
            ("BOJ 25140", "boj25140"),
            ("0121", "aizu0121"),
            ("beecrowd 2032", "beecrowd2032"),
            ("URI 2032", "beecrowd2032"),
            (
                "https://www.urionlinejudge.com.br/judge/en/problems/view/2032",
                "beecrowd2032",
            ),
            (
                "https://judge.beecrowd.com/en/problems/view/2032",
                "beecrowd2032",
            ),
            ("AOJ 0121", "aizu0121"),
            ("ALDS1_13_C", "alds113c"),
            ("Aizu ALDS1_13_C", "alds113c"),
            (
                "https://onlinejudge.u-aizu.ac.jp/courses/lesson/1/ALDS1/13/ALDS1_13_C",
                "alds113c",
            ),
            (
                "https://judge.u-aizu.ac.jp/onlinejudge/description.jsp?id=ALDS1_13_C",
                "alds113c",
            ),
            ("10181", "uva10181"),
            ("UVa10181", "uva10181"),
            ("UVa 10181", "uva10181"),
            ("https://onlinejudge.org/external/101/10181.pdf", "uva10181"),
            ("LightOJ 1121", "lightoj1121"),
            ("https://lightoj.com/problem/15-puzzle", "lightoj1121"),
            (
                "http://lightoj.com/volume_showproblem.php?problem=1121",
                "lightoj1121",
            ),
            (
                "http://judge.u-aizu.ac.jp/onlinejudge/description.jsp?id=0121",
                "aizu0121",
            ),
            ("KLIZA", "boj25140"),
            ("https://www.acmicpc.net/problem/25140", "boj25140"),
            ("NTHU OJ 13236", "nthu10664"),
            ("https://acm.cs.nthu.edu.tw/problem/10664/", "nthu10664"),
            ("https://acm.cs.nthu.edu.tw/problem/13236/", "nthu10664"),
            (
                "http://acm.mipt.ru/judge/problems.pl?problem=089",
                "mipt089",
            ),
            ("Lanqiao PREV-19", "prev19"),
            ("https://www.lanqiao.cn/problems/261/learning/", "prev19"),
            ("https://www.dotcpp.com/oj/problem1426.html", "prev19"),
            ("Aizu ALDS1_13_B", "alds113b"),
            (
                "https://judge.u-aizu.ac.jp/onlinejudge/description.jsp?id=ALDS1_13_B&lang=en",
                "alds113b",
            ),
            (
                "https://onlinejudge.u-aizu.ac.jp/courses/lesson/1/ALDS1/13/ALDS1_13_B",
                "alds113b",
            ),
            ("https://www.luogu.com.cn/problem/P1379", "luogu1379"),
            ("https://www.luogu.com.cn/problem/P1379/", "luogu1379"),
            ("http://poj.org/problem?id=1077", "poj1077"),
            ("poj.org/problem?id=1077", "poj1077"),
            ("http://acm.hdu.edu.cn/showproblem.php?pid=3567", "hdu3567"),
            ("https://vjudge.net/problem/HDU-1043", "hdu1043"),
            (
                "https://atcoder.jp/contests/abc224/tasks/abc224_d",
                "abc224d",
            ),
            // Luogu's copy of the AtCoder problem, by its address and id.
            ("https://www.luogu.com.cn/problem/AT_abc224_d", "abc224d"),
            ("AT_abc224_d", "abc224d"),
            ("https://www.acwing.com/problem/content/181/", "acwing179"),
            (
                "https://www.acwing.com/problem/content/description/847/",
                "acwing845",
            ),
            ("https://onlinejudge.org/external/6/652.pdf", "uva652"),
            (
                "http://acm.zju.edu.cn/onlinejudge/showProblem.do?problemCode=1217",
                "zoj1217",
            ),
            ("https://lightoj.com/problem/8-puzzle", "lightoj1139"),
            // A fragment, a query and a trailing `/` name nothing more.
            ("https://www.luogu.com.cn/problem/P1379#submit", "luogu1379"),
            (
                "https://www.luogu.com.cn/problem/P1379/#submit",
                "luogu1379",
            ),
            (
                "https://www.luogu.com.cn/problem/P1379?contestId=1",
                "luogu1379",
            ),
            (
                "https://atcoder.jp/contests/abc224/tasks/abc224_d?lang=en",
                "abc224d",
            ),
            (
                "https://atcoder.jp/contests/abc224/tasks/abc224_d/?lang=en#top",
                "abc224d",
            ),
            ("http://poj.org/problem?id=1077#status", "poj1077"),
            ("https://vjudge.net/problem/HDU-1043/#author=0", "hdu1043"),
            (
                "https://www.acwing.com/problem/content/181/#solution",
                "acwing179",
            ),
            (
                "http://lightoj.com/volume_showproblem.php?problem=1139",
                "lightoj1139",
            ),
        ] {
            assert_eq!(lookup(given).map(|p| p.name), Ok(name), "{}", given);
        }
    }

    #[test]
    fn an_unknown_name_gives_the_closest_known_ones() {
        let unknown = lookup("poj1078").unwrap_err();
        assert_eq!(unknown.closest[0], "poj1077");
        assert_eq!(unknown.closest.len(), 3);
        assert_eq!(lookup("hdu1034").unwrap_err().closest[0], "hdu1043");
        assert_eq!(lookup("boj1526").unwrap_err().closest[0], "boj1525");
        // Another Baekjoon problem is no problem here.
        assert!(lookup("https://www.acmicpc.net/problem/1526").is_err());
        // AcWing's page 181 is problem 179: the number of a page is no name.
        assert!(lookup("acwing181").is_err());
        assert!(lookup("https://www.acwing.com/problem/content/179/").is_err());
        assert!(lookup("").is_err());
        assert_eq!(distance("kitten", "sitting"), 3);
        assert_eq!(distance("", "abc"), 3);
        assert_eq!(distance("abc", ""), 3);
        // The line the judge prints for it.
        assert!(
            unknown
                .to_string()
                .starts_with("\"poj1078\" is no problem here; the closest: poj1077, "),
            "{}",
            unknown
        );
        // A name with a `/` is no address: `poj/P1379` is not read as a
        // page P1379 of some host (Luogu's id).
        assert!(lookup("poj/P1379").is_err());
    }
}
