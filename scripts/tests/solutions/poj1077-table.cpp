// A plain C++ solution of POJ 1077 / HDU 1043 / AcWing 179, written for the
// judge tests: one breadth-first search backwards from the goal over Cantor
// ranks, then every board of the input (until its end) answered by walking
// towards the goal. Shortest, though not always the alphabetically first.
//
// The files that plant a bug define PLANT or ONE_BOARD, then include this
// one: each bug is then the few lines of its own file.
#include <algorithm>
#include <cstdio>
#include <deque>
#include <iostream>
#include <string>
#include <vector>
using namespace std;

#ifndef PLANT
#define PLANT(start, path)
#endif
#ifndef ONE_BOARD
#define ONE_BOARD false
#endif
// What is printed for a board that cannot reach the goal.
#ifndef UNSOLVABLE
#define UNSOLVABLE "unsolvable"
#endif
// How many times the table is built, the last one kept: more than once
// only to take longer.
#ifndef TABLES
#define TABLES 1
#endif

static int factorial[10];

static int rank_of(const string& s) {
    int rank = 0;
    for (int i = 0; i < 9; i++) {
        int smaller = 0;
        for (int j = i + 1; j < 9; j++) smaller += s[j] < s[i];
        rank += smaller * factorial[8 - i];
    }
    return rank;
}

// The blank's target for a move letter, or -1 off the board.
static int target(int blank, char move) {
    int row = blank / 3, column = blank % 3;
    switch (move) {
        case 'u': return row > 0 ? blank - 3 : -1;
        case 'd': return row < 2 ? blank + 3 : -1;
        case 'l': return column > 0 ? blank - 1 : -1;
        default: return column < 2 ? blank + 1 : -1;
    }
}

int main() {
    factorial[0] = 1;
    for (int i = 1; i < 10; i++) factorial[i] = factorial[i - 1] * i;
    const string goal = "12345678x";
    const char moves[4] = {'u', 'd', 'l', 'r'}, back[4] = {'d', 'u', 'r', 'l'};
    // toward[rank]: the blank's move one step closer to the goal; 0 unreached.
    vector<char> toward(362880, 0);
    for (int built = 0; built < TABLES; built++) {
        fill(toward.begin(), toward.end(), 0);
        toward[rank_of(goal)] = '.';
        deque<string> queue(1, goal);
        while (!queue.empty()) {
            string board = queue.front();
            queue.pop_front();
            int blank = board.find('x');
            for (int k = 0; k < 4; k++) {
                int next = target(blank, moves[k]);
                if (next < 0) continue;
                string child = board;
                swap(child[blank], child[next]);
                int rank = rank_of(child);
                if (toward[rank]) continue;
                toward[rank] = back[k];
                queue.push_back(child);
            }
        }
    }
    string board;
    char cell;
    while (cin >> cell) {
        board += cell;
        if (board.size() < 9) continue;
        if (!toward[rank_of(board)]) {
            puts(UNSOLVABLE);
        } else {
            const string start = board;
            string path;
            while (board != goal) {
                char move = toward[rank_of(board)];
                int blank = board.find('x');
                swap(board[blank], board[target(blank, move)]);
                path += move;
            }
            PLANT(start, path);
            puts(path.c_str());
        }
        board.clear();
        if (ONE_BOARD) break;
    }
    return 0;
}
