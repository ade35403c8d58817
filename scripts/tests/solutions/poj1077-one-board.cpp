// poj1077-table.cpp with a planted bug that only HDU 1043's rule catches: it
// answers the first board and stops, as POJ 1077 asks, where HDU 1043 gives
// boards until the end of the input.
#define ONE_BOARD true
#include "poj1077-table.cpp"
