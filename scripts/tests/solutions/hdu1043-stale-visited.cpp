// hdu1043-bfs-per-board.cpp with a planted bug that needs two boards: the
// visited marks are never cleared, so a board's search meets the marks of
// the searches before it, and may never reach the goal. Every board alone
// is answered right.
#define KEEP_VISITED
#include "hdu1043-bfs-per-board.cpp"
