// Aizu ALDS1_13_B with a planted bug: a breadth-first search from the
// board given that stops at depth 30, as if no board needed more; the two
// boards of 31 moves get -1. Right on every other board.
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
        int d = dist[board];
        if (board == "123456780") {
            printf("%d\n", d);
            return 0;
        }
        if (d == 30) continue;
        int blank = (int)board.find('0');
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
    printf("-1\n");
    return 0;
}
