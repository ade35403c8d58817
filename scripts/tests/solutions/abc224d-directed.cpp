// abc224d-bfs.cpp with its one planted bug: each edge u v only lets a piece
// on v slide to u, as if the graph were directed.
#define DIRECTED
#include "abc224d-bfs.cpp"
