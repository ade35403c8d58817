// The work of a published POJ 1077 solution, written here to time this
// machine beside POJ (scripts/docs/runner.md, "A judge's speed"): one
// breadth-first search backwards from 1 2 3 4 5 6 7 8 x over all 181,440
// boards, level by level, each board kept as a string of 15 bytes and
// copied for every move, the blank found by a scan and the board's rank
// counted afresh by its inversions into a cleared table; then each input
// line answered from the table. Its work does not hang on its input.
#include <stdio.h>
#include <string.h>

static const int STATES = 362882;
static char boards[STATES][15];
static int parent[STATES];
static int moved[STATES];
static int factorial[10];
// The board being moved, from its second byte: cells 1 to 9.
static char scratch[12];

// The board's rank among the orders of its nine characters: for each
// cell, how many later cells hold a smaller character, counted into a
// table cleared afresh, then weighed by the factorials.
static int rank_of(const char *board) {
    int smaller[12];
    memset(smaller, 0, sizeof smaller);
    for (int i = 1; i < 9; i++)
        for (int j = i + 1; j <= 9; j++)
            if (board[j - 1] < board[i - 1])
                smaller[i]++;
    int rank = 0;
    for (int i = 1, weight = 8; i <= 9; i++, weight--)
        rank += smaller[i] * (weight > 0 ? factorial[weight] : 0);
    return rank;
}

// Moves the blank of `scratch` one cell: 0 up, 1 right, 2 down, 3 left.
// Returns 0 where the move leaves the board.
static int slide(int direction) {
    int blank = 1;
    while (scratch[blank] != '0')
        blank++;
    int to;
    switch (direction) {
    case 0: if (blank < 4) return 0; to = blank - 3; break;
    case 1: if (blank % 3 == 0) return 0; to = blank + 1; break;
    case 2: if (blank > 6) return 0; to = blank + 3; break;
    default: if (blank % 3 == 1) return 0; to = blank - 1; break;
    }
    char tile = scratch[blank];
    scratch[blank] = scratch[to];
    scratch[to] = tile;
    return 1;
}

static void search(int goal) {
    strcpy(boards[0], "123456780");
    parent[goal] = goal;
    int head = 0, tail = 1;
    while (head < tail) {
        int end = tail;
        for (int k = head; k < tail; k++) {
            int from = rank_of(boards[k]);
            for (int direction = 0; direction < 4; direction++) {
                strcpy(scratch + 1, boards[k]);
                if (!slide(direction))
                    continue;
                int to = rank_of(scratch + 1);
                if (parent[to] != -1)
                    continue;
                parent[to] = from;
                moved[to] = direction;
                strcpy(boards[end++], scratch + 1);
            }
        }
        head = tail;
        tail = end;
    }
}

int main() {
    factorial[0] = 1;
    for (int i = 1; i < 10; i++)
        factorial[i] = factorial[i - 1] * i;
    memset(parent, -1, sizeof parent);
    int goal = rank_of("123456780");
    search(goal);
    // The blank's move back towards the goal, by the move that reached it.
    const char back[] = "dlur";
    char line[256];
    while (fgets(line, sizeof line, stdin)) {
        char board[10];
        int n = 0;
        for (int i = 0; line[i] && n < 9; i++) {
            char c = line[i];
            if (c == ' ' || c == '\t' || c == '\n' || c == '\r')
                continue;
            board[n++] = c == 'x' ? '0' : c;
        }
        if (n < 9)
            continue;
        board[9] = '\0';
        int at = rank_of(board);
        if (parent[at] == -1) {
            printf("unsolvable\n");
            continue;
        }
        while (at != goal) {
            putchar(back[moved[at]]);
            at = parent[at];
        }
        putchar('\n');
    }
    return 0;
}
