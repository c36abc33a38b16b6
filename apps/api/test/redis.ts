/** A test's own redis-server: started on a free port, stopped and started again on that port. */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { freePort } from './servers';

export interface TestRedis {
  url: string;
  /** Stops the server and resolves once it has exited. */
  stop(): Promise<void>;
  /** Starts it again on the same port (empty: it keeps nothing on disk). */
  start(): Promise<void>;
  /** Freezes it (SIGSTOP): connections stay open, nothing is answered; `resume` thaws it. */
  pause(): void;
  resume(): void;
}

/** Whatever a failing test leaves running goes with the test process. */
const running = new Set<ChildProcess>();
process.once('exit', () => running.forEach((child) => child.kill('SIGKILL')));

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

export async function startRedis(): Promise<TestRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    const server = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    running.add(server);
    server.once('exit', () => running.delete(server));
    child = server;
    const started = Date.now();
    while (!(await answers(port))) {
      if (Date.now() - started > 10_000) throw new Error('redis-server did not start within 10 s');
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const stop = async () => {
    const server = child;
    child = null;
    if (!server || server.exitCode !== null) return;
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGCONT'); // a frozen one cannot act on SIGTERM
    server.kill('SIGTERM');
    await exited;
  };
  const signal = (name: NodeJS.Signals) => () => void (child as ChildProcess | null)?.kill(name);
  await start();
  return { url: `redis://127.0.0.1:${port}`, stop, start, pause: signal('SIGSTOP'), resume: signal('SIGCONT') };
}
