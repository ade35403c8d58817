//! CPU hogs of a test's own: busy loops in `sh`, or (`Hogs::sweeping`)
//! `dd` copying from `/dev/zero` into a 64 MiB buffer over and over, so
//! that the caches and the memory bus are shared as a build beside a
//! judging shares them; each in a session of its
//! own (with the kernel's autogroups a session's processes share one fair
//! part of a CPU, other builds beside the judge are other sessions, and a
//! box is a session of its own), pinned to one CPU or free; ended by
//! their pids when dropped.

use std::os::unix::process::CommandExt;
use std::process::{Child, Command, Stdio};

/// Running hogs.
pub struct Hogs(Vec<Child>);

extern "C" {
    fn setsid() -> i32;
}

impl Hogs {
    /// `count` hogs pinned to `cpu` (`taskset`, from util-linux), or free
    /// where `cpu` is `None`.
    pub fn start(count: usize, cpu: Option<&str>) -> Hogs {
        Hogs::spawned(count, || {
            let mut hog = match cpu {
                Some(cpu) => {
                    let mut taskset = Command::new("taskset");
                    taskset.args(["-c", cpu, "sh"]);
                    taskset
                }
                None => Command::new("sh"),
            };
            hog.args(["-c", "while :; do :; done"]);
            hog
        })
    }

    /// `count` hogs that sweep memory: each `dd` copies from `/dev/zero`
    /// into a 64 MiB buffer over and over.
    pub fn sweeping(count: usize) -> Hogs {
        Hogs::spawned(count, || {
            let mut dd = Command::new("dd");
            dd.args(["if=/dev/zero", "of=/dev/null", "bs=64M"])
                .stderr(Stdio::null());
            dd
        })
    }

    /// `count` of the command `made` makes, each in a session of its own.
    fn spawned(count: usize, made: impl Fn() -> Command) -> Hogs {
        let hogs = (0..count)
            .map(|_| {
                let mut hog = made();
                hog.stdin(Stdio::null());
                // SAFETY: setsid is a plain system call.
                unsafe {
                    hog.pre_exec(|| {
                        setsid();
                        Ok(())
                    });
                }
                hog.spawn().expect("a hog starts")
            })
            .collect();
        Hogs(hogs)
    }

    /// Four a core, at least eight, free: more than the machine has cores.
    pub fn beyond_the_cores() -> Hogs {
        let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
        Hogs::start((cores * 4).max(8), None)
    }

    /// How many run.
    pub fn count(&self) -> usize {
        self.0.len()
    }

    /// Ends them all, each by its pid.
    pub fn stop(&mut self) {
        for hog in &mut self.0 {
            let _ = hog.kill();
            let _ = hog.wait();
        }
        self.0.clear();
    }
}

impl Drop for Hogs {
    fn drop(&mut self) {
        self.stop();
    }
}
