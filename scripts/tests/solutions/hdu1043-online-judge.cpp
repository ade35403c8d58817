// Right, and written as many contestants write: the input comes from in.txt
// unless ONLINE_JUDGE is defined, as the judges define it. The search is
// hdu1043-gets-iostream.cpp's.
#ifndef ONLINE_JUDGE
#define READ_LOCAL_FILE
#endif
#include <cstdio>
#ifdef READ_LOCAL_FILE
struct LocalInput {
    LocalInput() { freopen("in.txt", "r", stdin); }
} local_input;
#endif
#include "hdu1043-gets-iostream.cpp"
