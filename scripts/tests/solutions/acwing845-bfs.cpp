// A plain C++ solution of AcWing 845, written for the judge tests: one board
// with x the blank, a breadth-first search from it to 12345678x; -1 when the
// search runs out first.
//
// acwing845-deepest.cpp defines NOT_FOUND, then includes this file.
#include <iostream>
#include <queue>
#include <string>
#include <unordered_map>
using namespace std;

#ifndef NOT_FOUND
#define NOT_FOUND(deepest) -1
#endif

int main() {
    string start, cell;
    while (cin >> cell) start += cell;
    const string goal = "12345678x";
    unordered_map<string, int> distance;
    distance[start] = 0;
    queue<string> queue;
    queue.push(start);
    int deepest = 0;
    const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
    while (!queue.empty()) {
        string board = queue.front();
        queue.pop();
        int moves = distance[board];
        if (moves > deepest) deepest = moves;
        if (board == goal) {
            cout << moves << "\n";
            return 0;
        }
        int blank = board.find('x'), row = blank / 3, column = blank % 3;
        for (int k = 0; k < 4; k++) {
            int r = row + dr[k], c = column + dc[k];
            if (r < 0 || r > 2 || c < 0 || c > 2) continue;
            string child = board;
            swap(child[blank], child[r * 3 + c]);
            if (distance.count(child)) continue;
            distance[child] = moves + 1;
            queue.push(child);
        }
    }
    cout << NOT_FOUND(deepest) << "\n";
    return 0;
}
