// Writes 100 MiB, so that every page is resident, then ends normally: over
// every memory limit here but Luogu's. touches-200-mib.cpp defines MIB as
// 200, then includes this file.
#include <cstdio>
#include <cstring>
#include <vector>

#ifndef MIB
#define MIB 100
#endif

int main() {
    std::vector<char> block(static_cast<size_t>(MIB) << 20);
    std::memset(block.data(), 1, block.size());
    long sum = 0;
    for (size_t i = 0; i < block.size(); i += 4096) sum += block[i];
    std::printf("%ld\n", sum);
    return 0;
}
