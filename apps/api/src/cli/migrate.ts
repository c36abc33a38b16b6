import { loadConfig } from '../config';
import { LockedError } from '../db/lock';
import { MIGRATIONS, migrate } from '../db/migrations';
import { exitWith, readOrExit } from './direct';
import { openSql } from '../db/open';

/**
 * `pnpm --filter @storefront/api migrate`: brings the database (DATABASE_URL, or the embedded one
 * in DATA_DIR) up to the current schema and exits. The api does the same at start; a deploy can
 * run this first so that no process starts on an old schema.
 */
async function run(): Promise<number> {
  const config = readOrExit('migrate', loadConfig);
  if (typeof config === 'number') return config;
  let sql;
  try {
    sql = await openSql({ databaseUrl: config.databaseUrl ?? undefined, dataDir: config.dataDir });
  } catch (err) {
    if (err instanceof LockedError) {
      process.stderr.write(
        `migrate: the api (pid ${err.pid}) has the database open; it applied the migrations when it started\n`,
      );
      return 2;
    }
    throw err;
  }
  try {
    const applied = await migrate(sql);
    const where = config.databaseUrl ? 'DATABASE_URL' : config.dataDir;
    process.stderr.write(
      applied.length
        ? `migrate: applied ${applied.join(', ')} on ${where}\n`
        : `migrate: ${where} is up to date (version ${Math.max(...MIGRATIONS.map((m) => m.version))})\n`,
    );
    return 0;
  } finally {
    await sql.close();
  }
}

exitWith(run());
