// Right, and written in C++11: `auto`, range-for, `vector<vector<int>>` and
// <unordered_map>. Accepted where the judge builds C++11 or later; a
// compile error under POJ's G++ (GCC 4.4, C++98). The same search as
// poj1077-table.cpp, with a map of parents.
#include <bits/stdc++.h>
using namespace std;

int main() {
    const string goal = "12345678x";
    vector<vector<int>> next(9);
    for (int cell = 0; cell < 9; cell++) {
        if (cell >= 3) next[cell].push_back(cell - 3);
        if (cell < 6) next[cell].push_back(cell + 3);
        if (cell % 3) next[cell].push_back(cell - 1);
        if (cell % 3 < 2) next[cell].push_back(cell + 1);
    }
    unordered_map<string, char> toward;
    toward[goal] = '.';
    deque<string> queue{goal};
    while (!queue.empty()) {
        auto board = queue.front();
        queue.pop_front();
        int blank = board.find('x');
        for (int to : next[blank]) {
            auto child = board;
            swap(child[blank], child[to]);
            if (toward.count(child)) continue;
            // From child, the blank goes back to `blank`.
            int step = blank - to;
            toward[child] = step == -3 ? 'u' : step == 3 ? 'd' : step == -1 ? 'l' : 'r';
            queue.push_back(child);
        }
    }
    string line;
    while (getline(cin, line)) {
        string board;
        for (char c : line)
            if (!isspace((unsigned char)c)) board += c;
        if (board.size() != 9) continue;
        if (!toward.count(board)) {
            puts("unsolvable");
            continue;
        }
        string path;
        while (toward[board] != '.') {
            char move = toward[board];
            path += move;
            int blank = board.find('x');
            int to = blank + (move == 'u' ? -3 : move == 'd' ? 3 : move == 'l' ? -1 : 1);
            swap(board[blank], board[to]);
        }
        puts(path.c_str());
    }
    return 0;
}
