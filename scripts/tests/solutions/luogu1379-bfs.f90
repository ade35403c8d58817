! A Fortran solution of Luogu P1379, written for the judge tests: one
! board of nine digits (0 the blank), a breadth-first search from it to
! 123804765. A board is its nine digits read as a number; a move swaps the
! blank with a neighbour's digit by arithmetic, and the visited set is an
! array over the boards' Cantor ranks (9! of them) of distances.
program eight
  implicit none
  integer, parameter :: states = 362880, goal = 123804765
  integer :: power(0:8) = (/ 100000000, 10000000, 1000000, 100000, 10000, 1000, 100, 10, 1 /)
  integer :: drow(4) = (/ -1, 1, 0, 0 /), dcolumn(4) = (/ 0, 0, -1, 1 /)
  integer :: distance(0:states - 1), boards(states), blanks(states)
  integer :: head, tail, cells, blank, k, r, c, next, digit, board, child, start, at, i
  character(len=256) :: line

  read (*, '(a)') line
  start = 0
  cells = 0
  blank = 0
  do i = 1, len_trim(line)
    if (cells == 9) exit
    if (line(i:i) >= '0' .and. line(i:i) <= '8') then
      if (line(i:i) == '0') blank = cells
      start = start * 10 + (ichar(line(i:i)) - ichar('0'))
      cells = cells + 1
    end if
  end do
  distance = -1
  distance(rank_of(start)) = 0
  boards(1) = start
  blanks(1) = blank
  head = 1
  tail = 2
  do while (head < tail)
    board = boards(head)
    at = blanks(head)
    head = head + 1
    if (board == goal) then
      write (*, '(i0)') distance(rank_of(board))
      stop
    end if
    do k = 1, 4
      r = at / 3 + drow(k)
      c = mod(at, 3) + dcolumn(k)
      if (r < 0 .or. r > 2 .or. c < 0 .or. c > 2) cycle
      next = r * 3 + c
      digit = mod(board / power(next), 10)
      child = board - digit * power(next) + digit * power(at)
      if (distance(rank_of(child)) < 0) then
        distance(rank_of(child)) = distance(rank_of(board)) + 1
        boards(tail) = child
        blanks(tail) = next
        tail = tail + 1
      end if
    end do
  end do
  write (*, '(i0)') -1

contains

  ! The Cantor rank of a board: how many of the 9! orders come before it.
  integer function rank_of(b)
    integer, intent(in) :: b
    integer :: d(0:8), p, q, smaller, factorial
    do p = 0, 8
      d(p) = mod(b / power(p), 10)
    end do
    rank_of = 0
    factorial = 40320
    do p = 0, 7
      smaller = 0
      do q = p + 1, 8
        if (d(q) < d(p)) smaller = smaller + 1
      end do
      rank_of = rank_of + smaller * factorial
      factorial = factorial / (8 - p)
    end do
  end function rank_of

end program eight
