/* A thread bomb: threads that sleep, started without end, each with a
 * small stack (so that memory is not what stops them). Run only under a
 * pid namespace or a cgroup's pids.max. */
#include <pthread.h>
#include <unistd.h>

static void *sleeps(void *unused) {
    (void)unused;
    sleep(60);
    return 0;
}

int main(void) {
    pthread_attr_t small;
    pthread_attr_init(&small);
    pthread_attr_setstacksize(&small, 64 << 10);
    for (;;) {
        pthread_t thread;
        pthread_create(&thread, &small, sleeps, 0);
    }
}
