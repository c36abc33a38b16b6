#!/usr/bin/env bash
# Gets a fresh machine (only Node 20 and npm) ready to run or test the site:
# pnpm, the workspace's dependencies; with --browser, a Chromium for the browser tests; with
# --servers, PostgreSQL and Redis for the api's tests (which start their own throwaway ones).
# `npm start` needs neither flag: the api's default database is embedded.
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

want() { case " $* " in *" $FLAG "*) return 0 ;; esac; return 1; }
FLAG=--browser; browser=false; want "$@" && browser=true
FLAG=--servers; servers=false; want "$@" && servers=true

apt_updated=false
apt_install() {
  if [ "$apt_updated" = false ]; then apt-get update -qq >/dev/null; apt_updated=true; fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

if [ "$servers" = true ] && { ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || ! command -v redis-server >/dev/null 2>&1; }; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing Debian's postgresql and redis-server for the api's tests"
    apt_install postgresql redis-server
  else
    echo "The api's tests need PostgreSQL and Redis: install the postgresql and redis-server packages (as root: apt-get install -y postgresql redis-server)." >&2
    exit 1
  fi
fi

if [ "$browser" = true ]; then
  if [ -x /usr/bin/chromium ]; then
    :
  elif [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing Debian's chromium for the browser tests"
    apt_install chromium
  else
    echo "No /usr/bin/chromium: trying Playwright's own Chromium"
    pnpm exec playwright install chromium
  fi
fi
