#!/usr/bin/env bash
# startup.sh: the basalt command line, data directory, lock file, shutdown and persistence.
#
#   startup.sh PATH_TO_BASALT_BINARY
#
# Each step starts or refuses to start a server the way an operator would, and checks what it
# prints and leaves on disk: first start initialises an empty directory, a second server on the
# same directory is refused by postmaster.pid, SIGINT (fast) and SIGTERM (smart) exit 0 and removes the lock file and the
# Unix socket, and rows written before a restart are there after it.
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
source "$here/common.bash"

# --version / --help / no data directory
out=$("$BASALT" --version)
echo "$out" | grep -q '^basalt (Basalt) [0-9]' && echo "$out" | grep -q 'PostgreSQL 15' \
  && ok "--version" || fail "--version printed: $out"
"$BASALT" --help | grep -q -- '-D DATADIR' && ok "--help" || fail "--help"
out=$(env -u BASALTDATA "$BASALT" 2>&1); st=$?
[ $st -eq 1 ] && echo "$out" | grep -q 'BASALTDATA' && ok "no data directory refused" \
  || fail "no data directory: status $st, $out"
out=$("$BASALT" --bogus-option 2>&1 -D "$TMP/x"); st=$?
[ $st -eq 1 ] || fail "unknown option accepted (status $st): $out"

# Bad -c values are refused before anything is created.
out=$("$BASALT" -D "$TMP/never" -c work_mem=lots 2>&1); st=$?
[ $st -eq 1 ] && echo "$out" | grep -q 'invalid value for parameter "work_mem": "lots"' \
  && [ ! -e "$TMP/never" ] && ok "bad -c value refused" || fail "bad -c value: status $st, $out"
out=$("$BASALT" -D "$TMP/never" -c no_such_setting=1 2>&1); st=$?
[ $st -eq 1 ] && echo "$out" | grep -q 'unrecognized configuration parameter "no_such_setting"' \
  && ok "unknown -c name refused" || fail "unknown -c name: status $st, $out"
out=$("$BASALT" -D "$TMP/never" --extra-float-digits=9 2>&1); st=$?
[ $st -eq 1 ] && echo "$out" | grep -q 'outside the valid range for parameter "extra_float_digits"' \
  && ok "--name=value range checked" || fail "--name=value: status $st, $out"

# A directory that is not ours.
mkdir -p "$TMP/foreign" && echo hello >"$TMP/foreign/file.txt"
out=$("$BASALT" -D "$TMP/foreign" -p "$(free_port)" 2>&1); st=$?
[ $st -eq 1 ] && echo "$out" | grep -q 'is not a Basalt data directory' \
  && ok "foreign directory refused" || fail "foreign directory: status $st, $out"

# First start initialises a missing directory.
data=$TMP/data
port=$(free_port)
if ! start_server "$data" "$port"; then fail "first start"; finish; fi
[ -f "$data/basalt.conf" ] && ok "basalt.conf created" || fail "no basalt.conf in a new data dir"
[ -f "$data/postmaster.pid" ] && [ "$(head -1 "$data/postmaster.pid")" = "$SERVER_PID" ] \
  && ok "postmaster.pid holds the pid" || fail "postmaster.pid missing or wrong"
grep -q 'database system is ready to accept connections' "$TMP/server.log" \
  && ok "ready message logged" || fail "no ready message"

# A second server on the same directory is refused.
out=$("$BASALT" -D "$data" -p "$(free_port)" 2>&1); st=$?
[ $st -eq 1 ] && echo "$out" | grep -q 'lock file "postmaster.pid" already exists' \
  && echo "$out" | grep -q "Is another postmaster (PID $SERVER_PID) running in data directory" \
  && ok "second server refused" || fail "second server: status $st, $out"

# Settings and data.
[ "$(psql_q "$port" 'SHOW port')" = "$port" ] && ok "SHOW port" || fail "SHOW port: $(psql_q "$port" 'SHOW port')"
[ "$(psql_q "$port" 'SHOW shared_buffers')" = "128MB" ] && ok "SHOW shared_buffers" \
  || fail "SHOW shared_buffers: $(psql_q "$port" 'SHOW shared_buffers')"
out=$(psql_q "$port" "CREATE TABLE keep (id int, name text); INSERT INTO keep VALUES (1, 'one'), (2, 'two')")
echo "$out" | grep -q ERROR && fail "create/insert: $out"

# An idle client gets FATAL 57P01 at a fast shutdown (SIGINT).
python3 - "$port" >"$TMP/idle.out" 2>&1 <<'PY' &
import socket, struct, sys
s = socket.create_connection(("127.0.0.1", int(sys.argv[1])), timeout=60)
body = struct.pack("!i", 196608) + b"user\0postgres\0\0"
s.sendall(struct.pack("!i", len(body) + 4) + body)
data = b""
while True:
    chunk = s.recv(65536)
    if not chunk:
        break
    data += chunk
    if b"Z\0\0\0\5I" in data:
        print("READY", flush=True)
print("57P01" if b"C57P01\0" in data and b"terminating connection due to administrator command" in data else "NO-FATAL")
PY
idle_pid=$!
for _ in $(seq 1 100); do grep -q READY "$TMP/idle.out" && break; sleep 0.1; done

stop_server INT && ok "SIGINT exits 0"
wait $idle_pid
grep -q 57P01 "$TMP/idle.out" && ok "idle client told 57P01" || fail "idle client: $(cat "$TMP/idle.out")"
[ ! -e "$data/postmaster.pid" ] && ok "lock file removed" || fail "lock file left behind"
[ ! -e "/tmp/.s.PGSQL.$port" ] && ok "Unix socket removed" || fail "Unix socket left behind"
grep -q 'database system is shut down' "$TMP/server.log" && ok "shutdown logged" || fail "no shutdown message"

# A stale lock file (dead pid) is replaced; data survived the restart.
printf '999999\n%s\n0\n%s\n' "$data" "$port" >"$data/postmaster.pid"
port=$(free_port)
if start_server "$data" "$port"; then
  ok "stale lock file replaced"
  out=$(psql_q "$port" "SELECT id, name FROM keep ORDER BY id")
  [ "$out" = "$(printf '1|one\n2|two')" ] && ok "data persists across restart" || fail "after restart: $out"
  # Unix socket: psql without -h.
  out=$("$PSQL" -X -A -t -h /tmp -p "$port" -U postgres -d postgres -c 'SELECT 1' 2>&1)
  [ "$out" = "1" ] && ok "Unix socket connection" || fail "Unix socket: $out"
  stop_server TERM && ok "SIGTERM (smart, no sessions left) exits 0"
else
  fail "restart with a stale lock file"
fi

# BASALTDATA and a broken basalt.conf.
echo "work_mem = 'four'" >>"$data/basalt.conf"
out=$(BASALTDATA="$data" "$BASALT" -p "$(free_port)" 2>&1); st=$?
[ $st -eq 1 ] && echo "$out" | grep -q "basalt.conf:[0-9]*: invalid value for parameter \"work_mem\"" \
  && ok "bad basalt.conf line reported with file:line" || fail "bad conf: status $st, $out"
[ ! -e "$data/postmaster.pid" ] || fail "lock file left after a refused start"
finish
