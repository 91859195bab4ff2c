#!/usr/bin/env bash
# Every node:test file of the project, listed explicitly: Node 20's --test does not expand globs,
# and an empty list must never pass silently.
set -euo pipefail
cd "$(dirname "$0")/.."
find src-shared src-main src-worker test -name '*.test.ts' -not -path '*/node_modules/*' | sort
