/* A double-forked daemon that sleeps 60 s, found by its marker: the
   grandchild runs this program again as "daemon MARKER" (the test puts a
   marker of its own in place of MARKER). The solution sleeps 60 s too. */
#define _POSIX_C_SOURCE 200809L
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#define MARK "MARKER"

int main(int argc, char **argv) {
    if (argc > 1 && strcmp(argv[1], MARK) == 0) {
        sleep(60);
        return 0;
    }
    pid_t child = fork();
    if (child == 0) {
        setsid();
        if (fork() == 0) {
            for (int fd = 0; fd < 1024; fd++) close(fd);
            execl("/proc/self/exe", "daemon", MARK, (char *)0);
            return 1;
        }
        return 0;
    }
    waitpid(child, 0, 0);
    sleep(60);
    return 0;
}
