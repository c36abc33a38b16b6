// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  canaryOf,
  createRelease,
  currentRelease,
  history,
  lastGuardCheck,
  promote,
  startCanary,
  type RenderPages,
} from '@storefront/site/releases';
import { ENDPOINTS } from '@storefront/types/forms';
import type { RumReport } from '@storefront/types/rum';
import { appReport } from '../../test/rum';
import { SITE, appsClosedAfterEach, openTestRepository } from '../testing';
import { DEFAULT_GUARD_SETTINGS, type GuardSettings } from './guard';
import { guardOnce } from './guard-check';

// The guard on real figures: page-view reports sent through the api as browsers send them, kept by
// this engine, read back as the guard reads them, and its decisions carried out on a releases folder.
const setup = appsClosedAfterEach();
let root: string;

/** A releases folder: a host that renders (fake pages), careers 1.0.0 live and 1.1.0 released. */
async function releases() {
  const dir = (name: string, body: string) => {
    const d = path.join(root, '..', `${path.basename(root)}-${name}`);
    mkdirSync(d, { recursive: true });
    writeFileSync(path.join(d, 'index.html'), '<!doctype html>');
    writeFileSync(path.join(d, 'remoteEntry.js'), body);
    writeFileSync(path.join(d, 'routes.json'), JSON.stringify({ prefixes: ['careers'] }));
    return d;
  };
  const render: RenderPages = async (job) => {
    mkdirSync(job.outDir, { recursive: true });
    writeFileSync(path.join(job.outDir, 'pages.json'), JSON.stringify({ pages: {} }));
    writeFileSync(path.join(job.outDir, 'remotes.json'), JSON.stringify(job.remotesJson));
  };
  const host = dir('host', 'host');
  mkdirSync(path.join(host, 'server'));
  writeFileSync(path.join(host, 'server', 'main.cjs'), '');
  await promote('host', createRelease('host', host, '1.0.0', root).id, root, render);
  const live = createRelease('careers', dir('a', 'one'), '1.0.0', root).id;
  await promote('careers', live, root, render);
  const next = createRelease('careers', dir('b', 'two'), '1.1.0', root).id;
  await startCanary('careers', next, 10, root, render);
  return { live, next };
}

/** An app that keeps reports at the real time (the canary's times are real), and the guard's read of it. */
async function api() {
  const { app, dir } = await setup({ env: { RUM_RATE_LIMIT: '1000000' }, now: () => new Date() });
  const repo = await openTestRepository(dir);
  const readRum = (name: string, since: Date) => repo.rumByRelease({ app: name, since });
  /** `n` page views of /careers with careers at `release`, `bad` of them with an error in its area. */
  const views = async (release: string, n: number, bad = 0) => {
    for (let i = 0; i < n; i++) {
      const report: RumReport = {
        v: 1,
        page: '/careers',
        apps: [appReport('host', 'h'), appReport('careers', release, { fallback: i < bad, errors: i < bad ? 1 : 0 })],
        vitals: { LCP: 1500 + (i % 50) * 20, INP: 80 + (i % 40) * 5 },
      };
      const reply = await app.inject({
        method: 'POST',
        url: ENDPOINTS.rum.path,
        headers: { 'content-type': 'text/plain;charset=UTF-8', origin: SITE },
        payload: JSON.stringify(report),
      });
      expect(reply.statusCode).toBe(204);
    }
  };
  return { views, readRum, close: () => repo.close() };
}

const settings: GuardSettings = { ...DEFAULT_GUARD_SETTINGS, minViews: 100, holdMinutes: 0 };

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'guard-'));
});
afterEach(() => {
  vi.useRealTimers();
  rmSync(root, { recursive: true, force: true });
});

/** The clock of everything here (the canary's times, the reports' minutes, the guard's now) set to `time` UTC today. */
const clockAt = (time: string) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`2026-11-28T${time}Z`));
};

describe('the release guard on the api’s figures', () => {
  it('rolls back a canary whose area throws for its visitors, and says why in the history', async () => {
    const { live, next } = await releases();
    const { views, readRum, close } = await api();
    await views(next, 120, 40);
    await views(live, 400);
    const check = await guardOnce({ root, readRum, settings });
    await close();
    expect(check).toMatchObject({ decision: 'rollback', app: 'careers', release: next });
    expect(canaryOf(root)).toBe(null);
    expect(currentRelease('careers', root)?.release).toBe(live);
    const said = history('careers', root).at(-1);
    expect(said).toMatchObject({ action: 'rollback', by: 'guard', ended: next, release: live });
    expect(said?.reason).toMatch(/^Errors or fallbacks in 33\.3% of 120 canary views against 0\.0% of 400 live views/);
    expect(said?.figures).toMatchObject({ canaryViews: 120, liveViews: 400 });
    expect(lastGuardCheck(root)).toEqual(check);
  }, 60_000);

  it('moves a healthy canary along the plan to everyone', async () => {
    clockAt('10:00:10');
    const { live, next } = await releases();
    const { views, readRum, close } = await api();
    await views(next, 120);
    await views(live, 400);
    const decisions = [(await guardOnce({ root, readRum, settings })).decision];
    // The next stage advances on views of its own, counted from its first whole minute.
    clockAt('10:01:05');
    await views(next, 120);
    for (let i = 0; i < 2; i++) decisions.push((await guardOnce({ root, readRum, settings })).decision);
    await close();
    expect(decisions).toEqual(['advance', 'promote', 'idle']);
    expect(currentRelease('careers', root)?.release).toBe(next);
    expect(
      history('careers', root)
        .slice(-2)
        .map((h) => [h.action, h.share ?? null, h.by]),
    ).toEqual([
      ['share', 50, 'guard'],
      ['promote', null, 'guard'],
    ]);
  }, 60_000);

  it('judges a stage on its own views: those of the stage before it, in the minute it began, do not count', async () => {
    // 25% -> 60% five seconds in, as seen: the minute in which 60% began already held the 25% stage's views.
    clockAt('10:00:10');
    const { live, next } = await releases();
    await startCanary('careers', next, 25, root, undefined);
    const { views, readRum, close } = await api();
    clockAt('10:00:30');
    await views(next, 120);
    await views(live, 400);
    clockAt('10:00:55');
    await startCanary('careers', next, 60, root, undefined);
    clockAt('10:01:00');
    const first = await guardOnce({ root, readRum, settings });
    // With no hold time, a stage that counted the previous stage's 120 views would advance at once.
    expect(first).toMatchObject({ decision: 'hold', figures: { stageViews: 0, canaryViews: 120 } });
    expect(first.reason).toBe('Holding at 60%: 0 of 0 minutes and 0 of 100 views so far, no worse than live');
    // Its own views, from its first whole minute on, move it.
    clockAt('10:01:20');
    await views(next, 100);
    await views(live, 300);
    const second = await guardOnce({ root, readRum, settings });
    await close();
    expect(second).toMatchObject({ decision: 'promote', figures: { stageViews: 100, canaryViews: 220 } });
  }, 60_000);

  it('never moves a canary nobody reports on, and writes its hold once', async () => {
    const { live, next } = await releases();
    const { views, readRum, close } = await api();
    await views(live, 400);
    for (let i = 0; i < 3; i++)
      expect(await guardOnce({ root, readRum, settings })).toMatchObject({ decision: 'hold' });
    await close();
    expect(canaryOf(root)).toMatchObject({ release: next, share: 10 });
    expect(history('careers', root).filter((h) => h.action === 'hold')).toMatchObject([
      { hold: 'no-data', reason: 'No page view of the canary reported yet', by: 'guard' },
    ]);
  }, 60_000);

  it('holds when the figures cannot be read, and changes nothing', async () => {
    const { next } = await releases();
    const check = await guardOnce({ root, readRum: () => Promise.reject(new Error('no api')), settings });
    expect(check).toMatchObject({
      decision: 'unavailable',
      reason: 'Holding: the page-view figures cannot be read (no api)',
    });
    expect(canaryOf(root)?.release).toBe(next);
  });
});
