// acwing845-bfs.cpp with a planted bug that only the count rule catches:
// when the goal is never reached it prints the deepest level searched, not
// -1.
#define NOT_FOUND(deepest) deepest
#include "acwing845-bfs.cpp"
