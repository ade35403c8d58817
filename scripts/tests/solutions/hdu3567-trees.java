// A Java solution of HDU 3567 "Eight II", as hdu3567-trees.cpp: renaming the
// tiles of a case so that its start reads 1-8 around the blank changes no
// move, so nine breadth-first trees, one per cell of the blank, answer every
// case. Moves are tried in the order d, l, r, u and each board keeps the
// first move that reached it: every path is the alphabetically first of the
// shortest.
import java.io.*;
import java.util.*;

public class Main {
    static int[] factorial = {1, 1, 2, 6, 24, 120, 720, 5040, 40320};
    static final String ORDER = "dlru";
    static final int[] STEP = {3, -1, 1, -3};

    static int rank(char[] s) {
        int r = 0;
        for (int i = 0; i < 9; i++) {
            int smaller = 0;
            for (int j = i + 1; j < 9; j++) if (s[j] < s[i]) smaller++;
            r += smaller * factorial[8 - i];
        }
        return r;
    }

    static boolean legal(int blank, int k) {
        int to = blank + STEP[k];
        return to >= 0 && to <= 8 && (k == 0 || k == 3 || to / 3 == blank / 3);
    }

    // tree[rank]: the index of the move that first reached the board, 4 for
    // the root, -1 for unreached.
    static byte[] grow(char[] root) {
        byte[] tree = new byte[362880];
        Arrays.fill(tree, (byte) -1);
        tree[rank(root)] = 4;
        ArrayDeque<char[]> queue = new ArrayDeque<char[]>();
        queue.add(root);
        while (!queue.isEmpty()) {
            char[] board = queue.poll();
            int blank = new String(board).indexOf('X');
            for (int k = 0; k < 4; k++) {
                if (!legal(blank, k)) continue;
                char[] child = board.clone();
                int to = blank + STEP[k];
                child[blank] = child[to];
                child[to] = 'X';
                int r = rank(child);
                if (tree[r] >= 0) continue;
                tree[r] = (byte) k;
                queue.add(child);
            }
        }
        return tree;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        byte[][] trees = new byte[9][];
        int cases = Integer.parseInt(in.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int c = 1; c <= cases; c++) {
            char[] start = in.readLine().trim().toCharArray();
            char[] goal = in.readLine().trim().toCharArray();
            char[] name = new char[128];
            char next = '1';
            int blank = 0;
            for (int i = 0; i < 9; i++) {
                if (start[i] == 'X') blank = i;
                else name[start[i]] = next++;
            }
            char[] root = new char[9];
            char[] board = new char[9];
            int at = 0;
            for (int i = 0; i < 9; i++) {
                root[i] = start[i] == 'X' ? 'X' : name[start[i]];
                board[i] = goal[i] == 'X' ? 'X' : name[goal[i]];
                if (goal[i] == 'X') at = i;
            }
            if (trees[blank] == null) trees[blank] = grow(root);
            StringBuilder path = new StringBuilder();
            int r = rank(board);
            while (trees[blank][r] != 4) {
                int k = trees[blank][r];
                path.append(ORDER.charAt(k));
                int from = at - STEP[k];
                board[at] = board[from];
                board[from] = 'X';
                at = from;
                r = rank(board);
            }
            path.reverse();
            out.append("Case ").append(c).append(": ").append(path.length()).append('\n');
            out.append(path).append('\n');
        }
        System.out.print(out);
    }
}
