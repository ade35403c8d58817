/* A C99 solution of HDU 3567 "Eight II" written for the judge tests, the C
 * twin of hdu3567-trees.cpp. Renaming the tiles of a case so that its start
 * reads 1-8 around the blank changes no move, so nine breadth-first trees,
 * one from each such start (one per cell of the blank, grown when first
 * needed), answer every case: walk from the renamed goal back to the root.
 * Moves are tried in the order d, l, r, u and each board keeps the first
 * move that reached it, which makes every path the alphabetically first of
 * the shortest. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define STATES 362880
#define ORDER "dlru"

static int factorial[10];

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

static int target(int blank, char move) {
    int row = blank / 3, column = blank % 3;
    switch (move) {
        case 'u': return row > 0 ? blank - 3 : -1;
        case 'd': return row < 2 ? blank + 3 : -1;
        case 'l': return column > 0 ? blank - 1 : -1;
        default: return column < 2 ? blank + 1 : -1;
    }
}

static char inverse(char move) {
    switch (move) {
        case 'u': return 'd';
        case 'd': return 'u';
        case 'l': return 'r';
        default: return 'l';
    }
}

static int blank_of(const char *s) {
    int at = 0;
    while (s[at] != 9) at++;
    return at;
}

/* tree[b][rank]: the move that first reached the board from the start with
 * the blank at b, '.' at the root, or 0; NULL until grown. */
static char *tree[9];
static int queue[STATES];

static void grow(int blank) {
    char start[9];
    for (int cell = 0, tile = 1; cell < 9; cell++) start[cell] = (char)(cell == blank ? 9 : tile++);
    char *reached = calloc(STATES, 1);
    if (!reached) exit(1);
    tree[blank] = reached;
    int head = 0, tail = 0;
    reached[rank_of(start)] = '.';
    queue[tail++] = rank_of(start);
    while (head < tail) {
        char board[9];
        unrank(queue[head++], board);
        int at = blank_of(board);
        for (const char *move = ORDER; *move; move++) {
            int next = target(at, *move);
            if (next < 0) continue;
            board[at] = board[next];
            board[next] = 9;
            int rank = rank_of(board);
            if (!reached[rank]) {
                reached[rank] = *move;
                queue[tail++] = rank;
            }
            board[next] = board[at];
            board[at] = 9;
        }
    }
}

/* Reads nine cells (1-8 and X), skipping white space; 0 at end of input. */
static int read_board(char *s) {
    int cells = 0, c;
    while (cells < 9 && (c = getchar()) != EOF) {
        if (c >= '1' && c <= '8') s[cells++] = (char)(c - '0');
        else if (c == 'X' || c == 'x') s[cells++] = 9;
    }
    return cells == 9;
}

int main(void) {
    factorial[0] = 1;
    for (int i = 1; i < 10; i++) factorial[i] = factorial[i - 1] * i;
    int cases;
    if (scanf("%d", &cases) != 1) return 0;
    for (int k = 1; k <= cases; k++) {
        char start[9], goal[9];
        if (!read_board(start) || !read_board(goal)) return 0;
        int blank = blank_of(start);
        /* The start's tiles renamed 1-8 in reading order, the goal alike. */
        char name[10];
        for (int cell = 0, tile = 1; cell < 9; cell++)
            if (start[cell] != 9) name[(int)start[cell]] = (char)tile++;
        name[9] = 9;
        for (int cell = 0; cell < 9; cell++) goal[cell] = name[(int)goal[cell]];
        if (!tree[blank]) grow(blank);
        char path[64];
        int length = 0;
        char move;
        while ((move = tree[blank][rank_of(goal)]) != '.' && move) {
            path[length++] = move;
            int at = blank_of(goal);
            int next = target(at, inverse(move));
            goal[at] = goal[next];
            goal[next] = 9;
        }
        printf("Case %d: %d\n", k, length);
        for (int i = length - 1; i >= 0; i--) putchar(path[i]);
        putchar('\n');
    }
    return 0;
}
