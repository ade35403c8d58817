// A Go file of Luogu P1379 that needs a later Go than Debian's 1.19: the
// package slices came in Go 1.21 (Luogu's Go builds it; the go here does
// not, and the CE says so). It prints the largest digit, not an answer.
package main

import (
	"fmt"
	"slices"
)

func main() {
	var board string
	fmt.Scan(&board)
	fmt.Println(slices.Max([]byte(board)) - '0')
}
