# A Python solution of AcWing 179 (POJ 1077 format, one board on one line),
# written for the judge tests: parity of the tiles' inversions first, then a
# bidirectional breadth-first search from the board and from 12345678x. Each
# step expands one whole level of the smaller side before it looks for
# meetings, and the best meeting of that level is taken, so the path printed
# is a shortest one (not always the alphabetically first).
import sys

GOAL = "12345678x"
# For each cell of the blank: (the cell it moves to, the move's letter).
NEXT = [[] for _ in range(9)]
for cell in range(9):
    row, column = divmod(cell, 3)
    if row > 0: NEXT[cell].append((cell - 3, "u"))
    if row < 2: NEXT[cell].append((cell + 3, "d"))
    if column > 0: NEXT[cell].append((cell - 1, "l"))
    if column < 2: NEXT[cell].append((cell + 1, "r"))
INVERSE = {"u": "d", "d": "u", "l": "r", "r": "l"}


def swapped(board, i, j):
    if i > j:
        i, j = j, i
    return board[:i] + board[j] + board[i + 1:j] + board[i] + board[j + 1:]


def inversions(board):
    tiles = [c for c in board if c != "x"]
    return sum(tiles[j] < tiles[i] for i in range(8) for j in range(i + 1, 8))


def solve(start):
    if start == GOAL:
        return ""
    # seen[side][board] = (the board it was reached from, the move, depth);
    # on the goal's side the move is the one that leads toward the goal.
    seen = ({start: (None, "", 0)}, {GOAL: (None, "", 0)})
    frontier = [[start], [GOAL]]
    depth = [0, 0]
    while frontier[0] and frontier[1]:
        side = 0 if len(frontier[0]) <= len(frontier[1]) else 1
        mine, other = seen[side], seen[1 - side]
        depth[side] += 1
        level = depth[side]
        grown = []
        meetings = []
        for board in frontier[side]:
            blank = board.index("x")
            for cell, move in NEXT[blank]:
                child = swapped(board, blank, cell)
                if child in mine:
                    continue
                mine[child] = (board, move if side == 0 else INVERSE[move], level)
                grown.append(child)
                if child in other:
                    meetings.append(child)
        frontier[side] = grown
        if meetings:
            meet = min(meetings, key=lambda b: seen[0][b][2] + seen[1][b][2])
            halves = []
            for half in seen:
                moves = []
                board = meet
                while half[board][0] is not None:
                    board, move, _ = half[board]
                    moves.append(move)
                halves.append(moves)
            return "".join(reversed(halves[0])) + "".join(halves[1])
    return None


def main():
    cells = [c.lower() for c in sys.stdin.read().split()][:9]
    if len(cells) < 9:
        return
    start = "".join(cells)
    if inversions(start) % 2:
        print("unsolvable")
        return
    path = solve(start)
    print("unsolvable" if path is None else path)


main()
