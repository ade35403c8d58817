/* Tries to reach out: argv[1] is "tcp PORT", "udp PORT" or "read PATH".
   Prints "reached" when it got through, else perror's line. */
#include <arpa/inet.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

int main(int argc, char **argv) {
    if (argc < 3) return 2;
    if (strcmp(argv[1], "read") == 0) {
        /* "-": the path comes on standard input, not the command line. */
        char path[4096] = "";
        if (strcmp(argv[2], "-") == 0) {
            if (!fgets(path, sizeof path, stdin)) return 2;
            path[strcspn(path, "\n")] = 0;
        } else {
            strncpy(path, argv[2], sizeof path - 1);
        }
        FILE *file = fopen(path, "r");
        if (!file) { perror("open"); return 1; }
        printf("reached\n");
        return 0;
    }
    int udp = strcmp(argv[1], "udp") == 0;
    int fd = socket(AF_INET, udp ? SOCK_DGRAM : SOCK_STREAM, 0);
    if (fd < 0) { perror("socket"); return 1; }
    struct sockaddr_in to;
    memset(&to, 0, sizeof to);
    to.sin_family = AF_INET;
    to.sin_port = htons(atoi(argv[2]));
    to.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (udp) {
        if (sendto(fd, "x", 1, 0, (struct sockaddr *)&to, sizeof to) != 1) { perror("sendto"); return 1; }
    } else if (connect(fd, (struct sockaddr *)&to, sizeof to) != 0) { perror("connect"); return 1; }
    printf("reached\n");
    return 0;
}
