// A Go solution of Luogu P1379, written for the judge tests: one board of
// nine digits (0 the blank), a breadth-first search from it to 123804765.
// A board is its nine digits read as a number; a move swaps the blank with
// a neighbour's digit by arithmetic, and the visited set holds the
// distance of every board reached (at most 9!/2 of them).
package main

import (
	"bufio"
	"fmt"
	"os"
)

const goal = 123804765

var power = [9]int32{100000000, 10000000, 1000000, 100000, 10000, 1000, 100, 10, 1}

func main() {
	reader := bufio.NewReader(os.Stdin)
	var start int32
	cells := 0
	blank := 0
	for cells < 9 {
		c, err := reader.ReadByte()
		if err != nil {
			return
		}
		if c >= '0' && c <= '8' {
			if c == '0' {
				blank = cells
			}
			start = start*10 + int32(c-'0')
			cells++
		}
	}
	distance := make(map[int32]int8, 181440)
	distance[start] = 0
	boards := []int32{start}
	blanks := []int8{int8(blank)}
	for head := 0; head < len(boards); head++ {
		board, at := boards[head], int(blanks[head])
		if board == goal {
			fmt.Println(distance[board])
			return
		}
		row, column := at/3, at%3
		for _, step := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
			r, c := row+step[0], column+step[1]
			if r < 0 || r > 2 || c < 0 || c > 2 {
				continue
			}
			next := r*3 + c
			digit := board / power[next] % 10
			child := board - digit*power[next] + digit*power[at]
			if _, seen := distance[child]; !seen {
				distance[child] = distance[board] + 1
				boards = append(boards, child)
				blanks = append(blanks, int8(next))
			}
		}
	}
	fmt.Println(-1)
}
