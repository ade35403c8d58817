//! Memory as each judge counts it: POJ shows a tiny Java program at
//! 3328K (seaify/poj-codes, `3332/6805843_AC_157MS_3328K.java`), far
//! under a JVM's own footprint, so a Java file on POJ is counted as the
//! box's peak less the JVM's own here plus that 3328K, and `MLE` is
//! decided on that figure. Expected figures come from the published
//! 3328K and what each program holds, never from the judge's count.
//! HDU (9320K for a tiny Java program in 2020) and ZOJ (2018K at most)
//! leave the JVM out as POJ does.
//! AtCoder shows a tiny Go program at 1632 KiB (its submission 68007154),
//! about Go's runtime's whole resident footprint: a Go file there is
//! counted as the box counts it, and a tiny one shows about that.
//! Full tier: each judging builds with javac and starts JVMs, or with go.

mod common;

use common::cli::{judge, judge_solution};
use common::record::{statuses, Fields};
use common::scratch;

/// The figure the report says `judge` would show, KiB.
fn figure_of(judge: &str, report: &str) -> u64 {
    let line = report
        .lines()
        .find(|line| line.contains(&format!("memory: {} would show about ", judge)))
        .unwrap_or_else(|| panic!("no figure in:\n{}", report));
    let after = line.split("about ").nth(1).unwrap();
    after.split('K').next().unwrap().parse().unwrap()
}

/// The figure the report says POJ would show, KiB.
fn pojs_figure(report: &str) -> u64 {
    figure_of("POJ", report)
}

/// POJ's floor for a tiny Java program, and `mib` held besides.
fn expected_kib(mib: u64) -> u64 {
    (mib << 10) + 3328
}

/// Within 3 MiB under and 4 MiB over: the JVM here is not POJ's JDK 6,
/// and a program's own classes and buffers' bookkeeping add a little.
fn near(figure: u64, expected: u64) -> bool {
    figure + (3 << 10) >= expected && figure <= expected + (4 << 10)
}

#[test]
#[ignore = "builds with javac and starts JVMs: full tier"]
fn a_java_file_that_fits_pojs_count_is_accepted_though_the_box_peaks_past_64_mib() {
    let judged = judge_solution("poj1077", "poj1077-java-direct-50mib.java")
        .arg("sample")
        .json();
    assert_eq!(statuses(&judged.records), ["AC"], "{}", judged.report);
    let peak_mib = judged.records[0].number("memory");
    // By the box's count alone it is past POJ's 64 MiB.
    assert!(peak_mib > 64.0, "{} MiB\n{}", peak_mib, judged.report);
    let figure = pojs_figure(&judged.report);
    assert!(
        near(figure, expected_kib(50)),
        "{}K, not about {}K\n{}",
        figure,
        expected_kib(50),
        judged.report
    );
    assert!(
        judged
            .report
            .contains("memory: POJ leaves most of the JVM's own out"),
        "{}",
        judged.report
    );
}

#[test]
#[ignore = "builds with javac and starts JVMs: full tier"]
fn a_java_file_past_pojs_count_is_mle() {
    let judged = judge_solution("poj1077", "poj1077-java-direct-70mib.java")
        .arg("sample")
        .json();
    assert_eq!(statuses(&judged.records), ["MLE"], "{}", judged.report);
    let figure = pojs_figure(&judged.report);
    assert!(
        near(figure, expected_kib(70)) && figure > 64 << 10,
        "{}K, not about {}K\n{}",
        figure,
        expected_kib(70),
        judged.report
    );
}

#[test]
#[ignore = "builds with javac and starts a JVM: full tier"]
fn a_judge_that_publishes_nothing_counts_java_as_the_box_does_and_says_so() {
    let judged = judge_solution("acwing179", "poj1077-java-direct-50mib.java")
        .arg("sample")
        .json();
    // AcWing 179's 64 MB, the JVM's own counted: past it.
    assert_eq!(statuses(&judged.records), ["MLE"], "{}", judged.report);
    assert!(
        judged.report.contains(
            "memory: counted as the box counts it, the JVM's own included: nothing \
             published says how AcWing counts Java's"
        ),
        "{}",
        judged.report
    );
    assert!(
        !judged.report.contains("would show about"),
        "{}",
        judged.report
    );
}

#[test]
#[ignore = "builds with go: full tier"]
fn atcoders_go_is_counted_whole_as_its_tiny_program_shows() {
    let folder = scratch::folder("atcoder-go");
    let file = folder.join("main.go");
    // A sum of digits, as the published tiny program: Go's runtime and a
    // buffered reader, nothing more.
    std::fs::write(
        &file,
        "package main\n\nimport (\n\t\"bufio\"\n\t\"fmt\"\n\t\"os\"\n)\n\n\
         func main() {\n\tin := bufio.NewReader(os.Stdin)\n\tvar s string\n\t\
         fmt.Fscan(in, &s)\n\tsum := 0\n\tfor _, c := range s {\n\t\tsum += int(c - '0')\n\t}\n\t\
         fmt.Println(sum)\n}\n",
    )
    .unwrap();
    let judged = judge(&["abc224d"]).arg(&file).arg("sample-1").json();
    assert!(
        judged.report.contains(
            "memory: counted as the box counts it, Go's runtime's own included, as AtCoder \
             counts it: a tiny program shows 1632K there (AtCoder submission 68007154"
        ),
        "{}",
        judged.report
    );
    // Within 1 MiB under and 4 MiB over the published 1632 KiB (1.6
    // MiB; its program's own 2 MiB of pages may be charged to the run
    // where the page cache did not hold them): a count that left the
    // runtime out, or counted its reserved address space (hundreds of
    // MiB), would be far off.
    let kib = judged.records[0].number("memory") * 1024.0;
    assert!(
        kib + 1024.0 >= 1632.0 && kib <= 1632.0 + 4096.0,
        "{} KiB, not about AtCoder's 1632 KiB\n{}",
        kib,
        judged.report
    );
    std::fs::remove_dir_all(&folder).unwrap();
}

#[test]
#[ignore = "builds with javac and starts JVMs: full tier"]
fn hdu_and_zoj_leave_the_jvm_out_as_poj_does() {
    // HDU 1043 gives Java 64 MiB: 50 MiB held is past it by the box's
    // count, about 59 MiB by HDU's.
    let judged = judge_solution("hdu1043", "poj1077-java-direct-50mib.java")
        .arg("sample")
        .json();
    assert_eq!(statuses(&judged.records), ["AC"], "{}", judged.report);
    assert!(
        judged.records[0].number("memory") > 64.0,
        "{}",
        judged.report
    );
    let figure = figure_of("HDU", &judged.report);
    let expected = (50 << 10) + 9320;
    assert!(
        near(figure, expected),
        "{}K, not about {}K\n{}",
        figure,
        expected,
        judged.report
    );
    let judged = judge_solution("zoj1217", "poj1077-java-direct-50mib.java").json();
    assert!(
        judged
            .report
            .contains("memory: ZOJ leaves most of the JVM's own out (watashi/AlgoSolution"),
        "{}",
        judged.report
    );
}
