// The work of a published POJ 1426 "Find The Multiple" solution, written
// here to time this machine beside POJ (scripts/docs/runner.md, "A
// judge's speed"): before reading, for each n from 1 to 200, the numbers
// of decimal digits 0 and 1 tried in the order of their bits read as a
// binary number, 1, 10, 11, 100, ..., each one's remainder by n summed
// from the remainders of its powers of ten, a bit at a time (852,672
// numbers, 14,512,788 bits), until one is 0; then each n read is a
// look-up. Its work does not hang on its input, and its data is 4 KiB.
#include <stdio.h>

static char answer[201][21];

// The remainder by n of the number whose decimal digits are the bits of
// `digits`, from the remainders of the powers of ten.
static int remainder_of(int digits, int n, const int *power) {
    int r = 0;
    for (int place = 0; digits; digits >>= 1, place++)
        if (digits & 1)
            r = (r + power[place]) % n;
    return r;
}

int main() {
    for (int n = 1; n <= 200; n++) {
        int power[20];
        power[0] = 1 % n;
        for (int i = 1; i < 20; i++)
            power[i] = power[i - 1] * 10 % n;
        for (int digits = 1; digits < (1 << 20); digits++) {
            if (remainder_of(digits, n, power) != 0)
                continue;
            int length = 0;
            for (int d = digits; d; d >>= 1)
                length++;
            for (int i = 0, d = digits; i < length; i++, d >>= 1)
                answer[n][length - 1 - i] = (char)('0' + (d & 1));
            answer[n][length] = 0;
            break;
        }
    }
    int n;
    while (scanf("%d", &n) == 1 && n != 0)
        printf("%s\n", answer[n]);
    return 0;
}
