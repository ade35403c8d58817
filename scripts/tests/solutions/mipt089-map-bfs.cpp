// acm.mipt.ru 089 with a planted fault of size: the usual breadth-first
// search over boards as strings in a std::map, right on every board, but
// a search of all 181,440 boards reachable holds about 14 MB of them,
// past the statement's 10 MB: MLE where the goal is far or cannot be
// reached.
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
            printf("Yes\n%d\n", d);
            return 0;
        }
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
    printf("No\n");
    return 0;
}
