import { adminGet } from '../admin';
import { exitWith, openDirectly, readOrExit } from './direct';
import { loadConfig } from '../config';
import { STAFF_USAGE, StaffUsageError, applyRole, parseStaffArgs, type RoleResult } from '../services/staff-command';

/**
 * `pnpm staff add|remove <email>`: through the running api's admin socket when it runs (the
 * embedded engine is one process's), otherwise straight on the database, as the export does.
 */
async function run(argv: string[]): Promise<number> {
  const read = readOrExit('staff', () => ({ args: parseStaffArgs(argv), config: loadConfig() }), {
    error: StaffUsageError,
    text: STAFF_USAGE,
  });
  if (typeof read === 'number') return read;
  const { args, config } = read;
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
