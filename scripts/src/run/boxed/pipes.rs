//! A boxed run's output and errors, read by the judge's own thread while
//! it waits for the keeper: one `poll` on the keeper's socket and both
//! pipes, so that a run takes no thread of its own. (Two reading threads
//! a run, each woken for its pipe's data and its end, cost a short run
//! about 0.05 ms of CPU, on the one core the stress test's job runs on.)
//! What is kept of each is what [`Output`](super::super::streams::Output)
//! keeps: the output up to its limit, the errors' first and last bytes.

use super::super::streams::{self, Kept};
use super::super::{sys, Ending, Job, Run, ERRORS_KEPT, ERRORS_TAIL_KEPT};
use std::io;
use std::os::raw::{c_int, c_ulong};
use std::time::{Duration, Instant};

/// How long the output may stay open after the run has gone (held by a
/// process the keeper could not end), as the threads' reading allows.
const PATIENCE: Duration = Duration::from_secs(1);

/// The read ends of a run's output and errors.
pub(super) struct Pipes {
    streams: [Stream; 2],
}

/// One pipe's read end, read only when `poll` says it can be: a read
/// then never blocks.
struct Stream {
    /// The judge's descriptor; -1 once its end was read (`poll` skips it).
    fd: c_int,
    kept: Kept,
    head: usize,
    tail: usize,
    total: u64,
}

impl Stream {
    fn new(fd: c_int, head: usize, tail: usize) -> Stream {
        Stream {
            fd,
            kept: Kept::default(),
            head,
            tail,
            total: 0,
        }
    }

    /// One read of what is there: kept, or the pipe's end seen and the
    /// descriptor closed.
    fn read_once(&mut self, buffer: &mut [u8]) {
        // SAFETY: a live buffer of its length; the descriptor is ours.
        let read = unsafe { sys::read(self.fd, buffer.as_mut_ptr(), buffer.len()) };
        if read > 0 {
            let read = read as usize;
            self.total += read as u64;
            self.kept.keep(&buffer[..read], self.head, self.tail);
        } else if read == 0 || sys::errno() != sys::EINTR {
            self.close();
        }
    }

    fn close(&mut self) {
        if self.fd >= 0 {
            // SAFETY: the descriptor is ours, closed once.
            unsafe {
                sys::close(self.fd);
            }
            self.fd = -1;
        }
    }
}

impl Pipes {
    /// Reads `stdout` and `stderr`, the judge's read ends, which it owns
    /// from now on; `job`'s output limit says how much of it is kept.
    pub(super) fn new(stdout: c_int, stderr: c_int, job: &Job) -> Pipes {
        Pipes {
            streams: [
                Stream::new(stdout, streams::output_kept(job), 0),
                Stream::new(stderr, ERRORS_KEPT, ERRORS_TAIL_KEPT),
            ],
        }
    }

    /// Bytes written to standard output so far.
    pub(super) fn stdout_bytes(&self) -> u64 {
        self.streams[0].total
    }

    /// Waits until `socket` can be read or `patience` has passed, reading
    /// the pipes meanwhile: whether the socket can be read (its peer gone
    /// included).
    pub(super) fn wait(&mut self, socket: c_int, patience: Duration) -> io::Result<bool> {
        let deadline = Instant::now() + patience;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let (ready, socket_ready) = self.poll(socket, left)?;
            if socket_ready {
                return Ok(true);
            }
            if ready == 0 || Instant::now() >= deadline {
                return Ok(false);
            }
        }
    }

    /// The run, ended as `ending`, with what it wrote: the pipes read to
    /// their end, or for [`PATIENCE`] at most where a process that got out
    /// of the box holds one open.
    pub(super) fn finish(mut self, ending: Ending) -> Run {
        let deadline = Instant::now() + PATIENCE;
        while self.streams.iter().any(|s| s.fd >= 0) {
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() || self.poll(-1, left).is_err() {
                break;
            }
        }
        let held = self.streams.iter().any(|s| s.fd >= 0);
        let [out, err] = std::mem::replace(
            &mut self.streams,
            [Stream::new(-1, 0, 0), Stream::new(-1, 0, 0)],
        );
        let collected = |mut stream: Stream| {
            stream.close();
            let total = stream.total;
            std::mem::take(&mut stream.kept).collected(total, held)
        };
        streams::finished(ending, collected(out), collected(err))
    }

    /// One `poll` of `socket` (-1: none) and the open pipes, for `left`
    /// at most, and one read of each pipe that can be read: how many were
    /// ready, and whether the socket was.
    fn poll(&mut self, socket: c_int, left: Duration) -> io::Result<(c_int, bool)> {
        let entry = |fd| sys::PollFd {
            fd,
            events: sys::POLLIN,
            revents: 0,
        };
        let mut polled = [
            entry(socket),
            entry(self.streams[0].fd),
            entry(self.streams[1].fd),
        ];
        // Rounded up: a wait of less than a millisecond is no busy loop.
        let milliseconds = ((left.as_micros() + 999) / 1000).min(i32::MAX as u128) as c_int;
        // SAFETY: a pointer to three live pollfds (-1 ones are skipped).
        let ready = unsafe { sys::poll(polled.as_mut_ptr(), 3 as c_ulong, milliseconds) };
        if ready < 0 {
            let error = io::Error::last_os_error();
            return match error.kind() {
                io::ErrorKind::Interrupted => Ok((0, false)),
                _ => Err(error),
            };
        }
        streams::with_buffer(|buffer| {
            for (stream, seen) in self.streams.iter_mut().zip(&polled[1..]) {
                if seen.revents != 0 && stream.fd >= 0 {
                    stream.read_once(buffer);
                }
            }
        });
        Ok((ready, polled[0].revents != 0))
    }
}

impl Drop for Pipes {
    fn drop(&mut self) {
        for stream in &mut self.streams {
            stream.close();
        }
    }
}
