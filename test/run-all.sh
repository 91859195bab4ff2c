#!/usr/bin/env bash
# `npm test`: the whole check. System packages → build → typecheck and lint → node:test suites →
# Playwright e2e, then one line "N passed, N failed" over every suite. Fails if anything failed
# or if no test ran at all. Prints as it goes: each step with its time, each node:test file when
# it ends (counts, time, running totals), a failure when it happens, each e2e test as it ends.
# Nothing here is shared with another run: logs go to a private temporary folder, the e2e server
# gets a free port (E2E_PORT, inherited by every Playwright process), everything else stays in
# this checkout (out/, .tsbuild/, test-results/).
set -uo pipefail
cd "$(dirname "$0")/.."
t_start=$SECONDS
run_dir=$(mktemp -d "${TMPDIR:-/tmp}/docintel-test.XXXXXX")
trap 'rm -rf "$run_dir"' EXIT

# System packages, by the command each provides: Chromium (e2e), qpdf and poppler-utils (PDF
# checks), LibreOffice Calc headless (`soffice`). Missing ones are installed in one apt-get call.
need_pkgs=()
command -v "${CHROMIUM_PATH:-/usr/bin/chromium}" >/dev/null 2>&1 || need_pkgs+=(chromium)
command -v qpdf >/dev/null 2>&1 || need_pkgs+=(qpdf)
{ command -v pdftotext && command -v pdfinfo && command -v pdftoppm; } >/dev/null 2>&1 || need_pkgs+=(poppler-utils)
command -v soffice >/dev/null 2>&1 || need_pkgs+=(libreoffice-calc-nogui)
if [ ${#need_pkgs[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing system packages: ${need_pkgs[*]}"
    # A run beside this one may hold the dpkg lock: wait for it rather than fail.
    (apt-get -o DPkg::Lock::Timeout=600 update -qq \
      && DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -qq "${need_pkgs[@]}") >"$run_dir/apt.log" 2>&1 \
      || { cat "$run_dir/apt.log"; echo "apt-get install ${need_pkgs[*]} failed"; echo "0 passed, 1 failed"; exit 1; }
  else
    echo "Missing system packages: ${need_pkgs[*]}. Install them (Debian/Ubuntu: sudo apt-get install ${need_pkgs[*]}) and run npm test again."
    echo "0 passed, 1 failed"
    exit 1
  fi
fi

[ -d node_modules ] || { echo "node_modules is missing: run 'npm ci' first"; echo "0 passed, 1 failed"; exit 1; }

t_step=$SECONDS
step() { echo; echo "== $* ($(clock $((SECONDS - t_start))) in)"; t_step=$SECONDS; }
done_step() { echo "   $1 in $((SECONDS - t_step)) s"; }
clock() { printf '%dm%02ds' $(($1 / 60)) $(($1 % 60)); }
fail_setup() { echo "$1 failed"; echo "0 passed, 1 failed"; exit 1; }
# Runs "$@", printing a line every 30 s while it runs (to the terminal, fd 3, even when the step's own
# output goes to a log): a step slowed down by a loaded machine is never silent.
exec 3>&1
watched() {
  "$@" &
  local pid=$!
  ticking "$pid"
  wait "$pid"
}
# Waits until every process named has ended, with a line every 30 s while any runs.
ticking() {
  local waited=0 pid running
  for (( ; ; )); do
    running=0
    for pid in "$@"; do kill -0 "$pid" 2>/dev/null && running=1; done
    [ "$running" = 1 ] || return 0
    sleep 1
    waited=$((waited + 1))
    if [ $((waited % 30)) = 0 ]; then echo "   … still running ($(clock $waited))" >&3; fi
  done
}

step build;     watched npx --no-install electron-vite build >"$run_dir/build.log" 2>&1 || { cat "$run_dir/build.log"; fail_setup build; }; done_step built
# Type checking and lint read the same sources and write nothing the other reads: one core each.
step "typecheck and lint (side by side)"
npx --no-install tsc -b >"$run_dir/tsc.log" 2>&1 & tsc_pid=$!
npx --no-install eslint . >"$run_dir/lint.log" 2>&1 & lint_pid=$!
ticking "$tsc_pid" "$lint_pid"
wait "$tsc_pid"; tsc_rc=$?
wait "$lint_pid"; lint_rc=$?
cat "$run_dir/tsc.log" "$run_dir/lint.log"
[ "$tsc_rc" = 0 ] || fail_setup typecheck
[ "$lint_rc" = 0 ] || fail_setup lint
done_step "checked and linted"

step "unit and integration (node:test, one line per file as it ends)"
mapfile -t files < <(bash test/list-unit.sh)
[ ${#files[@]} -gt 0 ] || fail_setup "finding test files"
node --import tsx test/runner/node-suites.ts "${files[@]}" | tee "$run_dir/node.txt"
node_rc=${PIPESTATUS[0]}
read -r node_pass node_fail < <(sed -nE 's/^node:test: ([0-9]+) passed, ([0-9]+) failed$/\1 \2/p' "$run_dir/node.txt" | tail -1)
node_pass=${node_pass:-0}; node_fail=${node_fail:-1}
# The runner's exit code counts too: a crash after its last line must not pass.
if [ "$node_rc" != 0 ] && [ "$node_fail" = 0 ]; then node_fail=1; fi

E2E_PORT=$(node -e "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); });")
export E2E_PORT
step "end to end (Playwright, Debian Chromium, server on port $E2E_PORT)"
rm -rf test-results/e2e-data test-results/e2e.json
watched npx --no-install playwright test
e2e_rc=$?
read -r e2e_pass e2e_fail < <(node -e '
  try { const s = require("./test-results/e2e.json").stats; console.log(s.expected + s.flaky, s.unexpected); }
  catch { console.log("0 1"); }')
# Playwright failing outside any test (its web server did not start, a config error) or running none is a failure too.
if { [ "$e2e_rc" != 0 ] || [ "$e2e_pass" = 0 ]; } && [ "$e2e_fail" = 0 ]; then e2e_fail=1; fi
echo "e2e: $e2e_pass passed, $e2e_fail failed"

passed=$((node_pass + e2e_pass)); failed=$((node_fail + e2e_fail))
echo
echo "node:test $node_pass passed, $node_fail failed · e2e $e2e_pass passed, $e2e_fail failed · $(clock $((SECONDS - t_start)))"
echo "$passed passed, $failed failed"
[ "$failed" = 0 ] && [ "$passed" -gt 0 ]
