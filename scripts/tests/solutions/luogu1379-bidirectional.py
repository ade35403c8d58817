# A Python solution of Luogu P1379, written for the judge tests: one board of
# nine digits (0 the blank), a bidirectional breadth-first search from it and
# from 123804765. Each step expands one whole level of the smaller side
# before it looks for meetings, and the best meeting of that level is taken,
# so the count printed is the fewest moves.
import sys

GOAL = "123804765"
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
            blank = board.index("0")
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
    start = "".join(sys.stdin.read().split())[:9]
    if len(start) < 9:
        return
    print(fewest(start))


main()
