// Starts a copy of itself that waits, then writes a file, and exits at
// once, printing the copy's process id: the judge must end the copy with
// it, so the file never appears.
//   starts-a-child.exe MARKER [SECONDS]     (the copy: child MARKER SECONDS)
#include <windows.h>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

int main(int argc, char **argv) {
    if (argc == 4 && std::strcmp(argv[1], "child") == 0) {
        Sleep(static_cast<DWORD>(std::atoi(argv[3]) * 1000));
        if (FILE *marker = std::fopen(argv[2], "w")) {
            std::fputs("the child outlived the run\n", marker);
            std::fclose(marker);
        }
        return 0;
    }
    if (argc < 2) {
        std::fputs("usage: starts-a-child MARKER [SECONDS]\n", stderr);
        return 2;
    }
    char self[MAX_PATH];
    GetModuleFileNameA(nullptr, self, MAX_PATH);
    std::string line = std::string("\"") + self + "\" child \"" + argv[1] + "\" " +
                       (argc > 2 ? argv[2] : "3");
    STARTUPINFOA startup;
    std::memset(&startup, 0, sizeof startup);
    startup.cb = sizeof startup;
    PROCESS_INFORMATION started;
    // Inheriting no handle: only the job can end the copy, not a closed pipe.
    if (!CreateProcessA(nullptr, &line[0], nullptr, nullptr, FALSE, 0, nullptr, nullptr,
                        &startup, &started)) {
        std::fprintf(stderr, "cannot start the copy: %lu\n", GetLastError());
        return 1;
    }
    std::printf("%lu\n", started.dwProcessId);
    return 0;
}
