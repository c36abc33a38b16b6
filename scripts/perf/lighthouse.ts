// `pnpm lighthouse [route ...] [--runs N] [--json out.json]`: Lighthouse (mobile, throttled) on
// the served production build, each route several times, interleaved so that a change in the
// machine's load spreads over every route; prints the median and range per route as a Markdown
// table. Serves the build itself (with the api, as `pnpm start` does) if nothing is serving.
// Lighthouse is fetched from the npm registry on first use rather than installed with the
// workspace (it is large). Figures move with machine load: compare runs made in one sitting.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HOST } from '@storefront/site/apps';
import { ROOT } from '@storefront/site/workspace';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import {
  parseArguments,
  readRun,
  summarise,
  table,
  USAGE,
  type LighthouseResult,
  type RunResult,
} from './lighthouse-report';
import { finishRuns, interleave, optionsOrExit } from './measure';
import { NOT_CURRENT, servedBuild } from './served-build';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const SERVE_TIMEOUT_MS = 90_000;

const options = optionsOrExit(parseArguments, USAGE);

// Whatever ends this script ends the site it started (Ctrl+C included).
let site: ChildProcess | null = null;
process.on('exit', () => site?.kill('SIGTERM'));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

/** Starts `pnpm serve` (its messages go to stderr: stdout is the table) and waits until the site answers. */
async function serve(): Promise<ChildProcess> {
  console.error(`Nothing serves ${HOST.origin}: starting the production build (pnpm serve).`);
  const child = spawn(process.execPath, [...process.execArgv, path.join(ROOT, 'scripts', 'serve.ts')], {
    cwd: ROOT,
    stdio: ['ignore', 2, 2],
  });
  let exited: number | null = null;
  child.on('exit', (code) => (exited = code ?? 1));
  const started = Date.now();
  while (Date.now() - started < SERVE_TIMEOUT_MS) {
    if (exited !== null) throw new Error(`pnpm serve stopped (exit code ${exited}); see its messages above.`);
    if (
      (await fetch(`${HOST.origin}/remotes.json`).then(
        (r) => r.ok,
        () => false,
      )) &&
      (await servedBuild()) === 'current'
    )
      return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGTERM');
  throw new Error(`The site did not answer on ${HOST.origin} within ${SERVE_TIMEOUT_MS / 1000} s.`);
}

/** The Lighthouse command line, fetched once through npx, run directly afterwards. */
function lighthouseBin(): string {
  const failed = `Could not fetch ${LIGHTHOUSE} with npx (is the npm registry reachable? try: npx -y ${LIGHTHOUSE} --version).`;
  let bin = '';
  try {
    bin = execFileSync('npx', ['-y', '-p', LIGHTHOUSE, '-c', 'command -v lighthouse'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    throw new Error(failed);
  }
  if (!bin) throw new Error(failed);
  return bin;
}

/** One Lighthouse run; resolves to its JSON result, or to an error message. */
function lighthouse(
  bin: string,
  url: string,
  outputPath: string,
): Promise<{ lhr: LighthouseResult } | { error: string }> {
  const chromePath = process.env.CHROME_PATH ?? CHROMIUM_PATH;
  const args = [
    url,
    '--quiet',
    '--only-categories=performance,accessibility,seo',
    '--output=json',
    `--output-path=${outputPath}`,
    ...(chromePath ? [`--chrome-path=${chromePath}`] : []),
    `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`,
  ];
  return new Promise((resolve) => {
    const child = spawn(bin, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', (error) => resolve({ error: error.message }));
    child.on('exit', (code) => {
      if (code !== 0)
        return resolve({ error: `lighthouse exited with code ${code}: ${stderr.trim().split('\n').at(-1) ?? ''}` });
      try {
        resolve({ lhr: JSON.parse(readFileSync(outputPath, 'utf8')) });
      } catch (error) {
        resolve({ error: `unreadable report: ${(error as Error).message}` });
      }
    });
  });
}

const served = await servedBuild();
if (served === 'other') {
  console.error(NOT_CURRENT);
  process.exit(1);
}
try {
  const bin = lighthouseBin();
  if (served === 'none') site = await serve();

  const plan = interleave(options.routes, options.runs);
  const out = mkdtempSync(path.join(os.tmpdir(), 'storefront-lighthouse-'));
  const results: ({ route: string; run: number } & RunResult)[] = [];
  let version: string | null = null;
  for (const [i, { route, run }] of plan.entries()) {
    const started = Date.now();
    const report = await lighthouse(bin, `${HOST.origin}${route}`, path.join(out, `${i}.json`));
    const read: RunResult = 'lhr' in report ? readRun(report.lhr) : report;
    version ??= ('lhr' in report ? report.lhr.lighthouseVersion : null) ?? null;
    results.push({ route, run, ...read });
    const took = `${((Date.now() - started) / 1000).toFixed(0)} s`;
    console.error(
      `[${i + 1}/${plan.length}] ${route} run ${run}: ${read.error !== undefined ? `FAILED (${read.error})` : `performance ${Math.round(read.figures.performance!)}`} (${took})`,
    );
  }
  rmSync(out, { recursive: true, force: true });

  const summary = summarise(options.routes, results);
  const date = new Date().toISOString().slice(0, 10);
  console.log(
    `Lighthouse ${version ?? LIGHTHOUSE}, mobile (simulated throttling), ${date}: median (min–max) of ${options.runs} run${options.runs === 1 ? '' : 's'} per route, interleaved.\n`,
  );
  console.log(table(summary));
  const settings = { lighthouse: version, formFactor: 'mobile', runs: options.runs, routes: options.routes, date };
  finishRuns({ json: options.json, settings, summary, results });
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
// Wait until the site has stopped, so that its ports are free when this command returns.
if (site && site.exitCode === null) {
  const running = site;
  const stopped = new Promise((resolve) => running.once('exit', resolve));
  running.kill('SIGTERM');
  await stopped;
}
site = null;
