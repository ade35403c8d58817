// hdu3567-bfs-per-case.cpp with a planted bug that needs two cases: the map
// of paths is never cleared, so a case's search starts among the boards of
// the cases before it and may take their paths, from other starts, for its
// own. Every case alone is answered right.
#define KEEP_VISITED
#include "hdu3567-bfs-per-case.cpp"
