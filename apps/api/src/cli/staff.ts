import { adminGet } from '../admin';
import { exitWith, openDirectly } from './direct';
import { ConfigError, loadConfig } from '../config';
import {
  STAFF_USAGE,
  StaffUsageError,
  applyRole,
  parseStaffArgs,
  type RoleResult,
  type StaffArgs,
} from '../services/staff-command';

/**
 * `pnpm staff add|remove <email>`: through the running api's admin socket when it runs (the
 * embedded engine is one process's), otherwise straight on the database, as the export does.
 */
async function run(argv: string[]): Promise<number> {
  let args: StaffArgs;
  let config;
  try {
    args = parseStaffArgs(argv);
    config = loadConfig();
  } catch (err) {
    if (err instanceof StaffUsageError || err instanceof ConfigError) {
      process.stderr.write(`staff: ${err.message}\n\n${STAFF_USAGE}\n`);
      return 2;
    }
    throw err;
  }
  const report = (result: RoleResult) => {
    process.stderr.write(`staff: ${result.message}\n`);
    return result.status === 200 ? 0 : result.status === 404 ? 3 : 2;
  };

  const query = `/role?email=${encodeURIComponent(args.email)}&role=${args.role}`;
  const viaApi = await adminGet(config.adminSocket, query, 'POST');
  if (viaApi) {
    const text = (await viaApi.toArray()).join('');
    try {
      return report(JSON.parse(text) as RoleResult);
    } catch {
      process.stderr.write(`staff: the api answered ${viaApi.statusCode}: ${text.trim()}\n`);
      return 1;
    }
  }
  const repo = await openDirectly('staff', config);
  if (typeof repo === 'number') return repo;
  try {
    return report(await applyRole(repo, args.email, args.role));
  } finally {
    await repo.close();
  }
}

exitWith(run(process.argv.slice(2)));
