/* Connects to the unix socket whose path comes on standard input, and
   sends it its environment. Prints "reached" when it got through, else
   perror's line. */
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

extern char **environ;

int main(void) {
    struct sockaddr_un to;
    memset(&to, 0, sizeof to);
    to.sun_family = AF_UNIX;
    if (!fgets(to.sun_path, sizeof to.sun_path, stdin)) return 2;
    to.sun_path[strcspn(to.sun_path, "\n")] = 0;
    int fd = socket(AF_UNIX, SOCK_STREAM, 0);
    if (fd < 0) { perror("socket"); return 1; }
    if (connect(fd, (struct sockaddr *)&to, sizeof to) != 0) { perror("connect"); return 1; }
    for (char **v = environ; *v; v++) (void)!write(fd, *v, strlen(*v) + 1);
    puts("reached");
    return 0;
}
