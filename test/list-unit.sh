#!/usr/bin/env bash
# Every node:test file of the project, listed explicitly: Node 20's --test does not expand globs,
# and an empty list must never pass silently. The cross-process suites in test/ come first: they
# are the long ones, so the short unit files fill both lanes of the runner at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
find test -name '*.test.ts' -not -path '*/node_modules/*' | sort
find src-shared src-main src-worker src-renderer \( -name '*.test.ts' -o -name '*.test.tsx' \) -not -path '*/node_modules/*' | sort
find packages -name '*.test.ts' -not -path '*/node_modules/*' | sort
find bench -name '*.test.ts' -not -path '*/node_modules/*' | sort
