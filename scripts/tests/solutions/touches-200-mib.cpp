// touches-100-mib.cpp, writing 200 MiB: over Luogu's 128 MiB too.
#define MIB 200
#include "touches-100-mib.cpp"
