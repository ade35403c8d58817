// A C++ solution of UVa 10085 "The Most Distant State" as a contestant
// might write it: for each start a breadth-first search over Cantor ranks,
// remembering each board's parent and the move that reached it; the last
// board taken from the queue is as far as any, and the parents spell a
// shortest path to it.
//
// uva10085-one-short.cpp defines ONE_SHORT, then includes this file.
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>
using namespace std;

static int factorial[9] = {1, 1, 2, 6, 24, 120, 720, 5040, 40320};
static int parent[362880];
static char move_to[362880];
static bool seen[362880];

static int rank_of(const string& s) {
    int rank = 0;
    for (int i = 0; i < 9; i++) {
        int smaller = 0;
        for (int j = i + 1; j < 9; j++) smaller += s[j] < s[i];
        rank += smaller * factorial[8 - i];
    }
    return rank;
}

int main() {
    const char letters[4] = {'U', 'L', 'D', 'R'};
    const int delta[4] = {-3, -1, 3, 1};
    int cases;
    if (scanf("%d", &cases) != 1) return 0;
    for (int c = 1; c <= cases; c++) {
        string start;
        for (int i = 0; i < 9; i++) {
            int v;
            scanf("%d", &v);
            start += char('0' + v);
        }
        memset(seen, 0, sizeof seen);
        vector<string> queue(1, start);
        int first = rank_of(start);
        seen[first] = true;
        parent[first] = -1;
        vector<int> ranks(1, first);
        size_t head = 0;
        for (; head < queue.size(); head++) {
            const string board = queue[head];
            int blank = board.find('0');
            for (int k = 0; k < 4; k++) {
                int next = blank + delta[k];
                if (next < 0 || next > 8) continue;
                if ((k == 1 && blank % 3 == 0) || (k == 3 && blank % 3 == 2)) continue;
                string child = board;
                swap(child[blank], child[next]);
                int r = rank_of(child);
                if (seen[r]) continue;
                seen[r] = true;
                parent[r] = ranks[head];
                move_to[r] = letters[k];
                queue.push_back(child);
                ranks.push_back(r);
            }
        }
        size_t last = queue.size() - 1;
        string path;
        for (int r = ranks[last]; parent[r] != -1; r = parent[r]) path += move_to[r];
        path = string(path.rbegin(), path.rend());
        string far = queue[last];
#ifdef ONE_SHORT
        // The board before the last move, and the moves to it.
        path.erase(path.size() - 1);
        far = start;
        for (size_t i = 0; i < path.size(); i++) {
            int blank = far.find('0');
            char m = path[i];
            swap(far[blank], far[blank + (m == 'U' ? -3 : m == 'D' ? 3 : m == 'L' ? -1 : 1)]);
        }
#endif
        printf("Puzzle #%d\n", c);
        for (int row = 0; row < 3; row++)
            printf("%c %c %c\n", far[3 * row], far[3 * row + 1], far[3 * row + 2]);
        printf("%s\n\n", path.c_str());
    }
    return 0;
}
