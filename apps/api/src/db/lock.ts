import fs from 'node:fs';

/** Whether a process with this id is running (signal 0 only checks). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class LockedError extends Error {
  constructor(readonly pid: number) {
    super(`the database is open in another process (pid ${pid})`);
  }
}

/** Locks this process holds: a second open in the same process is refused too. */
const held = new Set<string>();

/** Who holds the lock file, if anyone alive does. */
export function lockOwner(file: string): number | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  const pid = Number(text.trim());
  if (pid === process.pid) return held.has(file) ? pid : null;
  return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? pid : null;
}

/**
 * Takes the lock file (its content is our pid), or throws LockedError naming a live owner.
 * A file left by a process that is gone (kill -9, power cut) is taken over: a stale lock can never
 * keep the api from starting. Returns the release function.
 */
export function acquireLock(file: string): () => void {
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      fs.writeFileSync(file, `${process.pid}\n`, { flag: 'wx', mode: 0o600 });
      held.add(file);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        held.delete(file);
        // Only our own lock: never remove one a later owner took.
        if (fs.existsSync(file) && fs.readFileSync(file, 'utf8').trim() === String(process.pid))
          fs.rmSync(file, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = lockOwner(file);
      if (owner !== null) throw new LockedError(owner);
      // Stale (or being written this instant): remove and try again; 'wx' settles any race.
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`could not take the lock ${file}`);
}
