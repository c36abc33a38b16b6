import type { Role } from '@storefront/types';
import type { Repository } from '../db/repository';

/**
 * `pnpm staff add <email> [--admin]` and `pnpm staff remove <email>`: the only way to make an
 * admin (and the first staff), on the server, never through the site. The account must exist
 * (the person signs up on the site first). Taking a role away ends that person's sessions.
 */
export const STAFF_USAGE = `Usage: pnpm staff add <email> [--admin]   make the account staff (or admin)
       pnpm staff remove <email>          make it a visitor again (its sessions end at once)`;

export class StaffUsageError extends Error {}

export interface StaffArgs {
  email: string;
  role: Role;
}

export function parseStaffArgs(argv: string[]): StaffArgs {
  const args = argv.filter((a) => a !== '--');
  const admin = args.includes('--admin');
  const rest = args.filter((a) => a !== '--admin');
  const unknown = rest.find((a) => a.startsWith('--'));
  if (unknown) throw new StaffUsageError(`Unknown option ${unknown}`);
  const [command, email, extra] = rest;
  if (command !== 'add' && command !== 'remove')
    throw new StaffUsageError(command ? `Unknown command "${command}"` : 'Say add or remove');
  if (!email || !email.includes('@')) throw new StaffUsageError('Give the account’s email address');
  if (extra) throw new StaffUsageError(`One email at a time (got "${email}" and "${extra}")`);
  if (command === 'remove' && admin) throw new StaffUsageError('--admin goes with add');
  return { email, role: command === 'remove' ? 'visitor' : admin ? 'admin' : 'staff' };
}

export interface RoleResult {
  status: 200 | 400 | 404;
  message: string;
}

/** Sets the role (recorded in the audit as done by the server) and says what happened. */
export async function applyRole(repo: Repository, email: string, role: string): Promise<RoleResult> {
  if (role !== 'visitor' && role !== 'staff' && role !== 'admin')
    return { status: 400, message: `unknown role "${role}"` };
  const changed = await repo.setRole(email, role, null, new Date());
  if (!changed)
    return {
      status: 404,
      message: `no account with the email ${email}: sign up on the site first, then run this again`,
    };
  const { user, previous } = changed;
  if (previous === role) return { status: 200, message: `${user.email} is already ${role}` };
  const ended = role === 'visitor' || (previous === 'admin' && role === 'staff') ? '; their sessions have ended' : '';
  return { status: 200, message: `${user.email} (${user.name}) is now ${role} (was ${previous})${ended}` };
}
