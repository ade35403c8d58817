! A Fortran file of POJ 1077 that asks for 3 GiB and touches none of it,
! then answers nothing: under the address-space cap a run of a 64 MiB
! limit has (1 GiB), the allocation fails and the run ends with an error
! (RE); without the cap it is granted, untouched, and the empty answer is
! WA. It tells a run that is capped from one that is not.
program reserves
  implicit none
  integer(kind=1), allocatable :: block(:)
  allocate (block(3_8 * 1024_8 * 1024_8 * 1024_8))
  write (*, '(a)') 'granted'
end program reserves
