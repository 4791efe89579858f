#!/usr/bin/env bash
# `npm test`: validate, unit and the web build side by side; then the API tests on PGlite; then e2e, with the API
# tests on PostgreSQL beside it (DATABASE_URL's, or a throwaway PostgreSQL 15 when installed). Every step runs even
# when an earlier one failed; the last line is `N passed, N failed[, N skipped]`.
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
# A DATABASE_URL given to `npm test` is the PostgreSQL pass's; the PGlite pass and the e2e server run embedded.
GIVEN_DATABASE_URL="${DATABASE_URL:-}"
unset DATABASE_URL
run vitest api-pglite "$OUT/api-pglite.json" vitest_run api "$OUT/api-pglite.json"

# The same API suite on PostgreSQL: the server DATABASE_URL names when it is set, else a throwaway PostgreSQL 15 when
# its binaries are installed. It runs on one worker beside the e2e suite, whose browsers leave about a fifth of the
# two cores idle while they wait on pages: the journeys keep one core and a half, as they do beside a busy core
# (`npm run test:flaky`). The fuzzer's 10,500 requests run on PGlite; here, where only the engine differs, 2,500.
pg_pass() {
  DATABASE_URL="$1" FUZZ_RUNS="${FUZZ_RUNS:-2500}" API_WORKERS=1 vitest_run api "$OUT/api-postgres.json"
}
as_root() {
  if [[ "$(id -u)" == 0 ]]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else return 1; fi
}
apt_install() {
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y "$@" ||
    { as_root apt-get update && as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y "$@"; }
}
# The cluster test (PostgreSQL pass) puts Debian's nginx in front of three store processes.
if [[ ! -x /usr/sbin/nginx ]]; then
  echo "installing Debian's nginx-light for the cluster test"
  apt_install nginx-light >/dev/null || echo "cannot install nginx: the cluster test will say so"
fi
PG_URL=""
PG_STARTED=0
if [[ -n "$GIVEN_DATABASE_URL" ]]; then
  PG_URL="$GIVEN_DATABASE_URL"
elif pg_available; then
  start=$SECONDS
  if PG_URL="$(pg_start)"; then
    PG_STARTED=1
  else
    PG_URL=""
    STEPS+=("check:api-postgres-start:1:$((SECONDS - start))")
  fi
else
  STEPS+=("skip:api-postgres:no PostgreSQL 15 binaries")
fi
[[ -n "$PG_URL" ]] && start_bg api-postgres pg_pass "$PG_URL"

heading 'E2E tests (Playwright, Debian Chromium)'
# Debian's chromium runs the e2e suite; its headless shell (same package source and version), when it can be
# installed, runs the journeys that need no browser window in about a fifth less CPU (playwright.config.ts).
install_chromium() {
  if [[ ! -x /usr/bin/chromium ]]; then
    echo "/usr/bin/chromium is missing: installing the Debian chromium package"
    apt_install chromium || { echo "cannot install chromium (root or sudo and apt-get are needed)" >&2; return 1; }
  fi
  if [[ ! -x /usr/lib/chromium/chromium-headless-shell ]]; then
    echo "installing Debian's chromium-headless-shell (without it the suite runs in chromium alone)"
    apt_install chromium-headless-shell >/dev/null || echo "chromium-headless-shell is not available: chromium alone"
  fi
  return 0
}
start=$SECONDS
if install_chromium; then
  run playwright e2e "$OUT/e2e.json" \
    env PLAYWRIGHT_JSON_OUTPUT_NAME="$OUT/e2e.json" npx playwright test --reporter=list,json
else
  STEPS+=("check:e2e-chromium-install:1:$((SECONDS - start))")
fi

if [[ -n "$PG_URL" ]]; then
  where="a throwaway PostgreSQL 15"
  [[ "$PG_STARTED" == 1 ]] || where="the PostgreSQL of DATABASE_URL"
  collect_bg vitest api-postgres "$OUT/api-postgres.json" "API tests on $where (beside the e2e suite)"
  [[ "$PG_STARTED" == 1 ]] && pg_stop
elif ! pg_available; then
  heading 'API tests on PostgreSQL'
  echo "PostgreSQL pass skipped: no DATABASE_URL, and $PG_BIN/initdb not found."
fi

node scripts/summarize-tests.mjs "total:$((SECONDS - SUITE_START))" "${STEPS[@]}"
