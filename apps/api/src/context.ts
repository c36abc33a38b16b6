import type { Repository } from './db/repository';
import type { LoginFailures, LoginThrottle } from './login-failures';
import type { PasswordCost } from './passwords';

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
