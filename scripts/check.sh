#!/usr/bin/env bash
# Every check, in the order a failure is cheapest to find: types, lint, format, unit tests, builds, browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.local/bin:$PATH"

step() { printf '\n== %s\n' "$1"; }
step "typecheck";      pnpm run -s typecheck
step "lint";           pnpm run -s lint
step "format";         pnpm run -s format:check
step "unit tests";     pnpm run -s unit
step "builds";         pnpm run -s build
step "browser tests";  pnpm run -s e2e
# pnpm dev:remote serves on the ports the suite's servers held: its own run, once they are stopped.
step "dev:remote";     pnpm run -s e2e:dev-remote
