#!/usr/bin/env bash
# disk_full.sh: a full disk ends the statement that writes, with PG's 53100, never the server.
#
#   disk_full.sh PATH_TO_BASALT_BINARY
#
# The data directory lives on a small tmpfs mounted here (the test needs root, as CI has; it
# skips where mount is refused). Inserts fill it until the table's file cannot grow; then
# DELETE, VACUUM and inserts into the space they free make only WAL, until the segments ahead
# of the log cannot be created (storage/wal_prealloc.c). Each failure is an ERROR with SQLSTATE
# 53100; the session carries on, no PANIC is logged, freeing space (DROP TABLE) lets writes
# succeed again, and every committed row is there after a checkpoint, a kill -9 and a restart.
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
source "$here/common.bash"

MNT="$TMP/mnt"
mkdir -p "$MNT"
if ! mount -t tmpfs -o size=80m tmpfs "$MNT" 2>/dev/null; then
  echo "skip: cannot mount a tmpfs here (not root, or no CAP_SYS_ADMIN)"; rm -rf "$TMP"; exit 77
fi
trap 'umount "$MNT" 2>/dev/null' EXIT
port=$(free_port)
start_server "$MNT/data" "$port" || { fail "server did not start"; finish; }
q() { "$PSQL" -X -q -A -t -v VERBOSITY=verbose -h 127.0.0.1 -p "$port" -U postgres -d postgres -c "$1" 2>&1; }

q "CREATE TABLE acked (n int)" >/dev/null
q "CREATE TABLE big (a int, b text)" >/dev/null
acked=0
data_full=
for i in $(seq 1 40); do
  out=$(q "INSERT INTO big SELECT g, repeat('x', 500) FROM generate_series(1, 10000) g")
  if echo "$out" | grep -q "ERROR:  53100: could not"; then data_full=1; break; fi
  q "INSERT INTO acked VALUES ($i)" | grep -q ERROR || acked=$((acked + 1))
done
[ -n "$data_full" ] && ok "inserts into a full disk: 53100 (${out#*53100: })" \
  || fail "the table never hit the full disk: $out"

wal_full=
for i in $(seq 1 40); do
  q "DELETE FROM big" >/dev/null
  q "VACUUM big" >/dev/null
  out=$(q "INSERT INTO big SELECT g, repeat('x', 500) FROM generate_series(1, 9000) g")
  if echo "$out" | grep -q "ERROR:  53100: could not write to file \"pg_wal/xlogtemp"; then
    wal_full=1; break
  fi
done
[ -n "$wal_full" ] && ok "a log that cannot grow: 53100 before the change, not a PANIC" \
  || fail "the log never hit the full disk: $out"
kill -0 "$SERVER_PID" 2>/dev/null && ok "the server is up" || fail "the server died"
[ "$(q 'SELECT 1')" = 1 ] && ok "a new session works" || fail "no session after disk full"
[ "$(q 'SELECT count(*) FROM acked')" = "$acked" ] && ok "$acked committed rows readable" \
  || fail "acked rows: $(q 'SELECT count(*) FROM acked'), expected $acked"

# Space comes back: writes work again, the log's reserve is made again.
q "DROP TABLE big" >/dev/null
out=$(q "CREATE TABLE after (a int); INSERT INTO after SELECT generate_series(1, 1000)")
echo "$out" | grep -q ERROR && fail "writes after DROP TABLE: $out" || ok "writes work once space is freed"
q "INSERT INTO acked VALUES (1000)" | grep -q ERROR || acked=$((acked + 1))

# Crash: every committed row survives (after a checkpoint: replaying the dropped table's
# inserts would need its space again, in PG too).
q "CHECKPOINT" | grep -q ERROR && fail "CHECKPOINT after freeing space"
kill -KILL "$SERVER_PID"; wait "$SERVER_PID" 2>/dev/null; SERVER_PID=
start_server "$MNT/data" "$port" || { fail "no restart after kill -9 on a once-full disk"; finish; }
[ "$(q 'SELECT count(*) FROM acked')" = "$acked" ] && ok "after kill -9: $acked committed rows" \
  || fail "after kill -9: $(q 'SELECT count(*) FROM acked') rows, expected $acked"
[ "$(q 'SELECT count(*) FROM after')" = 1000 ] && ok "after kill -9: the table made after the full disk" \
  || fail "after kill -9: $(q 'SELECT count(*) FROM after')"
stop_server
finish
