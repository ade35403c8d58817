// luogu1379-bfs.cpp with a planted bug that only the exact count catches:
// past 28 moves it answers two fewer. The count keeps its parity, so it is
// a count some board could have; only the distance itself tells it wrong.
#define PLANT(moves) \
    if (moves > 28) moves -= 2
#include "luogu1379-bfs.cpp"
