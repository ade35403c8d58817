/* A plain C99 solution of POJ 1077 / HDU 1043 / AcWing 179, written for the
 * judge tests: one breadth-first search backwards from the goal over Cantor
 * ranks, storing for each board the blank's move one step toward the goal,
 * then every board of the input (until its end) answered by walking. Lines
 * are read with fgets; blank lines are skipped. Shortest, though not always
 * the alphabetically first. */
#include <stdio.h>
#include <string.h>

#define STATES 362880

static int factorial[10];
static char toward[STATES]; /* the blank's move toward the goal; 0 unreached */
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

/* The blank's target for a move letter, or -1 off the board. */
static int target(int blank, char move) {
    int row = blank / 3, column = blank % 3;
    switch (move) {
        case 'u': return row > 0 ? blank - 3 : -1;
        case 'd': return row < 2 ? blank + 3 : -1;
        case 'l': return column > 0 ? blank - 1 : -1;
        default: return column < 2 ? blank + 1 : -1;
    }
}

static int blank_of(const char *s) {
    int at = 0;
    while (s[at] != 9) at++;
    return at;
}

int main(void) {
    factorial[0] = 1;
    for (int i = 1; i < 10; i++) factorial[i] = factorial[i - 1] * i;
    const char goal[9] = {1, 2, 3, 4, 5, 6, 7, 8, 9};
    const char moves[4] = {'u', 'd', 'l', 'r'}, back[4] = {'d', 'u', 'r', 'l'};
    int head = 0, tail = 0;
    toward[rank_of(goal)] = '.';
    queue[tail++] = rank_of(goal);
    while (head < tail) {
        char board[9];
        unrank(queue[head++], board);
        int blank = blank_of(board);
        for (int k = 0; k < 4; k++) {
            int next = target(blank, moves[k]);
            if (next < 0) continue;
            board[blank] = board[next];
            board[next] = 9;
            int rank = rank_of(board);
            if (!toward[rank]) {
                toward[rank] = back[k];
                queue[tail++] = rank;
            }
            board[next] = board[blank];
            board[blank] = 9;
        }
    }
    char line[1024], board[9], path[64];
    int cells = 0;
    while (fgets(line, sizeof line, stdin)) {
        for (const char *c = line; *c; c++) {
            if (*c >= '1' && *c <= '8') board[cells++] = (char)(*c - '0');
            else if (*c == 'x' || *c == 'X') board[cells++] = 9;
            else continue;
            if (cells < 9) continue;
            cells = 0;
            int rank = rank_of(board);
            if (!toward[rank]) {
                puts("unsolvable");
                continue;
            }
            int length = 0;
            while (toward[rank] != '.') {
                char move = toward[rank];
                int blank = blank_of(board);
                int next = target(blank, move);
                board[blank] = board[next];
                board[next] = 9;
                path[length++] = move;
                rank = rank_of(board);
            }
            path[length] = '\0';
            puts(path);
        }
    }
    return 0;
}
