{ A Free Pascal file of Luogu P1379 that uses a variable it never
  declares, on line 7: fpc refuses it, CE. }
program Undeclared;
var
  board: string;
begin
  moves := 0;
  readln(board);
  writeln(moves);
end.
