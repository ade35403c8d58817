# A Ruby solution of Luogu P1379, written for the judge tests: one board
# of nine digits (0 the blank), a breadth-first search from it to
# 123804765. A board is its nine digits read as a number; a move swaps the
# blank with a neighbour's digit by arithmetic; the visited set is a Hash
# from board to distance (at most 9!/2 boards).
GOAL = 123_804_765
POWER = [100_000_000, 10_000_000, 1_000_000, 100_000, 10_000, 1000, 100, 10, 1].freeze
NEIGHBOURS = (0...9).map do |at|
  row, column = at.divmod(3)
  [[-1, 0], [1, 0], [0, -1], [0, 1]].filter_map do |dr, dc|
    r = row + dr
    c = column + dc
    r * 3 + c if r.between?(0, 2) && c.between?(0, 2)
  end
end.freeze

digits = $stdin.read.to_s.delete('^0-8')[0, 9]
exit if digits.nil? || digits.size < 9
start = digits.to_i
distance = { start => 0 }
boards = [start]
blanks = [digits.index('0')]
answer = -1
head = 0
while head < boards.size
  board = boards[head]
  at = blanks[head]
  head += 1
  if board == GOAL
    answer = distance[board]
    break
  end
  moves = distance[board] + 1
  NEIGHBOURS[at].each do |nxt|
    digit = board / POWER[nxt] % 10
    child = board - digit * POWER[nxt] + digit * POWER[at]
    next if distance.key?(child)

    distance[child] = moves
    boards << child
    blanks << nxt
  end
end
puts answer
