// beecrowd 2032 "Game of Eight": per board until the end of the input, a
// breadth-first search from it that tries the blank up, down, right, left
// and keeps each board's first discoverer; then the count and every board
// after each move, an empty line between two.
#include <cstdio>
#include <iostream>
#include <map>
#include <queue>
#include <string>
#include <vector>

int main() {
    std::string a, b, c;
    const std::string goal = "123456780";
    const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, 1, -1};
    while (std::cin >> a >> b >> c) {
        std::string start = a + b + c;
        std::map<std::string, std::string> parent;
        std::queue<std::string> queue;
        parent[start] = "";
        queue.push(start);
        bool found = false;
        while (!queue.empty()) {
            std::string board = queue.front();
            queue.pop();
            if (board == goal) {
                found = true;
                break;
            }
            int blank = (int)board.find('0');
            for (int k = 0; k < 4; k++) {
                int r = blank / 3 + dr[k], col = blank % 3 + dc[k];
                if (r < 0 || r > 2 || col < 0 || col > 2) continue;
                std::string next = board;
                std::swap(next[blank], next[r * 3 + col]);
                if (parent.count(next)) continue;
                parent[next] = board;
                queue.push(next);
            }
        }
        if (!found) {
            printf("Problema sem solucao\n");
            continue;
        }
        std::vector<std::string> path;
        for (std::string board = goal; board != start; board = parent[board]) path.push_back(board);
        printf("Quantidade minima de passos = %d\n", (int)path.size());
        for (int i = (int)path.size() - 1; i >= 0; i--) {
            const std::string &s = path[i];
            printf("%s\n%s\n%s\n", s.substr(0, 3).c_str(), s.substr(3, 3).c_str(),
                   s.substr(6, 3).c_str());
            if (i > 0) printf("\n");
        }
    }
    return 0;
}
