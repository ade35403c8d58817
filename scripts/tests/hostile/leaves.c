/* What a case may leave in a reused box's working folder for the next:
   "store" makes a folder of mode 0333 (written and searched, never
   listed) holding a file, and a folder 1,500 deep (past the clean-up's
   descriptors, were it to hold one a level), then prints "stored";
   "read" lists the working folder: "found NAME" for each entry, or
   "clean". */
#include <dirent.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

int main(int argc, char **argv) {
    if (argc > 1 && strcmp(argv[1], "store") == 0) {
        umask(0);
        if (mkdir("closed", 0333) != 0) { perror("mkdir"); return 1; }
        FILE *secret = fopen("closed/secret", "w");
        if (!secret) { perror("fopen"); return 1; }
        fputs("the last case's answers\n", secret);
        fclose(secret);
        if (mkdir("deep", 0755) != 0 || chdir("deep") != 0) { perror("deep"); return 1; }
        for (int level = 0; level < 1500; level++)
            if (mkdir("d", 0755) != 0 || chdir("d") != 0) { perror("d"); return 1; }
        puts("stored");
        return 0;
    }
    DIR *here = opendir(".");
    if (!here) { perror("opendir"); return 1; }
    int found = 0;
    struct dirent *entry;
    while ((entry = readdir(here)) != NULL) {
        if (strcmp(entry->d_name, ".") == 0 || strcmp(entry->d_name, "..") == 0) continue;
        printf("found %s\n", entry->d_name);
        found = 1;
    }
    if (!found) puts("clean");
    return 0;
}
