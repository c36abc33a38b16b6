import {
  canaryOf,
  history,
  noteHold,
  promote,
  rollback,
  startCanary,
  writeGuardCheck,
  type GuardCheck,
} from '@storefront/site/releases';
import type { RumRelease } from '@storefront/types/rum';
import { judge, type GuardSettings } from './guard';

/** The app's releases' page views from `since` to now (the api's aggregates). */
export type ReadRum = (app: string, since: Date) => Promise<RumRelease[]>;

export const minuteStart = (iso: string) => new Date(Math.floor(Date.parse(iso) / 60_000) * 60_000);
/**
 * The first whole minute at or after `iso`. Page views are counted per minute, so the minute in
 * which a stage began also holds views of the stage before it (a share moved 5 s into a minute:
 * 55 s of the old share's views): a stage's own views are counted from its first whole minute,
 * at the cost of up to a minute of them.
 */
export const firstWholeMinute = (iso: string) => new Date(Math.ceil(Date.parse(iso) / 60_000) * 60_000);

/**
 * One check of the release guard: judges the running canary (services/guard.ts) and carries out
 * the decision as the commands do (rollback, a share along the plan, the promote at 100%), each
 * recorded in the app's history with its reason and figures. A hold is written there when its kind
 * changes; every check is written to releases/guard.json for staff. Never renders: ending a
 * canary, changing its share and promoting it publish pages that exist already.
 */
export async function guardOnce({
  root,
  readRum,
  settings,
  now = new Date(),
}: {
  root: string;
  readRum: ReadRum;
  settings: GuardSettings;
  now?: Date;
}): Promise<GuardCheck> {
  const checked = (check: Omit<GuardCheck, 'at'>): GuardCheck => {
    const full = { at: now.toISOString(), ...check };
    writeGuardCheck(full, root);
    return full;
  };
  const canary = canaryOf(root);
  if (!canary)
    return checked({ app: null, release: null, share: null, decision: 'idle', reason: 'No canary is running' });
  const about = { app: canary.app, release: canary.release, share: canary.share };
  let window: RumRelease[];
  let stage: RumRelease[];
  try {
    window = await readRum(canary.app, minuteStart(canary.since));
    // The first stage starts with the canary: no stage came before it, its figures are the window's.
    stage =
      canary.stageSince === canary.since ? window : await readRum(canary.app, firstWholeMinute(canary.stageSince));
  } catch (error) {
    return checked({
      ...about,
      decision: 'unavailable',
      reason: `Holding: the page-view figures cannot be read (${(error as Error).message})`,
    });
  }
  const verdict = judge(canary, window, stage, now, settings);
  const said = { by: 'guard', reason: verdict.reason, figures: verdict.figures, ifCanary: canary.release };
  try {
    if (verdict.decision === 'rollback') await rollback(canary.app, root, undefined, said);
    else if (verdict.decision === 'advance' && verdict.share >= 100)
      await promote(canary.app, canary.release, root, undefined, said);
    else if (verdict.decision === 'advance')
      await startCanary(canary.app, canary.release, verdict.share, root, undefined, said);
    else {
      const last = history(canary.app, root).at(-1);
      const same =
        last?.action === 'hold' &&
        last.release === canary.release &&
        last.share === canary.share &&
        last.hold === verdict.hold;
      if (!same) noteHold(canary, verdict.hold, said, root);
    }
  } catch (error) {
    // Someone else changed the canary meanwhile (a command, an admin): their change stands.
    return checked({
      ...about,
      decision: 'hold',
      reason: `Not carried out: ${(error as Error).message}`,
      figures: verdict.figures,
    });
  }
  const decision = verdict.decision === 'advance' && verdict.share >= 100 ? 'promote' : verdict.decision;
  return checked({ ...about, decision, reason: verdict.reason, figures: verdict.figures });
}
