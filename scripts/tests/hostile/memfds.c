/* 640 MiB in memfds: anonymous files, their pages in no process's
   resident set, 64 of 10 MiB each, all kept open. Prints "answer" once
   they are written, else perror's line. */
#define _GNU_SOURCE
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

int main(void) {
    static char chunk[1 << 20];
    memset(chunk, 1, sizeof chunk);
    for (int file = 0; file < 64; file++) {
        int fd = memfd_create("held", 0);
        if (fd < 0) { perror("memfd_create"); return 1; }
        for (int mib = 0; mib < 10; mib++)
            if (write(fd, chunk, sizeof chunk) != (ssize_t)sizeof chunk) { perror("write"); return 1; }
    }
    puts("answer");
    return 0;
}
