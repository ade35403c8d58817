# LightOJ 1139 "8 Puzzle": per case, the inversion parity first, then a
# breadth-first search from the case's board until the goal.
import sys
from collections import deque

GOAL = "123456780"
NEAR = [[b for b in (a - 3, a + 3) if 0 <= b < 9] +
        [b for b in (a - 1, a + 1) if 0 <= b < 9 and b // 3 == a // 3] for a in range(9)]


def solvable(board):
    tiles = [c for c in board if c != "0"]
    inversions = sum(1 for i in range(8) for j in range(i + 1, 8) if tiles[i] > tiles[j])
    return inversions % 2 == 0


def fewest(start):
    seen = {start: 0}
    queue = deque([start])
    while queue:
        board = queue.popleft()
        if board == GOAL:
            return seen[board]
        blank = board.index("0")
        for cell in NEAR[blank]:
            cells = list(board)
            cells[blank], cells[cell] = cells[cell], "0"
            nxt = "".join(cells)
            if nxt not in seen:
                seen[nxt] = seen[board] + 1
                queue.append(nxt)
    return None


def main():
    tokens = sys.stdin.read().split()
    lines = []
    for k in range(1, int(tokens[0]) + 1):
        board = "".join(tokens[1 + 9 * (k - 1):1 + 9 * k])
        answer = fewest(board) if solvable(board) else None
        lines.append("Case %d: %s" % (k, "impossible" if answer is None else answer))
    print("\n".join(lines))


main()
