//! POJ's menu.

use super::builds::{java, lang, old_gcc, old_gpp, FPC_HERE, GFORTRAN_HERE, OLD_GPP_ARGS};
use super::{Judge, Takes, Unemulated};
use crate::build::{Family, Kind};

/// POJ (poj.org): its FAQ (poj.org/page?id=1000).
pub const POJ: Judge = Judge {
    name: "POJ",
    builds: &[
        old_gpp(
            "MinGW GCC 4.4.0, C++98 (POJ's FAQ: no plan to enable C++0x); \
             -O2 unconfirmed",
            OLD_GPP_ARGS,
            "POJ's G++ is GCC 4.4, C++98",
        ),
        old_gcc("MinGW GCC 4.4.0, C99"),
        java(
            "java",
            "Java",
            "JDK 6, the class Main",
            "javac --release 7, the oldest the JDK here builds for: \
                   Java 7's additions build here and not on POJ",
            Some("7"),
            "POJ",
        ),
        lang(
            "pascal",
            "Pascal",
            "Free Pascal (its FAQ lists Pascal); version and flags assumed: FPC 2.x, -O2",
            FPC_HERE,
            Kind::Pascal,
            &["-O2"],
            None,
        ),
        lang(
            "fortran",
            "Fortran",
            "GNU Fortran (its FAQ lists Fortran); version and flags assumed: MinGW GCC 4.4's, \
             as its GCC, -O2",
            GFORTRAN_HERE,
            Kind::Fortran,
            &["-O2"],
            None,
        ),
    ],
    takes: Takes {
        languages: &["C", "C++", "Pascal", "Java", "Fortran"],
        from: "its FAQ, poj.org/page?id=1000",
    },
    extra: &[],
    not_emulated: &[
        Unemulated {
            family: Family::Cpp,
            menu: "C++",
            is: "MS VC++ 2008",
        },
        Unemulated {
            family: Family::C,
            menu: "C",
            is: "MS VC++ 2008",
        },
    ],
};
