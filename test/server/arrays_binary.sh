#!/usr/bin/env bash
# arrays_binary.sh: arrays in the binary wire format, compared with PostgreSQL 15's bytes.
#
#   arrays_binary.sh PATH_TO_BASALT_BINARY
#
# Starts a server on a fresh data directory and a free port and runs arrays_binary_test.py.
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
source "$here/common.bash"
port=$(free_port)
if start_server "$TMP/data" "$port"; then
  if python3 "$here/arrays_binary_test.py" "$port"; then ok "arrays_binary_test.py"; else fail "arrays_binary_test.py"; fi
  stop_server && ok "clean shutdown"
else
  fail "server did not start"
fi
finish
