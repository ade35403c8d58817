/* Spins forever, in two processes. */
#include <unistd.h>

int main(void) {
    fork();
    for (volatile unsigned long i = 0;; i++) {
    }
}
