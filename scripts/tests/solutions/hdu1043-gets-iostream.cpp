// Written as HDU 1043 solutions were published ("AC 405MS 4496K G++"): only
// <iostream>, <algorithm>, <string>, <cstring> and <queue> included, and the
// C functions gets, puts and printf called, which GCC 4.4's <iostream> made
// visible. One search backwards from the goal, over Cantor ranks; each line
// of the input answered by walking the parents. C++98.
#include <iostream>
#include <algorithm>
#include <string>
#include <cstring>
#include <queue>
using namespace std;

int fac[10];
char way[362880]; // the blank's move towards the goal; 0 unreached
int cantor(const char *s) {
    int r = 0;
    for (int i = 0; i < 9; i++) {
        int c = 0;
        for (int j = i + 1; j < 9; j++) if (s[j] < s[i]) c++;
        r += c * fac[8 - i];
    }
    return r;
}
struct node { char s[10]; int z; };
int dx[4] = {-1, 1, 0, 0}, dy[4] = {0, 0, -1, 1};
char name[5] = "durl"; // the move that undoes each step from the goal

int main() {
    fac[0] = 1;
    for (int i = 1; i < 10; i++) fac[i] = fac[i - 1] * i;
    node start;
    strcpy(start.s, "123456780");
    start.z = 8;
    way[cantor(start.s)] = '.';
    queue<node> q;
    q.push(start);
    while (!q.empty()) {
        node u = q.front();
        q.pop();
        int x = u.z / 3, y = u.z % 3;
        for (int k = 0; k < 4; k++) {
            int nx = x + dx[k], ny = y + dy[k];
            if (nx < 0 || nx > 2 || ny < 0 || ny > 2) continue;
            node v = u;
            v.z = nx * 3 + ny;
            swap(v.s[u.z], v.s[v.z]);
            int r = cantor(v.s);
            if (way[r]) continue;
            way[r] = name[k];
            q.push(v);
        }
    }
    char line[1000];
    while (gets(line)) {
        node b;
        int n = 0;
        for (int i = 0; line[i] && n < 9; i++) {
            if (line[i] == ' ' || line[i] == '\t' || line[i] == '\r') continue;
            if (line[i] == 'x') { b.z = n; b.s[n++] = '0'; }
            else b.s[n++] = line[i];
        }
        if (n < 9) continue;
        b.s[9] = 0;
        int r = cantor(b.s);
        if (!way[r]) { puts("unsolvable"); continue; }
        string path;
        while (way[r] != '.') {
            char m = way[r];
            path += m;
            int t = b.z + (m == 'u' ? -3 : m == 'd' ? 3 : m == 'l' ? -1 : 1);
            swap(b.s[b.z], b.s[t]);
            b.z = t;
            r = cantor(b.s);
        }
        printf("%s\n", path.c_str());
    }
    return 0;
}
