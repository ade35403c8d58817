// UVa 10085 "The Most Distant State", written here after the algorithm of
// a published solution that states "Verdict: Accepted" and "UVa Run Time:
// 1.670s" (metaphysis/Code, "UVa Online Judge/volume100/10085 The Most
// Distant State/program.cpp", 2018): for each start a breadth-first search
// of every board reachable from it, each queued board a whole record (its
// cells and every move from the start), the boards seen kept in a
// std::set of the nine cells read as a decimal number. The last board
// found deepest is as far as any. Its time here on a case, against that
// 1.670 s, says how much work UVa's data holds.
#include <cstdio>
#include <cstring>
#include <queue>
#include <set>
using namespace std;

struct Node {
    int cell[9];
    int path[64];
    int length;
    int blank;
};

static int number_of(const int *cell) {
    int n = 0;
    for (int i = 0; i < 9; i++) n = n * 10 + cell[i];
    return n;
}

int main() {
    const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
    const char letter[4] = {'U', 'D', 'L', 'R'};
    int starts;
    if (scanf("%d", &starts) != 1) return 0;
    for (int k = 1; k <= starts; k++) {
        Node first;
        for (int i = 0; i < 9; i++) {
            scanf("%d", &first.cell[i]);
            if (first.cell[i] == 0) first.blank = i;
        }
        first.length = 0;
        Node far = first;
        set<int> seen;
        seen.insert(number_of(first.cell));
        queue<Node> open;
        open.push(first);
        while (!open.empty()) {
            Node at = open.front();
            open.pop();
            int r = at.blank / 3, c = at.blank % 3;
            for (int d = 0; d < 4; d++) {
                int nr = r + dr[d], nc = c + dc[d];
                if (nr < 0 || nr > 2 || nc < 0 || nc > 2) continue;
                Node next = at;
                int to = nr * 3 + nc;
                next.cell[at.blank] = next.cell[to];
                next.cell[to] = 0;
                next.blank = to;
                if (!seen.insert(number_of(next.cell)).second) continue;
                next.path[next.length++] = d;
                if (next.length > far.length) far = next;
                open.push(next);
            }
        }
        printf("Puzzle #%d\n", k);
        for (int i = 0; i < 9; i++) printf("%d%c", far.cell[i], i % 3 == 2 ? '\n' : ' ');
        for (int i = 0; i < far.length; i++) putchar(letter[far.path[i]]);
        printf("\n\n");
    }
    return 0;
}
