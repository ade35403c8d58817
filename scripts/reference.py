#!/usr/bin/env python3
"""An independent reference for golden outputs: a plain breadth-first search
from the goal in Python, sharing no code with the Rust workspace.

    scripts/reference.py poj1077   < case.in > case.out
    scripts/reference.py luogu1379 < case.in > case.out

poj1077: per board the alphabetically first shortest move string of the blank
to 12345678x (d < l < r < u), or `unsolvable`. luogu1379: per board the least
number of moves to 123804765, or -1. Boards are read as the judges give them:
every non-whitespace character is a cell, nine cells a board.
"""
import sys
from collections import deque

GOALS = {"poj1077": "12345678x", "luogu1379": "1238x4765"}
STEPS = (("d", 3), ("l", -1), ("r", 1), ("u", -3))


def neighbours(board):
    blank = board.index("x")
    row, column = divmod(blank, 3)
    for letter, delta in STEPS:
        if (letter == "d" and row == 2) or (letter == "u" and row == 0):
            continue
        if (letter == "l" and column == 0) or (letter == "r" and column == 2):
            continue
        cells = list(board)
        cells[blank], cells[blank + delta] = cells[blank + delta], cells[blank]
        yield letter, "".join(cells)


def distances(goal):
    dist = {goal: 0}
    queue = deque([goal])
    while queue:
        board = queue.popleft()
        for _, nxt in neighbours(board):
            if nxt not in dist:
                dist[nxt] = dist[board] + 1
                queue.append(nxt)
    return dist


def canonical_path(dist, board):
    path = []
    while dist[board] > 0:
        letter, board = next((l, n) for l, n in neighbours(board) if dist[n] == dist[board] - 1)
        path.append(letter)
    return "".join(path)


def main():
    problem = sys.argv[1]
    cells = [c for c in sys.stdin.read() if not c.isspace()]
    cells = ["x" if c in "xX0" else c for c in cells]
    assert len(cells) % 9 == 0 and cells, "the input must hold whole boards"
    dist = distances(GOALS[problem])
    for i in range(0, len(cells), 9):
        board = "".join(cells[i:i + 9])
        assert sorted(board) == sorted("12345678x"), board
        if problem == "poj1077":
            print(canonical_path(dist, board) if board in dist else "unsolvable")
        else:
            print(dist.get(board, -1))


if __name__ == "__main__":
    main()
