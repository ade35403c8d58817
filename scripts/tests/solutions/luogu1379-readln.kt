// A Kotlin file of Luogu P1379 that reads its board with readln(), which
// came in Kotlin 1.6: a compile error of Kotlin 1.3 only. It answers 0
// whatever the board (it is built for the message, not the answer).
fun main() {
    val board = readln().trim()
    println(if (board.isEmpty()) 1 else 0)
}
