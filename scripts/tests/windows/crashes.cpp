// Reads its input, then crashes the way its argument names, each ending the
// process with an NTSTATUS code on Windows: `access` (0xC0000005), `stack`
// (0xC00000FD), `divide` (0xC0000094).
#include <cstring>
#include <iostream>
#include <string>

static volatile int zero = 0;

static int deeper(volatile char *above) {
    volatile char frame[4096];
    frame[0] = above[0];
    return deeper(frame) + frame[1];
}

int main(int argc, char **argv) {
    std::string token;
    while (std::cin >> token) {
    }
    const char *how = argc > 1 ? argv[1] : "access";
    if (std::strcmp(how, "stack") == 0) {
        volatile char start[1] = {0};
        return deeper(start);
    }
    if (std::strcmp(how, "divide") == 0) {
        return 100 / zero;
    }
    volatile int *nowhere = nullptr;
    *nowhere = 1;
    return 0;
}
