// A plain Java solution of AcWing 845, as contestants write it: one board
// of nine cells, `x` the blank, a breadth-first search from it to 12345678x
// over Cantor ranks; -1 when the search ends without it.
import java.io.*;
import java.util.*;

public class Main {
    static int[] factorial = {1, 1, 2, 6, 24, 120, 720, 5040, 40320};

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
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        char[] start = in.readLine().replaceAll("\\s", "").replace('x', '0').toCharArray();
        String goal = "123456780";
        int[] distance = new int[362880];
        Arrays.fill(distance, -1);
        distance[rank(start)] = 0;
        ArrayDeque<char[]> queue = new ArrayDeque<char[]>();
        queue.add(start);
        int[] step = {-3, 3, -1, 1};
        while (!queue.isEmpty()) {
            char[] board = queue.poll();
            int d = distance[rank(board)];
            if (new String(board).equals(goal)) {
                System.out.println(d);
                return;
            }
            int blank = new String(board).indexOf('0');
            for (int k = 0; k < 4; k++) {
                int to = blank + step[k];
                if (to < 0 || to > 8 || (k >= 2 && to / 3 != blank / 3)) continue;
                char[] child = board.clone();
                child[blank] = child[to];
                child[to] = '0';
                int r = rank(child);
                if (distance[r] >= 0) continue;
                distance[r] = d + 1;
                queue.add(child);
            }
        }
        System.out.println(-1);
    }
}
