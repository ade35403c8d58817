// TIOJ 1198 with a planted bug: before its search it tests the start's
// parity as if the goal were 1 2 3 / 4 5 6 / 7 8 0, and prints -1 for a
// start of odd parity, though the goal is the input's. Right wherever
// the start is even.
#include <cstdio>
#include <map>
#include <queue>
#include <string>

static std::string read_board() {
    std::string board;
    for (int i = 0; i < 9; i++) {
        int cell;
        if (scanf("%d", &cell) != 1) return "";
        board += (char)('0' + cell);
    }
    return board;
}

int main() {
    std::string start = read_board(), goal = read_board();
    int inversions = 0;
    for (int i = 0; i < 9; i++)
        for (int j = i + 1; j < 9; j++)
            if (start[i] != '0' && start[j] != '0' && start[i] > start[j]) inversions++;
    if (inversions % 2 != 0) {
        printf("-1\n");
        return 0;
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
        if (board == goal) {
            printf("%d\n", d);
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
    printf("-1\n");
    return 0;
}
