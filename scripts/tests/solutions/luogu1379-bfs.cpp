// A plain C++ solution of Luogu P1379, written for the judge tests: one
// board of nine digits, a breadth-first search from it to 123804765.
// luogu1379-capped.cpp defines PLANT, then includes this file.
#include <iostream>
#include <queue>
#include <string>
#include <unordered_map>
using namespace std;

#ifndef PLANT
#define PLANT(moves)
#endif

int main() {
    string start;
    cin >> start;
    const string goal = "123804765";
    unordered_map<string, int> distance;
    distance[start] = 0;
    queue<string> queue;
    queue.push(start);
    const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
    while (!queue.empty()) {
        string board = queue.front();
        queue.pop();
        if (board == goal) {
            int moves = distance[board];
            PLANT(moves);
            cout << moves << "\n";
            return 0;
        }
        int blank = board.find('0'), row = blank / 3, column = blank % 3;
        for (int k = 0; k < 4; k++) {
            int r = row + dr[k], c = column + dc[k];
            if (r < 0 || r > 2 || c < 0 || c > 2) continue;
            string child = board;
            swap(child[blank], child[r * 3 + c]);
            if (distance.count(child)) continue;
            distance[child] = distance[board] + 1;
            queue.push(child);
        }
    }
    cout << -1 << "\n";
    return 0;
}
