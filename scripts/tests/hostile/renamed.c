/* Answers, after starting a child that names itself with a carriage
   return and a terminal's erase-line escape (prctl PR_SET_NAME), so that
   a report printing the names of the processes a run left as they are
   would have its line rewritten, and sleeps for 30 s. */
#include <stdio.h>
#include <sys/prctl.h>
#include <unistd.h>

int main(void) {
    int ready[2];
    if (pipe(ready) != 0) return 1;
    if (fork() == 0) {
        prctl(PR_SET_NAME, "\r\033[2KAC", 0, 0, 0);
        (void)!write(ready[1], "x", 1);
        sleep(30);
        return 0;
    }
    char byte;
    (void)!read(ready[0], &byte, 1);
    puts("answer");
    return 0;
}
