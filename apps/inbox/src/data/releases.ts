import type { GuardCheckReply, ReleaseLine } from '@storefront/types/forms';

/** What a line of an app's release history did, in words. */
export function releaseAction(line: ReleaseLine): string {
  switch (line.action) {
    case 'promote':
      return 'Made everyone’s';
    case 'rollback':
      return line.ended ? `Ended the canary ${line.ended}` : 'Rolled back';
    case 'canary':
      return 'Started a canary';
    case 'share':
      return 'Changed the canary’s share';
    case 'hold':
      return 'Held the canary';
  }
}

/** Who made a change: the release guard, a command on the server, or a staff member's email. */
export function releaseBy(by: string | null): string {
  if (by === 'guard') return 'The release guard';
  if (by === 'command') return 'A command (pnpm)';
  if (by?.startsWith('inbox: ')) return by.slice('inbox: '.length);
  return by ?? '—';
}

export const GUARD_DECISIONS: Record<GuardCheckReply['decision'], string> = {
  rollback: 'Ended the canary',
  advance: 'Raised the canary’s share',
  promote: 'Made the canary everyone’s',
  hold: 'Held the canary',
  idle: 'No canary to check',
  unavailable: 'Could not read the figures',
};

/** Error views as a share of views: "2.5%", or "—" with no views. */
export function errorShare(views: number, errorViews: number): string {
  return views > 0 ? `${((errorViews / views) * 100).toFixed(1)}%` : '—';
}

/** A p75 in milliseconds: "1,950 ms", or "—" with no value. */
export function millis(value: number | null): string {
  return value === null ? '—' : `${Math.round(value).toLocaleString('en-IN')} ms`;
}

/** One of the guard's figures as read: a share as a percent, a p75 in ms, a count as it is. */
function figureText(name: string, value: number | null): string {
  if (value === null) return '—';
  if (/ErrorShare$/.test(name)) return `${(value * 100).toFixed(1)}%`;
  if (/p75$/.test(name)) return millis(value);
  return String(Math.round(value * 100) / 100);
}

/** The figures a decision was made on, as one line: "canaryViews 120, canaryErrorShare 2.0%, canaryLCPp75 1,950 ms". */
export function figuresText(figures: Record<string, number | null> | null): string {
  if (!figures) return '—';
  const parts = Object.entries(figures).map(([name, value]) => `${name} ${figureText(name, value)}`);
  return parts.join(', ') || '—';
}
