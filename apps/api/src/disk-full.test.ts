// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '@storefront/types/forms';
import { BusyError, type Repository } from './db/repository';
import { asBusy } from './db/sql';
import { BUSY_ERROR } from './http/errors';
import { FILES, helpForm, jobFields, json, makeApp, multipart, openTestRepository, tempDir } from './testing';

/** A full disk, under the database or under DATA_DIR/incoming: 503 to retry, said in the log as an error. */
let apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.map((a) => a.close()));
  apps = [];
});

function errorLog() {
  const lines: { level: number; msg: string }[] = [];
  const logger = {
    level: 'warn',
    stream: { write: (line: string) => void lines.push(JSON.parse(line) as { level: number; msg: string }) },
  };
  return { lines, logger };
}

describe('a full disk', () => {
  it('PostgreSQL disk_full (53100) and out of memory are BusyErrors, not bugs', () => {
    for (const code of ['53100', '53200', '53000'])
      expect(asBusy(Object.assign(new Error('could not extend file'), { code }))).toBeInstanceOf(BusyError);
    expect(String((asBusy({ code: '53100' }) as Error).message)).toMatch(/disk full/);
  });

  it('a database that cannot write: 503 with Retry-After, an error in the log naming the disk', async () => {
    const dir = await tempDir();
    const real = await openTestRepository(dir);
    const full: Repository = Object.assign(Object.create(real) as Repository, {
      addSubmission: () =>
        Promise.reject(
          asBusy(Object.assign(new Error('could not extend file: No space left on device'), { code: '53100' })),
        ),
      close: () => real.close(),
    });
    const log = errorLog();
    const { app } = await makeApp({ dir, repository: full, logger: log.logger });
    apps.push(app);
    const res = await app.inject({ method: 'POST', url: ENDPOINTS.help.path, payload: helpForm() });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('2');
    expect(json(res)).toEqual({ error: BUSY_ERROR });
    expect(log.lines.some((l) => l.level === 50 && /disk full/.test(l.msg))).toBe(true);
  });

  it('no space for an upload in DATA_DIR/incoming: 503, not "the upload could not be read", and no temp file left', async () => {
    const log = errorLog();
    const { app, dir } = await makeApp({ logger: log.logger });
    apps.push(app);
    const enospc = Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    const real = fs.createWriteStream;
    vi.spyOn(fs, 'createWriteStream').mockImplementation(((file: fs.PathLike, options?: Parameters<typeof real>[1]) => {
      // Opens the file as the real one does, then fails the first write as a full disk does.
      real(file, options).destroy();
      return new Writable({ write: (_chunk, _encoding, callback) => callback(enospc) });
    }) as typeof fs.createWriteStream);
    const { payload, headers } = multipart(jobFields(), [
      { name: 'cv.pdf', type: 'application/pdf', content: FILES.pdf },
    ]);
    const res = await app.inject({ method: 'POST', url: ENDPOINTS.job.path, payload, headers });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('2');
    expect(log.lines.some((l) => l.level === 50 && /disk full/.test(l.msg))).toBe(true);
    const incoming = path.join(dir, 'incoming');
    expect(fs.existsSync(incoming) ? fs.readdirSync(incoming) : []).toEqual([]);
  });
});
