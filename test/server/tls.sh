#!/usr/bin/env bash
# tls.sh: TLS with the real psql and pgbench: SSLRequest, sslmode=require / verify-full,
# hostssl rules, several MB through TLS both ways, and bad handshakes ending only their own
# connection.
#
#   tls.sh PATH_TO_BASALT_BINARY
#
# A throwaway CA and a server certificate for CN=localhost are made here with the openssl
# command (nothing secret is committed); the server starts with ssl = on.
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
source "$here/common.bash"
PGBENCH=$(command -v pgbench || echo /usr/lib/postgresql/15/bin/pgbench)

# ssl = on with no certificate: the server refuses to start, with PG's message.
data=$TMP/data
port=$(free_port)
out=$("$BASALT" -D "$data" -p "$port" -c listen_addresses=127.0.0.1 -c ssl=on 2>&1); st=$?
[ $st -ne 0 ] && echo "$out" | grep -q 'could not load server certificate file ".*server.crt"' \
  && ok "ssl = on without a certificate refused" || fail "no certificate: status $st, $out"

mk() { openssl "$@" >>"$TMP/openssl.log" 2>&1 || fail "openssl $1"; }
mk req -x509 -newkey rsa:2048 -nodes -keyout "$TMP/ca.key" -out "$TMP/ca.crt" -days 2 \
  -subj "/CN=Basalt test CA"
mk req -x509 -newkey rsa:2048 -nodes -keyout "$TMP/other.key" -out "$TMP/other.crt" -days 2 \
  -subj "/CN=Other CA"
mk req -newkey rsa:2048 -nodes -keyout "$data/server.key" -out "$TMP/server.csr" -subj "/CN=localhost"
mk x509 -req -in "$TMP/server.csr" -CA "$TMP/ca.crt" -CAkey "$TMP/ca.key" -CAcreateserial \
  -out "$data/server.crt" -days 2

# A key others can read is refused, as in PG.
chmod 644 "$data/server.key"
out=$("$BASALT" -D "$data" -p "$port" -c listen_addresses=127.0.0.1 -c ssl=on 2>&1); st=$?
[ $st -ne 0 ] && echo "$out" | grep -q 'private key file ".*server.key" has group or world access' \
  && ok "world-readable key refused" || fail "world-readable key: status $st, $out"
chmod 600 "$data/server.key"

# Over TCP, postgres may connect only with TLS (hostssl), plainonly only without (hostnossl).
# (Clients on loopback all come from 127.0.0.1, so the rules differ by user.)
cat >"$data/basalt_hba.conf" <<'EOF'
local     all all                    trust
hostssl   all postgres  127.0.0.1/32 trust
hostnossl all plainonly 127.0.0.1/32 trust
EOF
if ! start_server "$data" "$port" -c ssl=on; then
  fail "start with ssl = on"; finish
fi
"$PSQL" -X -q -h /tmp -p "$port" -U postgres -d postgres -c 'CREATE ROLE plainonly LOGIN' >/dev/null 2>&1 \
  || fail "CREATE ROLE plainonly"

conn() { echo "host=$1 port=$port user=postgres dbname=postgres $2"; }
pq() { "$PSQL" -X -q -A -t "$@" 2>&1; }

out=$(pq "$(conn 127.0.0.1 sslmode=require)" -c '\conninfo')
echo "$out" | grep -q 'SSL connection (protocol: TLSv1' && ok "sslmode=require: $(echo "$out" | grep SSL)" \
  || fail "sslmode=require: $out"
[ "$(pq "$(conn 127.0.0.1 sslmode=require)" -c 'SHOW ssl')" = on ] && ok "SHOW ssl" \
  || fail "SHOW ssl: $(pq "$(conn 127.0.0.1 sslmode=require)" -c 'SHOW ssl')"
out=$(pq "$(conn 127.0.0.1 "sslmode=disable user=plainonly")" -c '\conninfo')
echo "$out" | grep -q 'SSL connection' && fail "sslmode=disable used TLS: $out" || ok "sslmode=disable stays plain"
out=$(pq "$(conn localhost "sslmode=verify-full sslrootcert=$TMP/ca.crt")" -c 'SELECT 42')
[ "$out" = 42 ] && ok "verify-full with the right CA" || fail "verify-full: $out"
out=$(pq "$(conn localhost "sslmode=verify-full sslrootcert=$TMP/other.crt")" -c 'SELECT 42')
echo "$out" | grep -q 'certificate verify failed' && ok "verify-full against a wrong CA fails" \
  || fail "verify-full, wrong CA: $out"
out=$(pq "$(conn 127.0.0.1 "sslmode=verify-full sslrootcert=$TMP/ca.crt")" -c 'SELECT 42')
echo "$out" | grep -q 'does not match host name' && ok "verify-full checks the host name" \
  || fail "verify-full, wrong host name: $out"
grep -q 'could not accept SSL connection: tlsv1 alert unknown ca' "$TMP/server.log" \
  && ok "refused handshake logged" || fail "no log line for the refused handshake"

# hostssl / hostnossl.
out=$(pq "$(conn 127.0.0.1 sslmode=disable)" -c 'SELECT 1')
echo "$out" | grep -q 'no pg_hba.conf entry for host "127.0.0.1", user "postgres", database "postgres", no encryption' \
  && ok "hostssl refuses a plain connection" || fail "hostssl, plain: $out"
out=$(pq "$(conn 127.0.0.1 "sslmode=require user=plainonly")" -c 'SELECT 1')
echo "$out" | grep -q 'no pg_hba.conf entry for host "127.0.0.1", user "plainonly", database "postgres", SSL encryption' \
  && ok "hostnossl refuses TLS" || fail "hostnossl, TLS: $out"
# sslmode=prefer falls back to plain after the refusal, as libpq does.
[ "$(pq "$(conn 127.0.0.1 "sslmode=prefer user=plainonly")" -c 'SELECT current_user')" = plainonly ] \
  && ok "prefer falls back to plain" \
  || fail "hostnossl, prefer: $(pq "$(conn 127.0.0.1 "sslmode=prefer user=plainonly")" -c 'SELECT 1')"

# The Unix socket never offers TLS (as PG; libpq does not even ask there).
out=$(python3 - "/tmp/.s.PGSQL.$port" <<'PY'
import socket, struct, sys
s = socket.socket(socket.AF_UNIX); s.settimeout(30); s.connect(sys.argv[1])
s.sendall(struct.pack("!ii", 8, 80877103)); print(s.recv(1))
PY
)
[ "$out" = "b'N'" ] && ok "SSLRequest on the Unix socket answered 'N'" || fail "Unix socket SSLRequest: $out"

# Several MB both ways: COPY in, a big result out, compared by md5.
python3 - >"$TMP/big.txt" <<'PY'
import random
r = random.Random(7)
for i in range(60000):
    print("%d\t%s" % (i, "".join(r.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(100))))
PY
TLS="$(conn 127.0.0.1 sslmode=require)"
out=$(pq "$TLS" -c 'CREATE TABLE big (id int, payload text)' -c "\\copy big FROM '$TMP/big.txt'")
[ -z "$out" ] || fail "COPY in over TLS: $out"
pq "$TLS" -c 'COPY big TO STDOUT' >"$TMP/big.out"
size=$(stat -c %s "$TMP/big.out")
[ "$(md5sum <"$TMP/big.txt")" = "$(md5sum <"$TMP/big.out")" ] && [ "$size" -gt 5000000 ] \
  && ok "$size bytes in by COPY and out by COPY over TLS, md5 equal" || fail "COPY round trip differs ($size bytes)"
pq "$TLS" -F $'\t' -c 'SELECT id, payload FROM big ORDER BY id' >"$TMP/big.sel"
[ "$(md5sum <"$TMP/big.txt")" = "$(md5sum <"$TMP/big.sel")" ] \
  && ok "a $(stat -c %s "$TMP/big.sel")-byte SELECT result over TLS, md5 equal" || fail "SELECT over TLS differs"

# Bad handshakes end only their own connection while another TLS session keeps working.
coproc KEEP { "$PSQL" -X -q -A -t "$TLS" 2>&1; }
echo "SELECT 'before';" >&"${KEEP[1]}"
read -r -t 30 line <&"${KEEP[0]}"; [ "$line" = before ] || fail "held session: $line"
python3 - "$port" >"$TMP/garbage.out" 2>&1 <<'PY'
import socket, struct, sys, time
port = int(sys.argv[1])
ssl_request = struct.pack("!ii", 8, 80877103)
def session(after_s, before_s=b""):
    s = socket.create_connection(("127.0.0.1", port), timeout=30)
    s.sendall(ssl_request + before_s)
    answer = s.recv(1)
    if after_s is not None:
        s.sendall(after_s)
    data = b""
    try:
        while True:
            chunk = s.recv(65536)
            if not chunk:
                break
            data += chunk
    except ConnectionResetError:
        pass
    s.close()
    return answer, data
# garbage instead of a ClientHello: the handshake fails and the server closes
a, d = session(b"\x16\x03\x01\x00\x05hello" + bytes(range(256)) * 4)
print("garbage-hello", a, "closed")
a, d = session(b"GET / HTTP/1.0\r\n\r\n" * 50)
print("http", a, "closed")
# plaintext sent before the answer to SSLRequest is refused, never taken as a message
a, d = session(None, struct.pack("!ii", 8, 196608))
print("unencrypted", a, b"received unencrypted data after SSL request" in (a + d))
# a second SSLRequest inside TLS would need a TLS client; a client that drops mid-handshake:
s = socket.create_connection(("127.0.0.1", port), timeout=30)
s.sendall(ssl_request); s.recv(1); s.sendall(b"\x16\x03\x01"); s.close()
print("dropped")
PY
cat "$TMP/garbage.out" >>"$TMP/server.log"
grep -q "garbage-hello b'S' closed" "$TMP/garbage.out" && grep -q "http b'S' closed" "$TMP/garbage.out" \
  && ok "garbage after 'S' closes that connection" || fail "garbage handshake: $(cat "$TMP/garbage.out")"
grep -q "unencrypted b'E' True" "$TMP/garbage.out" \
  && ok "plaintext after SSLRequest refused (FATAL 08P01)" || fail "unencrypted data: $(cat "$TMP/garbage.out")"
grep -q "could not accept SSL connection: EOF detected" "$TMP/server.log" \
  && ok "a client leaving mid-handshake is logged" || fail "no EOF-mid-handshake log line"
echo "SELECT count(*) FROM big;" >&"${KEEP[1]}"
read -r -t 30 line <&"${KEEP[0]}"; [ "$line" = 60000 ] && ok "the other TLS session kept working" \
  || fail "held session after bad handshakes: $line"
echo '\q' >&"${KEEP[1]}"; wait "$KEEP_PID" 2>/dev/null

# pgbench -S over TLS, briefly (a fixed number of transactions, no time limit).
PGSSLMODE=require "$PGBENCH" -h 127.0.0.1 -p "$port" -U postgres -i -s 1 postgres >"$TMP/pgbench.out" 2>&1 \
  || fail "pgbench -i over TLS: $(tail -n 5 "$TMP/pgbench.out")"
PGSSLMODE=require "$PGBENCH" -h 127.0.0.1 -p "$port" -U postgres -S -c 4 -j 2 -t 500 postgres \
  >"$TMP/pgbench.out" 2>&1
grep -q 'number of transactions actually processed: 2000/2000' "$TMP/pgbench.out" \
  && ok "pgbench -S -c 4 -t 500 over TLS ($(grep -o 'tps = [0-9.]*' "$TMP/pgbench.out" | head -1))" \
  || fail "pgbench -S over TLS: $(tail -n 5 "$TMP/pgbench.out")"

stop_server || true
"$BASALT" -D "$data" -p "$port" -c listen_addresses=127.0.0.1 -c ssl=off >>"$TMP/server.log" 2>&1 &
SERVER_PID=$!
for _ in $(seq 1 100); do pq "$(conn 127.0.0.1 "sslmode=disable user=plainonly")" -c 'SELECT 1' >/dev/null 2>&1 && break; sleep 0.1; done
out=$(pq "$(conn 127.0.0.1 sslmode=require)" -c 'SELECT 1')
echo "$out" | grep -q 'server does not support SSL, but SSL was required' \
  && ok "ssl = off answers 'N'" || fail "ssl = off with sslmode=require: $out"
stop_server || true
finish
