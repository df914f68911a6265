#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for tests and CI.
#   Start: eval "$(scripts/pg-throwaway.sh)"      (exports PGTEST_DIR and TEST_DATABASE_URL)
#   Stop:  scripts/pg-throwaway.sh stop "$PGTEST_DIR"
# initdb refuses to run as root: as root the server binaries run as the `postgres` user.
set -euo pipefail
PGBIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
if [ "$(id -u)" = 0 ]; then AS="runuser -u postgres --"; else AS=""; fi
if [ "${1:-}" = stop ]; then
  $AS "$PGBIN/pg_ctl" -D "$2/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$2"
  exit 0
fi
# A free loopback port, unless PGTEST_PORT names one.
PORT=${PGTEST_PORT:-$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')}
DIR=$(mktemp -d /tmp/pgtest.XXXXXX)
chmod 755 "$DIR"
[ "$(id -u)" = 0 ] && chown postgres:postgres "$DIR"
$AS "$PGBIN/initdb" -D "$DIR/data" -A trust -U postgres -E UTF8 --locale=C.UTF-8 --no-sync >"$DIR/initdb.log"
$AS "$PGBIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w \
  -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
  start >/dev/null
"$PGBIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres camara_fria_test
echo "export PGTEST_DIR=$DIR"
echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$PORT/camara_fria_test"
