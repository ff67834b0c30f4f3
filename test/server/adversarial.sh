#!/usr/bin/env bash
# adversarial.sh: hostile clients against one server, through test/server/adversarial_test.py.
#
#   adversarial.sh PATH_TO_BASALT_BINARY
#
# Random bytes and truncated / oversized / negative-length messages before and after startup,
# 1,000 connections opened and dropped, 400 that never log in and 150 logins held at once
# (past max_connections), a client that stops reading a big result, SQL nested
# 100,000 deep and IN lists of 100,000 elements: each hostile connection gets an error or is
# closed, the others keep being served. Then the server must still answer, stop cleanly, and
# its log must hold no sanitizer report or PANIC (common.bash's finish).
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
source "$here/common.bash"
port=$(free_port)
if start_server "$TMP/data" "$port"; then
  if python3 "$here/adversarial_test.py" "$port"; then ok "adversarial_test.py"; else fail "adversarial_test.py"; fi
  out=$(psql_q "$port" "SELECT 'still up'")
  [ "$out" = "still up" ] && ok "server answers after the abuse" || fail "server after the abuse: $out"
  stop_server && ok "clean shutdown"
else
  fail "server did not start"
fi
finish
