! A Fortran file of POJ 1077 in free form, its statements from the first
! column, saved with the fixed form's extension: gfortran takes a .f as fixed
! form, where the first five columns are a label, so it is a compile
! error (as free form, a .f90, it builds). It answers nothing.
program main
write (*, '(a)') ''
end program main
