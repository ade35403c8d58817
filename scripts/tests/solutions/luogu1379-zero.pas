{ A Free Pascal file of Luogu P1379 that reads the board and answers 0
  whatever it is: wrong on every board but the goal. }
program Zero;
var
  board: string;
begin
  readln(board);
  writeln(0);
end.
