// The work of a published POJ 3597 "Polygon Division" solution, written
// here to time this machine beside POJ (scripts/docs/runner.md, "A
// judge's speed"): before reading, the number of ways to cut a polygon of
// each size up to 5000 sides into triangles and quadrilaterals, from the
// smaller ones, in unsigned 64-bit numbers that wrap as the published one
// does (24,980,004 multiplications: each a call to the C library on a
// 32-bit build, as POJ's is); then each n read is a look-up. Its work does
// not hang on its input, and its data is 80 KiB.
#include <stdio.h>

static unsigned long long whole[5001], split[5001];

int main() {
    whole[2] = 1;
    for (int sides = 3; sides <= 5000; sides++) {
        unsigned long long parts = 0;
        for (int i = 2; i < sides; i++)
            parts += whole[i] * whole[sides - i + 1];
        split[sides] = parts;
        unsigned long long all = parts;
        for (int j = 2; j <= sides - 2; j++)
            all += whole[j] * split[sides - j + 1];
        whole[sides] = all;
    }
    int n;
    while (scanf("%d", &n) == 1)
        printf("%llu\n", whole[n]);
    return 0;
}
