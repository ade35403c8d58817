/* Reaches for descriptors the judge or its caller left open. Its mode,
   argv[1] or else the variable FDS_MODE: "write": to every descriptor
   3..1023 a byte of 128, then the eight bytes of a signal 128 sent by no
   process (an interrupt watcher's wake pipe among them would end the
   judge with status 128 + 128, that is 0), then a wrong answer; "list": each descriptor open above 2, a line
   each; "caller": reads descriptor 7 and writes "x" to 8, printing what
   it read. */
#define _GNU_SOURCE
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int main(int argc, char **argv) {
    const char *mode = argc > 1 ? argv[1] : getenv("FDS_MODE");
    if (!mode) return 2;
    if (strcmp(mode, "write") == 0) {
        unsigned char byte = 128, message[8] = {128, 0, 0, 0, 0, 0, 0, 0};
        for (int fd = 3; fd < 1024; fd++) {
            (void)!write(fd, &byte, 1);
            (void)!write(fd, message, sizeof message);
        }
        puts("unsolvable");
        return 0;
    }
    if (strcmp(mode, "list") == 0) {
        DIR *dir = opendir("/proc/self/fd");
        if (!dir) { perror("opendir"); return 1; }
        int own = dirfd(dir);
        struct dirent *entry;
        while ((entry = readdir(dir))) {
            int fd = atoi(entry->d_name);
            if (entry->d_name[0] != '.' && fd > 2 && fd != own) printf("open %d\n", fd);
        }
        closedir(dir);
        return 0;
    }
    char secret[256] = "";
    ssize_t got = read(7, secret, sizeof secret - 1);
    if (got > 0) printf("read %s\n", secret);
    if (write(8, "x", 1) == 1) puts("wrote");
    puts("unsolvable");
    return 0;
}
