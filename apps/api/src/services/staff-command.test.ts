// @vitest-environment node
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS, STAFF_ENDPOINTS } from '@storefront/types/forms';
import { processEnv, startApiProcess } from '../../test/processes';
import { PACKAGE_DIR } from '../config';
import { StaffUsageError, parseStaffArgs } from './staff-command';
import { openRepository } from '../db/open';
import { ENGINE, openTestRepository, signupForm, tempDir } from '../testing';

/** `pnpm staff …` as its own process: exit code and what it said. */
async function staffCommand(env: Record<string, string>, args: string[]): Promise<{ code: number; stderr: string }> {
  try {
    const { stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli/staff.ts', ...args], {
      cwd: PACKAGE_DIR,
      env: { ...process.env, ...env },
    });
    return { code: 0, stderr };
  } catch (err) {
    const e = err as { code: number; stderr: string };
    return { code: e.code, stderr: e.stderr };
  }
}

describe('parseStaffArgs', () => {
  it.each([
    [['add', 'a@example.in'], { email: 'a@example.in', role: 'staff' }],
    [['add', 'a@example.in', '--admin'], { email: 'a@example.in', role: 'admin' }],
    [['--', 'add', '--admin', 'a@example.in'], { email: 'a@example.in', role: 'admin' }],
    [['remove', 'a@example.in'], { email: 'a@example.in', role: 'visitor' }],
  ])('%j', (argv, expected) => {
    expect(parseStaffArgs(argv)).toEqual(expected);
  });

  it.each([
    [[]],
    [['promote', 'a@example.in']],
    [['add']],
    [['add', 'nobody']],
    [['add', 'a@example.in', 'b@example.in']],
    [['remove', 'a@example.in', '--admin']],
    [['add', 'a@example.in', '--root']],
  ])('refuses %j', (argv) => {
    expect(() => parseStaffArgs(argv)).toThrow(StaffUsageError);
  });
});

describe('the staff command', () => {
  it('makes and unmakes staff through the running api, and on the database when no api runs', async () => {
    const dir = await tempDir();
    const env = await processEnv(dir);
    const api = await startApiProcess(env);
    try {
      const post = (path: string, body: object, token?: string) =>
        fetch(`${api.url}${path}`, {
          method: 'POST',
          body: JSON.stringify(body),
          headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
        });
      const { token } = (await (await post(ENDPOINTS.signup.path, signupForm(7))).json()) as { token: string };
      const inbox = () =>
        fetch(`${api.url}${STAFF_ENDPOINTS.inbox.path}`, { headers: { authorization: `Bearer ${token}` } });
      expect((await inbox()).status).toBe(403);

      const added = await staffCommand(api.env, ['add', 'ASHA7@example.in', '--admin']);
      expect(added).toEqual({ code: 0, stderr: 'staff: asha7@example.in (Asha Rao) is now admin (was visitor)\n' });
      expect((await inbox()).status).toBe(200);
      const audit = (await (
        await fetch(`${api.url}${STAFF_ENDPOINTS.audit.path}`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as {
        entries: unknown[];
      };
      expect(audit.entries).toEqual([
        expect.objectContaining({
          action: 'role',
          by: null,
          role: 'admin',
          account: { name: 'Asha Rao', email: 'asha7@example.in' },
        }),
      ]);

      const removed = await staffCommand(api.env, ['remove', 'asha7@example.in']);
      expect(removed.code).toBe(0);
      expect(removed.stderr).toMatch(/is now visitor \(was admin\); their sessions have ended/);
      expect((await inbox()).status).toBe(401);

      expect(await staffCommand(api.env, ['add', 'nobody@example.in'])).toMatchObject({
        code: 3,
        stderr: expect.stringMatching(/no account with the email/),
      });
      expect(await staffCommand(api.env, ['add'])).toMatchObject({
        code: 2,
        stderr: expect.stringMatching(/Usage: pnpm staff add/),
      });
    } finally {
      api.child.kill('SIGTERM');
      await api.exited;
    }
    // No api running: the command opens the database itself.
    const direct = await staffCommand(env, ['add', 'asha7@example.in']);
    expect(direct).toEqual({ code: 0, stderr: 'staff: asha7@example.in (Asha Rao) is now staff (was visitor)\n' });
    // Read from the data itself: a log-in here would share the test run's Redis lockout counts.
    // (embedded: the process's own data dir, now that it has stopped)
    const repo = ENGINE === 'embedded' ? await openRepository({ dataDir: dir }) : await openTestRepository(dir);
    try {
      expect((await repo.findUserByEmail('asha7@example.in'))?.role).toBe('staff');
    } finally {
      await repo.close();
    }
  });
});
