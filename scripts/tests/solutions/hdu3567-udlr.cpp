// hdu3567-trees.cpp with a planted bug that only HDU 3567's rule catches:
// moves are tried in the order u, d, l, r, so each answer is shortest but
// not always the alphabetically first.
#define ORDER "udlr"
#include "hdu3567-trees.cpp"
