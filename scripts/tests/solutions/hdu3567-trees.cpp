// A solution of HDU 3567 "Eight II" written for the judge tests. Renaming
// the tiles of a case so that its start reads 1-8 around the blank changes
// no move, so nine breadth-first trees, one from each such start (one per
// cell of the blank), answer every case: walk from the renamed goal back to
// the root. Moves are tried in the order d, l, r, u and each board keeps
// the first move that reached it, which makes every path the alphabetically
// first of the shortest.
//
// hdu3567-udlr.cpp defines ORDER, then includes this file.
#include <cstdio>
#include <string>
#include <vector>
using namespace std;

#ifndef ORDER
#define ORDER "dlru"
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

static int target(int blank, char move) {
    int row = blank / 3, column = blank % 3;
    switch (move) {
        case 'u': return row > 0 ? blank - 3 : -1;
        case 'd': return row < 2 ? blank + 3 : -1;
        case 'l': return column > 0 ? blank - 1 : -1;
        default: return column < 2 ? blank + 1 : -1;
    }
}

static char inverse(char move) {
    switch (move) {
        case 'u': return 'd';
        case 'd': return 'u';
        case 'l': return 'r';
        default: return 'l';
    }
}

// tree[b][rank]: the move that first reached the board from the start with
// the blank at b, or 0.
static vector<vector<char> > tree(9);

static void grow(int blank) {
    string start;
    for (int cell = 0, tile = 1; cell < 9; cell++) start += cell == blank ? 'X' : char('0' + tile++);
    vector<char>& reached = tree[blank];
    reached.assign(362880, 0);
    reached[rank_of(start)] = '.';
    vector<string> queue(1, start);
    for (size_t head = 0; head < queue.size(); head++) {
        const string board = queue[head];
        int at = board.find('X');
        for (const char* move = ORDER; *move; move++) {
            int next = target(at, *move);
            if (next < 0) continue;
            string child = board;
            swap(child[at], child[next]);
            int rank = rank_of(child);
            if (reached[rank]) continue;
            reached[rank] = *move;
            queue.push_back(child);
        }
    }
}

int main() {
    factorial[0] = 1;
    for (int i = 1; i < 10; i++) factorial[i] = factorial[i - 1] * i;
    int cases;
    if (scanf("%d", &cases) != 1) return 0;
    for (int k = 1; k <= cases; k++) {
        char a[16], b[16];
        if (scanf("%15s %15s", a, b) != 2) return 0;
        string start(a), goal(b);
        int blank = start.find('X');
        // The start's tiles renamed 1-8 in reading order, the goal alike.
        char name[128] = {0};
        for (int cell = 0, tile = 1; cell < 9; cell++)
            if (start[cell] != 'X') name[(int)start[cell]] = char('0' + tile++);
        name[(int)'X'] = 'X';
        for (int cell = 0; cell < 9; cell++) goal[cell] = name[(int)goal[cell]];
        if (tree[blank].empty()) grow(blank);
        string path;
        string board = goal;
        for (char move; (move = tree[blank][rank_of(board)]) != '.';) {
            path += move;
            int at = board.find('X');
            swap(board[at], board[target(at, inverse(move))]);
        }
        printf("Case %d: %d\n%s\n", k, (int)path.size(), string(path.rbegin(), path.rend()).c_str());
    }
    return 0;
}
