// A planted broken search, written as contestants write AcWing 845: A*
// with an admissible estimate (the Manhattan distance of the tiles, the
// blank not counted) and a std::priority_queue on f = g + h, moves tried
// u, d, l, r. The bug: a board is marked visited when it is first pushed,
// so it keeps the g of the first way found, which need not be its least,
// and the count printed can be more than the fewest moves.
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <queue>
#include <string>
#include <unordered_map>
using namespace std;

const string goal = "12345678x";

int h(const string &s) {
    int sum = 0;
    for (int i = 0; i < 9; i++) {
        if (s[i] == 'x') continue;
        int t = s[i] - '1';
        sum += abs(i / 3 - t / 3) + abs(i % 3 - t % 3);
    }
    return sum;
}

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
    if (inv & 1) {
        puts("-1");
        return 0;
    }
    const int dx[4] = {-1, 1, 0, 0}, dy[4] = {0, 0, -1, 1};
    unordered_map<string, int> dist;
    priority_queue<pair<int, string>, vector<pair<int, string> >, greater<pair<int, string> > > q;
    dist[start] = 0;
    q.push(make_pair(h(start), start));
    while (!q.empty()) {
        string s = q.top().second;
        q.pop();
        if (s == goal) break;
        int k = s.find('x'), x = k / 3, y = k % 3;
        for (int i = 0; i < 4; i++) {
            int a = x + dx[i], b = y + dy[i];
            if (a < 0 || a > 2 || b < 0 || b > 2) continue;
            string n = s;
            swap(n[k], n[a * 3 + b]);
            if (dist.count(n)) continue;  // visited when pushed
            dist[n] = dist[s] + 1;
            q.push(make_pair(dist[n] + h(n), n));
        }
    }
    printf("%d\n", dist[goal]);
    return 0;
}
