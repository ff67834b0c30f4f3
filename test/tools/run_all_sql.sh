#!/usr/bin/env bash
# run_all_sql.sh: run every SQL test (or the named ones) against one Basalt binary, 4 at a time.
#
#   run_all_sql.sh BASALT_BINARY [NAME...]
#
# The one idea: a thin loop over run_sql_test.sh for use without ctest; it prints one line per
# test (ok / FAIL with the kept directory) and a summary, and exits nonzero if any test failed.
# Each test's full output is in $OUT (default: a temp dir) as NAME.log.
set -u
[ $# -ge 1 ] || { echo "usage: $0 BASALT_BINARY [NAME...]" >&2; exit 2; }
binary=$(cd "$(dirname "$1")" && pwd)/$(basename "$1"); shift
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
if [ $# -eq 0 ]; then set -- $(for f in "$here"/../sql/*.sql; do basename "$f" .sql; done); fi
out=${OUT:-$(mktemp -d "${TMPDIR:-/tmp}/basalt-sql-all.XXXXXX")}
mkdir -p "$out"
printf '%s\n' "$@" | xargs -P "${JOBS:-4}" -I{} sh -c \
  '"$0" "$1" {} >"$2/{}.log" 2>&1 && echo "ok   {}" || echo "FAIL {}  ($2/{}.log)"' \
  "$here/run_sql_test.sh" "$binary" "$out" | sort -k2 | tee "$out/summary"
failed=$(grep -c '^FAIL' "$out/summary")
echo "$(( $# - failed ))/$# passed; logs in $out"
[ "$failed" -eq 0 ]
