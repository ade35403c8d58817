// Reads its input, then dies of a segmentation fault: a runtime error.
#include <csignal>
#include <iostream>
#include <string>

int main() {
    std::string token;
    while (std::cin >> token) {
    }
    std::raise(SIGSEGV);
    return 0;
}
