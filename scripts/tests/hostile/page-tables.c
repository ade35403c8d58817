/* 60 processes, each reading a byte of every 2 MiB of 896 MiB it maps
   and never writes: no page of their own (the zero page), and 448 pages
   of page tables each, about 105 MiB in all. Prints "answer" once all
   have read, then ends them. */
#include <signal.h>
#include <stdio.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

int main(void) {
    int ready[2];
    if (pipe(ready) != 0) { perror("pipe"); return 1; }
    pid_t children[60];
    for (int i = 0; i < 60; i++) {
        children[i] = fork();
        if (children[i] < 0) { perror("fork"); return 1; }
        if (children[i] == 0) {
            size_t size = (size_t)896 << 20;
            volatile char *area = mmap(NULL, size, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
            if (area == MAP_FAILED) { perror("mmap"); _exit(1); }
            char sum = 0;
            for (size_t at = 0; at < size; at += 2 << 20) sum += area[at];
            write(ready[1], "r", 1);
            pause();
            _exit(sum);
        }
    }
    for (int i = 0; i < 60; i++) {
        char byte;
        if (read(ready[0], &byte, 1) != 1) { perror("read"); return 1; }
    }
    usleep(2000000);
    puts("answer");
    fflush(stdout);
    for (int i = 0; i < 60; i++) kill(children[i], SIGKILL);
    while (wait(NULL) > 0) {}
    return 0;
}
