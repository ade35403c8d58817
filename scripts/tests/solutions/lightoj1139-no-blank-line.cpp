// LightOJ 1139, planted: reads each case as the three lines after the
// last, as if no blank line came before a case (a BFS table as
// lightoj1139-table.cpp).
#include <cstdio>
#include <iostream>
#include <map>
#include <queue>
#include <sstream>
#include <string>
#include <vector>

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
    std::vector<std::string> lines;
    std::string line;
    while (std::getline(std::cin, line)) lines.push_back(line);
    if (lines.empty()) return 0;
    int cases = atoi(lines[0].c_str());
    for (int k = 1; k <= cases; k++) {
        std::string board;
        for (int row = 0; row < 3; row++) {
            size_t at = 1 + 3 * (k - 1) + row;
            std::istringstream numbers(at < lines.size() ? lines[at] : "");
            int cell;
            for (int i = 0; i < 3; i++)
                board += (char)('0' + (numbers >> cell ? cell : 9));
        }
        std::map<std::string, int>::iterator found = dist.find(board);
        if (found == dist.end())
            printf("Case %d: impossible\n", k);
        else
            printf("Case %d: %d\n", k, found->second);
    }
    return 0;
}
