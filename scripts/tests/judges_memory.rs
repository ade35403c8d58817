//! Memory as each judge counts it: POJ shows a tiny Java program at
//! 3328K (seaify/poj-codes, `3332/6805843_AC_157MS_3328K.java`), far
//! under a JVM's own footprint, so a Java file on POJ is counted as the
//! box's peak less the JVM's own here plus that 3328K, and `MLE` is
//! decided on that figure. Expected figures come from the published
//! 3328K and what each program holds, never from the judge's count.
//! Full tier: each judging builds with javac and starts JVMs.

mod common;

use common::cli::judge_solution;
use common::record::{statuses, Fields};

/// The figure the report says POJ would show, KiB.
fn pojs_figure(report: &str) -> u64 {
    let line = report
        .lines()
        .find(|line| line.contains("memory: POJ would show about "))
        .unwrap_or_else(|| panic!("no figure in:\n{}", report));
    let after = line.split("about ").nth(1).unwrap();
    after.split('K').next().unwrap().parse().unwrap()
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
