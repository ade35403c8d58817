/* Fifty children, each in a session of its own, asleep for 30 s. */
#include <stdio.h>
#include <unistd.h>

int main(void) {
    for (int i = 0; i < 50; i++) {
        if (fork() == 0) {
            setsid();
            sleep(30);
            return 0;
        }
    }
    puts("answer");
    return 0;
}
