// hdu1043-gets-iostream.cpp, right, with one C++11 construct added: `auto`
// as a type, which GCC 4.4 in C++98 mode (POJ's G++) refuses.
#include "hdu1043-gets-iostream.cpp"
static int twice(int moves) {
    auto doubled = 2 * moves;
    return doubled;
}
