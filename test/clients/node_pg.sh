#!/usr/bin/env bash
# node_pg.sh: node-postgres (npm pg 8) against a fresh Basalt; the checks are in
# node_pg_test.js. pg is installed from npm at test time into a cache beside the basalt binary
# (BUILD_DIR/npm-cache); without node or a reachable npm registry the test is skipped (77).
source "$(dirname "$0")/../server/common.bash"
cache="$(cd "$(dirname "$BASALT")" && pwd)/npm-cache"
skip() { echo "skip: $*"; rm -rf "$TMP"; exit 77; }
command -v node >/dev/null && command -v npm >/dev/null || skip "node / npm not installed"
if [ ! -d "$cache/node_modules/pg" ]; then
  mkdir -p "$cache"
  (cd "$cache" && npm install --no-audit --no-fund --silent pg@8 >"$TMP/npm.log" 2>&1) ||
    skip "npm install pg@8 failed (registry not reachable?): $(tail -n 3 "$TMP/npm.log")"
fi
port=$(free_port)
start_server "$TMP/data" "$port" || { fail "server did not start"; finish; }
NODE_PATH="$cache/node_modules" PGTZ=UTC node "$(dirname "$0")/node_pg_test.js" "$port" ||
  fail "node_pg_test.js"
stop_server
finish
