! A Fortran file of Luogu P1379 that uses a name it never declared under
! implicit none: a compile error on line 6.
program eight
  implicit none
  integer :: a
  a = moves + 1
  write (*, '(i0)') a
end program eight
