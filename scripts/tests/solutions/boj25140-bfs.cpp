// Baekjoon 25140 KLIZA: a breadth-first search from the board given,
// each board's parent and the tile moved into it kept, then the tiles
// walked back from the goal and printed in the order they were moved.
#include <algorithm>
#include <cstdio>
#include <map>
#include <queue>
#include <string>
#include <vector>

int main() {
    std::string start;
    for (int i = 0; i < 9; i++) {
        char cell[4];
        if (scanf("%3s", cell) != 1) return 1;
        start += cell[0] == 'X' ? '0' : cell[0];
    }
    const std::string goal = "123456780";
    std::map<std::string, std::pair<std::string, char> > parent;
    std::queue<std::string> queue;
    parent[start] = std::make_pair(std::string(), 0);
    queue.push(start);
    const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
    while (!queue.empty() && !parent.count(goal)) {
        std::string board = queue.front();
        queue.pop();
        int blank = (int)board.find('0');
        for (int k = 0; k < 4; k++) {
            int r = blank / 3 + dr[k], c = blank % 3 + dc[k];
            if (r < 0 || r > 2 || c < 0 || c > 2) continue;
            std::string next = board;
            char tile = next[r * 3 + c];
            std::swap(next[blank], next[r * 3 + c]);
            if (parent.count(next)) continue;
            parent[next] = std::make_pair(board, tile);
            queue.push(next);
        }
    }
    std::vector<char> tiles;
    for (std::string board = goal; board != start; board = parent[board].first)
        tiles.push_back(parent[board].second);
    std::reverse(tiles.begin(), tiles.end());
    printf("%d\n", (int)tiles.size());
    for (size_t i = 0; i < tiles.size(); i++) printf(i ? " %c" : "%c", tiles[i]);
    printf("\n");
    return 0;
}
