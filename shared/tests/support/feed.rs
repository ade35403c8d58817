//! A child program fed its input: written on a thread of its own, so that
//! an input larger than a pipe holds never waits on the child's output,
//! and a child that exits before reading it all (a refusal at its first
//! bad line) is no failure of the feeding.

#![allow(dead_code)]

use std::io::{ErrorKind, Write};
use std::process::{Command, Output, Stdio};

/// `command` run with `input` on its standard input: what it wrote and
/// how it ended.
pub fn fed(command: &mut Command, input: &[u8]) -> Output {
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot run {:?}: {}", command, e));
    let mut stdin = child.stdin.take().unwrap();
    let input = input.to_vec();
    let writer = std::thread::spawn(move || match stdin.write_all(&input) {
        Err(e) if e.kind() == ErrorKind::BrokenPipe => Ok(()),
        written => written,
    });
    let output = child.wait_with_output().unwrap();
    writer.join().unwrap().unwrap();
    output
}
