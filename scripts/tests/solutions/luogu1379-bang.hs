-- A Haskell file of Luogu P1379 with a bang pattern and no pragma for it:
-- GHC 9.2 and later take it (GHC2021 has BangPatterns), GHC 9.0 does not.
-- It answers 0 whatever the board (it is built for the message).
main :: IO ()
main = do
  text <- getContents
  let !n = length text
  print (n * 0)
