# A Ruby file of Luogu P1379 with a syntax error: a block never closed on
# line 4. ruby -wc refuses it, as the judge's check would: CE.
board = $stdin.read.strip
[board].each do |b|
  puts b == '123804765' ? 0 : -1
