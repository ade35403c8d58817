/* Writes 10 GB of digits to standard output, or until it is stopped. */
#include <string.h>
#include <unistd.h>

int main(void) {
    static char block[1 << 20];
    memset(block, '7', sizeof block);
    for (long written = 0; written < 10000L * 1000 * 1000; written += sizeof block) {
        if (write(1, block, sizeof block) < 0) return 1;
    }
    return 0;
}
