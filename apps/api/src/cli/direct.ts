import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, type Config } from '../config';
import { PGDATA } from '../db/embedded';
import { LockedError } from '../db/lock';
import { openRepository } from '../db/open';
import type { Repository } from '../db/repository';

/**
 * For a command whose running api did not answer on the admin socket: the api's database opened
 * directly (DATABASE_URL, or DATA_DIR's embedded files), or the exit code after saying why not.
 */
export async function openDirectly(command: string, config: Config): Promise<Repository | number> {
  if (!config.databaseUrl && !fs.existsSync(path.join(config.dataDir, PGDATA))) {
    process.stderr.write(
      `${command}: no database in ${config.dataDir} (set DATA_DIR to where the api keeps its data, or DATABASE_URL)\n`,
    );
    return 2;
  }
  try {
    return await openRepository({ databaseUrl: config.databaseUrl ?? undefined, dataDir: config.dataDir });
  } catch (err) {
    if (!(err instanceof LockedError)) throw err;
    process.stderr.write(
      `${command}: the api (pid ${err.pid}) has the database open, but its admin socket ${config.adminSocket} does not answer; set ADMIN_SOCKET as the api has it\n`,
    );
    return 2;
  }
}

/**
 * What a command reads first (its arguments, its settings): `read`'s result, or exit code 2 after
 * saying what is wrong (a ConfigError or a `usage.error`), followed by the command's `usage.text` if it has one.
 */
export function readOrExit<T extends object>(
  command: string,
  read: () => T,
  usage?: { error: new (message: string) => Error; text: string },
): T | number {
  try {
    return read();
  } catch (err) {
    if (!(err instanceof ConfigError || (usage && err instanceof usage.error))) throw err;
    process.stderr.write(`${command}: ${(err as Error).message}\n${usage ? `\n${usage.text}\n` : ''}`);
    return 2;
  }
}

/** Runs a command's main function: its exit code, or 1 with the error printed. */
export function exitWith(run: Promise<number>): void {
  run.then(
    (code) => {
      process.exitCode = code;
    },
    (err: unknown) => {
      console.error(err);
      process.exitCode = 1;
    },
  );
}
