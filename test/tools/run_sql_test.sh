#!/usr/bin/env bash
# run_sql_test.sh: run one SQL regression test against a fresh Basalt server.
#
#   run_sql_test.sh BASALT_BINARY TESTNAME
#
# The one idea: the test's expected output (test/expected/TESTNAME.out) is what real PostgreSQL 15
# prints for test/sql/TESTNAME.sql through `psql -X -a -q` (see regen_expected.sh); this script
# starts Basalt on a free loopback port with an empty data directory, feeds it the same file through
# the same psql invocation and environment, and passes only if the output is byte-identical AND the
# server shut down cleanly (no crash, no sanitizer report, no PANIC). On failure the temp directory
# (server log, actual output) is kept and its path printed.
set -u

usage() { echo "usage: $0 BASALT_BINARY TESTNAME" >&2; exit 2; }
[ $# -eq 2 ] || usage
binary=$1
name=$2
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
testdir=$(cd "$here/.." && pwd)
sqlfile=$testdir/sql/$name.sql
expected=$testdir/expected/$name.out

# Timeouts in seconds; generous because ASan builds start and run slowly.
START_TIMEOUT=${BASALT_TEST_START_TIMEOUT:-60}
PSQL_TIMEOUT=${BASALT_TEST_PSQL_TIMEOUT:-300}
STOP_TIMEOUT=${BASALT_TEST_STOP_TIMEOUT:-30}

pgbin=/usr/lib/postgresql/15/bin
psql=$(command -v psql || echo "$pgbin/psql")
pg_isready=$pgbin/pg_isready
[ -x "$pg_isready" ] || pg_isready=$(command -v pg_isready || true)

# Same client environment as /work/shared/tools/pg-oracle run, so the outputs are comparable.
export PGTZ=UTC PGDATESTYLE="ISO, MDY" LC_MESSAGES=C
unset PGOPTIONS PGSERVICE PGSERVICEFILE PGDATABASE PGUSER PGHOST PGHOSTADDR PGPORT PGPASSWORD \
      PGCLIENTENCODING PGAPPNAME

[ -x "$binary" ] || { echo "FAIL $name: server binary '$binary' is not executable" >&2; exit 1; }
[ -f "$sqlfile" ] || { echo "FAIL $name: no test file $sqlfile" >&2; exit 1; }
[ -f "$expected" ] || { echo "FAIL $name: no expected output $expected (run test/tools/regen_expected.sh)" >&2; exit 1; }

tmp=$(mktemp -d "${TMPDIR:-/tmp}/basalt-sql-$name.XXXXXX") || exit 1
datadir=$tmp/data
log=$tmp/server.log
actual=$tmp/$name.out
server_pid=
server_status=

# Ask the kernel for a free loopback port: bind port 0, read the port back, release it.
free_port() {
  python3 -c 'import socket
s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()' 2>/dev/null \
    && return
  # Fallback without python: probe a random high port until nothing listens on it.
  local p
  for _ in $(seq 1 50); do
    p=$(( (RANDOM % 20000) + 40000 ))
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$p") 2>/dev/null; then echo "$p"; return; fi
  done
  return 1
}

# Alive = exists and is not a zombie waiting to be reaped.
server_alive() {
  [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null \
    && ps -p "$server_pid" -o stat= 2>/dev/null | grep -qv Z
}

# Reap the server and remember its exit status (only once).
reap_server() {
  if [ -n "$server_pid" ] && [ -z "$server_status" ]; then
    wait "$server_pid" 2>/dev/null
    server_status=$?
  fi
}

# SIGINT (fast shutdown), wait up to STOP_TIMEOUT, then SIGKILL. Sets stop_forced=1 if SIGKILL was needed.
stop_forced=0
stop_server() {
  [ -n "$server_pid" ] || return 0
  if server_alive; then
    kill -INT "$server_pid" 2>/dev/null
    local waited=0
    while server_alive && [ "$waited" -lt $((STOP_TIMEOUT * 10)) ]; do
      sleep 0.1; waited=$((waited + 1))
    done
    if server_alive; then
      echo "server did not stop within ${STOP_TIMEOUT}s after SIGINT; sending SIGKILL" >&2
      kill -KILL "$server_pid" 2>/dev/null
      stop_forced=1
    fi
  fi
  reap_server
}

# Never leave a server behind, whatever happens (ctest timeout, ^C).
trap 'stop_server' EXIT
trap 'exit 130' INT TERM

# Start the server; retry with a new port if another process grabbed ours meanwhile.
start_server() {
  local attempt
  for attempt in 1 2 3; do
    rm -rf "$datadir"; mkdir -p "$datadir"
    port=$(free_port) || { echo "FAIL $name: no free port found" >&2; return 1; }
    echo "=== attempt $attempt: $binary -D $datadir -p $port -c listen_addresses=127.0.0.1" >>"$log"
    "$binary" -D "$datadir" -p "$port" -c listen_addresses=127.0.0.1 >>"$log" 2>&1 </dev/null &
    server_pid=$!
    server_status=
    local deadline=$((SECONDS + START_TIMEOUT))
    while [ "$SECONDS" -lt "$deadline" ]; do
      if ! server_alive; then
        reap_server
        break
      fi
      if [ -n "$pg_isready" ]; then
        "$pg_isready" -q -h 127.0.0.1 -p "$port" -t 2 >/dev/null 2>&1 && return 0
      else
        "$psql" -X -q -h 127.0.0.1 -p "$port" -U postgres -d postgres -c 'SELECT 1' \
          >/dev/null 2>&1 && return 0
      fi
      sleep 0.2
    done
    if [ -z "$server_status" ]; then
      echo "FAIL $name: server did not accept connections on port $port within ${START_TIMEOUT}s" >&2
      return 1
    fi
    # It exited during startup: retry only if the port was taken under us.
    if grep -qi 'address already in use' "$log"; then
      echo "port $port was taken; retrying" >>"$log"
      server_pid=
      continue
    fi
    echo "FAIL $name: server exited during startup with status $server_status" >&2
    return 1
  done
  echo "FAIL $name: could not start the server after 3 attempts" >&2
  return 1
}

# A test that needs files of its own names /tmp/basalt_TESTNAME_test (so that PG 15 prints the
# same paths). Two runs at once (the plain and the ASan build) must not share it: this run uses a
# private directory whose name has the same length, so psql's column widths do not change, and
# writes the shared name back into the output before comparing.
shared_dir=/tmp/basalt_${name}_test
private_dir=
input=$sqlfile
if grep -q -F "$shared_dir" "$sqlfile"; then
  private_dir=$(mktemp -d "/tmp/basalt_${name}_XXXX") || exit 1
  input=$tmp/$name.sql
  sed "s|$shared_dir|$private_dir|g" "$sqlfile" >"$input"
fi

fail=0
if start_server; then
  (cd "$testdir" && timeout "$PSQL_TIMEOUT" "$psql" -X -a -q -h 127.0.0.1 -p "$port" \
     -U postgres -d postgres <"$input" >"$actual" 2>&1)
  psql_rc=$?
  if [ -n "$private_dir" ]; then
    sed -i "s|$private_dir|$shared_dir|g" "$actual"
    rm -rf "$private_dir"
  fi
  if [ "$psql_rc" -eq 124 ]; then
    echo "FAIL $name: psql did not finish within ${PSQL_TIMEOUT}s (server hung?)" >&2
    fail=1
  fi
  if ! diff -u "$expected" "$actual" >"$tmp/$name.diff"; then
    echo "FAIL $name: output differs from $expected (--- expected, +++ actual):" >&2
    cat "$tmp/$name.diff" >&2
    fail=1
  fi
  crashed_before_stop=0
  server_alive || crashed_before_stop=1
  stop_server
  if [ "$crashed_before_stop" -eq 1 ]; then
    echo "FAIL $name: server exited while the test ran (status $server_status)" >&2
    fail=1
  elif [ "$stop_forced" -eq 1 ]; then
    echo "FAIL $name: server ignored SIGINT" >&2
    fail=1
  elif [ "$server_status" -ne 0 ] && [ "$server_status" -ne 130 ]; then
    # 0: orderly shutdown; 130 = 128+SIGINT: died of our signal without a handler (not a crash).
    echo "FAIL $name: server exit status $server_status after SIGINT" >&2
    fail=1
  fi
else
  fail=1
  stop_server
fi

if grep -E -q 'AddressSanitizer|LeakSanitizer|runtime error:|PANIC' "$log" 2>/dev/null; then
  echo "FAIL $name: server log reports a crash / sanitizer error / PANIC:" >&2
  grep -E -n -A20 'AddressSanitizer|LeakSanitizer|runtime error:|PANIC' "$log" | head -60 >&2
  fail=1
fi

trap - EXIT
if [ "$fail" -eq 0 ]; then
  rm -rf "$tmp"
  echo "ok $name"
  exit 0
fi
if [ -s "$log" ]; then
  echo "--- last lines of the server log ($log):" >&2
  tail -n 20 "$log" >&2
fi
echo "kept for inspection: $tmp (server.log, $name.out, $name.diff)" >&2
exit 1
