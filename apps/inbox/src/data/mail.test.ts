import { describe, expect, it } from 'vitest';
import { mailStateText, mailWarning, oldestFirst, waitText } from './mail';
import { mail } from '../testing';

const NOW = Date.parse('2026-11-23T10:00:00.000Z');
const minutesAgo = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();

describe('a mail’s state in words', () => {
  it('says when it was queued or sent, in Indian time', () => {
    expect(mailStateText(mail({ state: 'queued', sentAt: null }))).toMatch(/^Queued 23 Nov 2026, 3:00\s?pm$/i);
    expect(mailStateText(mail())).toMatch(/^Sent 23 Nov 2026, 3:00\s?pm$/i);
    expect(mailStateText(mail({ state: 'sending', sentAt: null }))).toBe('Sending');
  });

  it('says why it is being tried again, and when; why it failed', () => {
    const retrying = mail({
      state: 'retrying',
      sentAt: null,
      lastError: '421 Try again later',
      nextAttemptAt: '2026-11-23T09:40:00.000Z',
    });
    expect(mailStateText(retrying)).toMatch(/^Retrying: 421 Try again later; next try 23 Nov 2026, 3:10\s?pm$/i);
    expect(mailStateText(mail({ state: 'failed', sentAt: null, lastError: '550 No such user' }))).toBe(
      'Failed: 550 No such user',
    );
  });

  it('lists the oldest first', () => {
    const later = mail({ id: 'later', queuedAt: '2026-11-23T11:00:00.000Z' });
    const first = mail({ id: 'first', queuedAt: '2026-11-23T08:00:00.000Z' });
    expect(oldestFirst([later, first]).map((m) => m.id)).toEqual(['first', 'later']);
  });
});

describe('what the inbox says of the outbox', () => {
  it('says nothing while mail flows, or the oldest unsent has waited 5 minutes or less', () => {
    expect(mailWarning({ unsent: 0, oldestUnsentAt: null, failed: 0 }, NOW)).toBeNull();
    expect(mailWarning({ unsent: 4, oldestUnsentAt: minutesAgo(5), failed: 0 }, NOW)).toBeNull();
  });

  it('says mail is late once the oldest unsent has waited longer', () => {
    expect(mailWarning({ unsent: 4, oldestUnsentAt: minutesAgo(6), failed: 0 }, NOW)).toBe(
      'Mail is late: the oldest unsent mail has waited 6 minutes. Open an item to see why.',
    );
  });

  it('says mail is failing when any was given up, with how long the oldest has waited', () => {
    expect(mailWarning({ unsent: 1, oldestUnsentAt: minutesAgo(1), failed: 1 }, NOW)).toBe(
      'Mail is failing: 1 mail has failed. Open an item to see why.',
    );
    expect(mailWarning({ unsent: 7, oldestUnsentAt: minutesAgo(12.5), failed: 3 }, NOW)).toBe(
      'Mail is failing: the oldest unsent mail has waited 12 minutes; 3 mails have failed. Open an item to see why.',
    );
  });

  it('counts a long wait in hours or days', () => {
    expect(waitText(1 * 60_000)).toBe('1 minute');
    expect(waitText(119 * 60_000)).toBe('119 minutes');
    expect(waitText(3 * 3_600_000)).toBe('3 hours');
    expect(waitText(50 * 3_600_000)).toBe('2 days');
  });
});
