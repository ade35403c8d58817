// Right, but it writes its answers into poj.out, as a contestant's local
// set-up might, and prints nothing: judges read standard output.
#include <cstdio>
struct LocalOutput {
    LocalOutput() { freopen("poj.out", "w", stdout); }
} local_output;
#include "hdu1043-gets-iostream.cpp"
