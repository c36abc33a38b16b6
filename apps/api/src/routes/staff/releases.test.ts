// @vitest-environment node
import { appendFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APPS } from '@storefront/site/apps';
import {
  canaryOf,
  createRelease,
  currentRelease,
  history,
  promote,
  startCanary,
  writeGuardCheck,
  type RenderPages,
} from '@storefront/site/releases';
import { ENDPOINTS, STAFF_ENDPOINTS, type AuditReply, type ReleasesReply } from '@storefront/types/forms';
import { bucketOf, bucketUpperBound, type RumReport } from '@storefront/types/rum';
import { SITE, START, appsClosedAfterEach, json, openTestRepository, signupForm } from '../../testing';

const setup = appsClosedAfterEach();
let root: string;
let builds: string;

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'releases-'));
  builds = mkdtempSync(path.join(os.tmpdir(), 'builds-'));
  vi.stubEnv('RELEASES_DIR', root);
});
afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(root, { recursive: true, force: true });
  rmSync(builds, { recursive: true, force: true });
});

/** A finished build of an app (a remote's with its routes.json; a host's with its Node build, so it can render). */
function build(app: string, body: string, prefixes: string[] = []) {
  const dir = path.join(builds, `${app}-${body}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html>');
  writeFileSync(path.join(dir, 'remoteEntry.js'), body);
  writeFileSync(path.join(dir, 'routes.json'), JSON.stringify({ prefixes }));
  if (app === 'host') {
    mkdirSync(path.join(dir, 'server'));
    writeFileSync(path.join(dir, 'server', 'main.cjs'), '');
  }
  return dir;
}

/** Writes a pages folder as the render step would, without rendering anything. */
const render: RenderPages = async (job) => {
  mkdirSync(job.outDir, { recursive: true });
  writeFileSync(path.join(job.outDir, 'pages.json'), JSON.stringify({ pages: {} }));
  writeFileSync(path.join(job.outDir, 'remotes.json'), JSON.stringify(job.remotesJson));
};

/** A live host and careers release, and a second careers release as the canary for 10% of visitors. */
async function withCanary() {
  await promote('host', createRelease('host', build('host', 'h'), '1.0.0', root).id, root, render);
  const live = createRelease('careers', build('careers', 'one', ['careers']), '1.0.0', root).id;
  await promote('careers', live, root, render, { by: 'command' });
  const next = createRelease('careers', build('careers', 'two', ['careers']), '1.1.0', root).id;
  await startCanary('careers', next, 10, root, render, { by: 'command' });
  return { live, next };
}

/** An api with a staff member and an admin signed in. */
async function world() {
  const made = await setup();
  const signup = async (n: number) =>
    json(await made.app.inject({ method: 'POST', url: ENDPOINTS.signup.path, payload: signupForm(n) })).token as string;
  const tokens = { staff: await signup(1), admin: await signup(2) };
  const repo = await openTestRepository(made.dir);
  await repo.setRole('asha1@example.in', 'staff', null, START);
  await repo.setRole('asha2@example.in', 'admin', null, START);
  await repo.close();
  const headers = (token: string) => ({ authorization: `Bearer ${token}` });
  const read = async (query = '', token = tokens.staff) =>
    made.app.inject({ method: 'GET', url: `${STAFF_ENDPOINTS.releases.path}${query}`, headers: headers(token) });
  const end = (payload: object, token = tokens.admin) =>
    made.app.inject({ method: 'POST', url: STAFF_ENDPOINTS.endCanary.path, headers: headers(token), payload });
  /** A page view of the careers page as a visitor's browser reports it. */
  const view = (release: string, fallback = false, LCP = 1200, inpTarget?: string) => {
    const report: RumReport = {
      v: 1,
      page: '/careers',
      apps: [
        {
          app: 'careers',
          release,
          failures: 0,
          fallback,
          retriesOk: 0,
          retriesFailed: 0,
          errors: 0,
          ...(inpTarget && { inpTarget }),
        },
      ],
      vitals: { LCP, INP: 80 },
    };
    return made.app.inject({
      method: 'POST',
      url: ENDPOINTS.rum.path,
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin: SITE },
      payload: JSON.stringify(report),
    });
  };
  return { ...made, tokens, read, end, view };
}

const appOf = (reply: ReleasesReply, app: string) => reply.apps.find((a) => a.app === app)!;

describe('GET /api/staff/releases', () => {
  it('with no releases folder, lists every web app with nothing live, and no guard check', async () => {
    vi.stubEnv('RELEASES_DIR', path.join(root, 'missing'));
    const w = await world();
    const res = await w.read();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = json(res) as unknown as ReleasesReply;
    expect(body.apps.map((a) => a.app)).toEqual(APPS.map((a) => a.name));
    expect(body.apps.every((a) => a.live === null && a.canary === null && a.history.length === 0)).toBe(true);
    expect(body).toMatchObject({
      since: '2026-03-01T09:01:00.000Z',
      until: '2026-03-01T10:01:00.000Z',
      stepMinutes: 5,
      guard: null,
    });
  });

  it('gives each app its live release and canary side by side over time, the history newest first and the guard’s check', async () => {
    const { live, next } = await withCanary();
    writeGuardCheck(
      {
        at: '2026-03-01T09:58:00.000Z',
        app: 'careers',
        release: next,
        share: 10,
        decision: 'hold',
        reason: 'Too few views yet',
        figures: { views: 3 },
      },
      root,
    );
    // A line cut short by a crash is skipped, not a failure.
    appendFileSync(path.join(root, 'careers', 'history.jsonl'), '{"action":"hol');
    const w = await world();
    w.advance(-20 * 60_000);
    await w.view(live);
    await w.view(next, true, 2500, 'button#apply');
    w.advance(20 * 60_000);
    await w.view(live);

    const body = json(await w.read()) as unknown as ReleasesReply;
    const careers = appOf(body, 'careers');
    expect(careers.live).toMatchObject({ release: live });
    expect(careers.canary).toMatchObject({ release: next, share: 10 });
    expect(careers.live?.steps).toHaveLength(12);
    // 09:40 falls in the step from 09:36; 10:00 in the last one.
    const stepAt = (steps: { at: string; views: number; errorViews: number }[], at: string) =>
      steps.find((s) => s.at === at);
    expect(stepAt(careers.live!.steps, '2026-03-01T09:36:00.000Z')).toMatchObject({ views: 1, errorViews: 0 });
    expect(stepAt(careers.live!.steps, '2026-03-01T09:56:00.000Z')).toMatchObject({ views: 1 });
    expect(stepAt(careers.canary!.steps, '2026-03-01T09:36:00.000Z')).toMatchObject({ views: 1, errorViews: 1 });
    expect(careers.canary!.steps.reduce((sum, s) => sum + s.views, 0)).toBe(1);
    expect(careers.live?.total).toMatchObject({ views: 2, errorViews: 0, p75: { LCP: expect.any(Number) } });
    expect(careers.canary?.total).toMatchObject({ views: 1, errorViews: 1 });
    expect(careers.canary?.inpTargets).toEqual([
      { target: 'button#apply', views: 1, p75: bucketUpperBound('INP', bucketOf('INP', 80)) },
    ]);
    expect(careers.live?.inpTargets).toEqual([]);
    expect(careers.history.map((h) => [h.action, h.release, h.share, h.by])).toEqual([
      ['canary', next, 10, 'command'],
      ['promote', live, null, 'command'],
    ]);
    expect(appOf(body, 'host')).toMatchObject({ live: { release: expect.stringMatching(/^1\.0\.0-/) }, canary: null });
    expect(appOf(body, 'cart')).toMatchObject({ live: null, canary: null, history: [] });
    expect(body.guard).toMatchObject({ decision: 'hold', reason: 'Too few views yet', figures: { views: 3 } });

    const day = json(await w.read('?minutes=1440')) as unknown as ReleasesReply;
    expect(day.stepMinutes).toBe(120);
    expect(appOf(day, 'careers').live?.steps).toHaveLength(12);
    expect((await w.read('?minutes=0')).statusCode).toBe(400);
  });
});

describe('POST /api/staff/releases/end-canary', () => {
  it('lets an admin end an app’s canary: recorded in the history and the audit; live untouched', async () => {
    const { live, next } = await withCanary();
    const w = await world();
    const res = await w.end({ app: 'careers' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ app: 'careers', release: next, success: expect.stringContaining(next) });
    expect(canaryOf(root)).toBe(null);
    expect(currentRelease('careers', root)?.release).toBe(live);
    expect(history('careers', root).at(-1)).toMatchObject({
      action: 'rollback',
      release: live,
      ended: next,
      by: 'inbox: asha2@example.in',
      reason: 'Ended by an admin in the inbox',
    });
    const audit = json(
      await w.app.inject({
        method: 'GET',
        url: STAFF_ENDPOINTS.audit.path,
        headers: { authorization: `Bearer ${w.tokens.admin}` },
      }),
    ) as unknown as AuditReply;
    expect(audit.entries[0]).toMatchObject({
      action: 'canary-end',
      by: { email: 'asha2@example.in' },
      at: START.toISOString(),
      release: { app: 'careers', release: next },
      item: null,
      account: null,
    });

    // Ended already: a clear 404, and nothing else rolled back.
    const again = await w.end({ app: 'careers' });
    expect(again.statusCode).toBe(404);
    expect(json(again).error).toBe('careers has no canary running; nothing was changed.');
    expect(currentRelease('careers', root)?.release).toBe(live);
  });

  it('refuses an app with no canary (404), an unknown app (400) and a staff member who is not admin (403)', async () => {
    const { next } = await withCanary();
    const w = await world();
    expect((await w.end({ app: 'host' })).statusCode).toBe(404);
    expect((await w.end({ app: 'api' })).statusCode).toBe(400);
    expect((await w.end({})).statusCode).toBe(400);
    const staff = await w.end({ app: 'careers' }, w.tokens.staff);
    expect(staff.statusCode).toBe(403);
    expect(canaryOf(root)?.release).toBe(next);
  });
});
