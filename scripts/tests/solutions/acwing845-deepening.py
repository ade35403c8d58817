# A solution of AcWing 845 that is right but too slow: iterative deepening
# in Python, with no estimate of the moves left, so a depth bound of d
# searches on the order of 1.7^d paths. Boards that cannot be solved are told
# by parity first. Fine for the sample (19 moves); far too slow for the
# hardest boards (31 moves).
import sys

sys.setrecursionlimit(100)
cells = sys.stdin.read().split()
board = ["0" if c == "x" else c for c in cells]
goal = list("123456780")
NEXT = {0: (1, 3), 1: (0, 2, 4), 2: (1, 5), 3: (0, 4, 6), 4: (1, 3, 5, 7),
        5: (2, 4, 8), 6: (3, 7), 7: (4, 6, 8), 8: (5, 7)}


def odd(cells):
    tiles = [c for c in cells if c != "0"]
    return sum(tiles[j] < tiles[i] for i in range(8) for j in range(i + 1, 8)) % 2


def search(blank, previous, depth):
    if depth == 0:
        return board == goal
    for cell in NEXT[blank]:
        if cell == previous:
            continue
        board[blank], board[cell] = board[cell], board[blank]
        found = search(cell, blank, depth - 1)
        board[blank], board[cell] = board[cell], board[blank]
        if found:
            return True
    return False


if odd(board) != odd(goal):
    print(-1)
else:
    blank = board.index("0")
    depth = abs(blank // 3 - 2) + abs(blank % 3 - 2)
    while not search(blank, -1, depth):
        depth += 2
    print(depth)
