// HDU 1043 "Eight" as contestants of its years wrote it: one breadth-first
// search back from the goal before reading anything, every board reached
// kept in a std::map from its nine characters to the moves that solve it,
// each a std::string of its own, and in a std::list in the order found,
// which the search walks. Its memory is pointers: map and list nodes and
// strings, which a 32-bit build (HDU's G++ is 32-bit MinGW) holds in
// about half the bytes of a 64-bit one.
#include <cstdio>
#include <map>
#include <list>
#include <string>
using namespace std;

int main() {
    // The blank moves as the letter says; searching back from the goal,
    // a move found is the opposite of the one the answer makes.
    const int step[4] = {-3, 3, -1, 1};
    const char back[4] = {'d', 'u', 'r', 'l'};
    map<string, string> solve;
    list<string> order;
    string goal = "12345678x";
    solve[goal] = "";
    order.push_back(goal);
    for (list<string>::iterator at = order.begin(); at != order.end(); ++at) {
        string board = *at;
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
            order.push_back(next);
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
