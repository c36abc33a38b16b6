// `pnpm gap [route ...] [--runs N] [--json out.json] [--repeat] [--no-worker]`: how long a page looks ready before it works.
// Loads each route of the production build fresh (a new browser context each run, no cache) on the
// mobile profile (chromium.ts MOBILE: CPU slowed 4x, slow 4G set before navigation), interleaved
// like `pnpm lighthouse`, and prints per route the median and range (min–max), in seconds from
// navigation start and after the first contentful paint, of: the first contentful paint; when the
// header works (the host's part has hydrated); when each remote's area works; when the whole page
// has hydrated (#root[data-hydrated]). The header and the areas are timed by the marks the host sets
// (`sf:live:host`, `sf:live:<remote>`), else by when React has hydrated their element (its
// `__reactFiber$` key). `--json` writes every run's figures. Serves the builds itself if nothing
// listens on the host's port; refuses if something else does. It measures; it does not judge
// (exit 1 only when a page did not load). Figures move with machine load: compare runs of one sitting.
import { chromium, type Browser, type Page } from '@playwright/test';
import { HOST } from '@storefront/site/apps';
import { emulateMobile, LAUNCH_OPTIONS, MOBILE } from './chromium';
import { parseArguments, readRun, summarise, table, USAGE, type Result, type Run, type Watched } from './gap-report';
import { finishRuns, interleave, optionsOrExit } from './measure';
import { serveBuildIfNeeded } from './served-build';

const LOAD_TIMEOUT_MS = 60_000;
// How long a page may take to hydrate (all its parts) before the run is counted without the rest.
const HYDRATE_TIMEOUT_MS = 30_000;
// Once a page sets some `sf:live:` marks, how long to wait for the others after it has hydrated.
const MARKS_GRACE_MS = 2_000;

// --repeat and --no-worker are gap's own: the runs' common options are the rest.
const repeat = process.argv.includes('--repeat');
const noWorker = process.argv.includes('--no-worker');
const options = optionsOrExit(
  parseArguments,
  USAGE,
  process.argv.slice(2).filter((arg) => arg !== '--repeat' && arg !== '--no-worker'),
);

declare global {
  interface Window {
    /** What watchHydration has noted so far. */
    __gap: Watched;
  }
}

/** The part of a React fiber that tells whether it has mounted. */
interface Fiber {
  alternate: Fiber | null;
  return: Fiber | null;
  flags: number;
  tag: number;
}

/**
 * Runs in the page before its own scripts (an init script): notes, in ms from navigation start, when
 * React has hydrated the header's Account button and each remote area's first element, and when
 * #root gets `data-hydrated` (observed). Leaves them in `window.__gap`. An element counts once it
 * has React's `__reactFiber$` key and React would dispatch an event to that fiber: its render has
 * committed (the key is set while rendering, 0.1-0.2 s before the commit on the header). Checked
 * every 16 ms, since neither is a DOM change an observer would see.
 */
function watchHydration() {
  if (window !== window.top) return;
  const seen: Watched = { host: null, areas: {}, hydrated: null };
  window.__gap = seen;
  // react-dom 19's getNearestMountedFiber: a fiber under one still hydrating or being placed
  // (flags Placement | Hydrating, 4098) is not mounted yet.
  const hydrated = (element: Element | null | undefined) => {
    const key = element && Object.keys(element).find((k) => k.startsWith('__reactFiber$'));
    if (!element || !key) return false;
    const fiber = (element as unknown as Record<string, Fiber>)[key]!;
    let node = fiber;
    let mounted: Fiber | null = node;
    for (let next: Fiber | null = node; next && !next.alternate; next = node.return) {
      node = next;
      if (node.flags & 4098) mounted = node.return;
    }
    while (node.return) node = node.return;
    return node.tag === 3 && mounted === fiber;
  };
  let root: HTMLElement | null = null;
  const started = performance.now();
  const check = () => {
    const now = performance.now();
    if (!root && (root = document.getElementById('root'))) {
      const watched = root;
      const note = () => (seen.hydrated ??= watched.hasAttribute('data-hydrated') ? performance.now() : null);
      new MutationObserver(note).observe(watched, { attributes: true, attributeFilter: ['data-hydrated'] });
      note();
    }
    const buttons = [...document.querySelectorAll('header button')];
    const account =
      buttons.find((b) => (b.getAttribute('aria-label') ?? b.textContent).trim() === 'Account') ?? buttons[0];
    if (seen.host === null && hydrated(account)) seen.host = now;
    for (const area of document.querySelectorAll('[data-remote-area]')) {
      const remote = area.getAttribute('data-remote-area')!;
      if ((seen.areas[remote] ??= null) === null && hydrated(area.firstElementChild)) seen.areas[remote] = now;
    }
    const done = seen.hydrated !== null && seen.host !== null && !Object.values(seen.areas).includes(null);
    if (!done && now - started < 120_000) setTimeout(check, 16);
  };
  check();
}

/** True once the page has hydrated and each part has a time (its mark or its element); with `marksOnly`, its mark. */
function settled(marksOnly: boolean) {
  const seen = window.__gap;
  const marks = new Set(performance.getEntriesByType('mark').map((m) => m.name));
  const parts = { host: seen.host, ...seen.areas };
  return (
    seen.hydrated !== null &&
    Object.entries(parts).every(([part, dom]) => marks.has(`sf:live:${part}`) || (!marksOnly && dom !== null))
  );
}

/**
 * A visit before the measured one (--repeat): the route loaded once, until the site's service worker
 * controls the page and has kept what it showed and loaded (start/siteWorker.ts tells it a second
 * after the page's last mark).
 */
async function firstVisit(page: Page, route: string) {
  await page.goto(`${HOST.origin}${route}`, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
  await page.waitForFunction(() => navigator.serviceWorker?.controller, null, { timeout: HYDRATE_TIMEOUT_MS });
  await page.waitForTimeout(KEEP_MS);
}

/** How long a first visit waits, once the worker controls it, for the worker to keep the page. */
const KEEP_MS = 4_000;

/** One load of a route on the mobile profile (fresh, or a repeat visit): what it painted, marked and hydrated, and when. */
async function measure(browser: Browser, route: string): Promise<Run | { error: string }> {
  const context = await browser.newContext({ serviceWorkers: noWorker ? 'block' : 'allow' });
  try {
    const page = await context.newPage();
    if (repeat) await firstVisit(page, route);
    await emulateMobile(await context.newCDPSession(page));
    // tsx compiles this file with esbuild's keepNames: a function defined inside another is wrapped
    // in __name(fn, name), which Node has and the page has not. The watcher gets one that does nothing.
    await page.addInitScript({ content: `{ const __name = (fn) => fn; (${watchHydration.toString()})(); }` });
    await page.goto(`${HOST.origin}${route}`, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
    // A page that does not hydrate in time counts with what it did (the rest "n/a").
    await page.waitForFunction(settled, false, { polling: 200, timeout: HYDRATE_TIMEOUT_MS }).catch(() => {});
    const someMarks = await page.evaluate(() =>
      performance.getEntriesByType('mark').some((m) => m.name.startsWith('sf:live:')),
    );
    if (someMarks) await page.waitForFunction(settled, true, { polling: 200, timeout: MARKS_GRACE_MS }).catch(() => {});
    return readRun(
      await page.evaluate(() => ({
        marks: Object.fromEntries(
          performance
            .getEntriesByType('mark')
            .filter((m) => m.name.startsWith('sf:live:'))
            .map((m) => [m.name, m.startTime]),
        ),
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        watched: window.__gap,
      })),
    );
  } catch (error) {
    return { error: (error as Error).message.split('\n')[0]! };
  } finally {
    await context.close();
  }
}

const servers = await serveBuildIfNeeded().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
const browser = await chromium.launch(LAUNCH_OPTIONS);
const results: Result[] = [];
try {
  const plan = interleave(options.routes, options.runs);
  const s = (ms: number | null) => (ms === null ? 'n/a' : `${(ms / 1000).toFixed(2)} s`);
  for (const [i, { route, run }] of plan.entries()) {
    const result: Result = { route, run, ...(await measure(browser, route)) };
    results.push(result);
    const parts =
      result.error !== undefined
        ? `FAILED (${result.error})`
        : [
            `FCP ${s(result.fcp)}`,
            `header ${s(result.host.mark ?? result.host.dom)}`,
            ...Object.entries(result.areas).map(([remote, seen]) => `${remote} ${s(seen.mark ?? seen.dom)}`),
            `hydrated ${s(result.hydrated)}`,
          ].join(', ');
    console.error(`[${i + 1}/${plan.length}] ${route} run ${run}: ${parts}`);
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
}

const summary = summarise(options.routes, results);
const date = new Date().toISOString().slice(0, 10);
const { latency, downloadThroughput, uploadThroughput } = MOBILE.network;
const kbit = (bytesPerSecond: number) => (bytesPerSecond * 8) / 1024;
console.log(
  `Hydration gap, mobile profile (CPU slowed ${MOBILE.cpuSlowdown}x, ${latency} ms round trip, ${kbit(downloadThroughput) / 1024} Mbit/s down, ${kbit(uploadThroughput)} Kbit/s up), ${date}: ` +
    `median (min–max) of ${options.runs} ${repeat ? 'repeat visit' : 'fresh load'}${options.runs === 1 ? '' : 's'} per route${repeat ? ' (the second load, worker and caches warm)' : ''}, interleaved; seconds from navigation start, and after the first contentful paint.\n`,
);
console.log(table(summary));
finishRuns({
  json: options.json,
  settings: { profile: MOBILE, runs: options.runs, routes: options.routes, repeat, worker: !noWorker, date },
  summary,
  results,
});
