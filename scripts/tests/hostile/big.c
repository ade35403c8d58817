/* Says its working folder on standard error, then writes a 3 GiB file,
   "big", there, 1 MiB at a time. */
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static char block[1 << 20];

int main(void) {
    char here[4096];
    if (!getcwd(here, sizeof here)) return 2;
    fprintf(stderr, "%s\n", here);
    FILE *file = fopen("big", "w");
    if (!file) { perror("open"); return 1; }
    memset(block, 'x', sizeof block);
    for (int i = 0; i < 3 * 1024; i++)
        if (fwrite(block, 1, sizeof block, file) != sizeof block) { perror("write"); return 1; }
    fclose(file);
    puts("written");
    return 0;
}
