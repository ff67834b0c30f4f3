#!/usr/bin/env bash
# reload.sh: SIGHUP re-reads basalt.conf, basalt_hba.conf and the TLS files, as PostgreSQL does.
#
#   reload.sh PATH_TO_BASALT_BINARY
#
# Checks that a new session sees a reloadable setting changed in the file, that an hba rule
# added to the file takes effect ("+group" by role membership), that ssl = on switched on by a reload works, that a
# restart-only setting is logged and left alone, that -c on the command line wins over the file,
# and that a broken file changes nothing.
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
source "$here/common.bash"

data=$TMP/data
port=$(free_port)
if ! start_server "$data" "$port" -c autovacuum_naptime=7s; then fail "start"; finish; fi
[ "$(psql_q "$port" 'SHOW checkpoint_timeout')" = 5min ] || fail "checkpoint_timeout default"

openssl req -x509 -newkey rsa:2048 -nodes -keyout "$data/server.key" -out "$data/server.crt" \
  -days 2 -subj "/CN=localhost" >"$TMP/openssl.log" 2>&1 || fail "openssl"
chmod 600 "$data/server.key"
psql_q "$port" 'CREATE ROLE alice LOGIN' >/dev/null

reload() {
  local before; before=$(grep -c 'received SIGHUP' "$TMP/server.log")
  kill -HUP "$SERVER_PID"
  for _ in $(seq 1 100); do
    [ "$(grep -c 'received SIGHUP' "$TMP/server.log")" -gt "$before" ] && break; sleep 0.1
  done
  sleep 0.3
}

cat >>"$data/basalt.conf" <<'EOF'
checkpoint_timeout = 10min
autovacuum_naptime = 30s
shared_buffers = 64MB
ssl = on
EOF
cat >"$data/basalt_hba.conf" <<'EOF'
local all all trust
host  all alice 127.0.0.1/32 reject
host  all all   127.0.0.1/32 trust
EOF
reload
[ "$(psql_q "$port" 'SHOW checkpoint_timeout')" = 10min ] && ok "reloaded setting seen by a new session" \
  || fail "checkpoint_timeout after reload: $(psql_q "$port" 'SHOW checkpoint_timeout')"
grep -q 'parameter "checkpoint_timeout" changed to "10min"' "$TMP/server.log" \
  && ok "change logged" || fail "no 'changed to' log line"
[ "$(psql_q "$port" 'SHOW autovacuum_naptime')" = 7s ] && ok "-c wins over the reloaded file" \
  || fail "autovacuum_naptime: $(psql_q "$port" 'SHOW autovacuum_naptime')"
[ "$(psql_q "$port" "SHOW shared_buffers")" = 128MB ] \
  && grep -q 'parameter "shared_buffers" cannot be changed without restarting the server' "$TMP/server.log" \
  && ok "restart-only setting logged and kept" || fail "shared_buffers after reload: $(psql_q "$port" "SHOW shared_buffers")"
out=$("$PSQL" -X -q -A -t -h 127.0.0.1 -p "$port" -U alice -d postgres -c 'SELECT 1' 2>&1)
echo "$out" | grep -q 'pg_hba.conf rejects connection for host "127.0.0.1", user "alice"' \
  && ok "new hba rule applies" || fail "hba after reload: $out"
# "+group" matches the members of the group (through any chain of memberships), not others
psql_q "$port" 'CREATE ROLE hba_grp; CREATE ROLE hba_mid IN ROLE hba_grp; CREATE ROLE bob LOGIN IN ROLE hba_mid; CREATE ROLE carol LOGIN' >/dev/null
cp "$data/basalt_hba.conf" "$TMP/hba.saved"
cat >"$data/basalt_hba.conf" <<'EOF'
local all all trust
host  all +hba_grp 127.0.0.1/32 reject
host  all all   127.0.0.1/32 trust
EOF
reload
out=$("$PSQL" -X -q -A -t -h 127.0.0.1 -p "$port" -U bob -d postgres -c 'SELECT 1' 2>&1)
echo "$out" | grep -q 'pg_hba.conf rejects connection for host "127.0.0.1", user "bob"' \
  && ok "+group rule matches a member" || fail "+group member: $out"
out=$("$PSQL" -X -q -A -t -h 127.0.0.1 -p "$port" -U carol -d postgres -c 'SELECT 1' 2>&1)
[ "$out" = 1 ] && ok "+group rule skips a non-member" || fail "+group non-member: $out"
cp "$TMP/hba.saved" "$data/basalt_hba.conf"
reload

out=$("$PSQL" -X -q -A -t "host=127.0.0.1 port=$port user=postgres dbname=postgres sslmode=require" \
  -c 'SHOW ssl' 2>&1)
[ "$out" = on ] && ok "ssl = on by reload: sslmode=require connects" || fail "TLS after reload: $out"

# A broken hba file or basalt.conf changes nothing.
echo "host all all 127.0.0.1/32 no-such-method" >>"$data/basalt_hba.conf"
echo "checkpoint_timeout = 20min" >>"$data/basalt.conf"
echo "this is not a setting line !" >>"$data/basalt.conf"
reload
[ "$(psql_q "$port" 'SHOW checkpoint_timeout')" = 10min ] \
  && grep -q 'contains errors; no changes were applied' "$TMP/server.log" \
  && ok "broken basalt.conf applies nothing" || fail "broken conf: $(psql_q "$port" 'SHOW checkpoint_timeout')"
grep -q 'basalt_hba.conf was not reloaded' "$TMP/server.log" \
  && [ "$(psql_q "$port" 'SELECT 1')" = 1 ] && ok "broken hba file keeps the old rules" \
  || fail "broken hba: $(psql_q "$port" 'SELECT 1')"

stop_server || true
finish
