import { APPS } from '@storefront/site/apps';
import { canaryOf, currentRelease, history, lastGuardCheck, type HistoryEntry } from '@storefront/site/releases';
import type { AppReleases, GuardCheckReply, ReleaseLine, ReleasesReply, ReleaseViews } from '@storefront/types/forms';
import type { Repository } from '../db/repository';
import { emptySteps } from '../db/rum';

/** History lines a reply gives per app. */
export const HISTORY_LINES = 20;

/** What a file of the releases folder says, or `fallback` when it is missing or cannot be read. */
function read<T>(what: () => T, fallback: T): T {
  try {
    return what() ?? fallback;
  } catch {
    return fallback;
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);

function lineOf(entry: HistoryEntry): ReleaseLine {
  return {
    action: entry.action,
    release: String(entry.release ?? ''),
    share: typeof entry.share === 'number' ? entry.share : null,
    at: String(entry.at ?? ''),
    by: text(entry.by),
    reason: text(entry.reason),
    figures: entry.figures && typeof entry.figures === 'object' ? entry.figures : null,
    ended: text(entry.ended),
  };
}

/**
 * Every web app's live release and canary from the releases folder (`root`), each with its page
 * views over the window step by step, the history newest first, and the guard's last check. A
 * folder missing, or a file that cannot be read, reads as nothing there: never an error.
 */
export async function releasesOf(
  repo: Repository,
  root: string,
  window: { since: Date; until: Date; stepMinutes: number },
): Promise<ReleasesReply> {
  const canary = read(() => canaryOf(root), null);
  const apps = await Promise.all(
    APPS.map(async ({ name }): Promise<AppReleases> => {
      const live = read(() => currentRelease(name, root), null);
      const ownCanary = canary?.app === name ? canary : null;
      const [series, totals] =
        live || ownCanary
          ? await Promise.all([repo.rumSeries({ app: name, ...window }), repo.rumByRelease({ app: name, ...window })])
          : [[], []];
      const views = (release: string): ReleaseViews => {
        const total = totals.find((t) => t.release === release);
        return {
          total: total
            ? { views: total.views, errorViews: total.errorViews, p75: total.p75 }
            : { views: 0, errorViews: 0, p75: { LCP: null, INP: null } },
          steps: series.find((s) => s.release === release)?.steps ?? emptySteps(window),
          inpTargets: total?.inpTargets ?? [],
        };
      };
      return {
        app: name,
        live: live && { release: live.release, at: live.at, ...views(live.release) },
        canary: ownCanary && {
          release: ownCanary.release,
          share: ownCanary.share,
          since: ownCanary.since,
          stageSince: ownCanary.stageSince,
          ...views(ownCanary.release),
        },
        history: read(() => history(name, root), [])
          .slice(-HISTORY_LINES)
          .reverse()
          .map(lineOf),
      };
    }),
  );
  const check = read(() => lastGuardCheck(root), null);
  const guard: GuardCheckReply | null = check && {
    at: check.at,
    app: check.app,
    release: check.release,
    share: check.share,
    decision: check.decision,
    reason: check.reason,
    figures: check.figures ?? null,
  };
  return {
    since: window.since.toISOString(),
    until: window.until.toISOString(),
    stepMinutes: window.stepMinutes,
    apps,
    guard,
  };
}
