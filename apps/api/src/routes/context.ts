import type { Repository } from '../db/repository';
import type { MailSettings } from '../mail/messages';
import type { LoginFailures, LoginThrottle } from '../services/login-failures';
import type { PasswordCost } from '../services/passwords';

/** What the routes share: storage, the clock and the security settings. */
export interface AppContext {
  repo: Repository;
  /** What mails say of the site, and the outbox's sender to wake once a mail is queued. */
  mail: { settings: MailSettings; wake: () => void };
  now: () => Date;
  passwordCost: PasswordCost;
  tokenTtlMs: number;
  /** Where an upload is streamed before it goes into the database. */
  incomingDir: string;
  loginThrottle: LoginThrottle;
  loginFailures: LoginFailures;
  authRateLimit: { max: number; timeWindowMs: number };
  /**
   * The least time POST /api/auth/forgot takes to answer, from when the request arrived: a known
   * address (a mail written) and an unknown one (nothing) take the same time.
   */
  forgotFloorMs: number;
}
