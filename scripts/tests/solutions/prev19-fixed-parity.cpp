// Lanqiao PREV-19 with a planted bug: before its search it tests the
// start's parity as if the goal were 12345678., and prints -1 for a start
// of odd parity, though the goal is the input's. Right wherever the start
// is even, and wherever both are odd but the goal is out of reach anyway.
#include <iostream>
#include <queue>
#include <string>
#include <unordered_map>

int main() {
    std::string start, goal;
    std::cin >> start >> goal;
    int inversions = 0;
    for (int i = 0; i < 9; i++)
        for (int j = i + 1; j < 9; j++)
            if (start[i] != '.' && start[j] != '.' && start[i] > start[j]) inversions++;
    if (inversions % 2 != 0) {
        std::cout << -1 << "\n";
        return 0;
    }
    std::unordered_map<std::string, int> dist;
    std::queue<std::string> queue;
    dist[start] = 0;
    queue.push(start);
    const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
    while (!queue.empty()) {
        std::string board = queue.front();
        queue.pop();
        int d = dist[board];
        if (board == goal) {
            std::cout << d << "\n";
            return 0;
        }
        int blank = (int)board.find('.');
        for (int k = 0; k < 4; k++) {
            int r = blank / 3 + dr[k], c = blank % 3 + dc[k];
            if (r < 0 || r > 2 || c < 0 || c > 2) continue;
            std::string next = board;
            std::swap(next[blank], next[r * 3 + c]);
            if (dist.count(next)) continue;
            dist[next] = d + 1;
            queue.push(next);
        }
    }
    std::cout << -1 << "\n";
    return 0;
}
