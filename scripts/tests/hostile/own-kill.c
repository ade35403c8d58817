/* Prints an answer, then kills itself with SIGKILL: the run's own signal,
 * which neither the judge nor a limit sent. */
#include <signal.h>
#include <stdio.h>

int main(void) {
    char line[64];
    while (fgets(line, sizeof line, stdin)) {
    }
    puts("r");
    fflush(stdout);
    raise(SIGKILL);
    return 0;
}
