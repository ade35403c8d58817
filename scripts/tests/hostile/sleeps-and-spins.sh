# A solution that leaves a sleeper and a spinner in sessions of their own,
# another sleeper and spinner in its group, and sleeps itself: what an
# interrupted judge must end.
setsid sleep 100 &
setsid sh -c 'while :; do :; done' &
sleep 100 &
sh -c 'while :; do sleep 0.01; done' &
sleep 100
