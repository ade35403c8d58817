// ZOJ 1217 "Eight" in today's C++: the same BFS back from the goal, with
// `auto`, range-for and lambdas, which a g++ before C++11 refuses.
#include <array>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <queue>
#include <string>
#include <unordered_map>
using namespace std;

int main() {
    using Board = array<int, 9>;
    auto key = [](const Board &b) {
        long long k = 0;
        for (int v : b) k = k * 9 + v;
        return k;
    };
    Board goal{1, 2, 3, 4, 5, 6, 7, 8, 0};
    unordered_map<long long, char> how;
    unordered_map<long long, long long> parent;
    unordered_map<long long, Board> board;
    const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
    const char back[4] = {'d', 'u', 'r', 'l'};
    queue<Board> q;
    q.push(goal);
    how[key(goal)] = 0;
    while (!q.empty()) {
        Board s = q.front();
        q.pop();
        int z = 0;
        while (s[z] != 0) z++;
        for (int d = 0; d < 4; d++) {
            int row = z / 3 + dr[d], col = z % 3 + dc[d];
            if (row < 0 || row > 2 || col < 0 || col > 2) continue;
            Board t = s;
            swap(t[z], t[row * 3 + col]);
            auto k = key(t);
            if (how.count(k)) continue;
            how[k] = back[d];
            parent[k] = key(s);
            q.push(t);
        }
    }
    string line;
    while (getline(cin, line)) {
        Board b{};
        int n = 0;
        for (char c : line) {
            if (n == 9) break;
            if (c == 'x') b[n++] = 0;
            else if (c >= '1' && c <= '8') b[n++] = c - '0';
        }
        if (n < 9) continue;
        auto k = key(b);
        if (!how.count(k)) { puts("unsolvable"); continue; }
        string moves;
        for (auto g = key(goal); k != g; k = parent[k]) moves += how[k];
        puts(moves.c_str());
    }
}
