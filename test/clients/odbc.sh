#!/usr/bin/env bash
# odbc.sh: psqlODBC 13 through unixODBC (Debian odbc-postgresql, unixodbc, unixodbc-dev) against
# a fresh Basalt, with a PostgreSQL 15 that this test starts itself as the reference.
#
#   odbc.sh PATH_TO_BASALT_BINARY
#
# The driver is configured without touching /etc: odbcinst.ini and odbc.ini are written into the
# test's temp dir, which ODBCSYSINI / ODBCINI point at, with one DSN per server. Then, on both
# servers, and the two outputs must be identical:
#   - unixODBC's isql runs a few statements (DDL, INSERT, UPDATE, SELECT, an error);
#   - odbc_test.c (built by CMake when sql.h and libodbc are found, else here with cc) goes
#     through the ODBC API: SQLDriverConnect, the catalog functions, SQLPrepare +
#     SQLBindParameter + SQLExecute of every common type and NULL, SQLExecDirect, a larger
#     result, a scrollable cursor, SQLMoreResults, transactions with autocommit off and
#     SQLEndTran, errors with their SQLSTATE and the connection going on. It runs with
#     UseDeclareFetch=0 and =1 (psqlODBC then reads through `DECLARE ... CURSOR WITH HOLD` and
#     `FETCH n`, and wraps statements in `SAVEPOINT _EXEC_SVP_...`), with Fetch=2048 and with
#     UseServerSidePrepare=0 (parameters substituted into the text).
# Basalt's statement log then proves the cursors and savepoints were used.
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
source "$here/../server/common.bash"

DRIVER=/usr/lib/x86_64-linux-gnu/odbc/psqlodbcw.so
PGBIN=/usr/lib/postgresql/15/bin
skip() { echo "skip: $*"; rm -rf "$TMP"; exit 77; }
[ -f "$DRIVER" ] || skip "psqlODBC not installed ($DRIVER; Debian odbc-postgresql)"
command -v isql >/dev/null || skip "unixODBC's isql not installed (Debian unixodbc)"
[ -x "$PGBIN/initdb" ] || skip "PostgreSQL 15 server binaries not found in $PGBIN"

PROG=${ODBC_TEST_BIN:-}
if [ -z "$PROG" ] || [ ! -x "$PROG" ]; then
  [ -f /usr/include/sql.h ] || skip "unixODBC headers not installed (Debian unixodbc-dev)"
  PROG=$TMP/odbc_test
  cc -std=c11 -Wall -Wextra -o "$PROG" "$here/odbc_test.c" -lodbc >"$TMP/cc.log" 2>&1 \
    || { fail "cannot compile odbc_test.c"; cat "$TMP/cc.log" >&2; finish; }
fi

# --- the reference PostgreSQL 15 (initdb runs as user postgres when we are root)
PGDIR=$(mktemp -d /tmp/basalt-odbc-pg.XXXXXX)
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
[ "$(id -u)" = 0 ] && chown postgres "$PGDIR"
stop_pg() {
  [ -f "$PGDIR/data/postmaster.pid" ] && as_pg "$PGBIN/pg_ctl" -D "$PGDIR/data" -m fast -w stop >/dev/null 2>&1
  rm -rf "$PGDIR"
}
trap stop_pg EXIT
pgport=$(free_port)
as_pg "$PGBIN/initdb" -D "$PGDIR/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 \
  >"$TMP/initdb.log" 2>&1 || { fail "initdb"; cat "$TMP/initdb.log" >&2; finish; }
as_pg "$PGBIN/pg_ctl" -D "$PGDIR/data" -l "$PGDIR/pg.log" -w \
  -o "-p $pgport -k $PGDIR -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null \
  || { fail "PostgreSQL did not start"; finish; }

port=$(free_port)
start_server "$TMP/data" "$port" -c log_statement=all || { fail "server did not start"; finish; }

# --- the driver and two DSNs, in the temp dir only
cat >"$TMP/odbcinst.ini" <<EOF
[PostgreSQL Unicode]
Description=psqlODBC (Unicode)
Driver=$DRIVER
EOF
dsn() { printf '[%s]\nDriver=PostgreSQL Unicode\nServername=127.0.0.1\nPort=%s\nDatabase=postgres\nUsername=postgres\n\n' "$1" "$2"; }
{ dsn basalt "$port"; dsn postgres "$pgport"; } >"$TMP/odbc.ini"
export ODBCSYSINI=$TMP ODBCINI=$TMP/odbc.ini

# --- isql
cat >"$TMP/isql.sql" <<'EOF'
CREATE TABLE isql_t (a int PRIMARY KEY, b text, c numeric(8,2), d date, e boolean)
INSERT INTO isql_t VALUES (1, 'one', 1.5, '2024-01-02', true), (2, 'two', NULL, NULL, false), (3, 'it''s', -3.25, '1999-12-31', NULL)
UPDATE isql_t SET c = c * 2 WHERE c IS NOT NULL
SELECT a, b, c, d, e FROM isql_t ORDER BY a
SELECT 1/0
INSERT INTO isql_t VALUES (1, 'dup', 0, NULL, NULL)
SELECT count(*), sum(c), max(d) FROM isql_t
DELETE FROM isql_t WHERE a > 1
SELECT * FROM isql_t
DROP TABLE isql_t
EOF
for d in postgres basalt; do
  isql -b -v -d'|' -c "$d" <"$TMP/isql.sql" >"$TMP/isql.$d.out" 2>&1 || fail "isql $d exited with $?"
done
grep -q '^1|one|3.00|2024-01-02|1$' "$TMP/isql.postgres.out" || { fail "isql reference output"; cat "$TMP/isql.postgres.out" >&2; }
if diff -u "$TMP/isql.postgres.out" "$TMP/isql.basalt.out" >"$TMP/isql.diff"; then ok "isql"; else
  fail "isql: Basalt's output differs from PostgreSQL's"; cat "$TMP/isql.diff" >&2
fi

# --- the ODBC API program, in four driver configurations
i=0
for mode in "UseDeclareFetch=0" "UseDeclareFetch=1" "UseDeclareFetch=1;Fetch=2048" \
            "UseServerSidePrepare=0"; do
  i=$((i + 1))
  for d in postgres basalt; do
    "$PROG" "DSN=$d;$mode" >"$TMP/odbc.$i.$d.out" 2>&1 || fail "odbc_test on $d ($mode) exited with $?"
  done
  if grep -q FAILED "$TMP/odbc.$i.postgres.out" || [ "$(tail -n 1 "$TMP/odbc.$i.postgres.out")" != done ]; then
    fail "odbc_test against PostgreSQL ($mode) did not run cleanly"; tail -n 20 "$TMP/odbc.$i.postgres.out" >&2
  fi
  if diff -u "$TMP/odbc.$i.postgres.out" "$TMP/odbc.$i.basalt.out" >"$TMP/odbc.$i.diff"; then
    ok "odbc_test $mode ($(wc -l <"$TMP/odbc.$i.basalt.out") lines)"
  else
    fail "odbc_test $mode: Basalt's output differs from PostgreSQL's"; head -n 60 "$TMP/odbc.$i.diff" >&2
  fi
done

# --- what UseDeclareFetch=1 sent to Basalt
for pat in 'declare "SQL_CUR[^"]*" cursor with hold for SELECT' 'fetch 100 in "SQL_CUR' \
           'fetch 2048 in "SQL_CUR' 'SAVEPOINT _EXEC_SVP_' 'ROLLBACK TO _EXEC_SVP_' \
           'RELEASE _EXEC_SVP_'; do
  grep -qE "statement: .*$pat" "$TMP/server.log" && ok "server saw: $pat" || fail "no '$pat' in the statement log"
done

stop_server
stop_pg
finish
