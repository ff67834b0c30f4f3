#!/usr/bin/env bash
# pg_fdw_write.sh: INSERT / UPDATE / DELETE on basalt_pg_fdw tables against a real PostgreSQL 15.
#
#   pg_fdw_write.sh PATH_TO_BASALT_BINARY
#
# The test starts its own PostgreSQL 15 (pg_remote.bash) with two identical remote databases:
# Basalt's foreign tables write into rb, the reference (PostgreSQL's own postgres_fdw, in
# database ref) into rr. Every statement runs on both; their outputs must be identical
# (RETURNING rows, command tags, errors with SQLSTATE and CONTEXT, EXPLAIN VERBOSE: the
# ModifyTable line, its Output and Remote SQL, Batch Size, Foreign Update / Delete, the scan's
# Remote SQL with ctid and FOR UPDATE), and afterwards the remote tables must hold the same
# rows: inserts with local DEFAULTs, updates and deletes row by row and pushed down whole, a
# local ROLLBACK and ROLLBACK TO SAVEPOINT undoing remote changes, COPY FROM into a foreign
# table, a remote unique violation after which the session carries on. The remote statement
# log shows batch_size batches, the row statement prepared once, and the isolation level of
# the remote transaction.
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
source "$here/common.bash"
source "$here/pg_remote.bash"
start_remote_pg "log_line_prefix='%m [%p] %d '" <<'EOF'
local all all trust
host all all 127.0.0.1/32 trust
EOF

remote_schema="
CREATE TABLE t (a int PRIMARY KEY, b text, c int DEFAULT 7);
INSERT INTO t SELECT i, 'r' || i, i FROM generate_series(1, 20) i;
CREATE TABLE bt (a int, b text);
CREATE TABLE trg (a int, b text);
CREATE FUNCTION trg_f() RETURNS trigger LANGUAGE plpgsql AS \$\$
BEGIN
  IF NEW.a = 0 THEN RETURN NULL; END IF;
  NEW.b := upper(NEW.b);
  RETURN NEW;
END \$\$;
CREATE TRIGGER trg_t BEFORE INSERT OR UPDATE ON trg FOR EACH ROW EXECUTE FUNCTION trg_f();
CREATE TABLE slowt (a int, b text);
CREATE FUNCTION slow_f() RETURNS trigger LANGUAGE plpgsql AS \$\$
BEGIN PERFORM pg_sleep(60); RETURN NEW; END \$\$;
CREATE TRIGGER slow_t BEFORE INSERT ON slowt FOR EACH ROW EXECUTE FUNCTION slow_f();
"
pg postgres -v ON_ERROR_STOP=1 -c "CREATE DATABASE rb" -c "CREATE DATABASE rr" -c "CREATE DATABASE ref" \
  >"$TMP/setup.log" || fail "remote setup"
for db in rb rr; do
  echo "$remote_schema" | pg $db -v ON_ERROR_STOP=1 >>"$TMP/setup.log" || fail "remote setup $db"
done

bport=$(free_port)
if ! start_server "$TMP/data" "$bport"; then fail "basalt start"; finish; fi
b() { "$PSQL" -X -q -h 127.0.0.1 -p "$bport" -U postgres -d postgres "$@" 2>&1; }

schema() { # the same foreign tables, into remote database $1
  cat <<EOF
CREATE EXTENSION postgres_fdw;
CREATE SERVER loop FOREIGN DATA WRAPPER postgres_fdw
  OPTIONS (host '127.0.0.1', port '$pgport', dbname '$1');
CREATE USER MAPPING FOR CURRENT_USER SERVER loop OPTIONS (user 'postgres');
CREATE FOREIGN TABLE ft (a int, b text, c int DEFAULT 42) SERVER loop OPTIONS (table_name 't');
CREATE FOREIGN TABLE ft_batch (a int, b text) SERVER loop OPTIONS (table_name 'bt', batch_size '3');
CREATE FOREIGN TABLE ft_cn (k int OPTIONS (column_name 'a'), v text OPTIONS (column_name 'b'))
  SERVER loop OPTIONS (table_name 't');
CREATE FOREIGN TABLE ft_trg (a int, b text) SERVER loop OPTIONS (table_name 'trg');
CREATE FOREIGN TABLE ft_slow (a int, b text) SERVER loop OPTIONS (table_name 'slowt');
CREATE FOREIGN TABLE ft_tb (a int, b text, c int) SERVER loop OPTIONS (table_name 't', batch_size '4');
CREATE FOREIGN TABLE ft_ro (a int, b text) SERVER loop OPTIONS (table_name 'bt', updatable 'false');
CREATE FOREIGN TABLE ft_chk (a int NOT NULL, b text CHECK (b <> 'bad')) SERVER loop
  OPTIONS (table_name 'bt');
CREATE TABLE local_t (a int, b text);
INSERT INTO local_t VALUES (11, 'from a local join'), (12, 'from a local join');
EOF
}
schema rb | b -v ON_ERROR_STOP=1 >"$TMP/bsetup.log" || { fail "basalt setup"; cat "$TMP/bsetup.log" >&2; }
schema rr | pg ref -v ON_ERROR_STOP=1 >"$TMP/rsetup.log" || { fail "reference setup"; cat "$TMP/rsetup.log" >&2; }

# same NAME SQL [FILTER]: Basalt's output must equal postgres_fdw's (LOCATION lines name
# source files); FILTER (a grep -E pattern) keeps only the lines it matches, without their
# indentation (Basalt may have a node more between them).
same() {
  local name=$1 sql=$2 keep=${3:-}
  local want got
  want=$(printf '\\set VERBOSITY verbose\n%s\n' "$sql" | pg ref | grep -v '^LOCATION:' | plan_filter "$keep")
  got=$(printf '\\set VERBOSITY verbose\n%s\n' "$sql" | b | grep -v '^LOCATION:' | plan_filter "$keep")
  if [ "$want" = "$got" ]; then ok "$name"; else
    fail "$name"; diff <(echo "$want") <(echo "$got") | head -30 >&2
  fi
}
plan_filter() {
  if [ -z "$1" ]; then cat; else grep -E -- "$1" | sed -E 's/^ *(->  )?//'; fi
}
# remote_same NAME: the remote tables hold the same rows.
remote_same() {
  local q="SELECT * FROM t ORDER BY a; SELECT * FROM bt ORDER BY a, b; SELECT * FROM trg ORDER BY a;"
  local want got
  want=$(pg rr -c "$q"); got=$(pg rb -c "$q")
  if [ "$want" = "$got" ]; then ok "$1"; else
    fail "$1"; diff <(echo "$want") <(echo "$got") | head -30 >&2
  fi
}
# log_has NAME TEXT: the remote statement log has TEXT in a line of Basalt's database (rb).
log_has() {
  if grep -F ' rb ' "$PGDIR/pg.log" | grep -qF -- "$2"; then ok "$1"; else
    fail "$1: no '$2' in the remote log"; fi
}

ev='EXPLAIN (VERBOSE, COSTS OFF)'
# Plan lines both print alike; Basalt's Result / Subquery Scan under an INSERT and the Output of
# an UPDATE's scan (PG: the changed columns, ctid, ft.*) have other shapes.
plan_lines='(Insert|Update|Delete) on|^   Output:|Remote SQL|Batch Size|Foreign|Filter'

# --- EXPLAIN VERBOSE shapes
same "explain insert" "$ev INSERT INTO ft VALUES (100, 'x');" "$plan_lines"
same "explain insert returning" "$ev INSERT INTO ft (a) VALUES (100) RETURNING *;" "$plan_lines"
same "explain insert select" "$ev INSERT INTO ft (a, b) SELECT a + 100, b FROM ft RETURNING a;" "$plan_lines"
same "explain insert default values" "$ev INSERT INTO ft DEFAULT VALUES;" "$plan_lines"
same "explain insert batch_size" "$ev INSERT INTO ft_batch SELECT g, 'x' FROM generate_series(1, 5) g;" "$plan_lines"
same "explain insert batch_size with returning" \
  "$ev INSERT INTO ft_batch SELECT g, 'x' FROM generate_series(1, 5) g RETURNING b;" "$plan_lines"
same "explain direct update" "$ev UPDATE ft SET b = 'y' WHERE a = 3;"
same "explain direct update expressions, returning" \
  "$ev UPDATE ft SET b = b || 'y', c = c + 1 WHERE a > 3 RETURNING a, b;"
same "explain direct update of every row" "$ev UPDATE ft SET c = a * 2;"
same "explain update by ctid (local condition)" \
  "$ev UPDATE ft SET b = 'y' WHERE a = 3 AND random() >= 0;" "$plan_lines"
same "explain update by ctid (volatile SET), returning" \
  "$ev UPDATE ft SET b = random()::text WHERE a = 3 RETURNING *;" "$plan_lines"
same "explain direct delete" "$ev DELETE FROM ft WHERE a = 3;"
same "explain direct delete returning" "$ev DELETE FROM ft WHERE a = 3 RETURNING b;"
same "explain delete of every row" "$ev DELETE FROM ft;"
same "explain delete by ctid" "$ev DELETE FROM ft WHERE a = 3 AND random() >= 0;"
same "explain delete by ctid, returning" "$ev DELETE FROM ft WHERE a = 3 AND random() >= 0 RETURNING b, a;"
same "explain insert on conflict do nothing" "$ev INSERT INTO ft VALUES (1, 'x') ON CONFLICT DO NOTHING;" "$plan_lines|Conflict"
same "explain update from a local table" \
  "$ev UPDATE ft SET b = l.b FROM local_t l WHERE ft.a = l.a;" '(Update|Delete) on|Remote SQL'
same "on conflict with a target, on a foreign table" "INSERT INTO ft VALUES (1, 'x') ON CONFLICT (a) DO NOTHING;"

# --- changes, as the remote server sees them
same "insert" "INSERT INTO ft VALUES (100, 'x', 1), (101, NULL, NULL);
\\echo rows :ROW_COUNT"
same "insert with local defaults, returning" "INSERT INTO ft (a) VALUES (102) RETURNING *;"
same "insert select, returning" "INSERT INTO ft (a, b) SELECT a + 200, b FROM ft WHERE a < 4 RETURNING a, b, c;"
same "direct update" "UPDATE ft SET b = 'y' WHERE a = 3;
\\echo rows :ROW_COUNT"
same "direct update returning" "UPDATE ft SET b = b || 'z', c = c + 1 WHERE a > 15 AND a < 30 RETURNING a, b, c;"
same "update by ctid, returning" "UPDATE ft SET b = 'w' || a WHERE a < 7 AND random() >= 0 RETURNING b, c;"
same "update by ctid" "UPDATE ft SET c = NULL WHERE a = 8 AND random() >= 0;
\\echo rows :ROW_COUNT"
same "update of no row" "UPDATE ft SET c = 0 WHERE a = -1;
\\echo rows :ROW_COUNT"
same "direct delete returning" "DELETE FROM ft WHERE a = 5 RETURNING b;
\\echo rows :ROW_COUNT"
same "delete by ctid" "DELETE FROM ft WHERE a IN (6, 9) AND random() >= 0;
\\echo rows :ROW_COUNT"
same "delete by ctid, returning" "DELETE FROM ft WHERE a = 10 AND random() >= 0 RETURNING a, b;"
same "column_name: insert, direct update, delete by ctid" "INSERT INTO ft_cn VALUES (3000, 'cn') RETURNING k, v;
UPDATE ft_cn SET v = v || '!' WHERE k = 3000 RETURNING k, v;
DELETE FROM ft_cn WHERE k = 3000 AND random() >= 0 RETURNING v;"
same "explain column_name" "$ev UPDATE ft_cn SET v = v || '!' WHERE k = 2 RETURNING k, v;
$ev DELETE FROM ft_cn WHERE k = 2 AND random() >= 0 RETURNING v;"
same "update from a local table" "UPDATE ft SET b = l.b FROM local_t l WHERE ft.a = l.a RETURNING ft.a, ft.b;
\\echo rows :ROW_COUNT"
same "on conflict do nothing" "INSERT INTO ft VALUES (1, 'x'), (150, 'new') ON CONFLICT DO NOTHING RETURNING a;
\\echo rows :ROW_COUNT"
same "constraints of a foreign table are not checked here" \
  "INSERT INTO ft_chk VALUES (NULL, 'bad') RETURNING *; UPDATE ft_chk SET b = 'bad' WHERE a IS NULL;"
same "DEFAULT is the local default, columns in any order" "INSERT INTO ft (b, a, c) VALUES ('reordered', 160, DEFAULT) RETURNING *;
UPDATE ft SET c = DEFAULT WHERE a = 160 RETURNING *;
UPDATE ft SET c = DEFAULT, b = 'volatile' WHERE a = 160 AND random() >= 0 RETURNING *;"
same "explain SET DEFAULT" "$ev UPDATE ft SET c = DEFAULT WHERE a = 160;"
same "rows read back" "SELECT * FROM ft ORDER BY a;"
remote_same "remote rows after inserts, updates, deletes"

# --- RETURNING shows the row as the remote server wrote it (a remote trigger); a row the
# remote trigger skips is not counted
same "remote trigger: returning" "INSERT INTO ft_trg VALUES (1, 'one'), (0, 'skipped'), (2, 'two') RETURNING *;
\\echo rows :ROW_COUNT
UPDATE ft_trg SET b = b || ' again' WHERE a = 1 RETURNING *;
UPDATE ft_trg SET b = 'volatile ' || a WHERE a = 2 AND random() >= 0 RETURNING b;
\\echo rows :ROW_COUNT
INSERT INTO ft_trg VALUES (0, 'skipped');
\\echo rows :ROW_COUNT"
same "explain analyze" "EXPLAIN (VERBOSE, COSTS OFF, ANALYZE, TIMING OFF, SUMMARY OFF) INSERT INTO ft_trg VALUES (3, 'three'), (0, 'x');
EXPLAIN (VERBOSE, COSTS OFF, ANALYZE, TIMING OFF, SUMMARY OFF) UPDATE ft_trg SET b = b WHERE a = 3;
EXPLAIN (VERBOSE, COSTS OFF, ANALYZE, TIMING OFF, SUMMARY OFF) DELETE FROM ft_trg WHERE a = 3 AND random() >= 0;" \
  "$plan_lines|actual"

# --- COPY FROM into a foreign table: row by row through the wrapper
same "copy into a foreign table, local defaults" $'COPY ft (a, b) FROM stdin;\n1000\tcopied, local default c\n1001\t\\N\n\\.\n\\echo rows :ROW_COUNT\nSELECT * FROM ft WHERE a >= 1000 ORDER BY a;'
same "copy: a remote error names the line" $'COPY ft FROM stdin;\n1002\tfine\t1\n1\tdup\t1\n\\.\nSELECT count(*) FROM ft WHERE a = 1002;'
same "copy from a foreign table" "COPY ft TO stdout;"
remote_same "remote rows after copy"

# --- batches of batch_size
same "batch insert" "INSERT INTO ft_batch SELECT g, 'b' || g FROM generate_series(1, 7) g;
\\echo rows :ROW_COUNT"
same "batch insert returning" "INSERT INTO ft_batch SELECT g, 'r' || g FROM generate_series(8, 9) g RETURNING *;
\\echo rows :ROW_COUNT"
remote_same "remote rows after batch inserts"
log_has "batch of 3 rows in one INSERT" 'INSERT INTO public.bt(a, b) VALUES ($1, $2), ($3, $4), ($5, $6)'
same "batch insert on conflict do nothing" \
  "INSERT INTO ft_tb (a, b) SELECT g, 'batch' FROM generate_series(148, 153) g ON CONFLICT DO NOTHING;
\\echo rows :ROW_COUNT"
same "not updatable" "INSERT INTO ft_ro VALUES (1, 'x'); UPDATE ft_ro SET b = 'y'; DELETE FROM ft_ro;"

# --- the remote transaction follows the local one
same "rollback undoes remote inserts and updates" "BEGIN;
INSERT INTO ft VALUES (400, 'rolled back');
UPDATE ft SET b = 'rolled back' WHERE a = 1;
DELETE FROM ft WHERE a = 2;
SELECT * FROM ft WHERE a IN (1, 2, 400) ORDER BY a;
ROLLBACK;
SELECT * FROM ft WHERE a IN (1, 2, 400) ORDER BY a;"
same "rollback to savepoint" "BEGIN;
INSERT INTO ft VALUES (500, 'kept');
SAVEPOINT s1;
INSERT INTO ft VALUES (501, 'undone');
UPDATE ft SET b = 'undone' WHERE a = 500;
ROLLBACK TO SAVEPOINT s1;
INSERT INTO ft VALUES (502, 'kept too');
SAVEPOINT s2;
UPDATE ft SET b = 'released' WHERE a = 502;
RELEASE SAVEPOINT s2;
COMMIT;
SELECT * FROM ft WHERE a >= 500 ORDER BY a;"
remote_same "remote rows after rollback and savepoints"

# --- remote errors
same "remote unique violation, then the session carries on" "INSERT INTO ft VALUES (1, 'dup');
SELECT count(*) FROM ft;
UPDATE ft SET a = 2 WHERE a = 1 AND random() >= 0;
UPDATE ft SET a = 2 WHERE a = 1;
INSERT INTO ft VALUES (600, 'after the errors') RETURNING a;"
same "remote error inside a transaction, rolled back to a savepoint" "BEGIN;
INSERT INTO ft VALUES (700, 'before');
SAVEPOINT s;
INSERT INTO ft VALUES (1, 'dup');
ROLLBACK TO SAVEPOINT s;
INSERT INTO ft VALUES (701, 'after');
COMMIT;
SELECT * FROM ft WHERE a >= 700 ORDER BY a;"
same "remote error aborts the transaction" "BEGIN;
INSERT INTO ft VALUES (800, 'lost');
INSERT INTO ft VALUES (1, 'dup');
SELECT 1;
COMMIT;
SELECT count(*) FROM ft WHERE a = 800;"
same "statement_timeout cancels a remote insert, then the session carries on" "SET statement_timeout = '300ms';
INSERT INTO ft_slow VALUES (1, 'never');
RESET statement_timeout;
INSERT INTO ft VALUES (5000, 'after the timeout') RETURNING a;
SELECT count(*) FROM ft_slow;"
remote_same "remote rows after remote errors"

b -c "BEGIN ISOLATION LEVEL SERIALIZABLE" -c "INSERT INTO ft VALUES (900, 'ser')" -c "COMMIT" >/dev/null
log_has "SERIALIZABLE locally: SERIALIZABLE remotely" "START TRANSACTION ISOLATION LEVEL SERIALIZABLE"
log_has "a change by ctid" 'UPDATE public.t SET b = $2 WHERE ctid = $1'
log_has "the row statement prepared once" 'execute pgsql_fdw_prep_1: INSERT INTO public.t(a, b, c) VALUES ($1, $2, $3)'
log_has "and deallocated" 'DEALLOCATE pgsql_fdw_prep_1'
log_has "statements an error left deallocated with the transaction" 'DEALLOCATE ALL'

finish
