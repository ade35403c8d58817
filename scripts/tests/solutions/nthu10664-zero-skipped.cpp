// NTHU OJ 10664 with a planted bug, as a published solution has it: an
// answer of 0 steps is taken for none, so the goal itself is skipped.
#include <cstdio>
#include <map>
#include <queue>
#include <string>

int main() {
    std::map<std::string, int> dist;
    std::queue<std::string> queue;
    dist["123456780"] = 0;
    queue.push("123456780");
    const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
    while (!queue.empty()) {
        std::string board = queue.front();
        queue.pop();
        int d = dist[board];
        if (d == 14) continue;
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
    int cases;
    if (scanf("%d", &cases) != 1) return 1;
    while (cases--) {
        std::string board;
        for (int i = 0; i < 9; i++) {
            int cell;
            if (scanf("%d", &cell) != 1) return 1;
            board += (char)('0' + cell);
        }
        std::map<std::string, int>::iterator found = dist.find(board);
        if (found == dist.end() || found->second == 0)
            printf("You'd better skip this game.\n");
        else
            printf("You can solve it within %d steps.\n", found->second);
    }
    return 0;
}
