// No Node module here: the api's reply type (@storefront/types/forms) is built on it.

/** The release guard's last check (releases/guard.json), so staff can see it runs and what it saw. */
export interface GuardCheck {
  at: string;
  /** The canary checked, or null when none ran. */
  app: string | null;
  release: string | null;
  share: number | null;
  decision: 'rollback' | 'advance' | 'promote' | 'hold' | 'idle' | 'unavailable';
  reason: string;
  figures?: Record<string, number | null>;
}
