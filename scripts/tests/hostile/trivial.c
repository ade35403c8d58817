/* Does nothing: a run's cost is then the judge's own. */
int main(void) { return 0; }
