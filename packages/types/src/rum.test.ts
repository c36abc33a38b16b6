import { describe, expect, it } from 'vitest';
import { bucketOf, bucketUpperBound, percentileOf, rumReportSchema, type RumReport } from './rum';

const report: RumReport = {
  v: 1,
  page: '/product',
  apps: [
    {
      app: 'host',
      release: '0.1.0-2768ed4fec',
      failures: 0,
      fallback: false,
      retriesOk: 0,
      retriesFailed: 0,
      errors: 0,
    },
    { app: 'product', release: 'local', failures: 1, fallback: true, retriesOk: 1, retriesFailed: 0, errors: 2 },
  ],
  vitals: { LCP: 1834.2, INP: 96, CLS: 0.02, FCP: 912, TTFB: 140 },
};

describe('a page view report', () => {
  it('is accepted as the host sends it, with any vitals missing', () => {
    expect(rumReportSchema.safeParse(report).success).toBe(true);
    expect(rumReportSchema.safeParse({ ...report, vitals: {} }).success).toBe(true);
  });

  it.each(['button.xYz12', 'input[name=email]', 'div.a1>button#buy', 'my-widget', 'a#buy-now.primary'])(
    'takes the INP target %s on the app that held it',
    (inpTarget) => {
      const apps = [report.apps[0], { ...report.apps[1], inpTarget }];
      expect(rumReportSchema.safeParse({ ...report, apps }).success).toBe(true);
    },
  );

  it.each([
    ['a space', 'div button'],
    ['a quote', 'input[name="email"]'],
    ['text after a colon', 'button:contains(Pay)'],
    ['a capital first', 'Button'],
    ['101 characters', `div.${'a'.repeat(97)}`],
  ])('refuses an INP target with %s', (_, inpTarget) => {
    const apps = [{ ...report.apps[0], inpTarget }];
    expect(rumReportSchema.safeParse({ ...report, apps }).success).toBe(false);
  });

  it('refuses an INP target on two apps, or without the INP, and says which', () => {
    const both = report.apps.map((a) => ({ ...a, inpTarget: 'button#buy' }));
    const two = rumReportSchema.safeParse({ ...report, apps: both });
    expect(two.error?.issues.map((i) => i.message)).toEqual(['Only one app holds the INP target.']);
    const noInp = rumReportSchema.safeParse({
      ...report,
      apps: [{ ...report.apps[0], inpTarget: 'button#buy' }],
      vitals: { LCP: 1834.2 },
    });
    expect(noInp.error?.issues.map((i) => i.message)).toEqual(['The INP target comes with the INP.']);
  });

  it.each([
    ['a whole path', { ...report, page: '/product/television-ad-placement' }],
    ['a query string', { ...report, page: '/search?q=ravi@example.com' }],
    ['an app the site has not', { ...report, apps: [{ ...report.apps[0], app: 'api' }] }],
    ['a release id with a path in it', { ...report, apps: [{ ...report.apps[0], release: '../../etc' }] }],
    ['an extra field', { ...report, email: 'ravi@example.com' }],
    ['an extra field in an app', { ...report, apps: [{ ...report.apps[0], user: 'ravi' }] }],
    ['no app', { ...report, apps: [] }],
    ['an app twice', { ...report, apps: [report.apps[0], { ...report.apps[1], app: 'host' }] }],
    ['a negative vital', { ...report, vitals: { LCP: -1 } }],
    ['a vital that is not a number', { ...report, vitals: { INP: '96' } }],
    ['an unknown vital', { ...report, vitals: { FID: 12 } }],
    ['a count that is not whole', { ...report, apps: [{ ...report.apps[0], errors: 1.5 }] }],
    ['another version', { ...report, v: 2 }],
  ])('is refused with %s', (_, body) => {
    expect(rumReportSchema.safeParse(body).success).toBe(false);
  });
});

describe('vitals histograms', () => {
  it('puts a value in the first bucket whose bound holds it, within 10%', () => {
    for (const value of [0, 5, 10, 11, 99.9, 1834.2, 60_000]) {
      const bucket = bucketOf('LCP', value);
      expect(bucketUpperBound('LCP', bucket)).toBeGreaterThanOrEqual(value);
      if (value > 10) expect(bucketUpperBound('LCP', bucket)).toBeLessThanOrEqual(value * 1.1 + 1e-9);
    }
    expect(bucketUpperBound('CLS', bucketOf('CLS', 0.25))).toBeCloseTo(0.25, 1);
  });

  it('reads a percentile from the counts', () => {
    const counts = new Map<number, number>();
    for (const value of [100, 200, 300, 400]) counts.set(bucketOf('INP', value), 1);
    const p75 = percentileOf('INP', counts, 0.75)!;
    expect(p75).toBeGreaterThanOrEqual(300);
    expect(p75).toBeLessThan(330);
    expect(percentileOf('INP', new Map(), 0.75)).toBeNull();
  });
});
