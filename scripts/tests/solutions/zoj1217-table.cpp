// A C++ solution of ZOJ 1217 "Eight" (HDU 1043's problem): boards until the
// end of the input, one answer line each, no blank line between. One
// backward breadth-first search from 12345678x records, for every board,
// the move that leads one step closer; an answer follows those moves.
#include <cstdio>
#include <cstring>
#include <string>
using namespace std;

static int factorial[9] = {1, 1, 2, 6, 24, 120, 720, 5040, 40320};
static char first_move[362880];
static int queue_of[362880];

static int rank_of(const char* s) {
    int rank = 0;
    for (int i = 0; i < 9; i++) {
        int smaller = 0;
        for (int j = i + 1; j < 9; j++) smaller += s[j] < s[i];
        rank += smaller * factorial[8 - i];
    }
    return rank;
}

static void unrank(int rank, char* s) {
    bool used[9] = {false};
    for (int i = 0; i < 9; i++) {
        int k = rank / factorial[8 - i];
        rank %= factorial[8 - i];
        for (int v = 0; v < 9; v++) {
            if (used[v]) continue;
            if (k-- == 0) {
                used[v] = true;
                s[i] = v == 0 ? 'x' : char('0' + v);
                break;
            }
        }
    }
}

int main() {
    // Blank moves u, d, l, r; a board reached by the blank moving `m` from
    // its parent answers with the opposite move.
    const int delta[4] = {-3, 3, -1, 1};
    const char back[4] = {'d', 'u', 'r', 'l'};
    // Ranks order the blank as '0' < '1', so 'x' is stored as '0'.
    char goal[10] = "123456780";
    memset(first_move, 0, sizeof first_move);
    int head = 0, tail = 0;
    int g = rank_of(goal);
    first_move[g] = '.';
    queue_of[tail++] = g;
    while (head < tail) {
        char board[10];
        unrank(queue_of[head++], board);
        for (int i = 0; i < 9; i++) if (board[i] == 'x') board[i] = '0';
        int blank = strchr(board, '0') - board;
        for (int m = 0; m < 4; m++) {
            int next = blank + delta[m];
            if (next < 0 || next > 8) continue;
            if ((m == 2 && blank % 3 == 0) || (m == 3 && blank % 3 == 2)) continue;
            swap(board[blank], board[next]);
            int r = rank_of(board);
            if (!first_move[r]) {
                first_move[r] = back[m];
                queue_of[tail++] = r;
            }
            swap(board[blank], board[next]);
        }
    }
    char board[10] = {0};
    int cells = 0;
    char c;
    while (scanf(" %c", &c) == 1) {
        board[cells++] = c == 'x' ? '0' : c;
        if (cells < 9) continue;
        cells = 0;
        int r = rank_of(board);
        if (!first_move[r]) {
            puts("unsolvable");
            continue;
        }
        string path;
        while (first_move[r] != '.') {
            char m = first_move[r];
            path += m;
            int blank = strchr(board, '0') - board;
            int next = blank + (m == 'u' ? -3 : m == 'd' ? 3 : m == 'l' ? -1 : 1);
            swap(board[blank], board[next]);
            r = rank_of(board);
        }
        puts(path.c_str());
    }
    return 0;
}
