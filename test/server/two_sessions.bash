# two_sessions.bash: two psql sessions, a and b, fed through fifos, for tests that schedule
# concurrent statements (source it after start_server, with PORT set). send S SQL runs SQL in
# session S and waits for it; start S SQL only sends it; finish_wait S waits for the last one;
# still_waiting S says its last statement is blocked; last S prints its last output line.
PIDS=
for s in a b; do
  mkfifo "$TMP/$s.in"
  "$PSQL" -X -q -A -t -h 127.0.0.1 -p "$PORT" -U postgres -d postgres <"$TMP/$s.in" >"$TMP/$s.out" 2>&1 &
  PIDS="$PIDS $!"
done
exec 3>"$TMP/a.in" 4>"$TMP/b.in"
n_a=0 n_b=0
send() {
  local s=$1 sql=$2 fd
  [ "$s" = a ] && fd=3 || fd=4
  echo "$sql" >&$fd
  echo "\\echo @@done" >&$fd
  local want
  if [ "$s" = a ]; then n_a=$((n_a + 1)); want=$n_a; else n_b=$((n_b + 1)); want=$n_b; fi
  for _ in $(seq 1 600); do
    [ "$(grep -c '^@@done$' "$TMP/$s.out")" -ge "$want" ] && return 0
    sleep 0.05
  done
  fail "session $s did not finish: $sql"
}
start() {
  local s=$1 sql=$2 fd
  [ "$s" = a ] && fd=3 || fd=4
  echo "$sql" >&$fd
  echo "\\echo @@done" >&$fd
  if [ "$s" = a ]; then n_a=$((n_a + 1)); else n_b=$((n_b + 1)); fi
}
finish_wait() {
  local want
  [ "$1" = a ] && want=$n_a || want=$n_b
  for _ in $(seq 1 600); do
    [ "$(grep -c '^@@done$' "$TMP/$1.out")" -ge "$want" ] && return 0
    sleep 0.05
  done
  fail "session $1 did not finish"
}
still_waiting() { # still_waiting SESSION: its last statement has not finished
  local want
  sleep 0.5
  [ "$1" = a ] && want=$n_a || want=$n_b
  [ "$(grep -c '^@@done$' "$TMP/$1.out")" -lt "$want" ]
}
last() { grep -v '^@@done$' "$TMP/$1.out" | tail -n 1; }
