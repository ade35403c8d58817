/* A value kept from one case for the next through what a reused box
   keeps besides IPC. argv[1] names the channel, argv[2] "store" or
   "read"; "read" prints "found" where the stored value came through, and
   each step prints what the kernel said.
   "limit": the keeper's RLIMIT_MSGQUEUE (prlimit on pid 1, the box's
     keeper, which forks every later run) set to 12345.
   "nofile": the keeper's RLIMIT_NOFILE set to 5.
   "xattr": an extended attribute on the working folder itself.
   "pids": "store" forks 400 times; "read" prints its own pid, and
     "found" where it is past 300.
   "reserve": fallocate(FALLOC_FL_KEEP_SIZE) of 1 GiB in the working
     folder: "reserved" where the kernel took it.
   "files": 16 MiB files written until one is refused: "wrote N MiB". */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <sys/xattr.h>
#include <unistd.h>

int main(int argc, char **argv) {
    if (argc < 3) return 2;
    const char *channel = argv[1];
    int store = strcmp(argv[2], "store") == 0;
    if (!strcmp(channel, "limit") || !strcmp(channel, "nofile")) {
        int resource = !strcmp(channel, "limit") ? RLIMIT_MSGQUEUE : RLIMIT_NOFILE;
        rlim_t value = !strcmp(channel, "limit") ? 12345 : 5;
        if (store) {
            struct rlimit set = { value, value };
            if (prlimit(1, resource, &set, NULL) != 0) perror("prlimit");
            else puts("stored");
        } else {
            struct rlimit now;
            getrlimit(resource, &now);
            if (now.rlim_cur == value || now.rlim_max == value) puts("found");
        }
    } else if (!strcmp(channel, "xattr")) {
        if (store) {
            if (setxattr(".", "user.board", "123804765", 9, 0) != 0) perror("setxattr");
            else puts("stored");
        } else {
            char value[32] = {0};
            if (getxattr(".", "user.board", value, sizeof value - 1) > 0) puts("found");
        }
    } else if (!strcmp(channel, "pids")) {
        if (store) {
            for (int i = 0; i < 400; i++) {
                pid_t child = fork();
                if (child == 0) _exit(0);
                if (child > 0) waitpid(child, NULL, 0);
            }
            puts("stored");
        } else {
            printf("pid %d\n", (int)getpid());
            if (getpid() > 300) puts("found");
        }
    } else if (!strcmp(channel, "reserve")) {
        int fd = open("reserved", O_CREAT | O_WRONLY, 0644);
        if (fd < 0) { perror("open"); return 1; }
        if (fallocate(fd, FALLOC_FL_KEEP_SIZE, 0, 1L << 30) != 0) perror("fallocate");
        else puts("reserved");
    } else if (!strcmp(channel, "files")) {
        static char chunk[1 << 20];
        memset(chunk, 7, sizeof chunk);
        long total = 0;
        for (int file = 0; file < 64; file++) {
            char name[32];
            snprintf(name, sizeof name, "f%d", file);
            int fd = open(name, O_CREAT | O_WRONLY, 0644);
            if (fd < 0) break;
            int full = 0;
            for (int mib = 0; mib < 16 && !full; mib++) {
                if (write(fd, chunk, sizeof chunk) != (ssize_t)sizeof chunk) full = 1;
                else total++;
            }
            close(fd);
            if (full) break;
        }
        printf("wrote %ld MiB\n", total);
    }
    return 0;
}
