// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ENDPOINTS, STAFF_ENDPOINTS, type RumReply } from '@storefront/types/forms';
import { RUM_MAX_BYTES, bucketOf, bucketUpperBound, type RumReport } from '@storefront/types/rum';
import {
  SITE,
  START,
  appsClosedAfterEach,
  json,
  openTestRepository,
  openTestSql,
  signupForm,
  tempDir,
  corsPreflight,
} from '../../testing';

const setup = appsClosedAfterEach();
const url = ENDPOINTS.rum.path;
const BEACON = { 'content-type': 'text/plain;charset=UTF-8', origin: SITE };

const report = (over: Partial<RumReport> = {}): RumReport => ({
  v: 1,
  page: '/product',
  apps: [
    { app: 'host', release: 'h1', failures: 0, fallback: false, retriesOk: 0, retriesFailed: 0, errors: 0 },
    { app: 'product', release: 'p1', failures: 1, fallback: true, retriesOk: 1, retriesFailed: 1, errors: 2 },
  ],
  vitals: { LCP: 1800, INP: 90, CLS: 0.02 },
  ...over,
});

/** The report's apps, the first holding `first` as its INP target and the second `second`. */
const withTarget = (first: string, second?: string) => {
  const [host, product] = report().apps;
  return [
    { ...host!, inpTarget: first },
    { ...product!, ...(second !== undefined && { inpTarget: second }) },
  ];
};

/** The rows of every rum table, to show a refusal stored nothing. */
async function rowCount(dir: string): Promise<number> {
  const sql = await openTestSql(dir);
  try {
    const { rows } = await sql.query(
      `SELECT (SELECT COUNT(*) FROM rum_views) + (SELECT COUNT(*) FROM rum_vitals)
              + (SELECT COUNT(*) FROM rum_inp_targets) AS n`,
    );
    return Number(rows[0]?.n);
  } finally {
    await sql.close();
  }
}

async function stored(dir: string, app: string) {
  const repo = await openTestRepository(dir);
  try {
    return await repo.rumByRelease({ app, since: new Date(0) });
  } finally {
    await repo.close();
  }
}

describe('POST /api/rum', () => {
  it('takes a beacon (text/plain) and a fetch (JSON) alike: 204, no body, counts by release', async () => {
    const { app, dir } = await setup();
    const beacon = await app.inject({ method: 'POST', url, headers: BEACON, payload: JSON.stringify(report()) });
    expect(beacon.statusCode).toBe(204);
    expect(beacon.body).toBe('');
    // A simple request from the site: the answer names it (a foreign page's beacon is not read).
    expect(beacon.headers['access-control-allow-origin']).toBe(SITE);
    const second = report({
      page: '/',
      apps: [{ app: 'host', release: 'h2', failures: 0, fallback: false, retriesOk: 0, retriesFailed: 0, errors: 3 }],
      vitals: { LCP: 4000, INP: 400 },
    });
    const fetched = await app.inject({ method: 'POST', url, payload: second });
    expect(fetched.statusCode).toBe(204);
    const third = report({ vitals: { LCP: 2500, INP: 200, CLS: 0.02 } });
    expect(
      (await app.inject({ method: 'POST', url, headers: BEACON, payload: JSON.stringify(third) })).statusCode,
    ).toBe(204);
    await app.close();

    const host = await stored(dir, 'host');
    expect(host.map((r) => r.release)).toEqual(['h1', 'h2']);
    const [h1, h2] = host;
    expect(h1).toMatchObject({ views: 2, errorViews: 0, fallbackViews: 0, failures: 0, errors: 0 });
    expect(h1?.firstMinute).toBe('2026-03-01T10:00:00.000Z');
    // Two LCPs (1800, 2500): p75 is the bucket of the higher one, within 10% above it.
    expect(h1?.p75.LCP).toBe(bucketUpperBound('LCP', bucketOf('LCP', 2500)));
    expect(h1?.p75.LCP).toBeGreaterThanOrEqual(2500);
    expect(h1?.p75.LCP).toBeLessThanOrEqual(2750);
    expect(h1?.p75.INP).toBe(bucketUpperBound('INP', bucketOf('INP', 200)));
    expect(h1?.histograms.LCP).toEqual({ [bucketOf('LCP', 1800)]: 1, [bucketOf('LCP', 2500)]: 1 });
    expect(h1?.histograms.CLS).toEqual({ [bucketOf('CLS', 0.02)]: 2 });
    expect(h1?.histograms.FCP).toEqual({});
    expect(h2).toMatchObject({ views: 1, errorViews: 1, fallbackViews: 0, errors: 3 });
    expect(h2?.p75).toEqual({
      LCP: bucketUpperBound('LCP', bucketOf('LCP', 4000)),
      INP: bucketUpperBound('INP', bucketOf('INP', 400)),
    });

    const [p1, ...none] = await stored(dir, 'product');
    expect(none).toEqual([]);
    expect(p1).toMatchObject({
      release: 'p1',
      views: 2,
      errorViews: 2,
      fallbackViews: 2,
      failures: 2,
      errors: 4,
      retriesOk: 2,
      retriesFailed: 2,
    });
  });

  it('counts the INP target on the app that held it, and reads back each target’s views and INP p75', async () => {
    const { app, dir } = await setup();
    const [host, product] = report().apps;
    const held = (inpTarget: string, INP: number) =>
      JSON.stringify(report({ apps: [host!, { ...product!, inpTarget }], vitals: { INP } }));
    for (const payload of [held('button#buy', 300), held('button#buy', 500), JSON.stringify(report())])
      expect((await app.inject({ method: 'POST', url, headers: BEACON, payload })).statusCode).toBe(204);
    await app.close();
    const [p1] = await stored(dir, 'product');
    expect(p1?.views).toBe(3);
    expect(p1?.inpTargets).toEqual([
      { target: 'button#buy', views: 2, p75: bucketUpperBound('INP', bucketOf('INP', 500)) },
    ]);
    // The view's other apps held no interaction of it.
    expect((await stored(dir, 'host'))[0]?.inpTargets).toEqual([]);
  });

  it('stores a report whole or not at all: a target the table refuses leaves its views and vitals out too', async () => {
    const dir = await tempDir();
    const repo = await openTestRepository(dir);
    // Past the schema (as only a bug could send it), the table's own check still holds.
    await expect(repo.addRumReport(report({ apps: withTarget(`div.${'a'.repeat(97)}`) }), START)).rejects.toThrow();
    await repo.close();
    expect(await rowCount(dir)).toBe(0);
  });

  it('reads the five slowest INP targets of each release over the window: highest p75 first, then most views', async () => {
    const repo = await openTestRepository(await tempDir());
    const view = (release: string, inpTarget: string, INP: number, page = '/product') =>
      repo.addRumReport(
        report({
          page,
          apps: [{ ...report().apps[0]!, release, inpTarget }],
          vitals: { INP },
        }),
        START,
      );
    await view('h1', 'a#one', 100);
    await view('h1', 'a#two', 900);
    // Three views in two sections: one target of the release, its views summed.
    await view('h1', 'a#three', 400);
    await view('h1', 'a#three', 400);
    await view('h1', 'a#three', 400, '/');
    await view('h1', 'a#four', 400);
    await view('h1', 'a#five', 200);
    await view('h1', 'a#six', 50);
    await view('h1', 'a#seven', 700);
    await view('h1', 'a#seven', 700);
    await view('h2', 'a#six', 50);
    const bound = (value: number) => bucketUpperBound('INP', bucketOf('INP', value));
    const [h1, h2] = await repo.rumByRelease({ app: 'host', since: new Date(0) });
    expect(h1?.inpTargets).toEqual([
      { target: 'a#two', views: 1, p75: bound(900) },
      { target: 'a#seven', views: 2, p75: bound(700) },
      { target: 'a#three', views: 3, p75: bound(400) },
      { target: 'a#four', views: 1, p75: bound(400) },
      { target: 'a#five', views: 1, p75: bound(200) },
    ]);
    expect(h2?.inpTargets).toEqual([{ target: 'a#six', views: 1, p75: bound(50) }]);
    // Outside the window, nothing.
    const later = await repo.rumByRelease({ app: 'host', since: new Date(START.getTime() + 60_000) });
    expect(later).toEqual([]);
    await repo.close();
  });

  it('CORS: a fetch with JSON from the site is allowed by its preflight; another origin is refused', async () => {
    const { app, dir } = await setup();
    const preflight = await corsPreflight(app, url);
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(SITE);
    // A foreign page's beacon is refused, and gets no CORS header, as from every other endpoint.
    const foreign = await app.inject({
      method: 'POST',
      url,
      headers: { ...BEACON, origin: 'https://elsewhere.example' },
      payload: JSON.stringify(report()),
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    expect(await stored(dir, 'product')).toEqual([]);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(405);
  });

  it('reads a window: minutes from since, before until', async () => {
    const { app, dir, advance } = await setup();
    await app.inject({ method: 'POST', url, headers: BEACON, payload: JSON.stringify(report()) });
    advance(5 * 60_000);
    await app.inject({ method: 'POST', url, headers: BEACON, payload: JSON.stringify(report()) });
    await app.close();
    const repo = await openTestRepository(dir);
    const at = (minutes: number) => new Date(START.getTime() + minutes * 60_000);
    const views = async (since: Date, until?: Date) =>
      (await repo.rumByRelease({ app: 'host', since, ...(until && { until }) }))[0]?.views ?? 0;
    expect(await views(at(0))).toBe(2);
    expect(await views(at(1))).toBe(1);
    expect(await views(at(0), at(5))).toBe(1);
    expect(await views(at(6))).toBe(0);
    await repo.close();
  });

  it('reads a series: every step of the window per release, with its views, error views and p75s', async () => {
    const { app, dir, advance } = await setup();
    const send = (over: Partial<RumReport>) =>
      app.inject({ method: 'POST', url, headers: BEACON, payload: JSON.stringify(report(over)) });
    await send({});
    advance(3 * 60_000);
    await send({ vitals: { LCP: 900, INP: 40 } });
    advance(4 * 60_000);
    const next = { ...report().apps[1]!, release: 'p2', fallback: false, failures: 0, errors: 0 };
    await send({ apps: [report().apps[0]!, next], vitals: { LCP: 3000 } });
    await app.close();
    const repo = await openTestRepository(dir);
    const at = (minutes: number) => new Date(START.getTime() + minutes * 60_000);
    const bound = (value: number) => bucketUpperBound('LCP', bucketOf('LCP', value));
    const host = await repo.rumSeries({ app: 'host', since: at(0), until: at(15), stepMinutes: 5 });
    expect(host).toEqual([
      {
        release: 'h1',
        steps: [
          // p75 of 900 and 1800: the second of two values.
          {
            at: at(0).toISOString(),
            views: 2,
            errorViews: 0,
            p75: { LCP: bound(1800), INP: bucketUpperBound('INP', bucketOf('INP', 90)) },
          },
          { at: at(5).toISOString(), views: 1, errorViews: 0, p75: { LCP: bound(3000), INP: null } },
          { at: at(10).toISOString(), views: 0, errorViews: 0, p75: { LCP: null, INP: null } },
        ],
      },
    ]);
    const product = await repo.rumSeries({ app: 'product', since: at(0), until: at(15), stepMinutes: 5 });
    expect(product.map((s) => [s.release, s.steps.map((step) => [step.views, step.errorViews])])).toEqual([
      [
        'p1',
        [
          [2, 2],
          [0, 0],
          [0, 0],
        ],
      ],
      [
        'p2',
        [
          [0, 0],
          [1, 0],
          [0, 0],
        ],
      ],
    ]);
    // Steps count from `since`; a minute outside the window is left out.
    const later = await repo.rumSeries({ app: 'host', since: at(1), until: at(7), stepMinutes: 3 });
    expect(later[0]?.steps.map((step) => [step.at, step.views])).toEqual([
      [at(1).toISOString(), 1],
      [at(4).toISOString(), 0],
    ]);
    expect(await repo.rumSeries({ app: 'cart', since: at(0), until: at(15), stepMinutes: 5 })).toEqual([]);
    await repo.close();
  });

  it.each([
    ['malformed JSON', '{"v":1,', 'not valid JSON'],
    ['an empty body', '', 'not valid JSON'],
    ['a whole path with a query string as page', JSON.stringify(report({ page: '/product/ad?q=ravi' })), 'not one'],
    ['an unknown field (an email)', JSON.stringify({ ...report(), email: 'ravi@example.in' }), 'not one'],
    ['a negative vital', JSON.stringify(report({ vitals: { LCP: -1 } })), 'not one'],
    ['an app named twice', JSON.stringify(report({ apps: [report().apps[0]!, report().apps[0]!] })), 'not one'],
    ['an INP target on two apps', JSON.stringify(report({ apps: withTarget('button#buy', 'button#buy') })), 'not one'],
    ['an INP target with a space', JSON.stringify(report({ apps: withTarget('div button') })), 'not one'],
    ['an INP target with a quote', JSON.stringify(report({ apps: withTarget('input[name="email"]') })), 'not one'],
    [
      'an INP target of 101 characters',
      JSON.stringify(report({ apps: withTarget(`div.${'a'.repeat(97)}`) })),
      'not one',
    ],
    [
      'an INP target without the INP',
      JSON.stringify(report({ apps: withTarget('button#buy'), vitals: { LCP: 1800 } })),
      'not one',
    ],
  ])('refuses %s with 400 and stores nothing', async (_what, payload, message) => {
    const { app, dir } = await setup();
    const res = await app.inject({ method: 'POST', url, headers: BEACON, payload });
    expect(res.statusCode).toBe(400);
    expect(String(json(res).error)).toContain(message);
    await app.close();
    expect(await rowCount(dir)).toBe(0);
  });

  it('refuses a body over RUM_MAX_BYTES with 413, and other content types with 415; stores nothing', async () => {
    const { app, dir } = await setup();
    const big = JSON.stringify(report()).replace('"v":1', `"v":1,"pad":"${'x'.repeat(RUM_MAX_BYTES)}"`);
    const tooLarge = await app.inject({ method: 'POST', url, headers: BEACON, payload: big });
    expect(tooLarge.statusCode).toBe(413);
    expect(json(tooLarge).error).toEqual(expect.any(String));
    const form = await app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'v=1',
    });
    expect(form.statusCode).toBe(415);
    await app.close();
    expect(await rowCount(dir)).toBe(0);
  });

  it('limits reports per address (RUM_RATE_LIMIT): a flood gets 429 and only the allowed ones count', async () => {
    const { app, dir } = await setup({ env: { RUM_RATE_LIMIT: '5' } });
    const codes: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await app.inject({ method: 'POST', url, headers: BEACON, payload: JSON.stringify(report()) });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([204, 204, 204, 204, 204, 429, 429, 429]);
    // Its own counter: the forms from the same address are not used up by page views.
    expect(
      (await app.inject({ method: 'POST', url: ENDPOINTS.newsletter.path, payload: { email: 'a@b.in' } })).statusCode,
    ).toBe(201);
    await app.close();
    expect((await stored(dir, 'host'))[0]?.views).toBe(5);
  });
});

describe('retention (RUM_RETENTION_DAYS)', () => {
  const DAY = 24 * 3600_000;

  it('drops the minutes older than the retention from every table, counts them, and keeps the others', async () => {
    const repo = await openTestRepository(await tempDir());
    await repo.addRumReport(report({ apps: withTarget('button#old') }), new Date(START.getTime() - 31 * DAY));
    await repo.addRumReport(report({ apps: withTarget('button#new') }), new Date(START.getTime() - 29 * DAY));
    // The old report's rows: two apps' views, their three vitals each, and one INP target.
    expect(await repo.pruneRum(new Date(START.getTime() - 30 * DAY))).toBe(2 + 6 + 1);
    const left = await repo.rumByRelease({ app: 'host', since: new Date(0) });
    expect(left.map((r) => [r.views, r.firstMinute])).toEqual([
      [1, new Date(START.getTime() - 29 * DAY).toISOString()],
    ]);
    expect(left[0]?.histograms.LCP).toEqual({ [bucketOf('LCP', 1800)]: 1 });
    expect(left[0]?.inpTargets.map((t) => [t.target, t.views])).toEqual([['button#new', 1]]);
    await repo.close();
  });

  it('prunes when the api starts, then on its timer, with the retention of its settings', async () => {
    const dir = await tempDir();
    const seed = await openTestRepository(dir);
    await seed.addRumReport(report(), new Date(START.getTime() - 3 * DAY));
    await seed.addRumReport(report(), new Date(START.getTime() - 1 * DAY));
    await seed.close();

    const { app, advance } = await setup({ dir, env: { RUM_RETENTION_DAYS: '2' }, rumPruneEveryMs: 50 });
    await app.ready();
    expect((await stored(dir, 'host')).map((r) => r.firstMinute)).toEqual([
      new Date(START.getTime() - 1 * DAY).toISOString(),
    ]);
    // A day later the other one is past the retention too; the next turn of the timer drops it.
    advance(DAY + 60_000);
    await expect.poll(async () => (await stored(dir, 'host')).length, { timeout: 5000, interval: 200 }).toBe(0);
  });
});

describe('GET /api/staff/rum', () => {
  it('gives staff one app’s releases over the last minutes; refuses a bad query with 400', async () => {
    const { app, dir, advance } = await setup();
    const signup = await app.inject({ method: 'POST', url: ENDPOINTS.signup.path, payload: signupForm(1) });
    const repo = await openTestRepository(dir);
    await repo.setRole('asha1@example.in', 'staff', null, START);
    await repo.close();
    const headers = { authorization: `Bearer ${String(json(signup).token)}` };
    await app.inject({ method: 'POST', url, headers: BEACON, payload: JSON.stringify(report()) });
    advance(10 * 60_000);
    await app.inject({
      method: 'POST',
      url,
      headers: BEACON,
      payload: JSON.stringify(report({ vitals: { LCP: 900 } })),
    });

    const read = async (query: string) =>
      app.inject({ method: 'GET', url: `${STAFF_ENDPOINTS.rum.path}?${query}`, headers });
    const hour = await read('app=host');
    expect(hour.statusCode).toBe(200);
    expect(hour.headers['cache-control']).toBe('no-store');
    const body = json(hour) as unknown as RumReply;
    expect(body).toMatchObject({ app: 'host', since: '2026-03-01T09:11:00.000Z', until: '2026-03-01T10:10:00.000Z' });
    expect(body.releases).toHaveLength(1);
    expect(body.releases[0]).toMatchObject({
      release: 'h1',
      views: 2,
      p75: { LCP: bucketUpperBound('LCP', bucketOf('LCP', 1800)) },
    });
    // The last 10 minutes: only the second report.
    const recent = json(await read('app=host&minutes=10')) as unknown as RumReply;
    expect(recent.releases[0]).toMatchObject({
      views: 1,
      p75: { LCP: bucketUpperBound('LCP', bucketOf('LCP', 900)), INP: null },
    });
    expect((json(await read('app=inbox')) as unknown as RumReply).releases).toEqual([]);
    for (const bad of ['', 'app=Host', 'app=host&minutes=0', 'app=host&minutes=abc', 'app=host&minutes=10081']) {
      expect((await read(bad)).statusCode).toBe(400);
    }
  });
});
