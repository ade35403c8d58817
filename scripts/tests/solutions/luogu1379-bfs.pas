{ A Free Pascal solution of Luogu P1379, written for the judge tests: one
  board of nine digits (0 the blank), a breadth-first search from it to
  123804765. A board is its nine digits read as a number; the visited set
  is an array over the boards' Cantor ranks (9! of them) of distances. }
program EightPuzzle;

const
  States = 362880;
  Goal = 123804765;
  Power: array[0..8] of longint =
    (100000000, 10000000, 1000000, 100000, 10000, 1000, 100, 10, 1);
  DRow: array[0..3] of longint = (-1, 1, 0, 0);
  DColumn: array[0..3] of longint = (0, 0, -1, 1);

var
  factorial: array[0..9] of longint;
  distance: array[0..States - 1] of shortint;
  boards: array[0..States - 1] of longint;
  blanks: array[0..States - 1] of shortint;
  head, tail, cells, blank, i, k, r, c, next, digit, answer: longint;
  board, child, start: longint;
  ch: char;

function RankOf(board: longint): longint;
var
  s: array[0..8] of longint;
  i, j, smaller, rank: longint;
begin
  for i := 8 downto 0 do
  begin
    s[i] := board mod 10;
    board := board div 10;
  end;
  rank := 0;
  for i := 0 to 8 do
  begin
    smaller := 0;
    for j := i + 1 to 8 do
      if s[j] < s[i] then
        Inc(smaller);
    rank := rank + smaller * factorial[8 - i];
  end;
  RankOf := rank;
end;

begin
  factorial[0] := 1;
  for i := 1 to 9 do
    factorial[i] := factorial[i - 1] * i;
  start := 0;
  cells := 0;
  blank := 0;
  while (cells < 9) and not eof(input) do
  begin
    read(ch);
    if (ch >= '0') and (ch <= '8') then
    begin
      if ch = '0' then
        blank := cells;
      start := start * 10 + (ord(ch) - ord('0'));
      Inc(cells);
    end;
  end;
  if cells < 9 then
    halt(0);
  for i := 0 to States - 1 do
    distance[i] := -1;
  distance[RankOf(start)] := 0;
  boards[0] := start;
  blanks[0] := blank;
  head := 0;
  tail := 1;
  answer := -1;
  while head < tail do
  begin
    board := boards[head];
    blank := blanks[head];
    Inc(head);
    if board = Goal then
    begin
      answer := distance[RankOf(board)];
      break;
    end;
    for k := 0 to 3 do
    begin
      r := blank div 3 + DRow[k];
      c := blank mod 3 + DColumn[k];
      if (r < 0) or (r > 2) or (c < 0) or (c > 2) then
        continue;
      next := r * 3 + c;
      digit := board div Power[next] mod 10;
      child := board - digit * Power[next] + digit * Power[blank];
      i := RankOf(child);
      if distance[i] < 0 then
      begin
        distance[i] := distance[RankOf(board)] + 1;
        boards[tail] := child;
        blanks[tail] := next;
        Inc(tail);
      end;
    end;
  end;
  writeln(answer);
end.
