// A C# solution of Luogu P1379, written for the judge tests: one board of
// nine digits (0 the blank), a breadth-first search from it to 123804765.
// A board is its nine digits read as a number; a move swaps the blank with
// a neighbour's digit by arithmetic, and the visited set is a dictionary
// of distances (at most 9!/2 boards). C# 6 and Mono's library only.
using System;
using System.Collections.Generic;

public class Program
{
    static readonly int[] Power = { 100000000, 10000000, 1000000, 100000, 10000, 1000, 100, 10, 1 };
    static readonly int[] DRow = { -1, 1, 0, 0 };
    static readonly int[] DColumn = { 0, 0, -1, 1 };

    public static void Main()
    {
        string text = Console.In.ReadToEnd();
        int start = 0, blank = 0, cells = 0;
        foreach (char c in text)
        {
            if (cells == 9) break;
            if (c >= '0' && c <= '8')
            {
                if (c == '0') blank = cells;
                start = start * 10 + (c - '0');
                cells++;
            }
        }
        var distance = new Dictionary<int, int>();
        distance[start] = 0;
        var boards = new Queue<int>();
        var blanks = new Queue<int>();
        boards.Enqueue(start);
        blanks.Enqueue(blank);
        while (boards.Count > 0)
        {
            int board = boards.Dequeue(), at = blanks.Dequeue();
            int steps = distance[board];
            if (board == 123804765)
            {
                Console.WriteLine(steps);
                return;
            }
            for (int k = 0; k < 4; k++)
            {
                int r = at / 3 + DRow[k], c = at % 3 + DColumn[k];
                if (r < 0 || r > 2 || c < 0 || c > 2) continue;
                int next = r * 3 + c;
                int digit = board / Power[next] % 10;
                int child = board - digit * Power[next] + digit * Power[at];
                if (!distance.ContainsKey(child))
                {
                    distance[child] = steps + 1;
                    boards.Enqueue(child);
                    blanks.Enqueue(next);
                }
            }
        }
        Console.WriteLine(-1);
    }
}
