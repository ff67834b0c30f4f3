#!/usr/bin/env bash
# daemon.sh: basalt --daemon and basalt ctl (pg_ctl's start/stop/restart/status/reload), the
# pid file, the three shutdown modes, and the log file with log_line_prefix and the
# log_connections / log_disconnections / log_statement / log_min_duration_statement lines.
#
#   daemon.sh PATH_TO_BASALT_BINARY
#
# Every server here is started detached, so the test tracks it through postmaster.pid; finish
# stops whatever is still running.
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
source "$here/common.bash"

data=$TMP/data
log=$TMP/server.log
port=$(free_port)
opts="-p $port -c listen_addresses=127.0.0.1 -c unix_socket_directories=$TMP"
ctl() { "$BASALT" ctl "$@"; }
q() { "$PSQL" -X -q -A -t -h 127.0.0.1 -p "$port" -U postgres -d postgres -c "$1" 2>&1; }
server_pid() { head -n 1 "$data/postmaster.pid" 2>/dev/null; }
# Every detached server this test saw is stopped when it exits, whatever went wrong.
seen_pids=()
remember_server() { local pid; pid=$(server_pid); [ -n "$pid" ] && seen_pids+=("$pid"); }
stop_seen() { # only if the pid is still one of ours (pids get reused)
  for pid in "${seen_pids[@]}"; do
    tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | grep -q -- "$TMP/" && kill -QUIT "$pid"
  done
}
trap stop_seen EXIT
cleanup() {
  remember_server
  finish
}
wait_for() { # wait_for CMD...: until CMD succeeds (bounded, not timed)
  for _ in $(seq 1 600); do "$@" && return 0; sleep 0.1; done
  return 1
}
not_running() { ctl status -D "$data" >/dev/null 2>&1; [ $? -eq 3 ]; }
log_has() { grep -q -- "$1" "$log"; }

# status before there is a data directory: 4, as pg_ctl.
ctl status -D "$TMP/nowhere" >"$TMP/st.out" 2>&1; st=$?
[ $st -eq 4 ] && grep -q "basalt ctl: directory \"$TMP/nowhere\" does not exist" "$TMP/st.out" \
  && ok "status without a data directory: 4" || fail "status nowhere: $st $(cat "$TMP/st.out")"
mkdir "$TMP/notdata"; touch "$TMP/notdata/x"
ctl status -D "$TMP/notdata" >"$TMP/st.out" 2>&1; st=$?
[ $st -eq 4 ] && grep -q "is not a database cluster directory" "$TMP/st.out" \
  && ok "status on a foreign directory: 4" || fail "status notdata: $st $(cat "$TMP/st.out")"

# start: initialises the directory, detaches, waits until connections are accepted.
out=$(ctl start -D "$data" -l "$log" -o "$opts" 2>&1); st=$?
[ $st -eq 0 ] && echo "$out" | grep -q "server started" && ok "ctl start" \
  || { fail "ctl start: $st $out"; cleanup; }
[ "$(q 'SELECT 1')" = 1 ] && ok "server answers right after ctl start" || fail "query: $(q 'SELECT 1')"
pid=$(server_pid); remember_server
out=$(ctl status -D "$data"); st=$?
[ $st -eq 0 ] && echo "$out" | grep -q "basalt ctl: server is running (PID: $pid)" \
  && echo "$out" | grep -q -- "\"-p\" \"$port\"" && ok "status: running, with its options" \
  || fail "status: $st $out"
mapfile -t lines <"$data/postmaster.pid"
[ "${lines[1]}" = "$(cd "$data" && pwd -P)" ] && [ "${lines[3]}" = "$port" ] \
  && [ "${lines[4]}" = "$TMP" ] && [ "${lines[5]}" = 127.0.0.1 ] && [ "${lines[7]}" = "ready   " ] \
  && [ "${lines[2]}" -gt 1000000000 ] && ok "postmaster.pid has PG's lines" \
  || fail "postmaster.pid: ${lines[*]}"
[ "$(readlink "/proc/$pid/fd/0")" = /dev/null ] && [ "$(readlink "/proc/$pid/fd/2")" = "$log" ] \
  && ok "stdin is /dev/null, stderr the log file" \
  || fail "fds: $(readlink "/proc/$pid/fd/0") $(readlink "/proc/$pid/fd/2")"
[ "$(ps -o sid= -p "$pid" | tr -d ' ')" != "$(ps -o sid= -p $$ | tr -d ' ')" ] \
  && [ "$(ps -o tty= -p "$pid" | tr -d ' ')" = "?" ] && ok "detached: own session, no terminal" \
  || fail "not detached: sid $(ps -o sid=,tty= -p "$pid")"
log_has "\[$pid\] LOG:  database system is ready to accept connections" \
  && ok "default log_line_prefix '%m [%p] '" || fail "prefix: $(tail -n 3 "$log")"

# A second server on the same directory is refused (before it detaches: on the terminal).
out=$("$BASALT" -D "$data" -p "$(free_port)" --daemon 2>&1); st=$?
[ $st -eq 1 ] && echo "$out" | grep -q 'FATAL:  lock file "postmaster.pid" already exists' \
  && echo "$out" | grep -q "HINT:  Is another postmaster (PID $pid) running in data directory" \
  && ok "second server refused" || fail "second server: $st $out"
out=$(ctl start -D "$data" -o "$opts" 2>&1); st=$?
[ $st -eq 1 ] && echo "$out" | grep -q "another server might be running" \
  && ok "ctl start on a running server fails" || fail "ctl start twice: $st $out"

# Logging settings through basalt.conf and ctl reload (SIGHUP).
cat >>"$data/basalt.conf" <<'CONF'
log_line_prefix = '%m [%p] %b: %q%u@%d %e app=%a '
log_connections = on
log_disconnections = on
CONF
out=$(ctl reload -D "$data"); [ "$out" = "server signaled" ] && ok "ctl reload" || fail "reload: $out"
wait_for log_has 'parameter "log_disconnections" changed to "on"' && ok "reload logged" \
  || fail "reload not logged"
"$PSQL" -X -q -A -t "host=127.0.0.1 port=$port user=postgres dbname=postgres application_name=dtest" \
  -c 'SELECT * FROM nosuch' >/dev/null 2>&1
wait_for log_has 'disconnection: session time: ' || true
log_has "LOG:  connection received: host=127.0.0.1 port=" && ok "connection received" \
  || fail "no connection received line"
log_has "client backend: postgres@postgres 00000 app=dtest LOG:  connection authorized: user=postgres database=postgres application_name=dtest" \
  && ok "connection authorized, with %u@%d %e %a" || fail "no connection authorized line"
log_has 'postgres@postgres 42P01 app=dtest ERROR:  relation "nosuch" does not exist at character 15' \
  && log_has 'postgres@postgres 42P01 app=dtest STATEMENT:  SELECT \* FROM nosuch' \
  && ok "error logged with SQLSTATE (%e) and STATEMENT" || fail "error line: $(grep nosuch "$log")"
grep -E -q "disconnection: session time: [0-9]+:[0-9]{2}:[0-9]{2}\.[0-9]{3} user=postgres database=postgres host=127.0.0.1 port=[0-9]+" "$log" \
  && ok "disconnection line" || fail "disconnection: $(grep disconnection "$log")"
grep -E -q '^[0-9-]+ [0-9:.]+ UTC \[[0-9]+\] postmaster: LOG:  parameter "log_connections"' "$log" \
  && ok "%q cuts the prefix outside sessions" || fail "%q: $(grep 'changed to' "$log" | tail -n 1)"

# log_statement and log_min_duration_statement, per session.
PGOPTIONS="-c log_statement=ddl" q "CREATE TABLE t (a int); INSERT INTO t VALUES (1); SELECT 7 AS ddl_only" >/dev/null
PGOPTIONS="-c log_statement=mod" q "INSERT INTO t VALUES (2)" >/dev/null
PGOPTIONS="-c log_statement=mod" q "SELECT 8 AS not_mod" >/dev/null
PGOPTIONS="-c log_min_duration_statement=0" q "SELECT 9 AS timed" >/dev/null
PGOPTIONS="-c log_statement=all -c log_min_duration_statement=0" q "SELECT 10 AS both" >/dev/null
wait_for log_has 'SELECT 10 AS both' || true
log_has 'LOG:  statement: CREATE TABLE t (a int); INSERT INTO t VALUES (1); SELECT 7 AS ddl_only' \
  && log_has 'LOG:  statement: INSERT INTO t VALUES (2)' && ! log_has 'not_mod' \
  && ok "log_statement ddl / mod" || fail "log_statement: $(grep 'statement:' "$log")"
grep -E -q 'LOG:  duration: [0-9]+\.[0-9]{3} ms  statement: SELECT 9 AS timed' "$log" \
  && ok "log_min_duration_statement" || fail "duration: $(grep duration "$log")"
grep -A1 'LOG:  statement: SELECT 10 AS both' "$log" | grep -E -q 'LOG:  duration: [0-9]+\.[0-9]{3} ms$' \
  && ok "duration without the text when log_statement logged it" \
  || fail "both: $(grep -A1 'SELECT 10' "$log")"

# The extended protocol (pgbench -M prepared): parse and bind durations, then execute.
PGBENCH=$(command -v pgbench || echo /usr/lib/postgresql/15/bin/pgbench)
echo "SELECT 11 AS extended" >"$TMP/ext.sql"
PGOPTIONS="-c log_statement=all -c log_min_duration_statement=0" "$PGBENCH" -n -M prepared -t 1 \
  -f "$TMP/ext.sql" -h 127.0.0.1 -p "$port" -U postgres postgres >"$TMP/pgbench.out" 2>&1 \
  || fail "pgbench: $(cat "$TMP/pgbench.out")"
wait_for log_has 'execute P_0: SELECT 11 AS extended' || true
grep -E -q 'LOG:  duration: [0-9]+\.[0-9]{3} ms  parse P_0: SELECT 11 AS extended' "$log" \
  && grep -E -q 'LOG:  duration: [0-9]+\.[0-9]{3} ms  bind P_0: SELECT 11 AS extended' "$log" \
  && grep -A2 'LOG:  execute P_0: SELECT 11 AS extended' "$log" | grep -E -q 'LOG:  duration: [0-9]+\.[0-9]{3} ms$' \
  && grep -A1 'LOG:  execute P_0: SELECT 11 AS extended' "$log" | tail -n 1 | grep -q "^$(printf '\t')\$" \
  && ok "extended protocol: parse, bind, execute lines (continuation lines tab-indented)" || fail "extended: $(grep -E 'P_0|extended' "$log")"

# Log rotation: move the file away, reload, the server opens a new one.
mv "$log" "$log.1"
ctl reload -D "$data" >/dev/null
wait_for log_has 'received SIGHUP' 2>/dev/null || wait_for grep -q 'received SIGHUP' "$log.1"
for _ in $(seq 1 100); do [ -e "$log" ] && break; sleep 0.1; done
q 'SELECT * FROM after_rotation' >/dev/null
wait_for log_has 'relation "after_rotation" does not exist' && ok "log file reopened on reload" \
  || fail "no new log file after reload"

# Smart shutdown (SIGTERM): waits for the open session; new ones get 57P03.
coproc IDLE { "$PSQL" -X -q -A -t -h 127.0.0.1 -p "$port" -U postgres -d postgres 2>&1; }
echo "SELECT 'idle-ready';" >&"${IDLE[1]}"
read -r -t 60 line <&"${IDLE[0]}"
out=$(ctl stop -D "$data" -m smart -W); [ "$out" = "server shutting down" ] || fail "stop -W: $out"
wait_for log_has 'received smart shutdown request' || fail "no smart shutdown line"
out=$(q 'SELECT 1')
echo "$out" | grep -q "FATAL:  the database system is shutting down" \
  && ok "smart: new connection refused" || fail "smart new connection: $out"
echo "SELECT 'still-served';" >&"${IDLE[1]}"
read -r -t 60 line <&"${IDLE[0]}"
[ "$line" = still-served ] && ctl status -D "$data" >/dev/null && ok "smart: the open session still works" \
  || fail "smart open session: $line"
exec {IDLE[1]}>&-
wait_for not_running && [ ! -e "$data/postmaster.pid" ] && ok "smart: stops when the session leaves" \
  || fail "smart shutdown did not finish"
log_has 'database system is shut down' || fail "no shut down line"

# Stale pid file: a dead pid is taken over; status says no server.
printf '999999\n%s\n0\n%s\n' "$data" "$port" >"$data/postmaster.pid"
kill -0 999999 2>/dev/null && fail "pid 999999 exists, the stale test is void"
ctl status -D "$data" >/dev/null; st=$?
[ $st -eq 3 ] && ok "status with a stale pid file: 3" || fail "stale status: $st"
out=$(ctl start -D "$data" -l "$log" -o "$opts" 2>&1); remember_server
[ "$(q 'SELECT count(*) FROM t')" = 2 ] && ok "stale pid file taken over" || fail "stale start: $out"

# Fast shutdown (the default, SIGINT): the session is told 57P01.
# psql reads from a fifo (not a coproc: bash forgets a coproc's fds once it exits, and
# psql exits as soon as the server terminates its session).
mkfifo "$TMP/busy.in"
"$PSQL" -X -q -A -t -h 127.0.0.1 -p "$port" -U postgres -d postgres <"$TMP/busy.in" \
  >"$TMP/busy.out" 2>&1 &
busy_pid=$!
exec {busy_w}>"$TMP/busy.in"
(echo "BEGIN; SELECT 'in-xact';" >&"$busy_w") 2>/dev/null || true
for _ in $(seq 600); do grep -q in-xact "$TMP/busy.out" && break; sleep 0.1; done
out=$(ctl stop -D "$data" 2>&1); st=$?
[ $st -eq 0 ] && echo "$out" | grep -q "server stopped" && [ ! -e "$data/postmaster.pid" ] \
  && ok "fast stop" || fail "fast stop: $st $out"
(echo "SELECT 'after-stop';" >&"$busy_w") 2>/dev/null || true
exec {busy_w}>&-
wait "$busy_pid" 2>/dev/null || true
grep -q "FATAL:  terminating connection due to administrator command" "$TMP/busy.out" \
  && ok "fast: session terminated with 57P01" || fail "fast session: $(cat "$TMP/busy.out")"
log_has 'received fast shutdown request' && log_has 'aborting any active transactions' \
  && ok "fast shutdown logged" || fail "fast shutdown lines"

# ctl stop on a stopped server.
out=$(ctl stop -D "$data" 2>&1); st=$?
[ $st -eq 1 ] && echo "$out" | grep -q "PID file \"$data/postmaster.pid\" does not exist" \
  && ok "stop without a server: 1" || fail "stop twice: $st $out"

# basalt --daemon directly; the parent returns once connections are accepted.
"$BASALT" -D "$data" --daemon -c log_file="$log" $opts; st=$?; remember_server
[ $st -eq 0 ] && [ "$(q 'SELECT count(*) FROM t')" = 2 ] && ok "--daemon" || fail "--daemon: $st"

# Immediate shutdown (SIGQUIT): exits at once, the next start recovers committed work.
q "INSERT INTO t VALUES (3)" >/dev/null
out=$(ctl stop -D "$data" -m immediate 2>&1); st=$?
[ $st -eq 0 ] && [ ! -e "$data/postmaster.pid" ] && log_has 'received immediate shutdown request' \
  && ok "immediate stop" || fail "immediate: $st $out"
out=$(ctl restart -D "$data" 2>&1); st=$?; remember_server
[ $st -eq 0 ] && echo "$out" | grep -q "trying to start server anyway" \
  && [ "$(q 'SELECT count(*) FROM t')" = 3 ] && ok "restart reuses the options; data recovered" \
  || fail "restart after immediate: $st $out"
log_has 'database system was not properly shut down; automatic recovery in progress' \
  && ok "recovery after immediate shutdown" || fail "no recovery line"

# restart of a running server: stop (fast) then start with the saved options.
old=$(server_pid)
out=$(ctl restart -D "$data" 2>&1); st=$?; remember_server
[ $st -eq 0 ] && [ "$(server_pid)" != "$old" ] && [ "$(q 'SELECT 1')" = 1 ] \
  && ok "restart" || fail "restart: $st $out"

# A server that fails after detaching: --daemon exits 1 and names the log.
data2=$TMP/data2
out=$("$BASALT" -D "$data2" --daemon -c log_file="$TMP/second.log" $opts 2>&1); st=$?
[ $st -eq 1 ] && echo "$out" | grep -q "could not start server" \
  && grep -q "FATAL" "$TMP/second.log" && [ ! -e "$data2/postmaster.pid" ] \
  && ok "--daemon reports a failed start" || fail "failed start: $st $out"

out=$(ctl stop -D "$data" -m fast 2>&1) && not_running && ok "final stop" || fail "final stop: $out"
finish
