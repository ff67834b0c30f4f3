#!/usr/bin/env bash
# alter_system.sh: ALTER SYSTEM's settings take effect as PG's do: after pg_reload_conf() (or
# SIGHUP) for new sessions, after a restart for the rest, and RESET takes them back out.
#
#   alter_system.sh PATH_TO_BASALT_BINARY
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
source "$here/common.bash"

port=$(free_port)
data="$TMP/data"
start_server "$data" "$port" || { fail "server did not start"; finish; }
q() { psql_q "$port" "$1"; }

[ "$(q "ALTER SYSTEM SET work_mem = '8MB'")" = "" ] || fail "ALTER SYSTEM SET: $(q "ALTER SYSTEM SET work_mem = '8MB'")"
grep -q "^work_mem = '8MB'$" "$data/basalt.auto.conf" && head -1 "$data/basalt.auto.conf" | grep -q "Do not edit" \
  && ok "basalt.auto.conf written" || fail "basalt.auto.conf: $(cat "$data/basalt.auto.conf" 2>&1)"
[ "$(q 'SHOW work_mem')" = 4MB ] && ok "nothing changes before a reload" || fail "work_mem before reload: $(q 'SHOW work_mem')"
[ "$(q 'SELECT pg_reload_conf()')" = t ] || fail "pg_reload_conf()"
for _ in $(seq 1 50); do [ "$(q 'SHOW work_mem')" = 8MB ] && break; sleep 0.1; done
[ "$(q 'SHOW work_mem')" = 8MB ] && ok "after pg_reload_conf(): work_mem 8MB" || fail "after reload: $(q 'SHOW work_mem')"
[ "$(q "SELECT setting FROM pg_settings WHERE name = 'work_mem'")" = 8192 ] \
  && [ "$(q "SELECT current_setting('work_mem')")" = 8MB ] && ok "pg_settings and current_setting agree" \
  || fail "pg_settings: $(q "SELECT setting FROM pg_settings WHERE name = 'work_mem'")"
line=$(grep -n "^work_mem" "$data/basalt.auto.conf" | cut -d: -f1)
[ "$(q "SELECT source || '|' || sourcefile || '|' || sourceline FROM pg_settings WHERE name = 'work_mem'")" = \
  "configuration file|$data/basalt.auto.conf|$line" ] &&
  [ "$(q "SELECT sourcefile || '|' || sourceline FROM pg_settings WHERE name = 'max_connections'")" = \
  "$data/basalt.conf|$(grep -n "^max_connections" "$data/basalt.conf" | cut -d: -f1)" ] &&
  ok "pg_settings names the file and line each value came from" ||
  fail "sourcefile: $(q "SELECT name, source, sourcefile, sourceline FROM pg_settings WHERE name IN ('work_mem', 'max_connections')")"
q "CREATE ROLE settings_reader LOGIN" >/dev/null
[ "$("$PSQL" -X -q -A -t -h 127.0.0.1 -p "$port" -U settings_reader -d postgres -c \
  "SELECT source || '|' || coalesce(sourcefile, 'null') || '|' || coalesce(sourceline, -1) FROM pg_settings WHERE name = 'work_mem'")" = \
  "configuration file|null|-1" ] && ok "only a superuser sees the file and line" || fail "non-superuser sees the file"
PGOPTIONS="-c work_mem=2MB" "$PSQL" -X -q -A -t -h 127.0.0.1 -p "$port" -U postgres -d postgres \
  -c "SELECT source FROM pg_settings WHERE name = 'work_mem'" -c "SET work_mem = '3MB'" \
  -c "SELECT source FROM pg_settings WHERE name = 'work_mem'" -c "RESET work_mem" \
  -c "SELECT source || ' ' || setting FROM pg_settings WHERE name = 'work_mem'" >"$TMP/src.out" 2>&1
[ "$(tr '\n' '|' <"$TMP/src.out")" = "client|session|client 2048|" ] &&
  ok "a startup option is 'client', SET 'session', RESET goes back to 'client'" || fail "sources: $(cat "$TMP/src.out")"

# A restart-only setting is written, and read at the next start.
q "ALTER SYSTEM SET max_connections = 42" >/dev/null
q "ALTER SYSTEM SET statement_timeout = '5min'" >/dev/null
stop_server
start_server "$data" "$port" || { fail "no restart with basalt.auto.conf"; finish; }
[ "$(q 'SHOW max_connections')" = 42 ] && [ "$(q 'SHOW statement_timeout')" = 5min ] \
  && [ "$(q 'SHOW work_mem')" = 8MB ] && ok "after a restart: all three" \
  || fail "after restart: $(q 'SHOW max_connections') $(q 'SHOW statement_timeout') $(q 'SHOW work_mem')"

# RESET takes a setting out; RESET ALL empties the file.
q "ALTER SYSTEM RESET work_mem" >/dev/null
grep -q work_mem "$data/basalt.auto.conf" && fail "RESET left work_mem in the file" || ok "RESET removes the line"
q "ALTER SYSTEM RESET ALL" >/dev/null
[ "$(grep -vc '^#' "$data/basalt.auto.conf")" = 0 ] && ok "RESET ALL empties the file" \
  || fail "after RESET ALL: $(cat "$data/basalt.auto.conf")"
stop_server
start_server "$data" "$port" || { fail "no restart after RESET ALL"; finish; }
[ "$(q 'SHOW max_connections')" = 100 ] && [ "$(q 'SHOW work_mem')" = 4MB ] && ok "defaults again" \
  || fail "after RESET ALL and restart: $(q 'SHOW max_connections') $(q 'SHOW work_mem')"

# A hand-broken file keeps the old values on reload, as PG's.
echo "work_mem = = 3" >> "$data/basalt.auto.conf"
q 'SELECT pg_reload_conf()' >/dev/null
sleep 1
[ "$(q 'SHOW work_mem')" = 4MB ] && grep -q 'basalt.auto.conf" line' "$TMP/server.log" \
  && ok "a syntax error in basalt.auto.conf applies nothing" || fail "broken auto file: $(q 'SHOW work_mem')"
stop_server
finish
