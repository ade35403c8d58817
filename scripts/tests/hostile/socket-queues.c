/* Unix socket pairs, each direction filled until it would block: what
   they queue is the kernel's, in no process's figures. Prints "answer"
   once they are full, else perror's line. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

int main(void) {
    static char chunk[4096];
    memset(chunk, 1, sizeof chunk);
    for (int pair = 0; pair < 400; pair++) {
        int ends[2];
        if (socketpair(AF_UNIX, SOCK_STREAM, 0, ends) != 0) {
            if (errno == EMFILE) break;
            perror("socketpair");
            return 1;
        }
        for (int side = 0; side < 2; side++) {
            fcntl(ends[side], F_SETFL, O_NONBLOCK);
            while (write(ends[side], chunk, sizeof chunk) > 0) {}
        }
    }
    usleep(2000000);
    puts("answer");
    return 0;
}
