// Does not compile, for the judge tests: a CE.
int main() { return missing_name; }
