// The work of a published BOJ 16888 "루트 게임" (Root game) solution,
// written here to time this machine beside Baekjoon (scripts/docs/runner.md,
// "A judge's speed"): before reading, whether the player to move wins from
// n is found for every n up to 10^6 into a std::bitset of 1,000,001 bits
// (125 KB, on the stack), by trying every square j*j <= n, all of them:
// like the published one, it goes on past the first winning move
// (666,167,500 look-ups in all); then each n read is a look-up, "koosaga"
// for a win of the first player, "cubelover" for a loss. Its work does
// not hang on its input beyond the T <= 10^5 look-ups it reads (the
// statement's bound: reading and printing 10^5 of them took some 6 ms
// here, under 1% of the rest, so it is timed on the statement's sample),
// and its data lies within a core's own caches.
#include <bitset>
#include <iostream>

int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    const int most = 1000000;
    std::bitset<1000001> first_wins;
    for (int n = 1; n <= most; n++)
        for (int root = 1; root * root <= n; root++)
            if (!first_wins[n - root * root])
                first_wins[n] = true;
    int games;
    std::cin >> games;
    while (games-- > 0) {
        int n;
        std::cin >> n;
        std::cout << (first_wins[n] ? "koosaga" : "cubelover") << '\n';
    }
    return 0;
}
