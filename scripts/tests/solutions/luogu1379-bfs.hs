-- A Haskell solution of Luogu P1379, written for the judge tests: one
-- board of nine digits (0 the blank), a breadth-first search from it to
-- 123804765, a level at a time. A board is its nine digits read as an Int;
-- a move swaps the blank with a neighbour's digit by arithmetic, and the
-- boards seen are an IntSet (containers, which GHC ships). Haskell 2010.
import qualified Data.IntSet as IntSet
import Data.Char (isDigit, digitToInt)

goal :: Int
goal = 123804765

power :: Int -> Int
power i = 10 ^ (8 - i)

blankOf :: Int -> Int
blankOf board = head [i | i <- [0 .. 8], board `div` power i `mod` 10 == 0]

children :: Int -> [Int]
children board =
  [ board - digit * power next + digit * power at
  | (dr, dc) <- [(-1, 0), (1, 0), (0, -1), (0, 1)]
  , let (row, column) = at `divMod` 3
        r = row + dr
        c = column + dc
  , r >= 0, r <= 2, c >= 0, c <= 2
  , let next = r * 3 + c
        digit = board `div` power next `mod` 10
  ]
  where
    at = blankOf board

search :: Int -> IntSet.IntSet -> [Int] -> Int
search _ _ [] = -1
search steps seen level
  | goal `elem` level = steps
  | otherwise = search (steps + 1) seen' next
  where
    (seen', next) = foldl visit (seen, []) (concatMap children level)
    visit (s, acc) child
      | IntSet.member child s = (s, acc)
      | otherwise = (IntSet.insert child s, child : acc)

main :: IO ()
main = do
  text <- getContents
  let start = foldl (\n d -> n * 10 + digitToInt d) 0 (take 9 (filter isDigit text))
  print (search 0 (IntSet.singleton start) [start])
