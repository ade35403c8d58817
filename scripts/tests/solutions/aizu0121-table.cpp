// Aizu 0121 "Seven Puzzle": one breadth-first search from the goal
// 0 1 2 3 / 4 5 6 7 over the 2x4 boards as strings, then each board of the
// input, until its end, looked up.
#include <iostream>
#include <map>
#include <queue>
#include <string>

int main() {
    std::map<std::string, int> dist;
    std::queue<std::string> queue;
    dist["01234567"] = 0;
    queue.push("01234567");
    while (!queue.empty()) {
        std::string board = queue.front();
        queue.pop();
        int blank = (int)board.find('0');
        int next[4], count = 0;
        if (blank % 4 > 0) next[count++] = blank - 1;
        if (blank % 4 < 3) next[count++] = blank + 1;
        next[count++] = (blank + 4) % 8;
        for (int k = 0; k < count; k++) {
            std::string after = board;
            std::swap(after[blank], after[next[k]]);
            if (dist.count(after)) continue;
            dist[after] = dist[board] + 1;
            queue.push(after);
        }
    }
    std::string card;
    std::string board;
    while (std::cin >> card) {
        board += card;
        if (board.size() == 8) {
            std::cout << dist[board] << "\n";
            board.clear();
        }
    }
    return 0;
}
