# AtCoder ABC224 D "8 Puzzle on Graph" in Python, as its contestants write
# it after the 8-puzzle's textbook: a placement (vertex i's piece, 0 for
# the empty one) numbered by its Cantor rank, a flat list of distances
# over the 9! ranks, a breadth-first search from the start until the goal
# is taken from the queue, or -1. The ranks are pure integer loops: on a
# dense graph seconds past the limit as CPython, well within it as PyPy.
from collections import deque
import sys

FACTORIAL = [1, 1, 2, 6, 24, 120, 720, 5040, 40320]


def rank_of(cells):
    rank = 0
    for i in range(9):
        smaller = 0
        for j in range(i + 1, 9):
            if cells[j] < cells[i]:
                smaller += 1
        rank += smaller * FACTORIAL[8 - i]
    return rank


def main():
    data = list(map(int, sys.stdin.read().split()))
    m = data[0]
    near = [[] for _ in range(9)]
    for i in range(m):
        u, v = data[1 + 2 * i] - 1, data[2 + 2 * i] - 1
        near[u].append(v)
        near[v].append(u)
    start = [0] * 9
    for piece, vertex in enumerate(data[1 + 2 * m:1 + 2 * m + 8]):
        start[vertex - 1] = piece + 1
    goal = rank_of([1, 2, 3, 4, 5, 6, 7, 8, 0])
    distance = [-1] * 362880
    first = rank_of(start)
    distance[first] = 0
    queue = deque([(start, first)])
    while queue:
        cells, rank = queue.popleft()
        if rank == goal:
            print(distance[rank])
            return
        empty = cells.index(0)
        for vertex in near[empty]:
            moved = cells[:]
            moved[empty], moved[vertex] = moved[vertex], 0
            code = rank_of(moved)
            if distance[code] < 0:
                distance[code] = distance[rank] + 1
                queue.append((moved, code))
    print(-1)


main()
