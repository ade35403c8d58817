/* Raises its open-file limit as far as it may (hard limit too): prints
   the soft and hard limits it ends with. */
#include <stdio.h>
#include <sys/resource.h>

int main(void) {
    struct rlimit limit;
    getrlimit(RLIMIT_NOFILE, &limit);
    limit.rlim_cur = limit.rlim_max;
    setrlimit(RLIMIT_NOFILE, &limit);
    struct rlimit more = { 20000, 20000 };
    setrlimit(RLIMIT_NOFILE, &more);
    getrlimit(RLIMIT_NOFILE, &limit);
    printf("%llu %llu\n", (unsigned long long)limit.rlim_cur, (unsigned long long)limit.rlim_max);
    return 0;
}
