/* Six processes of 56 MiB each, all holding it at once: under a limit of
   64 MiB counted a process at a time, each is within it; the tree holds
   336 MiB. Prints "answer" once all six have touched theirs. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#define SIZE (56 << 20)

/* Kept where the compiler cannot drop the writes to it. */
char *volatile held;

static void hold(void) {
    held = malloc(SIZE);
    if (!held) { perror("malloc"); exit(1); }
    memset(held, 1, SIZE);
}

int main(void) {
    int ready[2];
    if (pipe(ready) != 0) return 1;
    for (int i = 0; i < 5; i++) {
        if (fork() == 0) {
            hold();
            (void)!write(ready[1], "x", 1);
            sleep(2);
            _exit(0);
        }
    }
    char byte;
    for (int i = 0; i < 5; i++)
        if (read(ready[0], &byte, 1) != 1) return 1;
    hold();
    puts("answer");
    fflush(stdout);
    while (wait(NULL) > 0) {}
    return 0;
}
