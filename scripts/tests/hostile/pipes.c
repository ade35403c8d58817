/* 1000 pipes, each filled to its 64 KiB and its writing end closed, so
   that one descriptor holds each: 62.5 MiB in the kernel's pipe buffers,
   and 10 MiB of the run's own. Packet pipes (argument "packets") hold a
   page for each one-byte write: 16 bytes, 64 KiB. A larger pipe is asked
   for too, which may be refused. Prints "answer" once they are. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int main(int argc, char **argv) {
    int packets = argc > 1 && strcmp(argv[1], "packets") == 0;
    static char chunk[65536];
    memset(chunk, 1, sizeof chunk);
    char *own = malloc(10 << 20);
    memset(own, 1, 10 << 20);
    for (int pipe_ = 0; pipe_ < 1000; pipe_++) {
        int ends[2];
        if (pipe2(ends, O_NONBLOCK | (packets ? O_DIRECT : 0)) != 0) { perror("pipe"); return 1; }
        fcntl(ends[1], F_SETPIPE_SZ, 1 << 20);
        if (packets)
            for (int write_ = 0; write_ < 16; write_++) write(ends[1], chunk, 1);
        else
            while (write(ends[1], chunk, sizeof chunk) > 0) {}
        close(ends[1]);
    }
    usleep(2000000);
    puts(own[12345] == 1 ? "answer" : "no");
    return 0;
}
