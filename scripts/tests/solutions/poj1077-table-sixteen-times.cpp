// poj1077-table.cpp building its table sixteen times: right answers after
// about 0.4 s of CPU here, well within POJ 1077's 1 s on this machine and
// well past it at POJ's speed (0.13 of this machine's: the limit is
// 0.13 s here).
#define TABLES 16
#include "poj1077-table.cpp"
