// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { kill9, load, processEnv, runExport, sleep, startApiProcess, type ApiProcess } from '../test/processes';
import { openSql } from './db/open';
import { ENGINE, databaseUrlFor, tempDir } from './testing';

/** Parses the reference column of an export (first cell of each line after the header). */
const references = (csv: string) =>
  new Set(
    csv
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',')[0])
      .filter((r): r is string => !!r && /^[A-Z]{3}-/.test(r)),
  );

describe(`kill -9 (${ENGINE})`, () => {
  it('restarts unaided after kills mid-write and mid-export, with every acknowledged submission kept and no half-written one', async () => {
    const dir = await tempDir();
    const env = await processEnv(dir);
    const acked = new Set<string>();
    // Several moments: early, later, with a longer stream behind it, and while an export runs.
    for (const moment of [300, 800, 1500, 'export'] as const) {
      // Restarting over what the killed process left (a lock file, a WAL to replay) must just work.
      const api: ApiProcess = await startApiProcess(env);
      const stream = load([api.url], acked);
      if (moment === 'export') {
        await sleep(600);
        const exporting = runExport(env, ['help']);
        // Kill both once the export's rows are flowing through the api.
        await new Promise<void>((resolve) => {
          exporting.child.stdout.once('data', () => resolve());
          void exporting.done.then(() => resolve());
        });
        exporting.child.kill('SIGKILL');
        await kill9(api);
        await exporting.done;
      } else {
        await sleep(moment);
        await kill9(api);
      }
      await stream.stop();
    }
    // Both kinds were acknowledged in the stream: help forms and job applications with a CV.
    expect([...acked].filter((r) => r.startsWith('HLP-')).length).toBeGreaterThan(20);
    expect([...acked].filter((r) => r.startsWith('JOB-')).length).toBeGreaterThan(5);

    const api = await startApiProcess(env);
    const exported = await runExport(env, ['help']).done;
    const jobs = await runExport(env, ['job']).done;
    expect(exported.code).toBe(0);
    const stored = new Set([...references(exported.stdout.toString()), ...references(jobs.stdout.toString())]);
    const lost = [...acked].filter((r) => !stored.has(r));
    expect(lost).toEqual([]);
    api.child.kill('SIGTERM');
    expect((await api.exited).code).toBe(0);

    // Integrity, straight from the database: every job has its whole CV, no CV without its job,
    // no reference twice. (Closed cleanly above, so the embedded files can be opened here.)
    const sql = await openSql({ dataDir: dir, databaseUrl: (await databaseUrlFor(dir)) ?? undefined });
    try {
      const check = async (text: string) => Number((await sql.query<{ n: number }>(text)).rows[0]?.n);
      expect(
        await check(
          "SELECT COUNT(*)::int AS n FROM submissions s LEFT JOIN cv_files c ON c.id = s.cv_id WHERE s.kind = 'job' AND c.id IS NULL",
        ),
      ).toBe(0);
      expect(
        await check(
          'SELECT COUNT(*)::int AS n FROM cv_files c WHERE NOT EXISTS (SELECT 1 FROM submissions s WHERE s.cv_id = c.id)',
        ),
      ).toBe(0);
      expect(await check('SELECT COUNT(*)::int AS n FROM cv_files WHERE length(lo_get(content)) <> size')).toBe(0);
      expect(
        await check(
          'SELECT COUNT(*)::int AS n FROM (SELECT reference FROM submissions GROUP BY reference HAVING COUNT(*) > 1) d',
        ),
      ).toBe(0);
      expect(await check('SELECT COUNT(*)::int AS n FROM submissions')).toBe(stored.size);
      // The same rows read through the reference index as through the table: the index is whole.
      const viaIndex = await sql.transaction(async (tx) => {
        await tx.query('SET LOCAL enable_seqscan = off');
        return Number(
          (await tx.query<{ n: number }>("SELECT COUNT(*)::int AS n FROM submissions WHERE reference > ''")).rows[0]?.n,
        );
      });
      expect(viaIndex).toBe(stored.size);
    } finally {
      await sql.close();
    }
  }, 300_000); // five process starts: seconds each on a busy machine
});
