/* A plain C solution of AcWing 845, written for the judge tests: one board
 * of nine tokens with x the blank, a breadth-first search from it to
 * 12345678x over Cantor ranks; -1 when the search runs out first. */
#include <stdio.h>

#define STATES 362880

static int factorial[10];
static signed char distance[STATES]; /* moves from the start; -1 unreached */
static int queue[STATES];

/* Boards are cells 0-8 holding 1-8 for the tiles and 9 for the blank. */
static int rank_of(const char *s) {
    int rank = 0;
    for (int i = 0; i < 9; i++) {
        int smaller = 0;
        for (int j = i + 1; j < 9; j++) smaller += s[j] < s[i];
        rank += smaller * factorial[8 - i];
    }
    return rank;
}

static void unrank(int rank, char *s) {
    int used[10] = {0};
    for (int i = 0; i < 9; i++) {
        int smaller = rank / factorial[8 - i];
        rank %= factorial[8 - i];
        for (int v = 1; v <= 9; v++) {
            if (used[v]) continue;
            if (smaller-- == 0) {
                s[i] = (char)v;
                used[v] = 1;
                break;
            }
        }
    }
}

int main(void) {
    factorial[0] = 1;
    for (int i = 1; i < 10; i++) factorial[i] = factorial[i - 1] * i;
    char start[9];
    int cells = 0, c;
    while (cells < 9 && (c = getchar()) != EOF) {
        if (c >= '1' && c <= '8') start[cells++] = (char)(c - '0');
        else if (c == 'x' || c == 'X') start[cells++] = 9;
    }
    if (cells < 9) return 0;
    const char goal[9] = {1, 2, 3, 4, 5, 6, 7, 8, 9};
    const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
    int finish = rank_of(goal);
    for (int i = 0; i < STATES; i++) distance[i] = -1;
    int head = 0, tail = 0;
    distance[rank_of(start)] = 0;
    queue[tail++] = rank_of(start);
    while (head < tail) {
        int rank = queue[head++];
        if (rank == finish) {
            printf("%d\n", distance[rank]);
            return 0;
        }
        char board[9];
        unrank(rank, board);
        int blank = 0;
        while (board[blank] != 9) blank++;
        int row = blank / 3, column = blank % 3;
        for (int k = 0; k < 4; k++) {
            int r = row + dr[k], col = column + dc[k];
            if (r < 0 || r > 2 || col < 0 || col > 2) continue;
            int next = r * 3 + col;
            board[blank] = board[next];
            board[next] = 9;
            int child = rank_of(board);
            if (distance[child] < 0) {
                distance[child] = (signed char)(distance[rank] + 1);
                queue[tail++] = child;
            }
            board[next] = board[blank];
            board[blank] = 9;
        }
    }
    printf("%d\n", -1);
    return 0;
}
