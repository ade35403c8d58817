/* A double-forked daemon: the grandchild leaves the session, closes every
   descriptor (so no pipe shows it is there), and sleeps for 30 s; its
   parent exits at once, and the solution waits for that parent only. */
#include <stdio.h>
#include <sys/wait.h>
#include <unistd.h>

int main(void) {
    pid_t child = fork();
    if (child == 0) {
        setsid();
        if (fork() == 0) {
            for (int fd = 0; fd < 1024; fd++) close(fd);
            chdir("/");
            sleep(30);
            return 0;
        }
        return 0;
    }
    waitpid(child, 0, 0);
    puts("answer");
    return 0;
}
