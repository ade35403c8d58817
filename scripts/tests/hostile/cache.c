/* Memory beyond the limit in room an earlier case's page cache held.
   argv[1] a file, argv[2] "read": reads it whole (its page cache
   charged to the box), "read"; or a number of MiB: drops the file's page
   cache (posix_fadvise DONTNEED), then touches that many MiB of its own,
   "answer". */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int main(int argc, char **argv) {
    if (argc < 3) return 2;
    int fd = open(argv[1], O_RDONLY);
    if (fd < 0) { perror("open"); return 1; }
    if (strcmp(argv[2], "read") == 0) {
        static char buffer[1 << 16];
        while (read(fd, buffer, sizeof buffer) > 0) {}
        puts("read");
        return 0;
    }
    posix_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED);
    size_t bytes = (size_t)atol(argv[2]) << 20;
    char *memory = malloc(bytes);
    if (!memory) return 3;
    for (size_t at = 0; at < bytes; at += 4096) memory[at] = 1;
    puts("answer");
    return 0;
}
