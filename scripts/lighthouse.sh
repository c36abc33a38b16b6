#!/usr/bin/env bash
# Lighthouse (mobile, throttled) against the served production build: `pnpm lighthouse [path]`.
# Fetched from the npm registry on first use rather than installed with the workspace (it is large).
# Scores move a few points with machine load: compare runs made at the same time.
set -euo pipefail
cd "$(dirname "$0")/.."
url="$(node --input-type=module -e "import { HOST } from './scripts/apps.mjs'; console.log(HOST.origin)")${1:-/}"
chrome="${CHROME_PATH:-/usr/bin/chromium}"
out=$(mktemp -d)
npx -y lighthouse@12.8.2 "$url" --quiet --only-categories=performance,accessibility \
  --output=json --output-path="$out/report.json" --chrome-path="$chrome" \
  --chrome-flags="--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync"
node -e '
const r = require(process.argv[1]); const a = r.audits;
console.log(`${process.argv[2]}: performance ${r.categories.performance.score}, accessibility ${r.categories.accessibility.score}`);
for (const k of ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift", "speed-index"]) console.log(`  ${a[k].title}: ${a[k].displayValue}`);
' "$out/report.json" "$url"
