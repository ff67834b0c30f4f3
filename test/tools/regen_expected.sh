#!/usr/bin/env bash
# regen_expected.sh: regenerate test/expected/*.out from real PostgreSQL 15.
#
#   regen_expected.sh            all of test/sql/*.sql
#   regen_expected.sh NAME...    only test/sql/NAME.sql
#   PG_ORACLE_PORT=N ...         use the oracle on port N (default: pg-oracle's own)
#
# The one idea: expected output is the specification, produced by PG 15 itself through
# /work/shared/tools/pg-oracle run (psql -X -a -q in a fresh database). Always read the diff
# (git diff test/expected) before committing: PG's output is the truth, but only for the SQL you
# meant to write.
set -euo pipefail
oracle=${PG_ORACLE:-/work/shared/tools/pg-oracle}
testdir=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$testdir"
if [ $# -eq 0 ]; then
  set -- $(for f in sql/*.sql; do basename "$f" .sql; done)
fi
for name in "$@"; do
  name=${name%.sql}; name=${name#sql/}
  [ -f "sql/$name.sql" ] || { echo "no such test: sql/$name.sql" >&2; exit 1; }
  "$oracle" run "sql/$name.sql" ${PG_ORACLE_PORT:-} >"expected/$name.out.tmp"
  mv "expected/$name.out.tmp" "expected/$name.out"
  echo "regenerated expected/$name.out"
done
