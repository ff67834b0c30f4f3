#!/usr/bin/env bash
# difftest.sh: differential random testing against PostgreSQL 15 (test/tools/difftest.py).
#
#   difftest.sh PATH_TO_BASALT_BINARY
#
# A fixed seed and a few hundred random queries (joins, subqueries, grouping sets, windows, set
# operations, NULL-heavy expressions) run on Basalt and on a PostgreSQL 15 that difftest.py
# starts itself; each difference is reduced to a minimal script. The test fails on a crash or
# hang of Basalt and on any difference that test/known-differences.md does not list (its
# signatures). DIFF_SEED / DIFF_QUERIES change the run; `make difftest` runs longer ones.
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
source "$here/common.bash"
PY=/usr/bin/python3 # Debian's python, where python3-psycopg2 is installed
if [ ! -x /usr/lib/postgresql/15/bin/initdb ]; then
  echo "skip: PostgreSQL 15 server binaries not found"; rm -rf "$TMP"; exit 77
fi
"$PY" -c 'import psycopg2' 2>/dev/null ||
  { echo "skip: python3-psycopg2 not installed"; rm -rf "$TMP"; exit 77; }
if "$PY" "$here/../tools/difftest.py" --basalt "$BASALT" --seed "${DIFF_SEED:-1}" \
    --queries "${DIFF_QUERIES:-150}" --out "$TMP/out" --known "$here/../known-differences.md"; then
  ok "difftest: no crash, no unknown difference"
else
  fail "difftest: see the repros in $TMP/out"
  for f in "$TMP"/out/diff-*.sql; do
    [ -f "$f" ] && { echo "--- $f" >&2; grep -q '(known:' "$f" || cut -c1-300 "$f" >&2; }
  done
  exit 1
fi
finish
