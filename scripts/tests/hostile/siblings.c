/* A thief among builds: from its own build's folder (where
   /proc/self/exe is) it lists the folder above, the judge's builds/, and
   for each other build there reads its files ("solution" among them) and
   says what it saw: "saw NAME" for each, "read LINE" for a file's first
   line. Then a wrong answer, "unsolvable". Seeing nothing of another
   build, it says only that. */
#define _GNU_SOURCE
#include <dirent.h>
#include <libgen.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

int main(void) {
    char own[PATH_MAX], parent[PATH_MAX];
    ssize_t length = readlink("/proc/self/exe", own, sizeof own - 1);
    if (length < 0) { puts("unsolvable"); return 0; }
    own[length] = 0;
    char *folder = dirname(own);
    char *name = strrchr(folder, '/') ? strrchr(folder, '/') + 1 : folder;
    snprintf(parent, sizeof parent, "%.*s", (int)(name - folder), folder);
    DIR *dir = opendir(parent);
    struct dirent *entry;
    while (dir && (entry = readdir(dir))) {
        if (entry->d_name[0] == '.' || strcmp(entry->d_name, name) == 0) continue;
        printf("saw %s\n", entry->d_name);
        char path[PATH_MAX + 300], line[256];
        snprintf(path, sizeof path, "%s/%s/solution", parent, entry->d_name);
        FILE *file = fopen(path, "r");
        if (file && fgets(line, sizeof line, file)) printf("read %s", line);
        if (file) fclose(file);
    }
    puts("unsolvable");
    return 0;
}
