// uva652-table.cpp with its one planted bug: no blank line between two
// answers (every answer right, the separation UVa asks for missing).
#define NO_BLANK_LINE
#include "uva652-table.cpp"
