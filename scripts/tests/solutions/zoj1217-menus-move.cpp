// ZOJ 1217 "Eight", in the style of solutions of its time: one BFS back
// from the goal into a table, the steps of the blank in a global `move`
// beside `using namespace std`. C++11 has std::move, so `move` is then
// ambiguous: this builds only with a standard before it.
#include <cstdio>
#include <cstring>
#include <queue>
using namespace std;

const int N = 362880;
int fact[9];
int parent[N];
char how[N];
bool seen[N];
int move[4][2] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};

int rank_of(const int *b) {
    int r = 0;
    for (int i = 0; i < 9; i++) {
        int less = 0;
        for (int j = i + 1; j < 9; j++)
            if (b[j] < b[i]) less++;
        r += less * fact[8 - i];
    }
    return r;
}

void unrank(int r, int *b) {
    bool used[9] = {false};
    for (int i = 0; i < 9; i++) {
        int k = r / fact[8 - i];
        r %= fact[8 - i];
        for (int v = 0; v < 9; v++) {
            if (used[v]) continue;
            if (k == 0) { b[i] = v; used[v] = true; break; }
            k--;
        }
    }
}

int main() {
    fact[0] = 1;
    for (int i = 1; i < 9; i++) fact[i] = fact[i - 1] * i;
    // The blank is 0 here, the goal 1 2 3 4 5 6 7 8 x.
    int goal[9] = {1, 2, 3, 4, 5, 6, 7, 8, 0};

    // Walking back from the goal, a step of the blank up is undone by a
    // step down: each board keeps the move that leads it towards the goal.
    const char back[4] = {'d', 'u', 'r', 'l'};
    int g = rank_of(goal);
    queue<int> q;
    q.push(g);
    seen[g] = true;
    parent[g] = -1;
    while (!q.empty()) {
        int r = q.front();
        q.pop();
        int s[9];
        unrank(r, s);
        int z = 0;
        while (s[z] != 0) z++;
        for (int d = 0; d < 4; d++) {
            int row = z / 3 + move[d][0], col = z % 3 + move[d][1];
            if (row < 0 || row > 2 || col < 0 || col > 2) continue;
            int t[9];
            memcpy(t, s, sizeof t);
            t[z] = t[row * 3 + col];
            t[row * 3 + col] = 0;
            int n = rank_of(t);
            if (seen[n]) continue;
            seen[n] = true;
            parent[n] = r;
            how[n] = back[d];
            q.push(n);
        }
    }
    char line[1024];
    while (fgets(line, sizeof line, stdin)) {
        int b[9], n = 0;
        for (char *p = line; *p && n < 9; p++) {
            if (*p == 'x') b[n++] = 0;
            else if (*p >= '1' && *p <= '8') b[n++] = *p - '0';
        }
        if (n < 9) continue;
        int r = rank_of(b);
        if (!seen[r]) { puts("unsolvable"); continue; }
        for (; parent[r] != -1; r = parent[r]) putchar(how[r]);
        putchar('\n');
    }
    return 0;
}
