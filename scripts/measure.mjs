// What the scripts that measure the site several times share (lighthouse.mjs, gap.mjs, profile.mjs):
// their `[route ...] [--runs N] [--json file]` arguments, the order of the runs, the median and
// range of a figure over the runs and how a table cell shows them.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

/**
 * `[route ...] [--runs N] [--json file] [--help]`, with the command's own default routes and runs.
 * @param {string[]} argv  the arguments after the script's name
 * @param {{ routes: string[], runs: number }} defaults
 * @returns {{ help: true } | { help: false, routes: string[], runs: number, json: string | undefined }}
 * @throws {Error} with a message for the user when an argument is wrong
 */
export function parseRunArguments(argv, defaults) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { runs: { type: 'string' }, json: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) return { help: true };
  const runs = values.runs === undefined ? defaults.runs : Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs takes a whole number of 1 or more, not "${values.runs}".`);
  const wrong = positionals.find((route) => !route.startsWith('/'));
  if (wrong !== undefined) throw new Error(`A route is a path starting with / (like /cart), not "${wrong}".`);
  if (values.json === '') throw new Error('--json takes a file name.');
  return { help: false, routes: positionals.length ? [...new Set(positionals)] : defaults.routes, runs, json: values.json };
}

/** The runs in the order they are made: every route once, then every route again (load drifts over time). */
export function interleave(routes, runs) {
  return Array.from({ length: runs }, (_, run) => routes.map((route) => ({ route, run: run + 1 }))).flat();
}

export function median(values) {
  if (!values.length) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** @returns {{ median: number, min: number, max: number }} */
export function spread(values) {
  return { median: median(values), min: Math.min(...values), max: Math.max(...values) };
}

/**
 * "78 (76–80)": the median as `show` writes it, then the range (as `showRange` writes each end,
 * else `show`) when the runs differ once rounded as shown; "n/a" for no figures.
 * @param {{ show: (n: number) => string | number, showRange?: (n: number) => string | number }} metric
 * @param {{ median: number, min: number, max: number } | null} s
 */
export function cell(metric, s) {
  if (!s) return 'n/a';
  const showRange = metric.showRange ?? metric.show;
  const [min, max] = [showRange(s.min), showRange(s.max)];
  return String(min) === String(max) ? String(metric.show(s.median)) : `${metric.show(s.median)} (${min}–${max})`;
}

/**
 * A measuring command's options from its command line, by its own `parse`: a wrong argument prints
 * the message and the usage and exits 2; `--help` prints the usage and exits 0.
 */
export function optionsOrExit(parse, usage, argv = process.argv.slice(2)) {
  let options;
  try {
    options = parse(argv);
  } catch (error) {
    console.error(`${error.message}\n\n${usage}`);
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
export function finishRuns({ json, settings, summary, results }) {
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
