// A Rust solution of Luogu P1379 as a contestant might write it: a
// breadth-first search from the board to 123804765. It has a warning (an
// unused variable) and uses `let ... else` and `Option::is_none_or` (rustc
// 1.82), which Luogu's rustc 1.88 builds and rustc 1.63 does not.
use std::collections::{HashMap, VecDeque};
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let Some(start) = input.split_whitespace().next() else {
        return;
    };
    let unused = 0;
    let goal = "123804765".to_string();
    let mut distance: HashMap<String, u32> = HashMap::new();
    distance.insert(start.to_string(), 0);
    let mut queue = VecDeque::from([start.to_string()]);
    while let Some(board) = queue.pop_front() {
        let moves = distance[&board];
        if board == goal {
            println!("{}", moves);
            return;
        }
        let blank = board.find('0').unwrap();
        let (row, column) = (blank / 3, blank % 3);
        for (dr, dc) in [(-1i32, 0i32), (1, 0), (0, -1), (0, 1)] {
            let (r, c) = (row as i32 + dr, column as i32 + dc);
            if !(0..3).contains(&r) || !(0..3).contains(&c) {
                continue;
            }
            let mut cells = board.clone().into_bytes();
            cells.swap(blank, (r * 3 + c) as usize);
            let child = String::from_utf8(cells).unwrap();
            if distance.get(&child).is_none_or(|&d| d > moves + 1) {
                distance.insert(child.clone(), moves + 1);
                queue.push_back(child);
            }
        }
    }
    println!("-1");
}
