// The work of a published BOJ 15965 "K번째 소수" (K-th prime) solution,
// written here to time this machine beside Baekjoon (scripts/docs/runner.md,
// "A judge's speed"): an array of 7,368,789 ints (29.5 MB) cleared, then a
// sieve of Eratosthenes over it up to 7,368,788 (the 500,000th prime is
// 7,368,787), each prime p up to its square root striking out p*p, p*p + p,
// ... one int at a time (16,688,125 stores); then k is read and the array
// scanned from 2 until the k-th prime. The published one's array is on the
// stack (cleared by its initializer) and one int shorter, its last store
// one past its end; this one's is static, cleared by memset, so that it
// runs under any stack limit. Its work hangs on its input only through the
// scan's length, longest at k = 500,000, the statement's largest; its data
// is the memory kind, far past any core's caches.
#include <cstring>
#include <iostream>

static const int bound = 7368788;
static int struck[bound + 1];

int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    std::memset(struck, 0, sizeof struck);
    for (int p = 2; p * p <= bound; p++)
        if (!struck[p])
            for (int multiple = p * p; multiple <= bound; multiple += p)
                struck[multiple] = 1;
    int k;
    std::cin >> k;
    int found = 0;
    for (int n = 2;; n++) {
        if (!struck[n])
            found++;
        if (found == k) {
            std::cout << n << '\n';
            return 0;
        }
    }
}
