#!/usr/bin/env python3
"""An independent reference for golden outputs: a plain breadth-first search
from the goal in Python, sharing no code with the Rust workspace.

    scripts/reference.py PROBLEM CASE.in     writes CASE.out beside it
    scripts/reference.py PROBLEM < CASE.in   prints the answers

PROBLEM is poj1077 (per board the alphabetically first shortest move string
of the blank to 12345678x, d < l < r < u, or `unsolvable`; also HDU 1043's
and AcWing 179's answers), luogu1379 (per board the least number of moves to
123804765, or -1), acwing845 (per board the least number of moves to
12345678x, or -1), hdu3567 (the number of cases, then each case's start and
goal; per case `Case k: d` and the alphabetically first shortest move
string), or steps (the textbook's multi-case format: the number of cases,
then each case's start and goal, nine numbers each, 0 the blank; per case
the least number of moves from start to goal, or -1), zoj1217 (as poj1077:
boards until the end of the input, one answer line each), uva652 (the number
of cases, then the boards, blank lines between, as UVa's multiple input
writes them; per board poj1077's answer, a blank line between consecutive
answers), uva10085 (the number of cases, then each start, 0 the blank; per
case `Puzzle #k`, a most distant state as three rows, the blank's moves to it
in `U L D R`, and an empty line; of the many most distant states it prints
the last a breadth-first search from the start reaches when it tries the
blank's moves in the order the statement names them, U, L, D, R, and the
path that search found, the first shortest one in that order; the rule
gives the statement's sample answer), or abc224d (M, the M undirected edges `u v` among
the vertices 1..9, then `p1 ... p8`, the vertex of piece i; a move slides a
piece along an edge into the empty vertex; the fewest moves to have piece i
on vertex i, or -1: a plain breadth-first search over the placements, no
parity rule, since the grid's parity does not hold on a general graph), or
lightoj1139 (T, then per case a blank line and three rows of three numbers,
0 the blank; per case `Case k: d`, the least number of moves to 12345678x,
or `Case k: impossible`), boj1525 (one board as three rows of three
numbers, 0 the blank; the least number of moves to 123456780, or -1),
alds113b (as boj1525, but Aizu's data can always be solved: an unsolvable
board is bad input), tioj1198 (two lines of nine numbers, 0 the blank: the
start, then the goal; the least number of moves between them; TIOJ's data
can always be solved: a pair that cannot is bad input), or prev19 (Lanqiao's
九宫重排: two lines of nine characters, `.` the blank: the start, then the
goal; the least number of moves between them, or -1), or mipt089 (one
line of nine numbers, 0 the blank; `Yes` and on the next line the least
number of moves to 123456780, or `No`), or nthu10664 (T, then a board a
line, 0 the blank; per board `You can solve it within x steps.` where the
least number of moves x to 123456780 is at most 14, else `You'd better skip
this game.`), or boj25140 (KLIZA: three rows of three cells, X the blank;
N, the least number of moves to 12345678X, then on one line the N tiles
moved into the blank, in the order of the alphabetically first shortest
moves of the blank; its judge takes any shortest sequence), or aizu0121
(the 2x4 board, boards until the end of the input, one a line, eight numbers
0-7 row by row, 0 the blank; per board the least number of moves to
0 1 2 3 4 5 6 7: a breadth-first search over the 2x4 board, its size a
parameter of the search, `distances_on`; Aizu's data can always be solved),
or beecrowd2032 (boards until the end of the input, each as three lines of
three digits, 0 the blank; per board `Quantidade minima de passos = X` and
the X boards after each move, an empty line between two boards, or
`Problema sem solucao`: the path of a breadth-first search from the board
that tries the blank's moves up, down, right, left and keeps each board's
first discoverer).
Boards are read as the
judges give them: every non-whitespace character is a cell, nine cells a
board, `x`, `X` or `0` the blank. On bad input or a bad command line it prints
one line on stderr, writes nothing (no CASE.out, nothing on stdout) and
exits 2.
"""
import os
import sys
from collections import deque

GOALS = {
    "poj1077": "12345678x",
    "luogu1379": "1238x4765",
    "acwing845": "12345678x",
    "hdu3567": None,
    "steps": None,
    "zoj1217": "12345678x",
    "uva652": "12345678x",
    "uva10085": None,
    "abc224d": None,
    "lightoj1139": "12345678x",
    "boj1525": "12345678x",
    "alds113b": "12345678x",
    "tioj1198": None,
    "prev19": None,
    "mipt089": "12345678x",
    "nthu10664": "12345678x",
    "boj25140": "12345678x",
    "aizu0121": None,
    "beecrowd2032": None,
}
STEPS = (("d", 3), ("l", -1), ("r", 1), ("u", -3))
USAGE = ("usage: scripts/reference.py"
         " {poj1077|luogu1379|acwing845|hdu3567|steps|zoj1217|uva652|uva10085|abc224d|lightoj1139"
         "|boj1525|alds113b|tioj1198|prev19|mipt089|nthu10664|boj25140|aizu0121"
         "|beecrowd2032} [CASE.in]"
         "  (without CASE.in: stdin to stdout)")


class BadInput(Exception):
    pass


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


def distances_on(goal, rows, columns):
    """The least number of moves from every board of `rows` x `columns`
    cells that reaches `goal` (a string, `x` the blank, row by row): a plain
    breadth-first search from it."""
    dist = {goal: 0}
    queue = deque([goal])
    while queue:
        board = queue.popleft()
        blank = board.index("x")
        row, column = divmod(blank, columns)
        for r, c in ((row - 1, column), (row + 1, column), (row, column - 1), (row, column + 1)):
            if 0 <= r < rows and 0 <= c < columns:
                cells = list(board)
                other = r * columns + c
                cells[blank], cells[other] = cells[other], cells[blank]
                nxt = "".join(cells)
                if nxt not in dist:
                    dist[nxt] = dist[board] + 1
                    queue.append(nxt)
    return dist


def seven_boards_of(data):
    """The 2x4 boards of Aizu 0121's input, one a line, eight numbers 0-7
    each, 0 the blank (as `x`), or BadInput."""
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    boards = []
    for number, line in enumerate(data.decode("utf-8").splitlines(), 1):
        tokens = line.split()
        if not tokens:
            continue
        if sorted(tokens) != [str(d) for d in range(8)]:
            raise BadInput("line %d, %r, is not the cards 0-7 once each" % (number, line))
        boards.append("".join("x" if t == "0" else t for t in tokens))
    if not boards:
        raise BadInput("the input holds no board")
    return boards


def canonical_path(dist, board):
    path = []
    while dist[board] > 0:
        letter, board = next((l, n) for l, n in neighbours(board) if dist[n] == dist[board] - 1)
        path.append(letter)
    return "".join(path)


def boards_of(data):
    """The boards of the input bytes, or BadInput saying what is wrong."""
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise BadInput("byte %d is not UTF-8 text" % (error.start + 1))
    cells = ["x" if c in "xX0" else c for c in text if c not in " \t\n\r\f"]
    if not cells:
        raise BadInput("the input holds no board")
    if len(cells) % 9:
        raise BadInput("%d cells do not make whole boards of 9" % len(cells))
    boards = ["".join(cells[i:i + 9]) for i in range(0, len(cells), 9)]
    for number, board in enumerate(boards, 1):
        if sorted(board) != sorted("12345678x"):
            raise BadInput("board %d, %r, is not the tiles 1-8 and one blank" % (number, board))
    return boards


def relabelled(start, goal):
    """The pair (start, goal) renamed so that the goal is the standard board
    for its blank's cell (the tiles 1-8 in reading order around the blank):
    tile names do not change which moves exist, so the distance is the same,
    and one search from each of the nine standard boards serves every goal."""
    standard = STANDARD[goal.index("x")]
    name = {tile: standard[i] for i, tile in enumerate(goal)}
    return "".join(name[tile] for tile in start), standard


# The standard board of each blank cell: "x12345678", "1x2345678", ...
STANDARD = ["12345678"[:b] + "x" + "12345678"[b:] for b in range(9)]


def steps_of(data):
    """The (start, goal) pairs of a count-then-pairs input (the textbook's
    format, and HDU 3567's), or BadInput."""
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    tokens = data.split()
    if not tokens:
        raise BadInput("the input is empty: expected the number of cases first")
    try:
        count = int(tokens[0])
    except ValueError:
        raise BadInput("the number of cases first, not %r" % tokens[0])
    boards = boards_of(b" ".join(tokens[1:])) if len(tokens) > 1 else []
    if len(boards) != 2 * count:
        raise BadInput("%d cases announced, but the input holds %d boards" % (count, len(boards)))
    return [(boards[i], boards[i + 1]) for i in range(0, len(boards), 2)]


def pair_of(data):
    """The one (start, goal) pair of a two-board input (TIOJ 1198's and
    Lanqiao's: `.` is a blank too), or BadInput."""
    boards = boards_of(data.replace(b".", b"x"))
    if len(boards) != 2:
        raise BadInput("%d boards, not a start and a goal" % len(boards))
    return [(boards[0], boards[1])]


def counted_boards_of(data):
    """The boards of a count-then-boards input (UVa's multiple input: the
    count, then the boards; blank lines between are white space), or
    BadInput."""
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    tokens = data.split()
    if not tokens:
        raise BadInput("the input is empty: expected the number of cases first")
    try:
        count = int(tokens[0])
    except ValueError:
        raise BadInput("the number of cases first, not %r" % tokens[0])
    boards = boards_of(b" ".join(tokens[1:])) if len(tokens) > 1 else []
    if len(boards) != count:
        raise BadInput("%d cases announced, but the input holds %d boards" % (count, len(boards)))
    return boards


# UVa 10085's letters for the blank's moves, in the order the statement
# names them, which is the order tried.
FARTHEST_STEPS = (("U", -3), ("L", -1), ("D", 3), ("R", 1))


def farthest(start):
    """The last board a breadth-first search from `start` reaches (moves
    tried U, L, D, R), and the path to it that the search found (each
    board's first discovery: the first shortest path in the order U < L < D
    < R)."""
    path = {start: ""}
    queue = deque([start])
    last = start
    while queue:
        board = queue.popleft()
        last = board
        blank = board.index("x")
        row, column = divmod(blank, 3)
        for letter, delta in FARTHEST_STEPS:
            if (letter, row) in (("U", 0), ("D", 2)) or (letter, column) in (("L", 0), ("R", 2)):
                continue
            cells = list(board)
            cells[blank], cells[blank + delta] = cells[blank + delta], cells[blank]
            nxt = "".join(cells)
            if nxt not in path:
                path[nxt] = path[board] + letter
                queue.append(nxt)
    return last, path[last]


def rows(board):
    cells = ["0" if c == "x" else c for c in board]
    return [" ".join(cells[i:i + 3]) for i in range(0, 9, 3)]


def graph_of(data):
    """The edges (pairs of vertices 1..9) and the pieces' vertices of an
    ABC224 D input, or BadInput."""
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    try:
        numbers = [int(token) for token in data.split()]
    except ValueError:
        raise BadInput("the input holds something that is not an integer")
    if not numbers:
        raise BadInput("the input is empty: expected M first")
    m = numbers[0]
    if not 0 <= m <= 36:
        raise BadInput("M is %d, not within 0..36" % m)
    if len(numbers) != 1 + 2 * m + 8:
        raise BadInput("M = %d asks for %d integers after it, but there are %d"
                       % (m, 2 * m + 8, len(numbers) - 1))
    edges = [(numbers[1 + 2 * i], numbers[2 + 2 * i]) for i in range(m)]
    seen = set()
    for number, (u, v) in enumerate(edges, 1):
        if not (1 <= u <= 9 and 1 <= v <= 9):
            raise BadInput("edge %d, %d %d, leaves the vertices 1..9" % (number, u, v))
        if u == v:
            raise BadInput("edge %d is a loop at vertex %d" % (number, u))
        if (min(u, v), max(u, v)) in seen:
            raise BadInput("edge %d, %d %d, repeats an edge" % (number, u, v))
        seen.add((min(u, v), max(u, v)))
    pieces = numbers[1 + 2 * m:]
    if sorted(pieces) != sorted(set(pieces)) or not all(1 <= p <= 9 for p in pieces):
        raise BadInput("p1 ... p8, %s, are not eight distinct vertices of 1..9" % pieces)
    return edges, pieces


def fewest_moves_on_graph(edges, pieces):
    """The fewest moves to have piece i on vertex i, or -1: a breadth-first
    search over the placements, a placement the nine vertices' contents
    ('x' the empty one), from the start until the goal."""
    near = {v: [] for v in range(9)}
    for u, v in edges:
        near[u - 1].append(v - 1)
        near[v - 1].append(u - 1)
    cells = ["x"] * 9
    for piece, vertex in enumerate(pieces, 1):
        cells[vertex - 1] = str(piece)
    start, goal = "".join(cells), "12345678x"
    dist = {start: 0}
    queue = deque([start])
    while queue:
        board = queue.popleft()
        if board == goal:
            return dist[board]
        empty = board.index("x")
        for vertex in near[empty]:
            cells = list(board)
            cells[empty], cells[vertex] = cells[vertex], cells[empty]
            nxt = "".join(cells)
            if nxt not in dist:
                dist[nxt] = dist[board] + 1
                queue.append(nxt)
    return -1


def priority_path(start, goal):
    """The boards after each move from `start` to `goal` of the search from
    `start` that tries the blank up, down, right, left and keeps each
    board's first discoverer; None when it never meets `goal`."""
    parent = {start: None}
    queue = deque([start])
    while queue:
        board = queue.popleft()
        if board == goal:
            path = []
            while board != start:
                path.append(board)
                board = parent[board]
            return path[::-1]
        blank = board.index("x")
        row, column = divmod(blank, 3)
        for r, c in ((row - 1, column), (row + 1, column), (row, column + 1), (row, column - 1)):
            if 0 <= r < 3 and 0 <= c < 3:
                cells = list(board)
                cells[blank], cells[r * 3 + c] = cells[r * 3 + c], cells[blank]
                nxt = "".join(cells)
                if nxt not in parent:
                    parent[nxt] = board
                    queue.append(nxt)
    return None


def answers(problem, boards):
    if problem == "beecrowd2032":
        lines = []
        for b in boards:
            path = priority_path(b, "12345678x")
            if path is None:
                lines.append("Problema sem solucao")
                continue
            lines.append("Quantidade minima de passos = %d" % len(path))
            for index, board in enumerate(path):
                if index:
                    lines.append("")
                lines += ["".join("0" if c == "x" else c for c in board[i:i + 3])
                          for i in (0, 3, 6)]
        return lines
    if problem == "aizu0121":
        dist = distances_on("x1234567", 2, 4)
        for number, b in enumerate(boards, 1):
            if b not in dist:
                raise BadInput("board %d cannot be solved, and Aizu's data always can" % number)
        return [str(dist[b]) for b in boards]
    if problem == "abc224d":
        return [str(fewest_moves_on_graph(*boards))]
    if problem == "uva10085":
        lines = []
        for number, start in enumerate(boards, 1):
            board, path = farthest(start)
            lines += ["Puzzle #%d" % number] + rows(board) + [path, ""]
        return lines
    if problem == "hdu3567":
        searched = {}
        lines = []
        for number, (start, goal) in enumerate(boards, 1):
            renamed, standard = relabelled(start, goal)
            if standard not in searched:
                searched[standard] = distances(standard)
            if renamed not in searched[standard]:
                raise BadInput("case %d cannot be solved, and HDU 3567's always can" % number)
            path = canonical_path(searched[standard], renamed)
            lines.append("Case %d: %d" % (number, len(path)))
            lines.append(path)
        return lines
    if problem in ("tioj1198", "prev19"):
        (start, goal), = boards
        renamed, standard = relabelled(start, goal)
        moves = distances(standard).get(renamed, -1)
        if moves < 0 and problem == "tioj1198":
            raise BadInput("the goal cannot be reached, and TIOJ's data always can")
        return [str(moves)]
    if problem == "steps":
        searched = {}
        lines = []
        for start, goal in boards:
            renamed, standard = relabelled(start, goal)
            if standard not in searched:
                searched[standard] = distances(standard)
            lines.append(str(searched[standard].get(renamed, -1)))
        return lines
    dist = distances(GOALS[problem])
    if problem == "lightoj1139":
        return ["Case %d: %s" % (number, dist.get(b, "impossible"))
                for number, b in enumerate(boards, 1)]
    if problem == "boj25140":
        (board,) = boards
        if board not in dist:
            raise BadInput("the board cannot be solved, and KLIZA's always can")
        tiles = []
        for letter in canonical_path(dist, board):
            blank = board.index("x")
            target = blank + dict(STEPS)[letter]
            tiles.append(board[target])
            cells = list(board)
            cells[blank], cells[target] = cells[target], cells[blank]
            board = "".join(cells)
        return [str(len(tiles)), " ".join(tiles)]
    if problem == "nthu10664":
        return ["You can solve it within %d steps." % dist[b]
                if dist.get(b, 15) <= 14 else "You'd better skip this game."
                for b in boards]
    if problem == "mipt089":
        (board,) = boards
        return ["Yes", str(dist[board])] if board in dist else ["No"]
    if problem in ("poj1077", "zoj1217", "uva652"):
        lines = [canonical_path(dist, b) if b in dist else "unsolvable" for b in boards]
        if problem == "uva652":
            # A blank line between consecutive answers, none after the last.
            return "\n\n".join(lines).split("\n")
        return lines
    if problem == "alds113b":
        for number, b in enumerate(boards, 1):
            if b not in dist:
                raise BadInput("board %d cannot be solved, and Aizu's data always can" % number)
    # luogu1379, acwing845, boj1525 and alds113b: the distance.
    return [str(dist.get(b, -1)) for b in boards]


def main(args):
    if len(args) not in (1, 2) or args[0] not in GOALS:
        print(USAGE, file=sys.stderr)
        return 2
    problem = args[0]
    try:
        if len(args) == 2:
            with open(args[1], "rb") as case:
                data = case.read()
        else:
            data = sys.stdin.buffer.read()
        read = {"steps": steps_of, "hdu3567": steps_of, "uva652": counted_boards_of,
                "uva10085": counted_boards_of, "abc224d": graph_of,
                "lightoj1139": counted_boards_of, "tioj1198": pair_of,
                "prev19": pair_of,
                "nthu10664": counted_boards_of,
                "aizu0121": seven_boards_of}.get(problem, boards_of)
        text = "".join(line + "\n" for line in answers(problem, read(data)))
    except (OSError, BadInput) as error:
        print("reference.py: %s" % error, file=sys.stderr)
        return 2
    if len(args) == 2:
        out = os.path.splitext(args[1])[0] + ".out"
        with open(out, "w") as case:
            case.write(text)
        print("reference.py: wrote %s" % out, file=sys.stderr)
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
