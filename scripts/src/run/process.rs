//! The judge's own process: set up once before its first run, and its
//! descendants ended when it is interrupted.

use super::{fds, sys, tree};
use std::sync::Once;

/// Once a process: on Linux the judge becomes a child subreaper, so that
/// what a solution leaves behind becomes the judge's to wait for, and
/// every descriptor its caller left open is marked close-on-exec.
pub(super) fn setup_once() {
    static SETUP: Once = Once::new();
    SETUP.call_once(|| {
        sys::become_subreaper();
        fds::cloexec_from(3);
    });
}

/// Every process descending from the judge: ended on an interrupt.
pub(super) fn kill_descendants() -> usize {
    tree::kill_descendants()
}
