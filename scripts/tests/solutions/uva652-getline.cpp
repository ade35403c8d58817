// UVa 652 read as published solutions read it: getline per board, each
// board the cells of one line, as the statement lists them. Right on
// every board the statement promises; a board split over three lines is
// not one it reads.
#define BY_LINE
#include "uva652-table.cpp"
