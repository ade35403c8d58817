// UVa 10085 "The Most Distant State" as a contestant might write it: for
// each start one breadth-first search of every board reachable from it to
// learn the greatest distance, then another until a board that far is
// found, with its moves; a board and its moves each a std::string, kept
// in a std::map. Over half a second a start here: nine starts are past
// UVa's 3 s, a volume a published solution's run time says UVa's data
// holds.
#include <cstdio>
#include <map>
#include <queue>
#include <string>
using namespace std;

/// Searches from `start`: the moves to the first board found `depth`
/// moves away (with `depth` < 0, to the last board found), in `far`.
static string search(const string &start, int depth, string &far) {
    const int dr[4] = {-1, 0, 1, 0}, dc[4] = {0, -1, 0, 1};
    const char letter[4] = {'U', 'L', 'D', 'R'};
    map<string, string> moves;
    queue<string> open;
    moves[start] = "";
    open.push(start);
    string last = start;
    while (!open.empty()) {
        last = open.front();
        open.pop();
        if ((int)moves[last].size() == depth) break;
        int blank = last.find('0');
        for (int d = 0; d < 4; d++) {
            int r = blank / 3 + dr[d], c = blank % 3 + dc[d];
            if (r < 0 || r > 2 || c < 0 || c > 2) continue;
            string next = last;
            next[blank] = next[r * 3 + c];
            next[r * 3 + c] = '0';
            if (moves.count(next)) continue;
            moves[next] = moves[last] + letter[d];
            open.push(next);
        }
    }
    far = last;
    return moves[last];
}

int main() {
    int starts;
    if (scanf("%d", &starts) != 1) return 0;
    for (int k = 1; k <= starts; k++) {
        string start(9, '0'), far;
        for (int i = 0; i < 9; i++) {
            int cell;
            scanf("%d", &cell);
            start[i] = '0' + cell;
        }
        int depth = search(start, -1, far).size();
        string moves = search(start, depth, far);
        printf("Puzzle #%d\n", k);
        for (int i = 0; i < 9; i++) printf("%c%c", far[i], i % 3 == 2 ? '\n' : ' ');
        printf("%s\n\n", moves.c_str());
    }
    return 0;
}
