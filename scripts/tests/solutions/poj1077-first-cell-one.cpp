// poj1077-table.cpp with a planted bug that every rule catches: a board
// whose first cell is 1 (one board in nine) loses the last move of its
// answer.
#define PLANT(start, path) \
    if (start[0] == '1' && !path.empty()) path.erase(path.size() - 1)
#include "poj1077-table.cpp"
