// Baekjoon 1525 "퍼즐": a breadth-first search from the board given, over
// boards packed into ints (nine digits, 9 for the blank so that none has
// a leading zero), until 123456789; -1 when the search ends without it.
#include <cstdio>
#include <queue>
#include <unordered_map>

int main() {
    int start = 0;
    for (int i = 0; i < 9; i++) {
        int cell;
        if (scanf("%d", &cell) != 1) return 1;
        start = start * 10 + (cell == 0 ? 9 : cell);
    }
    const int goal = 123456789;
    std::unordered_map<int, int> dist;
    dist.reserve(1 << 18);
    std::queue<int> queue;
    dist[start] = 0;
    queue.push(start);
    const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
    while (!queue.empty()) {
        int board = queue.front();
        queue.pop();
        int d = dist[board];
        if (board == goal) {
            printf("%d\n", d);
            return 0;
        }
        char cells[10];
        snprintf(cells, sizeof cells, "%d", board);
        int blank = 0;
        while (cells[blank] != '9') blank++;
        for (int k = 0; k < 4; k++) {
            int r = blank / 3 + dr[k], c = blank % 3 + dc[k];
            if (r < 0 || r > 2 || c < 0 || c > 2) continue;
            char next[10];
            for (int i = 0; i < 10; i++) next[i] = cells[i];
            next[blank] = next[r * 3 + c];
            next[r * 3 + c] = '9';
            int packed = 0;
            for (int i = 0; i < 9; i++) packed = packed * 10 + (next[i] - '0');
            if (dist.count(packed)) continue;
            dist[packed] = d + 1;
            queue.push(packed);
        }
    }
    printf("-1\n");
    return 0;
}
