// A C++ solution of UVa 652 "Eight" as a contestant might write it: one
// breadth-first search backwards from 12345678x over Cantor ranks, then
// for each board the walk down the distances, trying the blank's moves in
// the order d, l, r, u (so the answer is the alphabetically first shortest
// one). The input is the number of cases, then the boards, blank lines
// between; a blank line goes between two answers.
//
// uva652-no-blank-line.cpp defines NO_BLANK_LINE, then includes this file;
// uva652-getline.cpp defines BY_LINE (a board is the cells of one line).
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <string>
#include <vector>
using namespace std;

static int factorial[10];
static signed char dist[362880];

static int rank_of(const string& s) {
    int rank = 0;
    for (int i = 0; i < 9; i++) {
        int smaller = 0;
        for (int j = i + 1; j < 9; j++) smaller += s[j] < s[i];
        rank += smaller * factorial[8 - i];
    }
    return rank;
}

static const char letters[4] = {'d', 'l', 'r', 'u'};
static const int delta[4] = {3, -1, 1, -3};

static bool can_move(int blank, int k) {
    if (k == 0) return blank < 6;
    if (k == 1) return blank % 3 > 0;
    if (k == 2) return blank % 3 < 2;
    return blank >= 3;
}

int main() {
    factorial[0] = 1;
    for (int i = 1; i < 10; i++) factorial[i] = factorial[i - 1] * i;
    for (int i = 0; i < 362880; i++) dist[i] = -1;
    const string goal = "12345678x";
    vector<string> queue(1, goal);
    dist[rank_of(goal)] = 0;
    for (size_t head = 0; head < queue.size(); head++) {
        string board = queue[head];
        int d = dist[rank_of(board)], blank = board.find('x');
        for (int k = 0; k < 4; k++) {
            if (!can_move(blank, k)) continue;
            string next = board;
            swap(next[blank], next[blank + delta[k]]);
            int r = rank_of(next);
            if (dist[r] < 0) {
                dist[r] = d + 1;
                queue.push_back(next);
            }
        }
    }
    int cases;
#ifdef BY_LINE
    string line;
    getline(cin, line);
    cases = atoi(line.c_str());
#else
    cin >> cases;
#endif
    for (int c = 0; c < cases; c++) {
        string board, cell;
#ifdef BY_LINE
        while (getline(cin, line) && line.find_first_not_of(" \t\r") == string::npos) {
        }
        for (size_t i = 0; i < line.size(); i++)
            if (line[i] != ' ' && line[i] != '\t' && line[i] != '\r') board += line[i];
        if (board.size() != 9) {
            // Not a board: the guard a careful author adds.
#ifndef NO_BLANK_LINE
            if (c > 0) puts("");
#endif
            puts("unsolvable");
            continue;
        }
#else
        for (int i = 0; i < 9; i++) {
            cin >> cell;
            board += cell;
        }
#endif
#ifndef NO_BLANK_LINE
        if (c > 0) puts("");
#endif
        int d = dist[rank_of(board)];
        if (d < 0) {
            puts("unsolvable");
            continue;
        }
        string path;
        while (d > 0) {
            int blank = board.find('x');
            for (int k = 0; k < 4; k++) {
                if (!can_move(blank, k)) continue;
                string next = board;
                swap(next[blank], next[blank + delta[k]]);
                if (dist[rank_of(next)] == d - 1) {
                    path += letters[k];
                    board = next;
                    break;
                }
            }
            d--;
        }
        puts(path.c_str());
    }
    return 0;
}
