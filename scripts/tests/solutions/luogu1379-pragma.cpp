// luogu1379-bfs.cpp with the optimisation pragma that many contestants put
// first: Luogu refuses it, a compile error there.
#pragma GCC optimize("O2")
#include "luogu1379-bfs.cpp"
