// Aizu 0121 with a planted bug: the blank moves left and right as in one
// array of eight, across the edge of its row (cell 3 beside cell 4), so
// some boards get fewer moves than the 2x4 board allows.
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
        if (blank > 0) next[count++] = blank - 1;
        if (blank < 7) next[count++] = blank + 1;
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
