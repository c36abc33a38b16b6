/** The part of a process this needs: its events and its exit (a test passes its own). */
export interface ProcessLike {
  on(event: 'uncaughtException' | 'unhandledRejection', listener: (cause: unknown) => void): unknown;
  exit(code: number): never | void;
}

/** Where the one fatal line goes: the app's logger once there is one, else standard error. */
export type FatalLog = (line: { msg: string; err: unknown }) => void;

const asText = (cause: unknown) =>
  cause instanceof Error ? (cause.stack ?? `${cause.name}: ${cause.message}`) : String(cause);

/** One JSON line for standard error, in pino's shape (level 60 is fatal), for before the logger exists. */
export const fatalToStderr: FatalLog = ({ msg, err }) =>
  process.stderr.write(`${JSON.stringify({ level: 60, time: Date.now(), msg, err: asText(err) })}\n`);

/**
 * The last line of defence. Every known failure is handled where it happens (a lost database
 * connection is a 503); whatever still escapes leaves the process in a state nobody reasoned
 * about. It says so in ONE fatal line with the cause, and exits with 1 so that the supervisor
 * (systemd, the container runtime, the balancer's health check) starts a clean process, rather
 * than limping on silently.
 */
export function exitOnUncaught(proc: ProcessLike, log: () => FatalLog): void {
  let exiting = false;
  const fatal = (what: string) => (cause: unknown) => {
    if (exiting) return;
    exiting = true;
    try {
      log()({ msg: `${what}, exiting: ${cause instanceof Error ? cause.message : String(cause)}`, err: cause });
    } finally {
      proc.exit(1);
    }
  };
  proc.on('uncaughtException', fatal('uncaught exception'));
  proc.on('unhandledRejection', fatal('unhandled promise rejection'));
}
