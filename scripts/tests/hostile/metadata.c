/* Changes a file outside its folder and looks at another: two paths on
   standard input, a file to chmod to 0777 and to date 1 January 2000,
   and a file (a golden .out) whose size it prints. Prints each act that
   got through, else perror's line. */
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/time.h>

int main(void) {
    char target[4096], golden[4096];
    if (!fgets(target, sizeof target, stdin) || !fgets(golden, sizeof golden, stdin)) return 2;
    target[strcspn(target, "\n")] = 0;
    golden[strcspn(golden, "\n")] = 0;
    int failed = 0;
    if (chmod(target, 0777) == 0) puts("chmod"); else { perror("chmod"); failed = 1; }
    struct timeval times[2] = {{946684800, 0}, {946684800, 0}};
    if (utimes(target, times) == 0) puts("utimes"); else { perror("utimes"); failed = 1; }
    struct stat status;
    if (stat(golden, &status) == 0) printf("size %lld\n", (long long)status.st_size);
    else { perror("stat"); failed = 1; }
    return failed;
}
