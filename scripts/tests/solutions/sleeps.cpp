// Sleeps for a minute, using no CPU time, then prints nothing: a time limit
// that only the wall clock can catch.
#include <chrono>
#include <thread>

int main() {
    std::this_thread::sleep_for(std::chrono::seconds(60));
    return 0;
}
