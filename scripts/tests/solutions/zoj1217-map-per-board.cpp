// ZOJ 1217 "Eight" as a contestant might write it: for each board a
// breadth-first search from it until the goal, every board reached kept
// in a std::map from its nine cells read as a decimal number (9 the blank)
// to the move that reached it. Fast on a few boards; on many, a search
// each is seconds: too slow at a volume no one knows whether ZOJ's data
// holds.
#include <algorithm>
#include <cstdio>
#include <map>
#include <queue>
#include <string>
using namespace std;

static const int GOAL = 123456789;
static int power[9];

static int digit(int board, int cell) { return board / power[cell] % 10; }

static string solve(int start) {
    int inversions = 0;
    for (int i = 0; i < 9; i++)
        for (int j = 0; j < i; j++)
            if (digit(start, i) != 9 && digit(start, j) != 9 && digit(start, j) > digit(start, i))
                inversions++;
    if (inversions % 2) return "unsolvable";
    const int step[4] = {-3, 3, -1, 1};
    const char letter[4] = {'u', 'd', 'l', 'r'};
    map<int, int> move_to;
    queue<int> open;
    move_to[start] = -1;
    open.push(start);
    while (!open.empty()) {
        int board = open.front();
        open.pop();
        if (board == GOAL) break;
        int blank = 0;
        while (digit(board, blank) != 9) blank++;
        for (int d = 0; d < 4; d++) {
            int to = blank + step[d];
            if (to < 0 || to > 8) continue;
            if ((d == 2 && blank % 3 == 0) || (d == 3 && blank % 3 == 2)) continue;
            int tile = digit(board, to);
            int next = board + (tile - 9) * power[blank] + (9 - tile) * power[to];
            if (move_to.count(next)) continue;
            move_to[next] = d;
            open.push(next);
        }
    }
    string path;
    for (int board = GOAL; move_to[board] >= 0;) {
        int d = move_to[board];
        path += letter[d];
        int blank = 0;
        while (digit(board, blank) != 9) blank++;
        int from = blank - step[d];
        int tile = digit(board, from);
        board += (tile - 9) * power[blank] + (9 - tile) * power[from];
    }
    reverse(path.begin(), path.end());
    return path;
}

int main() {
    for (int i = 8, p = 1; i >= 0; i--, p *= 10) power[i] = p;
    char cell[2];
    int board = 0, cells = 0;
    while (scanf("%1s", cell) == 1) {
        board = board * 10 + (cell[0] == 'x' ? 9 : cell[0] - '0');
        if (++cells < 9) continue;
        puts(solve(board).c_str());
        board = cells = 0;
    }
    return 0;
}
