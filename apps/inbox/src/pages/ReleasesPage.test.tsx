import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell, type ApiStub } from '@storefront/shell/testing';
import type { ReleasesReply } from '@storefront/types/forms';
import type { RumStep } from '@storefront/types/rum';
import Routes from '../Routes';
import { signedInAs } from '../testing';

const LIVE = '1.3.0-aaaaaaaaaa';
const CANARY = '1.4.0-bbbbbbbbbb';

/** Twelve 5-minute steps from 09:01 UTC; `views` and `errors` say what each had. */
const steps = (views: number[], errors: number[], LCP: number | null): RumStep[] =>
  views.map((n, k) => ({
    at: new Date(Date.parse('2026-11-23T09:01:00.000Z') + k * 5 * 60_000).toISOString(),
    views: n,
    errorViews: errors[k] ?? 0,
    p75: { LCP: n ? LCP : null, INP: n ? 80 : null },
  }));

const quiet = Array.from({ length: 12 }, () => 0);
const REPLY: ReleasesReply = {
  since: '2026-11-23T09:01:00.000Z',
  until: '2026-11-23T10:01:00.000Z',
  stepMinutes: 5,
  guard: {
    at: '2026-11-23T09:58:00.000Z',
    app: 'careers',
    release: CANARY,
    share: 10,
    decision: 'hold',
    reason: 'Too few views yet: 4 of 50',
    figures: { views: 4 },
  },
  apps: [
    {
      app: 'host',
      live: {
        release: '2.0.0-cccccccccc',
        at: '2026-11-20T09:00:00.000Z',
        total: { views: 0, errorViews: 0, p75: { LCP: null, INP: null } },
        steps: steps(quiet, quiet, null),
        inpTargets: [],
      },
      canary: null,
      history: [],
    },
    {
      app: 'careers',
      live: {
        release: LIVE,
        at: '2026-11-22T09:00:00.000Z',
        total: { views: 40, errorViews: 1, p75: { LCP: 1948.7, INP: 80 } },
        steps: steps([4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 0, 0], [0, 0, 1], 1900),
        inpTargets: [
          { target: 'div.a1>button#apply', views: 12, p75: 1214.4 },
          { target: 'input[name=email]', views: 3, p75: 96 },
        ],
      },
      canary: {
        release: CANARY,
        share: 10,
        since: '2026-11-23T09:30:00.000Z',
        stageSince: '2026-11-23T09:30:00.000Z',
        total: { views: 4, errorViews: 1, p75: { LCP: 2593.7, INP: 96 } },
        steps: steps([0, 0, 0, 0, 0, 0, 2, 2, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 1], 2500),
        inpTargets: [],
      },
      history: [
        {
          action: 'hold',
          release: CANARY,
          share: 10,
          at: '2026-11-23T09:45:00.000Z',
          by: 'guard',
          reason: 'Too few views yet: 4 of 50',
          figures: { canaryViews: 4, canaryErrorShare: 0.25, canaryLCPp75: 1949.6 },
          ended: null,
        },
        {
          action: 'canary',
          release: CANARY,
          share: 10,
          at: '2026-11-23T09:30:00.000Z',
          by: 'command',
          reason: null,
          figures: null,
          ended: null,
        },
        {
          action: 'promote',
          release: LIVE,
          share: null,
          at: '2026-11-22T09:00:00.000Z',
          by: 'inbox: meera@brandwala.in',
          reason: null,
          figures: null,
          ended: null,
        },
      ],
    },
    { app: 'cart', live: null, canary: null, history: [] },
  ],
};

function openReleases(role: 'admin' | 'staff', stubs: Record<string, ApiStub> = {}) {
  const { token, me } = signedInAs(role);
  return renderWithShell(<Routes />, {
    route: '/inbox/releases',
    token,
    api: { '/api/auth/me': me, '/api/staff/releases': { body: REPLY }, ...stubs },
  });
}

describe('/inbox/releases', () => {
  it('shows each app’s live release and canary side by side, with charts and their figures as tables', async () => {
    openReleases('staff');
    const careers = await screen.findByRole('region', { name: 'careers' });
    expect(careers).toHaveTextContent(`Live: ${LIVE}`);
    expect(careers).toHaveTextContent(`Canary: ${CANARY} for 10% of visitors`);
    const compared = within(careers).getByRole('table', { name: 'Over the last 60 minutes' });
    expect(
      within(compared)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'LiveCanary',
      `Release${LIVE}${CANARY}`,
      'Views404',
      'Error share2.5%25.0%',
      'LCP p751,949 ms2,594 ms',
      'INP p7580 ms96 ms',
    ]);
    // Each chart is named, and says where its figures are.
    expect(within(careers).getByRole('img', { name: /^Error share over time: live and canary;/ })).toBeInTheDocument();
    expect(within(careers).getAllByRole('img')).toHaveLength(3);
    await userEvent.click(within(careers).getByText('Step by step (5 minutes each)', { selector: 'summary' }));
    const byStep = within(careers).getByRole('table', { name: 'Step by step (5 minutes each)' });
    const rows = within(byStep).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(rows[3]).toHaveTextContent(/4\s*25\.0%\s*1,900 ms\s*80 ms\s*0\s*—\s*—\s*—/);
    expect(rows[7]).toHaveTextContent(/2\s*50\.0%\s*2,500 ms\s*80 ms$/);

    expect(screen.getByRole('region', { name: 'cart' })).toHaveTextContent('Nothing live.');
    expect(screen.getByRole('region', { name: 'host' })).not.toHaveTextContent('Canary');
  });

  it('lists each side’s slowest interactions: the element, its INP p75 and views, or None reported', async () => {
    openReleases('staff');
    const careers = await screen.findByRole('region', { name: 'careers' });
    const live = within(careers).getByRole('table', { name: 'Slowest interactions (Live)' });
    expect(
      within(live)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['ElementINP p75Views', 'div.a1>button#apply1,214 ms12', 'input[name=email]96 ms3']);
    // The element as code: a selector, not words.
    expect(within(live).getByText('input[name=email]').tagName).toBe('CODE');
    const canary = within(careers).getByRole('table', { name: 'Slowest interactions (Canary)' });
    expect(within(canary).getAllByRole('row')[1]).toHaveTextContent('None reported');
    expect(
      within(screen.getByRole('region', { name: 'host' })).getByRole('table', { name: 'Slowest interactions (Live)' }),
    ).toHaveTextContent('None reported');
  });

  it('lists the guard’s decisions and every other change newest first, with reasons, and its last check', async () => {
    openReleases('staff');
    const history = await screen.findByRole('table', { name: 'History, newest first' });
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent(
      /Held the canary.*10%.*The release guard.*Too few views yet: 4 of 50.*canaryViews 4, canaryErrorShare 25\.0%, canaryLCPp75 1,950 ms/,
    );
    expect(rows[1]).toHaveTextContent(/Started a canary.*A command \(pnpm\)/);
    expect(rows[2]).toHaveTextContent(/Made everyone’s.*meera@brandwala\.in/);
    expect(screen.getByRole('region', { name: 'Release guard' })).toHaveTextContent(
      /Last check 23 Nov 2026.*\(careers 1\.4\.0-bbbbbbbbbb at 10%\): Held the canary\. Too few views yet/,
    );
    expect(screen.getByRole('navigation', { name: 'Inbox' })).toHaveTextContent('Releases');
  });

  it('gives staff who are not admin no End canary button', async () => {
    openReleases('staff');
    await screen.findByRole('region', { name: 'careers' });
    expect(screen.queryByRole('button', { name: 'End canary' })).toBeNull();
  });

  it('lets an admin end a canary after confirming, says so, and reads the releases again', async () => {
    const ended: ReleasesReply = {
      ...REPLY,
      apps: REPLY.apps.map((app) => (app.app === 'careers' ? { ...app, canary: null } : app)),
    };
    let gets = 0;
    const { apiCalls } = openReleases('admin', {
      '/api/staff/releases': () => ({ body: gets++ ? ended : REPLY }),
      '/api/staff/releases/end-canary': {
        body: { success: `The careers canary ${CANARY} has ended.`, app: 'careers', release: CANARY },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'End canary' }));
    const question = screen.getByText(/End the careers canary 1\.4\.0-bbbbbbbbbb\?/);
    expect(question).toHaveFocus();
    // Cancel asks nothing and puts focus back.
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'End canary' })).toHaveFocus();
    expect(apiCalls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'End canary' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, end the canary' }));
    expect(await screen.findByText(`The careers canary ${CANARY} has ended.`)).toBeInTheDocument();
    expect(apiCalls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/api/staff/releases/end-canary',
      body: { app: 'careers' },
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'End canary' })).toBeNull());
    expect(screen.getByRole('heading', { name: 'careers' })).toHaveFocus();
    expect(screen.getByRole('region', { name: 'careers' })).not.toHaveTextContent('Canary:');
  });

  it('says what the api answered when the canary had ended already', async () => {
    openReleases('admin', {
      '/api/staff/releases/end-canary': {
        status: 404,
        body: { error: 'careers has no canary running; nothing was changed.' },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'End canary' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, end the canary' }));
    expect(await screen.findByText('careers has no canary running; nothing was changed.')).toBeInTheDocument();
  });
});
