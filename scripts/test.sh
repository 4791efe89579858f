#!/usr/bin/env bash
# `npm test`: validate, unit, API (PGlite, then PostgreSQL 15 when present), web build, e2e.
# Every step runs even when an earlier one failed; the last line is `N passed, N failed[, N skipped]`.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=lib/postgres.sh
source scripts/lib/postgres.sh

OUT=.test-data
mkdir -p "$OUT"
rm -f "$OUT/unit.json" "$OUT/api-pglite.json" "$OUT/api-postgres.json" "$OUT/e2e.json"
trap 'pg_stop >/dev/null 2>&1 || true' EXIT
trap 'exit 130' INT TERM

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

vitest_run() {
  local project="$1" json="$2"
  npx vitest run --project "$project" --reporter=default --reporter=json --outputFile="$json"
}

heading 'Validate: typecheck, lint, format'
run check validate "" npm run validate

heading 'Unit tests'
run vitest unit "$OUT/unit.json" vitest_run unit "$OUT/unit.json"

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

heading 'Web build'
run check build "" npm run build

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

node scripts/summarize-tests.mjs "${STEPS[@]}"
