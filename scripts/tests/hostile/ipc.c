/* A board kept from one case for the next in the box's IPC and UTS
   namespaces. argv[1] "store": the input's first line into a SysV shared
   memory segment, a message queue and a semaphore's value (its length),
   and as the host name (by /proc/sys where sethostname is refused), the
   box's IPC limits first set back by /proc/sys; and 32 MiB of shared
   memory touched and left.
   "read": what it finds of those, a line each ("shm TEXT", "msg TEXT",
   "sem N", "host NAME" where the name is a board's, "segments N" where
   /proc/sysvipc/shm lists any); nothing where it finds none. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ipc.h>
#include <sys/msg.h>
#include <sys/sem.h>
#include <sys/shm.h>
#include <unistd.h>

#define KEY 0x8b0a4d
struct message { long type; char text[128]; };

/* Writes `text` to the sysctl `path`, if it may. */
static void set(const char *path, const char *text) {
    FILE *file = fopen(path, "w");
    if (file) {
        fputs(text, file);
        fclose(file);
    }
}

static int store(void) {
    char line[120] = "";
    if (!fgets(line, sizeof line, stdin)) return 1;
    line[strcspn(line, "\n")] = 0;
    /* The box's IPC limits set back, where it set them to 0. */
    set("/proc/sys/kernel/shmmni", "4096");
    set("/proc/sys/kernel/msgmni", "32000");
    set("/proc/sys/kernel/sem", "32000 1024000000 500 32000");
    set("/proc/sys/fs/mqueue/queues_max", "256");
    int shm = shmget(KEY, 4096, IPC_CREAT | 0600);
    char *at = shm >= 0 ? shmat(shm, 0, 0) : (char *)-1;
    if (at != (char *)-1) strcpy(at, line);
    struct message message = {1, ""};
    strcpy(message.text, line);
    int queue = msgget(KEY, IPC_CREAT | 0600);
    if (queue >= 0) msgsnd(queue, &message, sizeof message.text, IPC_NOWAIT);
    int sem = semget(KEY, 1, IPC_CREAT | 0600);
    if (sem >= 0) semctl(sem, 0, SETVAL, (int)strlen(line));
    char host[140];
    snprintf(host, sizeof host, "board-%s", line);
    if (sethostname(host, strlen(host)) != 0) set("/proc/sys/kernel/hostname", host);
    size_t held = 32 << 20;
    int big = shmget(KEY + 1, held, IPC_CREAT | 0600);
    char *memory = big >= 0 ? shmat(big, 0, 0) : (char *)-1;
    if (memory != (char *)-1) {
        for (size_t i = 0; i < held; i += 4096) memory[i] = 1;
        shmdt(memory);
    }
    puts("stored");
    return 0;
}

static void read_back(void) {
    int shm = shmget(KEY, 0, 0);
    char *at = shm >= 0 ? shmat(shm, 0, SHM_RDONLY) : (char *)-1;
    if (at != (char *)-1) printf("shm %s\n", at);
    struct message message;
    int queue = msgget(KEY, 0);
    if (queue >= 0 && msgrcv(queue, &message, sizeof message.text, 0, IPC_NOWAIT) >= 0)
        printf("msg %s\n", message.text);
    int sem = semget(KEY, 0, 0);
    if (sem >= 0) printf("sem %d\n", semctl(sem, 0, GETVAL));
    char host[256] = "";
    gethostname(host, sizeof host);
    if (strncmp(host, "board-", 6) == 0) printf("host %s\n", host);
    FILE *list = fopen("/proc/sysvipc/shm", "r");
    int lines = 0;
    char text[512];
    while (list && fgets(text, sizeof text, list)) lines++;
    if (lines > 1) printf("segments %d\n", lines - 1);
}

int main(int argc, char **argv) {
    if (argc < 2) return 2;
    if (strcmp(argv[1], "store") == 0) return store();
    read_back();
    return 0;
}
