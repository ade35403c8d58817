// The work of a published POJ 1012 "Joseph" solution, written here to time
// this machine beside POJ (scripts/docs/runner.md, "A judge's speed"):
// before reading, each answer for k = 1 to 13 found by trying m = k + 1,
// k + 2, ... and playing the circle of 2k people for each, the next one
// out counted by a remainder on a shrinking length, until one of the
// first k would go (8,526,040 remainders in all); then each k read is a
// look-up. Its work does not hang on its input, and its data is a few
// bytes: nothing another program's memory traffic can slow.
#include <stdio.h>

static int answer[14];

int main() {
    for (int k = 1; k < 14; k++) {
        for (int m = k + 1;; m++) {
            int at = 1, left = 2 * k, out = 0;
            for (; out < k; out++) {
                at = (at + m - 1) % left;
                if (at == 0)
                    at = left;
                if (at <= k)
                    break;
                left--;
            }
            if (out == k) {
                answer[k] = m;
                break;
            }
        }
    }
    int k;
    while (scanf("%d", &k) == 1 && k != 0)
        printf("%d\n", answer[k]);
    return 0;
}
