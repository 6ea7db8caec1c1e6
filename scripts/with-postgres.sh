#!/usr/bin/env bash
# Runs a command with a throwaway PostgreSQL cluster: installs Debian's `postgresql` when missing (as root),
# starts a cluster under a temp folder on a free loopback port as the unprivileged `postgres` user (trust
# authentication, loopback only, fsync off: nothing in it outlives the command), exports
# DATABASE_URL=postgres://postgres@127.0.0.1:<port>/postgres and removes the cluster afterwards.
#   bash scripts/with-postgres.sh pnpm jest platform-api
set -euo pipefail
[ "$#" -gt 0 ] || { echo "usage: scripts/with-postgres.sh <command …>" >&2; exit 2; }

pg_bin_dir() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1; }

if [ -z "$(pg_bin_dir)" ] || [ ! -x "$(pg_bin_dir)/initdb" ]; then
  if [ "$(id -u)" != "0" ]; then
    echo "[postgres] PostgreSQL is missing: run 'sudo apt-get install postgresql' and try again" >&2
    exit 1
  fi
  echo "[postgres] installing Debian's postgresql"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq --no-install-recommends postgresql >/dev/null
fi
BIN="$(pg_bin_dir)"

# initdb and postgres refuse to run as root: run them as `postgres` (created by the package) when root.
as_pg() {
  if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

free_port() {
  node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'
}

DIR="$(mktemp -d /tmp/pg-throwaway-XXXXXX)"
chmod 755 "$DIR"
[ "$(id -u)" = "0" ] && chown postgres "$DIR"
PORT="$(free_port)"
as_pg "$BIN/initdb" -D "$DIR/data" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >"$DIR/initdb.log" 2>&1 || {
  cat "$DIR/initdb.log" >&2; exit 1;
}
cleanup() {
  as_pg "$BIN/pg_ctl" -D "$DIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap cleanup EXIT INT TERM
# Many test databases are created and dropped: durability is not wanted here, speed is.
as_pg "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w -t 60 start -o \
  "-c listen_addresses=127.0.0.1 -p $PORT -k $DIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300" \
  >/dev/null || { cat "$DIR/server.log" >&2; exit 1; }

export DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
echo "[postgres] throwaway cluster $("$BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT"
set +e
"$@"
status=$?
set -e
exit "$status"
