#!/usr/bin/env bash
# protocol.sh: the wire protocol, byte by byte, through test/server/protocol_test.py.
#
#   protocol.sh PATH_TO_BASALT_BINARY
#
# Starts a server on a fresh data directory and a free port, runs the raw-socket client, then
# stops the server with SIGINT (fast shutdown), which must exit 0 (no crash, no hang) after all that abuse.
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
source "$here/common.bash"
port=$(free_port)
if start_server "$TMP/data" "$port"; then
  if python3 "$here/protocol_test.py" "$port"; then ok "protocol_test.py"; else fail "protocol_test.py"; fi
  stop_server && ok "clean shutdown after the protocol tests"
else
  fail "server did not start"
fi
finish
