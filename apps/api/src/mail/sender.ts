import type { FastifyBaseLogger } from 'fastify';
import type { ClaimedMail, Outbox } from '../db/outbox';
import type { MailTransport } from './transport';

/**
 * The outbox's sender, one per api process (docs/decisions/0022-mail-outbox.md): claims due mails
 * (FOR UPDATE SKIP LOCKED, with a lease), sends them one at a time, records the server's answer.
 * A failed mail is tried again with back-off until it is a day old, then marked failed. A server
 * that cannot be reached stops the sending: the sender asks it every few seconds whether it is
 * back, and when it is, every mail waiting on a retry is due at once. Nothing here throws out of
 * the loop: a database that is away is waited for like the mail server.
 */

export interface SenderSettings {
  /** How often to look for due mails when nothing wakes the sender (another process's mails). */
  pollMs: number;
  /** How long a claim holds: another sender may take the mail after it (this one died). */
  leaseMs: number;
  /** The longest one send may take before it counts as failed (the lease is longer). */
  sendDeadlineMs: number;
  /** Mails claimed at once. */
  batch: number;
  /** A mail still failing this long after it was queued is marked failed. */
  giveUpMs: number;
  /** The wait before try n + 1, after n tries. */
  retryDelayMs: (tries: number) => number;
  /** How often a server that could not be reached is asked again. */
  probeMs: number;
  /** How often the outbox's depth goes to the log. */
  reportMs: number;
}

export const DEFAULT_SENDER_SETTINGS: SenderSettings = {
  pollMs: 1000,
  leaseMs: 5 * 60_000,
  sendDeadlineMs: 60_000,
  batch: 10,
  giveUpMs: 24 * 3600_000,
  // 15 s, 30 s, 1 min, 2 min … at most 10 min between tries: the first within 30 s.
  retryDelayMs: (tries) => Math.min(15_000 * 2 ** Math.max(0, tries - 1), 10 * 60_000),
  probeMs: 10_000,
  reportMs: 60_000,
};

/** The longest wait between two questions to a server that is away: it is back in use within this. */
const PROBE_MAX_MS = 30_000;

/** An unsent mail older than this is a warning in the log (and on the inbox's front page). */
export const MAIL_LATE_MS = 5 * 60_000;

export interface Sender {
  /** Something was queued: look now instead of at the next poll. */
  wake(): void;
  /** Stops after the mail in flight (it is cut if the transport hangs); claimed mails are handed back. */
  stop(): Promise<void>;
}

/**
 * The server is away (the connection failed, or it never answered), rather than this mail refused:
 * an error with no SMTP reply code, or 421 ("service not available").
 */
function isUnreachable(err: unknown): boolean {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' ? code === 421 : true;
}

/** The failure in one line, as the server or the connection said it (never the mail's content). */
export function describeFailure(err: unknown): string {
  const e = err as { response?: unknown; code?: unknown; message?: unknown };
  const said = typeof e?.response === 'string' && e.response ? e.response : String(e?.message ?? err);
  const code = typeof e?.code === 'string' ? `${e.code}: ` : '';
  return `${code}${said}`.replace(/\s+/g, ' ').slice(0, 300);
}

class DeadlineError extends Error {
  code = 'ETIMEDOUT';
}

export function startSender(options: {
  outbox: Outbox;
  transport: MailTransport;
  now: () => Date;
  log: FastifyBaseLogger;
  settings?: Partial<SenderSettings>;
}): Sender {
  const { outbox, transport, now, log } = options;
  const settings = { ...DEFAULT_SENDER_SETTINGS, ...options.settings };
  let stopped = false;
  // Unknown at start: the sender first asks the server, and if it answers, every mail waiting on a
  // retry is due at once (a process started after an outage need not wait out their back-off).
  let serverAway: boolean | 'unknown' = 'unknown';
  let probeWait = settings.probeMs;
  let wakeUp: (() => void) | null = null;
  let stopWait: (() => void) | null = null;
  let woken = false;
  let deadline: NodeJS.Timeout | null = null;

  /**
   * Waits `ms`, or less if stopped or (when `wakeable`) woken: a new mail ends the wait for due
   * mails, never the wait between two questions to a server that is away.
   */
  const pause = (ms: number, { wakeable = true } = {}) =>
    new Promise<void>((resolve) => {
      if (stopped || (wakeable && woken)) {
        woken = false;
        return resolve();
      }
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakeUp = null;
        stopWait = null;
        if (wakeable) woken = false;
        resolve();
      }
      if (wakeable) wakeUp = done;
      stopWait = done;
    });

  /** The send, cut after sendDeadlineMs: a server that accepts and then says nothing holds no claim for long. */
  function sendWithDeadline(mail: ClaimedMail): Promise<string> {
    return new Promise<string>((resolve, reject) => {
      deadline = setTimeout(() => {
        transport.reset();
        reject(new DeadlineError(`no answer from the mail server within ${settings.sendDeadlineMs / 1000} s`));
      }, settings.sendDeadlineMs);
      transport.send(mail).then(resolve, reject);
    }).finally(() => {
      if (deadline) clearTimeout(deadline);
      deadline = null;
    });
  }

  /** Records a result; a database that is away now is asked again (an unrecorded send would go twice). */
  async function record(what: string, write: () => Promise<void>) {
    for (let tries = 1; ; tries++) {
      try {
        return await write();
      } catch (err) {
        if (tries >= 20 || stopped) {
          log.error({ err }, `mail outbox: could not record ${what}`);
          return;
        }
        await pause(Math.min(500 * tries, 5000));
      }
    }
  }

  /** A try that failed: tried again after its back-off, or, a day after it was queued, given up. */
  async function notSent(mail: ClaimedMail, err: unknown) {
    const error = describeFailure(err);
    const at = now();
    const giveUp = at.getTime() - Date.parse(mail.queuedAt) >= settings.giveUpMs;
    const nextAt = giveUp ? null : new Date(at.getTime() + settings.retryDelayMs(mail.attempts));
    await record('a failed send', () => outbox.mailNotSent(mail.id, error, nextAt));
    if (giveUp) log.error({ mail: mail.messageId, error }, 'mail outbox: a mail failed for a day; marked failed');
  }

  /** The server cannot be reached: said once, until it answers again. */
  function goneAway(err: unknown) {
    serverAway = true;
    log.warn(
      { error: describeFailure(err) },
      'mail outbox: the mail server cannot be reached; mails wait in the outbox',
    );
  }

  async function sendOne(mail: ClaimedMail) {
    try {
      const response = await sendWithDeadline(mail);
      probeWait = settings.probeMs;
      await record('a sent mail', () => outbox.mailSent(mail.id, now(), response));
    } catch (err) {
      await notSent(mail, err);
      if (isUnreachable(err) && serverAway === false) goneAway(err);
    }
  }

  async function loop() {
    while (!stopped) {
      try {
        if (serverAway !== false) {
          try {
            await transport.verify();
            const wasAway = serverAway === true;
            serverAway = false;
            probeWait = settings.probeMs;
            const woke = await outbox.wakeRetrying(now());
            if (wasAway || woke)
              log.info(`mail outbox: the mail server answers; ${woke} mail(s) waiting on a retry are due now`);
          } catch (err) {
            if (serverAway === 'unknown') goneAway(err);
            serverAway = true;
            // The mails due meanwhile count this as their try, so staff see why they wait (and a
            // mail still unsent a day on is given up as ever); none is sent to a server that is away.
            const at = now();
            const due = await outbox.claimMails(at, new Date(at.getTime() + settings.leaseMs), settings.batch);
            for (const mail of due) await notSent(mail, err);
            await pause(probeWait, { wakeable: false });
            probeWait = Math.min(probeWait * 2, PROBE_MAX_MS);
            continue;
          }
        }
        const at = now();
        const claimed = await outbox.claimMails(at, new Date(at.getTime() + settings.leaseMs), settings.batch);
        if (!claimed.length) {
          await pause(settings.pollMs);
          continue;
        }
        let done = 0;
        try {
          for (const mail of claimed) {
            // Stopping, or the server went away: the rest go back untried, for whoever is next.
            if (stopped || serverAway !== false) break;
            await sendOne(mail);
            done++;
          }
        } finally {
          for (const mail of claimed.slice(done))
            await record('a mail handed back', () => outbox.mailReleased(mail.id));
        }
      } catch (err) {
        // The database is away (a restart): the mails wait in it; look again shortly.
        log.warn({ err }, 'mail outbox: cannot read the outbox now; trying again');
        await pause(Math.max(settings.pollMs, 2000));
      }
    }
  }

  async function report() {
    try {
      const health = await outbox.mailHealth();
      const oldestAgeSeconds = health.oldestUnsentAt
        ? Math.round((now().getTime() - Date.parse(health.oldestUnsentAt)) / 1000)
        : 0;
      const late = oldestAgeSeconds * 1000 > MAIL_LATE_MS || health.failed > 0;
      log[late ? 'warn' : 'info'](
        { outbox: { unsent: health.unsent, oldestAgeSeconds, failed: health.failed } },
        late ? 'mail outbox: mail is late or failing' : 'mail outbox',
      );
    } catch {
      // The database is away: the loop says so.
    }
  }

  const running = loop();
  const reporter = setInterval(() => void report(), settings.reportMs);
  reporter.unref();

  return {
    wake() {
      if (wakeUp) wakeUp();
      else woken = true;
    },
    async stop() {
      stopped = true;
      clearInterval(reporter);
      stopWait?.();
      // A send in flight at the deadline is cut, so stopping never waits on a silent server.
      const cut = setTimeout(() => transport.reset(), 2000);
      // …and if even that does not end it, the process does not wait: that mail's lease runs out.
      let gaveUp: NodeJS.Timeout | undefined;
      await Promise.race([running, new Promise((resolve) => (gaveUp = setTimeout(resolve, 4000)))]);
      clearTimeout(cut);
      clearTimeout(gaveUp);
      transport.close();
    },
  };
}
