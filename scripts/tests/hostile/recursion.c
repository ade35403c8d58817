/* A depth-first recursion DEPTH deep (argv[1]), about 64 bytes of stack a
   level: 300,000 levels take about 20 MiB. With argv[2], each level also
   spins a little, so that the stack grows slowly enough to be watched. */
#include <stdio.h>
#include <stdlib.h>

static long slow;

static long down(long depth) {
    volatile char frame[40];
    frame[0] = (char)depth;
    for (volatile long i = 0; i < slow; i++) {
    }
    if (depth == 0) return frame[0];
    return down(depth - 1) + frame[0];
}

int main(int argc, char **argv) {
    long depth = argc > 1 ? atol(argv[1]) : 300000;
    slow = argc > 2 ? atol(argv[2]) : 0;
    printf("%ld\n", down(depth));
    return 0;
}
