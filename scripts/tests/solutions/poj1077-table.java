// A plain Java solution of POJ 1077 / HDU 1043 / AcWing 179, as contestants
// write it for judges that run the class Main: one breadth-first search
// backwards from the goal over Cantor ranks, then every board of the input
// (until its end) answered by walking towards the goal.
import java.io.*;
import java.util.*;

public class Main {
    static int[] factorial = new int[10];

    static int rank(char[] s) {
        int r = 0;
        for (int i = 0; i < 9; i++) {
            int smaller = 0;
            for (int j = i + 1; j < 9; j++) if (s[j] < s[i]) smaller++;
            r += smaller * factorial[8 - i];
        }
        return r;
    }

    public static void main(String[] args) throws IOException {
        factorial[0] = 1;
        for (int i = 1; i < 10; i++) factorial[i] = factorial[i - 1] * i;
        // toward[rank]: the blank's move one step closer to the goal.
        char[] toward = new char[362880];
        char[] goal = "12345678x".toCharArray();
        toward[rank(goal)] = '.';
        ArrayDeque<char[]> queue = new ArrayDeque<char[]>();
        queue.add(goal);
        int[] step = {-3, 3, -1, 1};
        char[] back = {'d', 'u', 'r', 'l'};
        while (!queue.isEmpty()) {
            char[] board = queue.poll();
            int blank = 0;
            while (board[blank] != 'x') blank++;
            for (int k = 0; k < 4; k++) {
                int to = blank + step[k];
                if (to < 0 || to > 8 || (k >= 2 && to / 3 != blank / 3)) continue;
                char[] child = board.clone();
                child[blank] = child[to];
                child[to] = 'x';
                int r = rank(child);
                if (toward[r] != 0) continue;
                toward[r] = back[k];
                queue.add(child);
            }
        }
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringBuilder out = new StringBuilder();
        String line;
        while ((line = in.readLine()) != null) {
            char[] board = line.replaceAll("\\s", "").toCharArray();
            if (board.length != 9) continue;
            int r = rank(board);
            if (toward[r] == 0) {
                out.append("unsolvable\n");
                continue;
            }
            int blank = line.replaceAll("\\s", "").indexOf('x');
            while (toward[r] != '.') {
                char move = toward[r];
                out.append(move);
                int to = blank + (move == 'u' ? -3 : move == 'd' ? 3 : move == 'l' ? -1 : 1);
                board[blank] = board[to];
                board[to] = 'x';
                blank = to;
                r = rank(board);
            }
            out.append('\n');
        }
        System.out.print(out);
    }
}
