#!/usr/bin/env bash
# `npm test`: validate, unit and the web build side by side; then API (PGlite, then PostgreSQL 15 when present);
# then e2e. Every step runs even when an earlier one failed; the last line is `N passed, N failed[, N skipped]`.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=lib/postgres.sh
source scripts/lib/postgres.sh

OUT=.test-data
LOGS="$OUT/logs"
mkdir -p "$OUT" "$LOGS"
rm -f "$OUT/unit.json" "$OUT/api-pglite.json" "$OUT/api-postgres.json" "$OUT/e2e.json" "$LOGS"/*
trap 'pg_stop >/dev/null 2>&1 || true; jobs -p | xargs -r kill 2>/dev/null || true' EXIT
trap 'exit 130' INT TERM
SUITE_START=$SECONDS

STEPS=()

heading() {
  printf '\n==== %s ====\n' "$1"
}

# run <kind> <name> <json or ""> <command...>: runs the command, never stops the script, records the result.
run() {
  local kind="$1" name="$2" json="$3" start=$SECONDS code=0
  shift 3
  if "$@"; then code=0; else code=$?; fi
  local step="$kind:$name:$code:$((SECONDS - start))"
  [[ -n "$json" ]] && step="$step:$json"
  STEPS+=("$step")
  return 0
}

# Steps that share the two cores: each runs in the background with its output in $LOGS/<name>.log, printed whole
# when the step is collected, so outputs never interleave.
declare -A BG_PIDS=()
start_bg() {
  local name="$1"
  shift
  (
    local start=$SECONDS code=0
    if "$@" >"$LOGS/$name.log" 2>&1; then code=0; else code=$?; fi
    echo "$code $((SECONDS - start))" >"$LOGS/$name.rc"
  ) &
  BG_PIDS[$name]=$!
}

# collect_bg <kind> <name> <json or ""> <heading>: waits for the step, prints its output, records its result.
collect_bg() {
  local kind="$1" name="$2" json="$3" code=1 secs=0
  wait "${BG_PIDS[$name]}" || true
  heading "$4"
  cat "$LOGS/$name.log"
  [[ -f "$LOGS/$name.rc" ]] && read -r code secs <"$LOGS/$name.rc"
  local step="$kind:$name:$code:$secs"
  [[ -n "$json" ]] && step="$step:$json"
  STEPS+=("$step")
}

# validate: the type check, lint and format check, each single-threaded, side by side; fails if any fails.
validate() {
  local pids=() code=0 part
  for part in typecheck lint format:check; do
    npm run --silent "$part" >"$LOGS/validate-${part/:/-}.log" 2>&1 &
    pids+=($!)
  done
  for part in "${!pids[@]}"; do wait "${pids[$part]}" || code=1; done
  cat "$LOGS"/validate-*.log
  return "$code"
}

vitest_run() {
  local project="$1" json="$2"
  npx vitest run --project "$project" --reporter=default --reporter=json --outputFile="$json"
}

start_bg validate validate
start_bg build npm run build
start_bg unit vitest_run "unit-*" "$OUT/unit.json"
collect_bg check validate "" 'Validate: typecheck, lint, format'
collect_bg check build "" 'Web build'
collect_bg vitest unit "$OUT/unit.json" 'Unit tests'

heading 'API tests on PGlite'
unset DATABASE_URL
run vitest api-pglite "$OUT/api-pglite.json" vitest_run api "$OUT/api-pglite.json"

heading 'API tests on PostgreSQL 15'
if pg_available; then
  start=$SECONDS
  if url="$(pg_start)"; then
    echo "PostgreSQL is up at $url"
    export DATABASE_URL="$url"
    run vitest api-postgres "$OUT/api-postgres.json" vitest_run api "$OUT/api-postgres.json"
    unset DATABASE_URL
    pg_stop
  else
    STEPS+=("check:api-postgres-start:1:$((SECONDS - start))")
  fi
else
  echo "PostgreSQL pass skipped: $PG_BIN/initdb not found."
  STEPS+=("skip:api-postgres:no PostgreSQL 15 binaries")
fi

heading 'E2E tests (Playwright, Debian Chromium)'
install_chromium() {
  [[ -x /usr/bin/chromium ]] && return 0
  echo "/usr/bin/chromium is missing: installing the Debian chromium package"
  local sudo=()
  if [[ "$(id -u)" != 0 ]]; then
    command -v sudo >/dev/null || { echo "cannot install chromium: not root and no sudo" >&2; return 1; }
    sudo=(sudo)
  fi
  "${sudo[@]}" apt-get update && "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y chromium
}
start=$SECONDS
if install_chromium; then
  run playwright e2e "$OUT/e2e.json" \
    env PLAYWRIGHT_JSON_OUTPUT_NAME="$OUT/e2e.json" npx playwright test --reporter=list,json
else
  STEPS+=("check:e2e-chromium-install:1:$((SECONDS - start))")
fi

node scripts/summarize-tests.mjs "total:$((SECONDS - SUITE_START))" "${STEPS[@]}"
