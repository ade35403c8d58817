// A planted broken search, written as contestants write Luogu P1379: A*
// with a std::priority_queue on f = g + h (ties to the larger g), a closed
// set marked when a board is popped, moves tried u, d, l, r. The bug: h is
// the Manhattan distance of all nine cells, the blank's (0) included, so h
// can exceed the moves left and the first count popped can be more than the
// fewest moves.
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <map>
#include <queue>
#include <string>
using namespace std;

const string goal = "123804765";
int gx[9], gy[9];

int h(const string &s) {
    int sum = 0;
    for (int i = 0; i < 9; i++) {
        int t = s[i] - '0';  // 0, the blank, counted as a tile
        sum += abs(i / 3 - gx[t]) + abs(i % 3 - gy[t]);
    }
    return sum;
}

struct Node {
    int f, g;
    string s;
    // The least f first; among equal f, the deeper board (the larger g).
    bool operator<(const Node &o) const { return f > o.f || (f == o.f && g < o.g); }
};

int main() {
    for (int i = 0; i < 9; i++) gx[goal[i] - '0'] = i / 3, gy[goal[i] - '0'] = i % 3;
    string start;
    cin >> start;
    const int dx[4] = {-1, 1, 0, 0}, dy[4] = {0, 0, -1, 1};
    map<string, bool> closed;
    priority_queue<Node> q;
    q.push({h(start), 0, start});
    while (!q.empty()) {
        Node t = q.top();
        q.pop();
        if (closed[t.s]) continue;
        closed[t.s] = true;
        if (t.s == goal) {
            printf("%d\n", t.g);
            return 0;
        }
        int k = t.s.find('0'), x = k / 3, y = k % 3;
        for (int i = 0; i < 4; i++) {
            int a = x + dx[i], b = y + dy[i];
            if (a < 0 || a > 2 || b < 0 || b > 2) continue;
            string n = t.s;
            swap(n[k], n[a * 3 + b]);
            if (closed.count(n) && closed[n]) continue;
            q.push({t.g + 1 + h(n), t.g + 1, n});
        }
    }
    printf("-1\n");
    return 0;
}
