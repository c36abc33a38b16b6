import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { DB_FILE } from '../db/sqlite';
import { SqliteRepository } from '../db/sqlite-repository';
import { EXPORT_USAGE, UsageError, exportCsv, parseExportArgs } from '../export';

/** `pnpm --filter @storefront/api export <kind> ...`: CSV of what the api stored in DATA_DIR. */
async function run(argv: string[]): Promise<number> {
  let args;
  let config;
  try {
    args = parseExportArgs(argv);
    config = loadConfig();
  } catch (err) {
    if (err instanceof UsageError || err instanceof ConfigError) {
      process.stderr.write(`export: ${err.message}\n\n${EXPORT_USAGE}\n`);
      return 2;
    }
    throw err;
  }
  if (!fs.existsSync(path.join(config.dataDir, DB_FILE))) {
    process.stderr.write(`export: no database in ${config.dataDir} (set DATA_DIR to where the api keeps its data)\n`);
    return 2;
  }
  const repo = SqliteRepository.open(config.dataDir);
  try {
    const { csv, rows } = await exportCsv(repo, args.kind, args.since);
    if (args.out) {
      const out = path.resolve(process.env.INIT_CWD || process.cwd(), args.out);
      // Personal data: readable by the owner only.
      fs.writeFileSync(out, csv, { mode: 0o600 });
      process.stderr.write(`export: ${rows} ${args.kind} row(s) written to ${out}\n`);
    } else {
      process.stdout.write(csv);
    }
    return 0;
  } finally {
    await repo.close();
  }
}

run(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  },
);
