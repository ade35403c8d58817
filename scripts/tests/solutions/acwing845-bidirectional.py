# A Python solution of AcWing 845, written for the judge tests: one board of
# nine tokens with x the blank. Parity of the tiles' inversions tells the
# boards that cannot reach 12345678x (-1); the others get a bidirectional
# breadth-first search from the board and from the goal. Each step expands
# one whole level of the smaller side before it looks for meetings, and the
# best meeting of that level is taken, so the count printed is the fewest
# moves.
import sys

GOAL = "12345678x"
NEXT = [[] for _ in range(9)]
for cell in range(9):
    row, column = divmod(cell, 3)
    if row > 0: NEXT[cell].append(cell - 3)
    if row < 2: NEXT[cell].append(cell + 3)
    if column > 0: NEXT[cell].append(cell - 1)
    if column < 2: NEXT[cell].append(cell + 1)


def swapped(board, i, j):
    if i > j:
        i, j = j, i
    return board[:i] + board[j] + board[i + 1:j] + board[i] + board[j + 1:]


def inversions(board):
    tiles = [c for c in board if c != "x"]
    return sum(tiles[j] < tiles[i] for i in range(8) for j in range(i + 1, 8))


def fewest(start):
    if start == GOAL:
        return 0
    # depth[side][board]: the moves from that side's root.
    depth = ({start: 0}, {GOAL: 0})
    frontier = [[start], [GOAL]]
    level = [0, 0]
    while frontier[0] and frontier[1]:
        side = 0 if len(frontier[0]) <= len(frontier[1]) else 1
        mine, other = depth[side], depth[1 - side]
        level[side] += 1
        here = level[side]
        grown = []
        best = None
        for board in frontier[side]:
            blank = board.index("x")
            for cell in NEXT[blank]:
                child = swapped(board, blank, cell)
                if child in mine:
                    continue
                mine[child] = here
                grown.append(child)
                if child in other:
                    total = here + other[child]
                    if best is None or total < best:
                        best = total
        frontier[side] = grown
        if best is not None:
            return best
    return -1


def main():
    cells = [c.lower() for c in sys.stdin.read().split()][:9]
    if len(cells) < 9:
        return
    start = "".join(cells)
    print(-1 if inversions(start) % 2 else fewest(start))


main()
