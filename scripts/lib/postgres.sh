# Throwaway PostgreSQL 15 for tests and benchmarks. Source it, then:
#   url=$(pg_start)   # initdb into a temp dir, start on a free port, print postgres://postgres@127.0.0.1:PORT/postgres
#   pg_stop           # stop the server and delete its files (safe to call twice, or when nothing was started)
# PostgreSQL refuses to run as root, so as root the server runs as the `postgres` OS user (created when missing).

PG_BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"
# $$ is the sourcing shell's pid even inside $(...), so pg_stop finds what a command substitution started.
PG_STATE_FILE="${PG_STATE_FILE:-/tmp/nymnyc-pg-$$.state}"

pg_available() {
  [[ -x "$PG_BIN/initdb" && -x "$PG_BIN/pg_ctl" ]]
}

_pg_as_owner() {
  if [[ "$(id -u)" == 0 ]]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

_pg_free_port() {
  node -e "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

pg_start() {
  if ! pg_available; then
    echo "pg_start: PostgreSQL binaries not found in $PG_BIN" >&2
    return 1
  fi
  if [[ "$(id -u)" == 0 ]] && ! id postgres >/dev/null 2>&1; then
    useradd --system --home-dir /var/lib/postgresql --shell /bin/bash postgres >&2
  fi
  local base port
  base="$(mktemp -d /tmp/nymnyc-pg.XXXXXX)"
  [[ "$(id -u)" == 0 ]] && chown postgres: "$base"
  port="${PG_PORT:-$(_pg_free_port)}"
  printf '%s\n' "$base" >"$PG_STATE_FILE"
  if ! _pg_as_owner "$PG_BIN/initdb" -D "$base/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 \
    >"$base/initdb.log" 2>&1; then
    echo "pg_start: initdb failed:" >&2
    cat "$base/initdb.log" >&2
    return 1
  fi
  if ! _pg_as_owner "$PG_BIN/pg_ctl" -D "$base/data" -l "$base/server.log" \
    -o "-p $port -k /tmp -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
    -w start >/dev/null; then
    echo "pg_start: the server did not start:" >&2
    cat "$base/server.log" >&2
    return 1
  fi
  echo "postgres://postgres@127.0.0.1:$port/postgres"
}

pg_stop() {
  local base="${1:-}"
  if [[ -z "$base" && -f "$PG_STATE_FILE" ]]; then
    base="$(cat "$PG_STATE_FILE")"
    rm -f "$PG_STATE_FILE"
  fi
  [[ -n "$base" && -d "$base" ]] || return 0
  if [[ -f "$base/data/postmaster.pid" ]]; then
    _pg_as_owner "$PG_BIN/pg_ctl" -D "$base/data" -m fast -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$base"
}
