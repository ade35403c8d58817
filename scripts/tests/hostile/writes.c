/* Tries to create, with O_EXCL, each file whose path comes on standard
   input, one a line. Prints "reached PATH" for each it made, else
   perror's line; exits 1 when any was refused. */
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

int main(void) {
    char path[4096];
    int refused = 0;
    while (fgets(path, sizeof path, stdin)) {
        path[strcspn(path, "\n")] = 0;
        int fd = open(path, O_WRONLY | O_CREAT | O_EXCL, 0644);
        if (fd < 0) { perror("open"); refused = 1; continue; }
        write(fd, "x\n", 2);
        close(fd);
        printf("reached %s\n", path);
    }
    return refused;
}
