// A JavaScript (Node.js) solution of Luogu P1379, written for the judge
// tests: one board of nine digits (0 the blank), a breadth-first search
// from it to 123804765. A board is its nine digits read as a number; a
// move swaps the blank with a neighbour's digit by arithmetic; the
// visited set is a Map from board to distance (at most 9!/2 boards).
'use strict';
const text = require('fs').readFileSync(0, 'utf8');
const digits = text.replace(/[^0-8]/g, '').slice(0, 9);
if (digits.length === 9) {
  const GOAL = 123804765;
  const power = [1e8, 1e7, 1e6, 1e5, 1e4, 1e3, 100, 10, 1];
  const start = Number(digits);
  const distance = new Map([[start, 0]]);
  const boards = [start];
  const blanks = [digits.indexOf('0')];
  const steps = [[-1, 0], [1, 0], [0, -1], [0, 1]];
  let answer = -1;
  for (let head = 0; head < boards.length; head++) {
    const board = boards[head];
    const at = blanks[head];
    if (board === GOAL) {
      answer = distance.get(board);
      break;
    }
    const row = Math.floor(at / 3);
    const column = at % 3;
    for (const [dr, dc] of steps) {
      const r = row + dr;
      const c = column + dc;
      if (r < 0 || r > 2 || c < 0 || c > 2) continue;
      const next = r * 3 + c;
      const digit = Math.floor(board / power[next]) % 10;
      const child = board - digit * power[next] + digit * power[at];
      if (!distance.has(child)) {
        distance.set(child, distance.get(board) + 1);
        boards.push(child);
        blanks.push(next);
      }
    }
  }
  console.log(answer);
}
