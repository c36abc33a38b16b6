// An api process for the measuring scripts (bench, mail-latency): on loopback, a free port, no
// per-address limits in the way, started and ready. The tests' own is test/processes.ts (vitest).
import { spawn, type ChildProcess } from 'node:child_process';
import { PACKAGE_DIR } from '../src/config';
import { freePort } from '../test/servers';

/** Starts `src/main.ts` with `env` and resolves once /api/ready answers 200 (60 s at most). */
export async function startApi(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: PACKAGE_DIR,
    env: {
      ...process.env,
      ...env,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      FORMS_PER_MINUTE: '1000000',
      RUM_RATE_LIMIT: '1000000',
    },
    stdio: 'inherit',
  });
  const url = `http://127.0.0.1:${port}`;
  let exited = false;
  child.on('exit', () => (exited = true));
  for (let i = 0; i < 600 && !exited; i++) {
    try {
      if ((await fetch(`${url}/api/ready`)).ok) return { url, child };
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('api did not start');
}
