// Sleeps for five minutes, using no CPU time, then prints nothing: a time limit
// that only the wall clock can catch. C++98, so that every judge's build
// takes it.
#include <unistd.h>

int main() {
    sleep(300);
    return 0;
}
