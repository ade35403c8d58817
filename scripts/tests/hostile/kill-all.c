/* Sends SIGKILL to every process it may signal: kill(-1). Then answers,
   if it is still there. Run only inside a pid namespace of its own. */
#define _POSIX_C_SOURCE 200809L
#include <signal.h>
#include <stdio.h>

int main(void) {
    if (kill(-1, SIGKILL) != 0) perror("kill");
    puts("answer");
    return 0;
}
