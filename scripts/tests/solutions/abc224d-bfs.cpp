// A C++ solution of AtCoder ABC224 D "8 Puzzle on Graph" as a contestant
// might write it: a placement as a string of nine characters (vertex i's
// piece, '9' for the empty one), a breadth-first search from the start
// with an unordered_map of distances, -1 when the goal is never reached.
//
// abc224d-directed.cpp defines DIRECTED, abc224d-no-minus-one.cpp defines
// NO_MINUS_ONE, then each includes this file.
#include <iostream>
#include <queue>
#include <string>
#include <unordered_map>
#include <vector>
using namespace std;

int main() {
    int m;
    cin >> m;
    vector<vector<int>> near(9);
    for (int i = 0; i < m; i++) {
        int u, v;
        cin >> u >> v;
        u--, v--;
        near[u].push_back(v);
#ifndef DIRECTED
        near[v].push_back(u);
#endif
    }
    string start(9, '9');
    for (int piece = 1; piece <= 8; piece++) {
        int p;
        cin >> p;
        start[p - 1] = char('0' + piece);
    }
    const string goal = "123456789";
    unordered_map<string, int> dist;
    dist.reserve(362880);
    dist[start] = 0;
    queue<string> q;
    q.push(start);
    while (!q.empty()) {
        string s = q.front();
        q.pop();
        if (s == goal) break;
        int empty = s.find('9');
        for (int v : near[empty]) {
            string t = s;
            swap(t[empty], t[v]);
            if (!dist.count(t)) {
                dist[t] = dist[s] + 1;
                q.push(t);
            }
        }
    }
#ifdef NO_MINUS_ONE
    // Takes the answer to exist: dist[goal] is 0 when it was never reached.
    cout << dist[goal] << endl;
#else
    if (dist.count(goal))
        cout << dist[goal] << endl;
    else
        cout << -1 << endl;
#endif
    return 0;
}
