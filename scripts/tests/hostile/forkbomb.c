/* A fork bomb: run only under a pid namespace or a cgroup's pids.max. */
#include <unistd.h>

int main(void) {
    for (;;) fork();
}
