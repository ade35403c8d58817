// A planted broken search, written as contestants write AcWing 179: A* with
// a std::priority_queue on f = g + h (ties to the larger g), a closed set
// marked when a board is popped, moves tried u, d, l, r. The bug: h is the
// Manhattan distance of all nine cells, the blank's included, so h can
// exceed the moves left (one move from the goal it is 2) and the first
// answer popped can be longer than the fewest moves.
#include <algorithm>
#include <iostream>
#include <queue>
#include <string>
#include <unordered_map>
#include <vector>
using namespace std;

const string goal = "12345678x";

int h(const string &s) {
    int sum = 0;
    for (int i = 0; i < 9; i++) {
        int t = s[i] == 'x' ? 8 : s[i] - '1';  // the blank counted as a tile
        sum += abs(i / 3 - t / 3) + abs(i % 3 - t % 3);
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
    string start, c;
    for (int i = 0; i < 9; i++) {
        cin >> c;
        start += c;
    }
    int inv = 0;
    for (int i = 0; i < 9; i++)
        for (int j = i + 1; j < 9; j++)
            if (start[i] != 'x' && start[j] != 'x' && start[i] > start[j]) inv++;
    if (inv % 2) {
        puts("unsolvable");
        return 0;
    }
    const int dx[4] = {-1, 1, 0, 0}, dy[4] = {0, 0, -1, 1};
    const char op[5] = "udlr";
    unordered_map<string, pair<string, char> > from;
    unordered_map<string, bool> closed;
    priority_queue<Node> heap;
    heap.push({h(start), 0, start});
    from[start] = make_pair(string(), ' ');
    while (!heap.empty()) {
        Node t = heap.top();
        heap.pop();
        if (closed[t.s]) continue;
        closed[t.s] = true;
        if (t.s == goal) break;
        int k = t.s.find('x'), x = k / 3, y = k % 3;
        for (int i = 0; i < 4; i++) {
            int a = x + dx[i], b = y + dy[i];
            if (a < 0 || a >= 3 || b < 0 || b >= 3) continue;
            string n = t.s;
            swap(n[k], n[a * 3 + b]);
            if (closed.count(n) && closed[n]) continue;
            from[n] = make_pair(t.s, op[i]);
            heap.push({t.g + 1 + h(n), t.g + 1, n});
        }
    }
    string path;
    for (string s = goal; s != start; s = from[s].first) path += from[s].second;
    reverse(path.begin(), path.end());
    cout << path << endl;
    return 0;
}
