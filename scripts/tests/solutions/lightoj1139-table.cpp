// LightOJ 1139 "8 Puzzle": one breadth-first search from the goal
// 1 2 3 / 4 5 6 / 7 8 0 over boards as strings, then each case looked up.
#include <cstdio>
#include <map>
#include <queue>
#include <string>

int main() {
    std::map<std::string, int> dist;
    std::string goal = "123456780";
    std::queue<std::string> queue;
    dist[goal] = 0;
    queue.push(goal);
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
    int cases;
    if (scanf("%d", &cases) != 1) return 0;
    for (int k = 1; k <= cases; k++) {
        std::string board;
        for (int i = 0; i < 9; i++) {
            int cell;
            scanf("%d", &cell);
            board += (char)('0' + cell);
        }
        std::map<std::string, int>::iterator found = dist.find(board);
        if (found == dist.end())
            printf("Case %d: impossible\n", k);
        else
            printf("Case %d: %d\n", k, found->second);
    }
    return 0;
}
