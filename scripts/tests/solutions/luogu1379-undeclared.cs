// A C# file of Luogu P1379 that names a variable it never declared: a
// compile error (CS0103) on line 9.
using System;

public class Program
{
    public static void Main()
    {
        Console.WriteLine(moves);
    }
}
