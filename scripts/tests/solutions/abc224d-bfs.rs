// A Rust solution of AtCoder ABC224 D "8 Puzzle on Graph" as a contestant
// might write it for AtCoder's Rust (edition 2021): a placement as nine
// bytes (vertex i's piece, 0 for the empty vertex), a breadth-first search
// from the start with a HashMap of distances, -1 when the goal is never
// reached.
use std::collections::{HashMap, VecDeque};
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut it = input.split_whitespace().map(|t| t.parse::<usize>().unwrap());
    let m = it.next().unwrap();
    let mut g = vec![vec![]; 9];
    for _ in 0..m {
        let u = it.next().unwrap() - 1;
        let v = it.next().unwrap() - 1;
        g[u].push(v);
        g[v].push(u);
    }
    let mut start = [0u8; 9];
    for piece in 1..=8u8 {
        start[it.next().unwrap() - 1] = piece;
    }
    let goal = [1, 2, 3, 4, 5, 6, 7, 8, 0];
    let mut dist: HashMap<[u8; 9], i64> = HashMap::new();
    dist.insert(start, 0);
    let mut q = VecDeque::new();
    q.push_back(start);
    while let Some(s) = q.pop_front() {
        if s == goal {
            break;
        }
        let d = dist[&s];
        let empty = s.iter().position(|&p| p == 0).unwrap();
        for &v in &g[empty] {
            let mut t = s;
            t.swap(empty, v);
            dist.entry(t).or_insert_with(|| {
                q.push_back(t);
                d + 1
            });
        }
    }
    println!("{}", dist.get(&goal).copied().unwrap_or(-1));
}
