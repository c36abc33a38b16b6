import fs from 'node:fs';
import path from 'node:path';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { adminGet } from '../admin';
import { exitWith, openDirectly, readOrExit } from './direct';
import { loadConfig } from '../config';
import { EXPORT_USAGE, UsageError, csvLines, parseExportArgs } from '../services/export';

/**
 * `pnpm --filter @storefront/api export <kind> ...`: CSV of what the api stored.
 * Through the running api's admin socket when it runs (the embedded engine is one process's);
 * otherwise straight from the database (DATABASE_URL, or DATA_DIR's embedded files).
 */
async function run(argv: string[]): Promise<number> {
  const read = readOrExit('export', () => ({ args: parseExportArgs(argv), config: loadConfig() }), {
    error: UsageError,
    text: EXPORT_USAGE,
  });
  if (typeof read === 'number') return read;
  const { args, config } = read;
  const what = args.kind === 'cv' ? `CV ${args.cv}` : `${args.kind} row(s)`;
  // Personal data: a file is readable by the owner only.
  const outPath = args.out ? path.resolve(process.env.INIT_CWD || process.cwd(), args.out) : null;
  const output = (): Writable => (outPath ? fs.createWriteStream(outPath, { mode: 0o600 }) : process.stdout);

  const query = args.since ? `?since=${args.since.toISOString().slice(0, 10)}` : '';
  const viaApi = await adminGet(
    config.adminSocket,
    args.kind === 'cv' ? `/cv/${encodeURIComponent(args.cv ?? '')}` : `/export/${args.kind}${query}`,
  );
  if (viaApi) {
    if (viaApi.statusCode !== 200) {
      process.stderr.write(`export: ${(await viaApi.toArray()).join('').trim()}\n`);
      return viaApi.statusCode === 404 ? 3 : 1;
    }
    await pipeline(viaApi, output());
    const rows = viaApi.trailers['x-rows'];
    if (outPath)
      process.stderr.write(
        `export: ${rows === undefined ? '' : `${rows} `}${what} written to ${outPath} (through the running api)\n`,
      );
    return 0;
  }

  const repo = await openDirectly('export', config);
  if (typeof repo === 'number') return repo;
  try {
    if (args.kind === 'cv') {
      const cv = await repo.openCv(args.cv ?? '');
      if (!cv) {
        process.stderr.write(`export: no CV named ${args.cv}\n`);
        return 3;
      }
      await pipeline(Readable.from(cv.chunks), output());
    } else {
      const counted = { rows: 0 };
      await pipeline(Readable.from(csvLines(repo, args.kind, args.since, counted)), output());
      if (outPath) process.stderr.write(`export: ${counted.rows} ${what} written to ${outPath}\n`);
      return 0;
    }
    if (outPath) process.stderr.write(`export: ${what} written to ${outPath}\n`);
    return 0;
  } finally {
    await repo.close();
  }
}

exitWith(run(process.argv.slice(2)));
