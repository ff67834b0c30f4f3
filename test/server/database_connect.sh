#!/usr/bin/env bash
# database_connect.sh: CONNECT on the database is checked when a session starts (PG's
# CheckMyDatabase): a role without it (REVOKE CONNECT ... FROM PUBLIC) is refused with
# FATAL "permission denied for database "postgres"" and PG's detail (42501: psql shows no
# SQLSTATE of a failed connection); a role granted it, or a superuser, connects; GRANT ... TO
# PUBLIC lets everyone in again.
. "$(dirname "$0")/common.bash"
PORT=$(free_port)
start_server "$TMP/data" "$PORT" || { fail "server did not start"; finish; }

as() { # as ROLE SQL: one psql session as ROLE, its output and errors
  "$PSQL" -X -q -A -t -h 127.0.0.1 -p "$PORT" -U "$1" -d postgres -c "$2" 2>&1
}

psql_q "$PORT" "CREATE ROLE regress_conn_alice LOGIN" >/dev/null
psql_q "$PORT" "CREATE ROLE regress_conn_bob LOGIN" >/dev/null
[ "$(as regress_conn_alice 'SELECT current_user')" = regress_conn_alice ] &&
  ok "PUBLIC may connect by default" || fail "default connect failed"

psql_q "$PORT" "REVOKE CONNECT ON DATABASE postgres FROM PUBLIC" >/dev/null
psql_q "$PORT" "GRANT CONNECT ON DATABASE postgres TO regress_conn_bob" >/dev/null
out=$(as regress_conn_alice 'SELECT 1')
case "$out" in
  *'FATAL:  permission denied for database "postgres"'*'DETAIL:  User does not have CONNECT privilege.'*)
    ok "a role without CONNECT is refused" ;;
  *) fail "alice without CONNECT: $out" ;;
esac
[ "$(as regress_conn_bob 'SELECT current_user')" = regress_conn_bob ] &&
  ok "a role granted CONNECT connects" || fail "bob: $(as regress_conn_bob 'SELECT 1')"
[ "$(psql_q "$PORT" 'SELECT current_user')" = postgres ] &&
  ok "a superuser connects" || fail "superuser refused"
# the refused login left the server serving
[ "$(psql_q "$PORT" "SELECT datacl FROM pg_database")" = \
  '{=T/postgres,postgres=CTc/postgres,regress_conn_bob=c/postgres}' ] && ok "datacl" ||
  fail "datacl: $(psql_q "$PORT" "SELECT datacl FROM pg_database")"

psql_q "$PORT" "GRANT CONNECT ON DATABASE postgres TO PUBLIC" >/dev/null
[ "$(as regress_conn_alice 'SELECT current_user')" = regress_conn_alice ] &&
  ok "GRANT TO PUBLIC lets her in again" || fail "alice after GRANT: $(as regress_conn_alice 'SELECT 1')"

stop_server || true
finish
