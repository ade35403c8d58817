// hdu1043-gets-iostream.cpp, right, with one C++11 construct added: a
// range-based for loop, which today's g++ takes in C++98 mode with only a
// warning and GCC 4.4 (POJ's G++) refuses.
#include "hdu1043-gets-iostream.cpp"
static int sum_of(const int (&cells)[4]) {
    int sum = 0;
    for (int cell : cells) sum += cell;
    return sum;
}
