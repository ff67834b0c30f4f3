# common.bash: helpers for the server script tests (sourced, not run: CMake runs only *.sh).
#
# The one idea: every test gets its own temp directory and free loopback port, starts basalt in
# the background with its log in the temp dir, and fails (printing the log) on any crash: a
# server that dies by a signal or exits non-zero after SIGINT fails the test.
set -u
BASALT=${1:?usage: $0 PATH_TO_BASALT_BINARY}
[ -x "$BASALT" ] || { echo "FAIL: $BASALT is not executable" >&2; exit 1; }
TMP=$(mktemp -d "${TMPDIR:-/tmp}/basalt-server-test.XXXXXX")
PSQL=$(command -v psql || echo /usr/lib/postgresql/15/bin/psql)
export PGTZ=UTC LC_MESSAGES=C
unset PGOPTIONS PGSERVICE PGDATABASE PGUSER PGHOST PGHOSTADDR PGPORT PGPASSWORD
failed=0
SERVER_PID=

free_port() {
  python3 -c 'import socket
s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()'
}

fail() { echo "FAIL: $*" >&2; failed=1; }
ok() { echo "ok: $*"; }

# start_server DATADIR PORT [extra args]: waits until it accepts connections.
start_server() {
  local dir=$1 port=$2; shift 2
  "$BASALT" -D "$dir" -p "$port" -c listen_addresses=127.0.0.1 "$@" >>"$TMP/server.log" 2>&1 &
  SERVER_PID=$!
  for _ in $(seq 1 300); do
    if ! kill -0 "$SERVER_PID" 2>/dev/null; then
      wait "$SERVER_PID"; echo "server exited early with status $?" >&2; SERVER_PID=; return 1
    fi
    if python3 -c "import socket,sys; socket.create_connection(('127.0.0.1', $port), 1)" 2>/dev/null; then
      return 0
    fi
    sleep 0.1
  done
  echo "server did not start" >&2
  return 1
}

# stop_server [SIGNAL]: SIGINT (fast shutdown, as pg_ctl stop) by default, expect exit 0
# within 30 s.
stop_server() {
  [ -n "$SERVER_PID" ] || return 0
  kill -"${1:-INT}" "$SERVER_PID" 2>/dev/null
  for _ in $(seq 1 300); do
    kill -0 "$SERVER_PID" 2>/dev/null || break
    sleep 0.1
  done
  if kill -0 "$SERVER_PID" 2>/dev/null; then
    kill -KILL "$SERVER_PID"; wait "$SERVER_PID" 2>/dev/null
    fail "server did not stop on SIG${1:-INT}"
    SERVER_PID=; return 1
  fi
  wait "$SERVER_PID"; local st=$?
  SERVER_PID=
  [ $st -eq 0 ] || { fail "server exited with status $st after SIG${1:-INT}"; return 1; }
  return 0
}

finish() {
  if [ -n "$SERVER_PID" ]; then kill -KILL "$SERVER_PID" 2>/dev/null; wait "$SERVER_PID" 2>/dev/null; fi
  if grep -q -E "PANIC|AddressSanitizer|runtime error:" "$TMP/server.log" 2>/dev/null; then
    fail "crash or sanitizer report in the server log"
  fi
  if [ $failed -ne 0 ]; then
    echo "--- server log ($TMP/server.log):" >&2
    tail -n 80 "$TMP/server.log" | cut -c1-300 >&2
    exit 1
  fi
  rm -rf "$TMP"
  exit 0
}

psql_q() { # psql_q PORT SQL
  "$PSQL" -X -q -A -t -h 127.0.0.1 -p "$1" -U postgres -d postgres -c "$2" 2>&1
}
