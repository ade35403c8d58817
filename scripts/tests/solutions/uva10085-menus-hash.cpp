// UVa 10085 "The Most Distant State", in the style of solutions of its
// time: a BFS from the start over boards ranked by Cantor expansion, a
// global `hash` of visited ranks beside `using namespace std` (GCC's
// C++11 library has std::hash, so this builds only as gnu++98).
#include <cstdio>
#include <cstring>
#include <queue>
using namespace std;

const int N = 362880;
bool hash[N];
int parent[N];
char how[N];
int fact[9];

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
    const int dr[4] = {-1, 0, 1, 0}, dc[4] = {0, -1, 0, 1};
    const char name[4] = {'U', 'L', 'D', 'R'};
    int cases;
    if (scanf("%d", &cases) != 1) return 0;
    for (int k = 1; k <= cases; k++) {
        int b[9];
        for (int i = 0; i < 9; i++) scanf("%d", &b[i]);
        memset(hash, 0, sizeof hash);
        int start = rank_of(b), last = start;
        queue<int> q;
        q.push(start);
        hash[start] = true;
        parent[start] = -1;
        while (!q.empty()) {
            int r = q.front();
            q.pop();
            last = r;
            int s[9];
            unrank(r, s);
            int z = 0;
            while (s[z] != 0) z++;
            for (int d = 0; d < 4; d++) {
                int row = z / 3 + dr[d], col = z % 3 + dc[d];
                if (row < 0 || row > 2 || col < 0 || col > 2) continue;
                int t[9];
                memcpy(t, s, sizeof t);
                t[z] = t[row * 3 + col];
                t[row * 3 + col] = 0;
                int n = rank_of(t);
                if (hash[n]) continue;
                hash[n] = true;
                parent[n] = r;
                how[n] = name[d];
                q.push(n);
            }
        }
        int s[9];
        unrank(last, s);
        printf("Puzzle #%d\n", k);
        for (int i = 0; i < 9; i += 3) printf("%d %d %d\n", s[i], s[i + 1], s[i + 2]);
        char path[64];
        int len = 0;
        for (int r = last; parent[r] != -1; r = parent[r]) path[len++] = how[r];
        for (int i = len - 1; i >= 0; i--) putchar(path[i]);
        printf("\n\n");
    }
    return 0;
}
