// `pnpm boot-profile [route] [--runs N] [--top N] [--json out.json]`: where the main thread's time goes while a
// page boots, on the production build, in Chromium with the CPU slowed 4x (as Lighthouse's mobile
// setting). Per run: a CPU profile (self time per script file and per function) and a trace (time
// per kind of main-thread work: compile, evaluate, style and layout, ...), until the network is idle.
// With --gap, on the whole mobile profile (the network slowed too) and only the time between the
// first contentful paint and the page's last `sf:live:` mark: what runs while the page looks ready
// but does not work yet (`pnpm gap`'s window), with a timeline of it in 100 ms steps.
// Prints the median over the runs (--json also writes every run's figures). Serves the builds itself
// if nothing listens on the host's port. Figures move with machine load: compare runs of one sitting.
import { writeFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { chromium } from '@playwright/test';
import { APPS, HOST } from '@storefront/site/apps';
import { emulateMobile, LAUNCH_OPTIONS, MOBILE } from './chromium';
import { median } from './measure';
import { serveBuildIfNeeded } from './served-build';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(name);
  return at === -1 ? fallback : Number(args[at + 1]);
};
const WITH_VALUE = ['--runs', '--top', '--json'];
const route = args.find((a, i) => !a.startsWith('--') && !WITH_VALUE.includes(args[i - 1]!)) ?? '/';
const jsonFile = args.includes('--json') ? args[args.indexOf('--json') + 1] : null;
const RUNS = option('--runs', 5);
const TOP = option('--top', 12);
const CPU_SLOWDOWN = MOBILE.cpuSlowdown;
const GAP = args.includes('--gap');

// Trace events that are main-thread work of one kind (their self time is summed, as in Lighthouse's
// "main-thread work breakdown"); anything else on the main thread is "other".
const KINDS: Record<string, string> = {
  'v8.compile': 'parse/compile',
  'v8.compileModule': 'parse/compile',
  'V8.CompileCode': 'parse/compile',
  'v8.parseOnBackground': 'parse/compile',
  EvaluateScript: 'script',
  'v8.run': 'script',
  'v8.callFunction': 'script',
  FunctionCall: 'script',
  TimerFire: 'script',
  EventDispatch: 'script',
  RunMicrotasks: 'script',
  'v8.evaluateModule': 'script',
  FireAnimationFrame: 'script',
  MinorGC: 'garbage collection',
  MajorGC: 'garbage collection',
  'V8.GC_SCAVENGER': 'garbage collection',
  ParseHTML: 'html',
  ParseAuthorStyleSheet: 'style/layout',
  UpdateLayoutTree: 'style/layout',
  Layout: 'style/layout',
  RecalculateStyles: 'style/layout',
  Paint: 'paint',
  PrePaint: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
  'Document::updateStyle': 'style/layout',
  // An SVG <img> is a document of its own: parsed, styled and laid out apart from the page.
  'IsolatedSVGDocumentHost::IsolatedSVGDocumentHost': 'images',
  'ImageResourceContent::updateImage': 'images',
  'Decode Image': 'images',
};

/** The parts of a CPU profile (DevTools' Profiler.Profile) read here. */
interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface CpuProfile {
  nodes: { id: number; callFrame: CallFrame }[];
  startTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

const appOf = Object.fromEntries(APPS.map((a) => [String(a.port), a.name]));
function fileOf(url: string) {
  if (!url) return '(native)';
  try {
    const u = new URL(url);
    return `${appOf[u.port] ?? u.host}${u.pathname}`;
  } catch {
    return url;
  }
}

/** The builds' source maps (each file's .map beside it), to name a function by its source. */
const maps = new Map<string, Promise<SourceMap | null>>();
async function sourceMapOf(url: string) {
  if (!maps.has(url)) {
    maps.set(
      url,
      fetch(`${url}.map`)
        .then((r) => (r.ok ? r.json() : null))
        .then((payload) => payload && new SourceMap(payload))
        .catch(() => null),
    );
  }
  return maps.get(url)!;
}

/** Where a profiled function is in the sources: "packages/ui/src/money.ts:1", else its file. */
async function sourceOf({ url, lineNumber, columnNumber }: CallFrame) {
  const map = url ? await sourceMapOf(url) : null;
  // findEntry gives {} where the map has nothing.
  const entry = map?.findEntry(lineNumber, columnNumber);
  if (!entry || !('originalSource' in entry) || !entry.originalSource)
    return `${fileOf(url)}:${lineNumber + 1}:${columnNumber + 1}`;
  const source = entry.originalSource
    .replace(/^webpack:\/\/[^/]*\//, '')
    .replace(/^.*node_modules\/\.pnpm\/[^/]+\/node_modules\//, '');
  return `${source.replace(/^(\.\.\/)+/, '')}:${entry.originalLine + 1}`;
}

/**
 * Self time (ms) per script file and per function of a CPU profile; with a window (the profile's
 * clock, µs), only the samples inside it, and per 100 ms step of it the file that ran most.
 */
async function selfTimes(profile: CpuProfile, window?: { from: number; to: number }) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  const samples = profile.samples ?? [];
  const steps: Record<string, number>[] = [];
  let at = profile.startTime;
  for (let i = 0; i < samples.length; i++) {
    at += profile.timeDeltas?.[i] ?? 0;
    if (window && (at < window.from || at > window.to)) continue;
    const id = samples[i]!;
    const ms = (profile.timeDeltas?.[i + 1] ?? 0) / 1000;
    self.set(id, (self.get(id) ?? 0) + ms);
    if (window) {
      const { callFrame } = byId.get(id)!;
      const file = callFrame.functionName.startsWith('(') ? callFrame.functionName : fileOf(callFrame.url);
      const step = (steps[Math.floor((at - window.from) / 100_000)] ??= {});
      step[file] = (step[file] ?? 0) + ms;
    }
  }
  const timeline = Array.from(steps, (step, i) => {
    const top = Object.entries(step ?? {})
      .filter(([file]) => file !== '(idle)')
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3);
    return `+${(i / 10).toFixed(1)} s  ${top.map(([file, ms]) => `${file} ${Math.round(ms)}`).join(', ') || 'idle'}`;
  });
  const files: Record<string, number> = {};
  const functions: Record<string, number> = {};
  for (const [id, ms] of self) {
    const { callFrame } = byId.get(id)!;
    const special = callFrame.functionName.startsWith('(');
    const file = special ? callFrame.functionName : fileOf(callFrame.url);
    if (file === '(idle)') continue;
    files[file] = (files[file] ?? 0) + ms;
    const fn = special || !callFrame.url ? `${callFrame.functionName} ${file}` : await sourceOf(callFrame);
    functions[fn] = (functions[fn] ?? 0) + ms;
  }
  return { files, functions, timeline };
}

/**
 * The renderer's main thread: self time (ms) per kind of work, and its long tasks (over 50 ms)
 * with the time they block beyond 50 ms each, summed (as Lighthouse's total blocking time, from
 * the start of the page rather than from the first paint).
 */
/** A trace event, as far as it is read here. */
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}

function mainThread(events: TraceEvent[], window?: { from: number; to: number }) {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  if (!main) return { kinds: {}, blocking: 0, longTasks: 0 };
  const slices = events
    .filter(
      (e): e is TraceEvent & { dur: number } =>
        e.ph === 'X' &&
        e.pid === main.pid &&
        e.tid === main.tid &&
        typeof e.dur === 'number' &&
        (!window || (e.ts >= window.from && e.ts <= window.to)),
    )
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const kinds: Record<string, number> = {};
  let blocking = 0;
  let longTasks = 0;
  const stack: { end: number; self: number; kind: string }[] = [];
  const close = (until: number) => {
    while (stack.length && stack.at(-1)!.end <= until) {
      const done = stack.pop()!;
      const kind = done.kind;
      if (kind) kinds[kind] = (kinds[kind] ?? 0) + done.self / 1000;
    }
  };
  for (const e of slices) {
    close(e.ts);
    const parent = stack.at(-1);
    if (!parent && e.name === 'RunTask' && e.dur > 50_000) {
      longTasks += 1;
      blocking += (e.dur - 50_000) / 1000;
    }
    const kind = KINDS[e.name] ?? (parent ? null : 'other');
    if (parent) parent.self -= e.dur;
    // Nested events without a kind of their own count as their parent's kind.
    stack.push({ end: e.ts + e.dur, self: e.dur, kind: kind ?? parent?.kind ?? 'other' });
  }
  close(Infinity);
  return { kinds, blocking, longTasks };
}

const servers = await serveBuildIfNeeded();
const browser = await chromium.launch(LAUNCH_OPTIONS);
const runs: {
  files: Record<string, number>;
  functions: Record<string, number>;
  kinds: Record<string, number>;
  blocking: number;
  longTasks: number;
  fcp: number;
  window?: number;
  timeline?: string[];
}[] = [];
try {
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await emulateMobile(cdp, { network: GAP });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'v8',
        'v8.execute',
        'disabled-by-default-devtools.timeline',
        'blink',
        'blink.user_timing',
      ],
    });
    await page.goto(`${HOST.origin}${route}`, { waitUntil: GAP ? 'load' : 'networkidle' });
    if (GAP) await page.waitForSelector('#root[data-hydrated]', { state: 'attached', timeout: 30_000 });
    await page.waitForTimeout(300);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as
      TraceEvent[] | { traceEvents: TraceEvent[] };
    const events = Array.isArray(trace) ? trace : trace.traceEvents;
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
    const { fcp, live } = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      live: Math.max(
        ...performance
          .getEntriesByType('mark')
          .filter((m) => m.name.startsWith('sf:live:'))
          .map((m) => m.startTime),
      ),
    }));
    // The trace has the page's marks on its own clock (the profile's): the window ends at the last.
    const lastMark = Math.max(...events.filter((e) => e.name.startsWith('sf:live:')).map((e) => e.ts));
    const window =
      GAP && Number.isFinite(lastMark) ? { from: lastMark - (live - fcp) * 1000, to: lastMark } : undefined;
    runs.push({
      ...(await selfTimes(profile, window)),
      ...mainThread(events, window),
      fcp,
      ...(window && { window: live - fcp }),
    });
    await context.close();
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
}

const ms = (n: number) => `${Math.round(n)} ms`;
const medianOf = (pick: (run: (typeof runs)[number]) => Record<string, number>) => {
  const keys = new Set(runs.flatMap((r) => Object.keys(pick(r))));
  return Object.fromEntries([...keys].map((k) => [k, median(runs.map((r) => pick(r)[k] ?? 0))]));
};
const print = (title: string, values: Record<string, number>, top = Infinity) => {
  console.log(`\n${title}`);
  const entries = Object.entries(values).sort((a, b) => b[1] - a[1]);
  // (The federation runtime's injected glue is named by its whole data: URL.)
  for (const [name, v] of entries.slice(0, top))
    console.log(`${ms(v).padStart(8)}  ${name.length > 110 ? `${name.slice(0, 109)}…` : name}`);
};

console.log(`${route}: ${RUNS} runs, CPU slowed ${CPU_SLOWDOWN}x, medians`);
console.log(
  `blocking (long tasks over 50 ms, summed): ${ms(median(runs.map((r) => r.blocking)))} in ${median(runs.map((r) => r.longTasks))} long tasks`,
);
console.log(`first contentful paint: ${ms(median(runs.map((r) => r.fcp)))}`);
if (GAP) {
  console.log(`from it to the last part working (the window below): ${ms(median(runs.map((r) => r.window ?? NaN)))}`);
  const middle = [...runs].sort((a, b) => (a.window ?? 0) - (b.window ?? 0))[Math.floor(runs.length / 2)]!;
  console.log(`\ntimeline of the median run (100 ms steps after first paint: the files that ran most, ms)`);
  for (const line of middle.timeline ?? []) console.log(`  ${line}`);
}
const kinds = medianOf((r) => r.kinds);
console.log(`main-thread work: ${ms(Object.values(kinds).reduce((a, b) => a + b, 0))}`);
print('by kind (trace, self time)', kinds);
print(
  'by script file (CPU profile, self time)',
  medianOf((r) => r.files),
  TOP,
);
print(
  'by function (CPU profile, self time)',
  medianOf((r) => r.functions),
  TOP,
);
if (jsonFile) writeFileSync(jsonFile, `${JSON.stringify({ route, cpuSlowdown: CPU_SLOWDOWN, runs }, null, 2)}\n`);
