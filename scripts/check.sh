#!/usr/bin/env bash
# Every check, in the order a failure is cheapest to find: types, lint and format, unit tests, builds, browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.local/bin:$PATH"

# Each step says when it starts (seconds since the checks began): where CI's time goes (docs/performance.md#ci-time).
step() { printf '\n== %s (at %d s)\n' "$1" "$SECONDS"; }

# Types, lint and format only read the code, each mostly on one thread: they run side by side on
# CI's two cores, and each one's output is printed whole, in this order, once all three are done.
side_by_side() {
  local out names=("$@") pids=() failed=0
  out=$(mktemp -d)
  for name in "${names[@]}"; do
    # Not silent (-s): pnpm -r hides its packages' output then, a failed type check's errors too.
    pnpm run "$name" > "$out/$name" 2>&1 &
    pids+=($!)
  done
  for i in "${!names[@]}"; do
    if wait "${pids[$i]}"; then printf '\n-- %s: passed\n' "${names[$i]}"; else printf '\n-- %s: FAILED\n' "${names[$i]}"; failed=1; fi
    cat "$out/${names[$i]}"
  done
  rm -rf "$out"
  return "$failed"
}

step "typecheck, lint, format"; side_by_side typecheck lint format:check
step "unit tests";     pnpm run -s unit
step "builds";         pnpm run -s build
step "browser tests";  pnpm run -s e2e
# pnpm dev:remote serves on the ports the suite's servers held: its own run, once they are stopped.
step "dev:remote";     pnpm run -s e2e:dev-remote
