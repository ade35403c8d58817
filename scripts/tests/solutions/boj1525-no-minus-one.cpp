// Baekjoon 1525 with a planted bug: the breadth-first search from the
// board given runs to its end and then prints dist[goal], which a
// std::map makes 0 where the goal was never reached, not the statement's
// -1. Right on every solvable board.
#include <cstdio>
#include <map>
#include <queue>
#include <string>

int main() {
    std::string start;
    for (int i = 0; i < 9; i++) {
        int cell;
        if (scanf("%d", &cell) != 1) return 1;
        start += (char)('0' + cell);
    }
    std::map<std::string, int> dist;
    std::queue<std::string> queue;
    dist[start] = 0;
    queue.push(start);
    const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
    while (!queue.empty()) {
        std::string board = queue.front();
        queue.pop();
        int blank = (int)board.find('0');
        for (int k = 0; k < 4; k++) {
            int r = blank / 3 + dr[k], c = blank % 3 + dc[k];
            if (r < 0 || r > 2 || c < 0 || c > 2) continue;
            std::string next = board;
            std::swap(next[blank], next[r * 3 + c]);
            if (dist.count(next)) continue;
            dist[next] = dist[board] + 1;
            queue.push(next);
        }
    }
    printf("%d\n", dist["123456780"]);
    return 0;
}
