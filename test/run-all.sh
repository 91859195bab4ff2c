#!/usr/bin/env bash
# `npm test`: the whole check. System packages → build → typecheck → lint → node:test suites →
# Playwright e2e, then one line "N passed, N failed" over every suite. Fails if anything failed
# or if no test ran at all.
set -uo pipefail
cd "$(dirname "$0")/.."

need_pkgs=()
command -v "${CHROMIUM_PATH:-/usr/bin/chromium}" >/dev/null 2>&1 || need_pkgs+=(chromium)
if [ ${#need_pkgs[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing system packages: ${need_pkgs[*]}"
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need_pkgs[@]}") >/tmp/docintel-apt.log 2>&1 \
      || { echo "apt-get install ${need_pkgs[*]} failed; see /tmp/docintel-apt.log"; exit 1; }
  else
    echo "Missing system packages: ${need_pkgs[*]}. Install them (Debian/Ubuntu: sudo apt-get install ${need_pkgs[*]}) and run npm test again."
    exit 1
  fi
fi

[ -d node_modules ] || { echo "node_modules is missing: run 'npm ci' first"; exit 1; }

step() { echo; echo "== $*"; }
fail_setup() { echo "$1 failed"; echo "0 passed, 1 failed"; exit 1; }

step build;     npx --no-install electron-vite build >/tmp/docintel-build.log 2>&1 || { cat /tmp/docintel-build.log; fail_setup build; }
step typecheck; npx --no-install tsc -b || fail_setup typecheck
step lint;      npx --no-install eslint . || fail_setup lint

step "unit and integration (node:test)"
mapfile -t files < <(bash test/list-unit.sh)
[ ${#files[@]} -gt 0 ] || fail_setup "finding test files"
node_out=$(mktemp)
node --import tsx --test --test-reporter=tap --test-concurrency=2 "${files[@]}" 2>&1 | tee "$node_out" | grep -E '^not ok|^# (pass|fail|skipped|todo)' 
node_pass=$(grep -E '^# pass [0-9]+' "$node_out" | tail -1 | awk '{print $3}')
node_fail=$(grep -E '^# fail [0-9]+' "$node_out" | tail -1 | awk '{print $3}')
node_pass=${node_pass:-0}; node_fail=${node_fail:-1}
if [ "$node_fail" != 0 ]; then grep -B2 -A30 '^\s*not ok' "$node_out" | head -200; fi
echo "node:test: $node_pass passed, $node_fail failed"

step "end to end (Playwright, Debian Chromium)"
rm -rf test-results/e2e-data test-results/e2e.json
npx --no-install playwright test
read -r e2e_pass e2e_fail < <(node -e '
  try { const s = require("./test-results/e2e.json").stats; console.log(s.expected + s.flaky, s.unexpected); }
  catch { console.log("0 1"); }')
echo "e2e: $e2e_pass passed, $e2e_fail failed"

passed=$((node_pass + e2e_pass)); failed=$((node_fail + e2e_fail))
echo
echo "$passed passed, $failed failed"
[ "$failed" = 0 ] && [ "$passed" -gt 0 ]
