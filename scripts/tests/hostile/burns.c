/* Burns CPU until its own clock says argv[1] seconds, then answers: the
   CPU time it ends at is its own measure, whatever the machine's load. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

int main(int argc, char **argv) {
    double until = argc > 1 ? atof(argv[1]) : 1.0;
    volatile unsigned long x = 0;
    while ((double)clock() / CLOCKS_PER_SEC < until)
        for (int i = 0; i < 1000000; i++) x += i;
    puts("answer");
    return 0;
}
