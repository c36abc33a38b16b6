import type { Repository } from '../db/repository';
import type { LoginFailures, LoginThrottle } from '../services/login-failures';
import type { PasswordCost } from '../services/passwords';

/** What the routes share: storage, the clock and the security settings. */
export interface AppContext {
  repo: Repository;
  now: () => Date;
  passwordCost: PasswordCost;
  tokenTtlMs: number;
  /** Where an upload is streamed before it goes into the database. */
  incomingDir: string;
  loginThrottle: LoginThrottle;
  loginFailures: LoginFailures;
  authRateLimit: { max: number; timeWindowMs: number };
}
