// abc224d-bfs.cpp with its one planted bug: it never prints -1 (an
// unreachable goal's distance reads as 0).
#define NO_MINUS_ONE
#include "abc224d-bfs.cpp"
