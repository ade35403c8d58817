// A Kotlin solution of Luogu P1379, written for the judge tests: one board
// of nine digits (0 the blank), a breadth-first search from it to
// 123804765. A board is its nine digits read as a number; a move swaps the
// blank with a neighbour's digit by arithmetic, and the visited set is a
// hash map of distances (at most 9!/2 boards). Kotlin 1.3's library only.
val POWER = intArrayOf(100000000, 10000000, 1000000, 100000, 10000, 1000, 100, 10, 1)

fun main(args: Array<String>) {
    val text = System.`in`.bufferedReader().readText()
    var start = 0
    var blank = 0
    var cells = 0
    for (c in text) {
        if (cells == 9) break
        if (c in '0'..'8') {
            if (c == '0') blank = cells
            start = start * 10 + (c - '0')
            cells++
        }
    }
    val distance = HashMap<Int, Int>(400000)
    distance[start] = 0
    val boards = IntArray(181440)
    val blanks = IntArray(181440)
    boards[0] = start
    blanks[0] = blank
    var tail = 1
    var head = 0
    while (head < tail) {
        val board = boards[head]
        val at = blanks[head]
        head++
        val steps = distance[board]!!
        if (board == 123804765) {
            println(steps)
            return
        }
        val row = at / 3
        val column = at % 3
        for ((dr, dc) in arrayOf(Pair(-1, 0), Pair(1, 0), Pair(0, -1), Pair(0, 1))) {
            val r = row + dr
            val c = column + dc
            if (r < 0 || r > 2 || c < 0 || c > 2) continue
            val next = r * 3 + c
            val digit = board / POWER[next] % 10
            val child = board - digit * POWER[next] + digit * POWER[at]
            if (!distance.containsKey(child)) {
                distance[child] = steps + 1
                boards[tail] = child
                blanks[tail] = next
                tail++
            }
        }
    }
    println(-1)
}
