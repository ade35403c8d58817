// A planted misread, written as contestants write POJ 1077: one BFS
// backwards from the goal into a map, then the board looked up. The bug:
// the statement's sample starts with a space, so the reader skips to the
// first tile, and a board whose first cell is the blank loses it: eight
// cells are looked up, and a solvable board is called "unsolvable".
#include <cctype>
#include <cstdio>
#include <queue>
#include <string>
#include <map>
using namespace std;

int main() {
    const string goal = "12345678x";
    const int dx[4] = {-1, 1, 0, 0}, dy[4] = {0, 0, -1, 1};
    const char back[5] = "durl";  // the move that undoes u, d, l, r
    map<string, char> toward;
    toward[goal] = '.';
    queue<string> q;
    q.push(goal);
    while (!q.empty()) {
        string s = q.front();
        q.pop();
        int k = s.find('x'), x = k / 3, y = k % 3;
        for (int i = 0; i < 4; i++) {
            int a = x + dx[i], b = y + dy[i];
            if (a < 0 || a > 2 || b < 0 || b > 2) continue;
            string n = s;
            swap(n[k], n[a * 3 + b]);
            if (toward.count(n)) continue;
            toward[n] = back[i];
            q.push(n);
        }
    }
    int c;
    while ((c = getchar()) != EOF && !isdigit(c)) {
    }
    string s(1, (char)c);
    while (s.size() < 9 && (c = getchar()) != EOF)
        if (c == 'x' || isdigit(c)) s += (char)c;
    if (!toward.count(s)) {
        puts("unsolvable");
        return 0;
    }
    string path;
    while (s != goal) {
        char m = toward[s];
        int k = s.find('x');
        int t = m == 'u' ? k - 3 : m == 'd' ? k + 3 : m == 'l' ? k - 1 : k + 1;
        swap(s[k], s[t]);
        path += m;
    }
    puts(path.c_str());
    return 0;
}
