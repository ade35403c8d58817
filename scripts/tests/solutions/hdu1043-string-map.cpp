// HDU 1043 "Eight" as contestants of its years wrote it: one breadth-first
// search back from the goal before reading anything, every board reached
// kept in a std::map from its nine characters to the moves that solve it,
// each a std::string of its own. Its memory is pointers: map nodes and
// strings, which a 32-bit build (HDU's G++ is 32-bit MinGW) holds in
// about half the bytes of a 64-bit one.
#include <cstdio>
#include <map>
#include <queue>
#include <string>
using namespace std;

int main() {
    // The blank moves as the letter says; searching back from the goal,
    // a move found is the opposite of the one the answer makes.
    const int step[4] = {-3, 3, -1, 1};
    const char back[4] = {'d', 'u', 'r', 'l'};
    map<string, string> solve;
    queue<string> open;
    string goal = "12345678x";
    solve[goal] = "";
    open.push(goal);
    while (!open.empty()) {
        string board = open.front();
        open.pop();
        int blank = board.find('x');
        for (int d = 0; d < 4; d++) {
            int to = blank + step[d];
            if (to < 0 || to > 8) continue;
            if ((d == 2 && blank % 3 == 0) || (d == 3 && blank % 3 == 2)) continue;
            string next = board;
            next[blank] = next[to];
            next[to] = 'x';
            if (solve.count(next)) continue;
            solve[next] = back[d] + solve[board];
            open.push(next);
        }
    }
    char cell[2];
    string board;
    while (scanf("%1s", cell) == 1) {
        board += cell[0];
        if (board.size() < 9) continue;
        map<string, string>::iterator found = solve.find(board);
        puts(found == solve.end() ? "unsolvable" : found->second.c_str());
        board.clear();
    }
    return 0;
}
