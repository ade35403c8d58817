// uva10085-bfs.cpp with its one planted bug: it prints the board one move
// short of the most distant one, with a legal shortest path to it.
#define ONE_SHORT
#include "uva10085-bfs.cpp"
