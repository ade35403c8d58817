/* 40 MiB of the run's own, shared whole with a child made by
   clone(CLONE_VM): one memory, which two processes' figures each show.
   Prints "answer" once the child has held it a while. */
#define _GNU_SOURCE
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static int child(void *unused) {
    (void)unused;
    usleep(2000000);
    return 0;
}

int main(void) {
    char *own = malloc(40 << 20);
    memset(own, 1, 40 << 20);
    static char stack[1 << 16];
    pid_t pid = clone(child, stack + sizeof stack, CLONE_VM | SIGCHLD, NULL);
    if (pid < 0) { perror("clone"); return 1; }
    waitpid(pid, NULL, 0);
    puts(own[4096] == 1 ? "answer" : "no");
    return 0;
}
