// acm.mipt.ru 089 "8-puzzle": a breadth-first search from the board given,
// each board ranked by its Cantor expansion into a table of 9! bytes, the
// queue of ranks: about 2 MB, within the 10 MB of the statement.
#include <cstdio>
#include <cstring>
#include <queue>

static int factorial[10];

static int rank_of(const int *cells) {
    int rank = 0;
    for (int i = 0; i < 9; i++) {
        int smaller = 0;
        for (int j = i + 1; j < 9; j++)
            if (cells[j] < cells[i]) smaller++;
        rank += smaller * factorial[8 - i];
    }
    return rank;
}

static void unrank(int rank, int *cells) {
    bool used[9] = {false};
    for (int i = 0; i < 9; i++) {
        int index = rank / factorial[8 - i];
        rank %= factorial[8 - i];
        for (int v = 0; v < 9; v++) {
            if (used[v]) continue;
            if (index-- == 0) {
                cells[i] = v;
                used[v] = true;
                break;
            }
        }
    }
}

static unsigned char dist[362880];

int main() {
    factorial[0] = 1;
    for (int i = 1; i < 10; i++) factorial[i] = factorial[i - 1] * i;
    int cells[9];
    for (int i = 0; i < 9; i++)
        if (scanf("%d", &cells[i]) != 1) return 1;
    const int goal_cells[9] = {1, 2, 3, 4, 5, 6, 7, 8, 0};
    const int goal = rank_of(goal_cells);
    memset(dist, 0xff, sizeof dist);
    int start = rank_of(cells);
    dist[start] = 0;
    std::queue<int> queue;
    queue.push(start);
    const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
    while (!queue.empty()) {
        int rank = queue.front();
        queue.pop();
        if (rank == goal) {
            printf("Yes\n%d\n", dist[rank]);
            return 0;
        }
        unrank(rank, cells);
        int blank = 0;
        while (cells[blank] != 0) blank++;
        for (int k = 0; k < 4; k++) {
            int r = blank / 3 + dr[k], c = blank % 3 + dc[k];
            if (r < 0 || r > 2 || c < 0 || c > 2) continue;
            cells[blank] = cells[r * 3 + c];
            cells[r * 3 + c] = 0;
            int next = rank_of(cells);
            if (dist[next] == 0xff) {
                dist[next] = dist[rank] + 1;
                queue.push(next);
            }
            cells[r * 3 + c] = cells[blank];
            cells[blank] = 0;
        }
    }
    printf("No\n");
    return 0;
}
