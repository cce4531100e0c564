#!/usr/bin/env bash
# Starts a throw-away PostgreSQL on 127.0.0.1:$PGPORT (default 55432) owned by the postgres user,
# and prints the TEST_DATABASE_URL for it. Needs Debian's postgresql package.
set -euo pipefail
PGPORT="${PGPORT:-55432}"
PGDATA="${PGDATA_DIR:-/tmp/memeforge-ci-pg}"
BIN="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)"
id postgres >/dev/null 2>&1 || useradd --system --home /var/lib/postgresql --shell /bin/bash postgres
run() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }
if [ -f "$PGDATA/postmaster.pid" ]; then run "$BIN/pg_ctl -D $PGDATA stop -m fast" >/dev/null 2>&1 || true; fi
rm -rf "$PGDATA"
mkdir -p "$PGDATA"
[ "$(id -u)" = 0 ] && chown postgres "$PGDATA"
run "$BIN/initdb -D $PGDATA -U postgres --auth=trust -E UTF8 --locale=C.UTF-8" >/dev/null
run "$BIN/pg_ctl -D $PGDATA -l $PGDATA/server.log -w -o '-h 127.0.0.1 -p $PGPORT -k /tmp -c fsync=off -c full_page_writes=off -c synchronous_commit=off' start" >/dev/null
echo "postgres://postgres@127.0.0.1:$PGPORT/postgres"
