#!/usr/bin/env bash
# Gets a fresh machine (only Node 20 and npm) ready to run or test the site:
# pnpm, the workspace's dependencies and, with --browser, a Chromium for the browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."

PNPM_VERSION=10.34.9
export PATH="$HOME/.local/bin:$PATH"

major=$(node -p 'process.versions.node.split(".")[0]')
if [ "$major" -lt 20 ]; then
  echo "Node 20 or newer is needed (found $(node --version))." >&2
  exit 1
fi

if ! command -v pnpm >/dev/null 2>&1 || [[ "$(pnpm --version 2>/dev/null)" != 10.* ]]; then
  echo "Installing pnpm $PNPM_VERSION with npm"
  # Corepack fails on these machines ("No compatible signature found"); npm works. Without write access to
  # npm's global folder, install under ~/.local instead.
  npm install -g "pnpm@$PNPM_VERSION" >/dev/null 2>&1 || npm install -g --prefix "$HOME/.local" "pnpm@$PNPM_VERSION" >/dev/null
fi

# Fast when nothing changed; installs exactly the lockfile otherwise.
CI=true pnpm install --frozen-lockfile --prefer-offline --reporter=silent

if [ "${1:-}" = "--browser" ]; then
  if [ -x /usr/bin/chromium ]; then
    :
  elif [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing Debian's chromium for the browser tests"
    apt-get update -qq >/dev/null
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "No /usr/bin/chromium: trying Playwright's own Chromium"
    pnpm exec playwright install chromium
  fi
fi
