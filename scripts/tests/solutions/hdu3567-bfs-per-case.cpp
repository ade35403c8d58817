// A solution of HDU 3567 that is right but too slow for its 200 cases: for
// every case a fresh breadth-first search from the start, moves in the
// order d, l, r, u, each board keeping the first path that reached it (the
// alphabetically first of the shortest) as a string in a hash map.
//
// hdu3567-stale-visited.cpp defines KEEP_VISITED, then includes this file.
#include <cstdio>
#include <deque>
#include <string>
#include <map>
using namespace std;

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
    int cases;
    if (scanf("%d", &cases) != 1) return 0;
    map<string, string> path;
    for (int k = 1; k <= cases; k++) {
        char a[16], b[16];
        if (scanf("%15s %15s", a, b) != 2) return 0;
        string start(a), goal(b);
#ifndef KEEP_VISITED
        path.clear();
#endif
        path.insert(make_pair(start, string()));
        deque<string> queue(1, start);
        while (!queue.empty() && !path.count(goal)) {
            string board = queue.front();
            queue.pop_front();
            int at = board.find('X');
            for (const char* move = "dlru"; *move; move++) {
                int next = target(at, *move);
                if (next < 0) continue;
                string child = board;
                swap(child[at], child[next]);
                if (path.count(child)) continue;
                path[child] = path[board] + *move;
                queue.push_back(child);
            }
        }
        const string& found = path[goal];
        printf("Case %d: %d\n%s\n", k, (int)found.size(), found.c_str());
    }
    return 0;
}
