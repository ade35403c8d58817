//! HDU's menu.

use super::builds::{csharp, java, lang, old_gcc, old_gpp, FPC_HERE, OLD_GPP_ARGS};
use super::{Judge, Takes, Unemulated};
use crate::build::{Family, Kind};

/// HDU (acm.hdu.edu.cn): its FAQ (faq.php, a copy of 2010 in
/// HHinata/albafica, resources/assets/js/pages/faq.vue) and problem pages.
/// The FAQ's table of 64-bit integers gives "GCC/G++" `__int64` and
/// `%I64d`, which only a Windows (MinGW) GCC takes, and its "C++" is
/// MS-VC++ ("AC in C++ while TLE in G++"). No version of its G++ could be
/// read, for its published solutions' years (2009-2015) or today, so
/// one G++ stands for both: C++98, as POJ's MinGW GCC 4.4, assumed.
pub const HDU: Judge = Judge {
    name: "HDU",
    builds: &[
        old_gpp(
            "MinGW GCC (its FAQ: __int64 and %I64d under GCC/G++); version and \
             standard assumed: C++98, as POJ's GCC 4.4",
            OLD_GPP_ARGS,
            "HDU's G++ is an old GCC, C++98",
        ),
        old_gcc("an old GCC, its version unconfirmed; C99"),
        java(
            "java",
            "Java",
            "Java, its version unconfirmed; the class Main",
            "javac --release 8",
            Some("8"),
            "HDU",
        ),
        lang(
            "pascal",
            "Pascal",
            "Free Pascal (its FAQ: C, C++, Pascal and Java); version and flags assumed: -O2",
            FPC_HERE,
            Kind::Pascal,
            &["-O2"],
            None,
        ),
        csharp(
            "C#",
            "C# (on its submit page, not in its FAQ); compiler, version and flags \
             unconfirmed: a Windows judge's, assumed optimised",
            &["-optimize+"],
            &[],
            None,
        ),
    ],
    takes: Takes {
        languages: &["C", "C++", "Pascal", "Java", "C#"],
        from: "its FAQ, acm.hdu.edu.cn/faq.php: \"C, C++, Pascal and Java are currently \
               supported\"; C# on its submit page",
    },
    extra: &[],
    not_emulated: &[
        Unemulated {
            family: Family::Cpp,
            menu: "C++",
            is: "MS VC++",
        },
        Unemulated {
            family: Family::C,
            menu: "C",
            is: "MS VC++",
        },
    ],
};
