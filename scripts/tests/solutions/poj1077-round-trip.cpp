// poj1077-table.cpp with a planted bug that only AcWing 179's rule catches:
// every answer ends with a round trip, left then right, from the goal. Legal,
// and it solves the board (POJ 1077 and HDU 1043 accept it), but it is two
// moves longer than the fewest.
#define PLANT(start, path) path += "lr"
#include "poj1077-table.cpp"
