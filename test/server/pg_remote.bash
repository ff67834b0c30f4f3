# pg_remote.bash: a PostgreSQL 15 of the test's own, the remote side of basalt_pg_fdw tests
# (sourced after common.bash, not run).
#
# The one idea: the test initdbs a cluster in a temp dir (as user postgres when run as root),
# starts it on a free loopback port with log_statement = all (the remote statement log is
# evidence), and stops and removes it at exit. pg DB SQL... runs psql there. A test without
# PostgreSQL 15's server binaries is skipped.
PGBIN=/usr/lib/postgresql/15/bin
if [ ! -x "$PGBIN/initdb" ]; then
  echo "SKIP: PostgreSQL 15 server binaries not found in $PGBIN"
  rm -rf "$TMP"; exit 0
fi
PGDIR=$(mktemp -d /tmp/basalt-pgfdw-remote.XXXXXX)
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
[ "$(id -u)" = 0 ] && chown postgres "$PGDIR"
stop_pg() {
  [ -f "$PGDIR/data/postmaster.pid" ] && as_pg "$PGBIN/pg_ctl" -D "$PGDIR/data" -m fast -w stop >/dev/null 2>&1
  rm -rf "$PGDIR"
}
trap stop_pg EXIT

# start_remote_pg [SETTING...]: pg_hba.conf from stdin, SETTINGs as -c options; sets pgport.
start_remote_pg() {
  local extra="" setting
  for setting in "$@"; do extra="$extra -c $setting"; done
  pgport=$(free_port)
  as_pg "$PGBIN/initdb" -D "$PGDIR/data" -U postgres --auth=trust -E UTF8 --locale=C >"$TMP/initdb.log" 2>&1 \
    || { fail "initdb"; cat "$TMP/initdb.log" >&2; finish; }
  cat >"$PGDIR/data/pg_hba.conf"
  as_pg "$PGBIN/pg_ctl" -D "$PGDIR/data" -l "$PGDIR/pg.log" -w \
    -o "-p $pgport -k $PGDIR -c listen_addresses=127.0.0.1 -c log_statement=all$extra" start >/dev/null \
    || { fail "PostgreSQL did not start"; finish; }
}

pg() { # pg DB SQL...: psql on the remote PostgreSQL
  local db=$1; shift
  "$PSQL" -X -q -h 127.0.0.1 -p "$pgport" -U postgres -d "$db" "$@" 2>&1
}
