/* 180 MiB in memfds written, mapped and never touched, their descriptors
   closed: the pages are in no process's resident set and held by no
   descriptor. Prints "answer" once they are, else perror's line. */
#define _GNU_SOURCE
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

int main(void) {
    static char chunk[1 << 20];
    memset(chunk, 1, sizeof chunk);
    for (int file = 0; file < 18; file++) {
        int fd = memfd_create("mapped", 0);
        if (fd < 0) { perror("memfd_create"); return 1; }
        for (int mib = 0; mib < 10; mib++)
            if (write(fd, chunk, sizeof chunk) != (ssize_t)sizeof chunk) { perror("write"); return 1; }
        if (mmap(NULL, 10 << 20, PROT_READ, MAP_SHARED, fd, 0) == MAP_FAILED) { perror("mmap"); return 1; }
        close(fd);
    }
    usleep(2000000);
    puts("answer");
    return 0;
}
