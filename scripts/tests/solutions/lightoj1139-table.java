// LightOJ 1139 "8 Puzzle": one breadth-first search from the goal over
// boards ranked by their permutation (Cantor) number, 9! of them, then
// each case looked up.
import java.io.*;

public class Main {
    static final int[] FACTORIAL = {40320, 5040, 720, 120, 24, 6, 2, 1, 1};

    public static void main(String[] args) throws IOException {
        byte[] dist = new byte[362880];
        java.util.Arrays.fill(dist, (byte) -1);
        int[] queue = new int[362880];
        int[] goal = {1, 2, 3, 4, 5, 6, 7, 8, 0};
        int head = 0, tail = 0;
        dist[rank(goal)] = 0;
        queue[tail++] = rank(goal);
        int[] dr = {-1, 1, 0, 0}, dc = {0, 0, -1, 1};
        while (head < tail) {
            int code = queue[head++];
            int[] cells = unrank(code);
            int blank = 0;
            while (cells[blank] != 0) blank++;
            for (int k = 0; k < 4; k++) {
                int r = blank / 3 + dr[k], c = blank % 3 + dc[k];
                if (r < 0 || r > 2 || c < 0 || c > 2) continue;
                int[] next = cells.clone();
                next[blank] = next[r * 3 + c];
                next[r * 3 + c] = 0;
                int nextCode = rank(next);
                if (dist[nextCode] >= 0) continue;
                dist[nextCode] = (byte) (dist[code] + 1);
                queue[tail++] = nextCode;
            }
        }
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int cases = (int) in.nval;
        StringBuilder out = new StringBuilder();
        for (int k = 1; k <= cases; k++) {
            int[] cells = new int[9];
            for (int i = 0; i < 9; i++) {
                in.nextToken();
                cells[i] = (int) in.nval;
            }
            int found = dist[rank(cells)];
            out.append("Case ").append(k).append(": ")
                .append(found < 0 ? "impossible" : Integer.toString(found)).append('\n');
        }
        System.out.print(out);
    }

    static int rank(int[] cells) {
        int code = 0;
        for (int i = 0; i < 9; i++) {
            int smaller = 0;
            for (int j = i + 1; j < 9; j++) if (cells[j] < cells[i]) smaller++;
            code += smaller * FACTORIAL[i];
        }
        return code;
    }

    static int[] unrank(int code) {
        boolean[] used = new boolean[9];
        int[] cells = new int[9];
        for (int i = 0; i < 9; i++) {
            int smaller = code / FACTORIAL[i];
            code %= FACTORIAL[i];
            int value = 0;
            while (used[value] || smaller > 0) {
                if (!used[value]) smaller--;
                value++;
            }
            used[value] = true;
            cells[i] = value;
        }
        return cells;
    }
}
