// What the scripts that measure the site several times share (lighthouse.ts, gap.ts, profile.ts):
// their `[route ...] [--runs N] [--json file]` arguments, the order of the runs, the median and
// range of a figure over the runs and how a table cell shows them.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

/** A measuring command's options: `--help`, or what to measure. */
export type RunOptions = { help: true } | { help: false; routes: string[]; runs: number; json: string | undefined };

/** A figure over the runs. */
export interface Spread {
  median: number;
  min: number;
  max: number;
}

/** How a table cell writes a figure: the median by `show`, each end of the range by `showRange` (else `show`). */
export interface Shown {
  show: (n: number) => string | number;
  showRange?: (n: number) => string | number;
}

/**
 * `[route ...] [--runs N] [--json file] [--help]`, with the command's own default routes and runs.
 * @param argv  the arguments after the script's name
 * @throws {Error} with a message for the user when an argument is wrong
 */
export function parseRunArguments(argv: string[], defaults: { routes: string[]; runs: number }): RunOptions {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { runs: { type: 'string' }, json: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) return { help: true };
  const runs = values.runs === undefined ? defaults.runs : Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs takes a whole number of 1 or more, not "${values.runs}".`);
  const wrong = positionals.find((route) => !route.startsWith('/'));
  if (wrong !== undefined) throw new Error(`A route is a path starting with / (like /cart), not "${wrong}".`);
  if (values.json === '') throw new Error('--json takes a file name.');
  return {
    help: false,
    routes: positionals.length ? [...new Set(positionals)] : defaults.routes,
    runs,
    json: values.json,
  };
}

/** The runs in the order they are made: every route once, then every route again (load drifts over time). */
export function interleave(routes: string[], runs: number): { route: string; run: number }[] {
  return Array.from({ length: runs }, (_, run) => routes.map((route) => ({ route, run: run + 1 }))).flat();
}

export function median(values: number[]): number {
  if (!values.length) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function spread(values: number[]): Spread {
  return { median: median(values), min: Math.min(...values), max: Math.max(...values) };
}

/**
 * "78 (76–80)": the median as `show` writes it, then the range (as `showRange` writes each end,
 * else `show`) when the runs differ once rounded as shown; "n/a" for no figures.
 */
export function cell(metric: Shown, s: Spread | null): string {
  if (!s) return 'n/a';
  const showRange = metric.showRange ?? metric.show;
  const [min, max] = [showRange(s.min), showRange(s.max)];
  return String(min) === String(max) ? String(metric.show(s.median)) : `${metric.show(s.median)} (${min}–${max})`;
}

/**
 * A measuring command's options from its command line, by its own `parse`: a wrong argument prints
 * the message and the usage and exits 2; `--help` prints the usage and exits 0.
 */
export function optionsOrExit(
  parse: (argv: string[]) => RunOptions,
  usage: string,
  argv = process.argv.slice(2),
): Exclude<RunOptions, { help: true }> {
  let options: RunOptions;
  try {
    options = parse(argv);
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    process.exit(2);
  }
  if (options.help) {
    console.log(usage);
    process.exit(0);
  }
  return options;
}

/**
 * The end of a measuring run: with `--json`, every run's figures written to that file (relative to
 * where the command was typed: pnpm runs scripts from the workspace root); runs that failed are
 * said, and make the exit code 1.
 */
export function finishRuns({
  json,
  settings,
  summary,
  results,
}: {
  json: string | undefined;
  settings: object;
  summary: unknown;
  results: { error?: string }[];
}): void {
  if (json) {
    const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), json);
    writeFileSync(file, `${JSON.stringify({ settings, summary, results }, null, 2)}\n`);
    console.error(`\nEvery run's figures: ${file}`);
  }
  const failed = results.filter((r) => r.error).length;
  if (failed) {
    console.error(`\n${failed} of ${results.length} runs failed (see above); the table counts only the others.`);
    process.exitCode = 1;
  }
}
