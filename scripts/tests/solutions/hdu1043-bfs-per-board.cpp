// A solution of HDU 1043 that is right but too slow at HDU's volume: for
// every board a fresh breadth-first search forwards from it to the goal,
// over Cantor ranks (tens of milliseconds a board, seconds for thousands).
// Unsolvable boards are told by the parity of their inversions first.
//
// hdu1043-stale-visited.cpp defines KEEP_VISITED, then includes this file.
#include <cstring>
#include <iostream>
#include <string>
#include <vector>
using namespace std;

static int factorial[10];

static int rank_of(const string& s) {
    int rank = 0;
    for (int i = 0; i < 9; i++) {
        int smaller = 0;
        for (int j = i + 1; j < 9; j++) smaller += s[j] < s[i];
        rank += smaller * factorial[8 - i];
    }
    return rank;
}

static bool solvable(const string& board) {
    int inversions = 0;
    for (int i = 0; i < 9; i++)
        for (int j = i + 1; j < 9; j++)
            inversions += board[i] != 'x' && board[j] != 'x' && board[j] < board[i];
    return inversions % 2 == 0;
}

static char visited[362880];
static int parent[362880];
static char move_to[362880];

int main() {
    factorial[0] = 1;
    for (int i = 1; i < 10; i++) factorial[i] = factorial[i - 1] * i;
    const string goal = "12345678x";
    const char letters[4] = {'u', 'd', 'l', 'r'};
    const int delta[4] = {-3, 3, -1, 1};
    string board;
    char cell;
    while (cin >> cell) {
        board += cell;
        if (board.size() < 9) continue;
        if (!solvable(board)) {
            puts("unsolvable");
            board.clear();
            continue;
        }
#ifndef KEEP_VISITED
        memset(visited, 0, sizeof visited);
#endif
        vector<string> queue(1, board);
        int start = rank_of(board), goal_rank = rank_of(goal);
        visited[start] = 1;
        bool found = start == goal_rank;
        for (size_t head = 0; head < queue.size() && !found; head++) {
            const string current = queue[head];
            int from = rank_of(current), blank = current.find('x');
            for (int k = 0; k < 4 && !found; k++) {
                int next = blank + delta[k];
                if (next < 0 || next > 8) continue;
                if ((k == 2 && blank % 3 == 0) || (k == 3 && blank % 3 == 2)) continue;
                string child = current;
                swap(child[blank], child[next]);
                int rank = rank_of(child);
                if (visited[rank]) continue;
                visited[rank] = 1;
                parent[rank] = from;
                move_to[rank] = letters[k];
                if (rank == goal_rank) found = true;
                queue.push_back(child);
            }
        }
        if (!found) {
            puts("unsolvable");
        } else {
            string path;
            for (int rank = goal_rank; rank != start; rank = parent[rank]) path += move_to[rank];
            puts(string(path.rbegin(), path.rend()).c_str());
        }
        board.clear();
    }
    return 0;
}
