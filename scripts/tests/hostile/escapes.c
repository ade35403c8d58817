/* Answers, after starting a child that leaves the process group and the
   session (setsid) and sleeps for 30 s. */
#include <stdio.h>
#include <unistd.h>

int main(void) {
    if (fork() == 0) {
        setsid();
        sleep(30);
        return 0;
    }
    puts("answer");
    return 0;
}
