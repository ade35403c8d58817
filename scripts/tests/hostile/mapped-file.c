/* A 15 MiB file written in the working folder, mapped and read whole,
   beside 38 MiB of the run's own: 53 MiB, the file's pages both in the
   folder and mapped. Prints "answer" once it has held them a while. */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

int main(void) {
    static char chunk[1 << 20];
    memset(chunk, 1, sizeof chunk);
    int fd = open("kept", O_RDWR | O_CREAT | O_TRUNC, 0600);
    if (fd < 0) { perror("open"); return 1; }
    for (int mib = 0; mib < 15; mib++)
        if (write(fd, chunk, sizeof chunk) != (ssize_t)sizeof chunk) { perror("write"); return 1; }
    volatile char *file = mmap(NULL, 15 << 20, PROT_READ, MAP_SHARED, fd, 0);
    if (file == MAP_FAILED) { perror("mmap"); return 1; }
    long sum = 0;
    for (size_t at = 0; at < (size_t)15 << 20; at += 4096) sum += file[at];
    char *own = malloc(38 << 20);
    memset(own, 1, 38 << 20);
    usleep(2000000);
    puts(sum > 0 && own[777] == 1 ? "answer" : "no");
    return 0;
}
