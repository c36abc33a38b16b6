import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Repository } from './db/repository';
import { UsageError, csvLines, parseExportArgs } from './services/export';
import { applyRole } from './services/staff-command';

/**
 * The local admin socket: the export command talks to the running api through it, because the
 * embedded engine has one connection and the api holds it. A Unix socket, mode 0600 in DATA_DIR:
 * only this machine's owner of the data can reach it; nothing listens on the network.
 *   GET /export/<kind>[?since=YYYY-MM-DD]  the CSV, streamed; trailer x-rows: rows written
 *   GET /cv/<name>                         one stored CV's bytes
 *   POST /role?email=…&role=…              `pnpm staff`: set an account's role (JSON reply)
 *   GET /rum?app=…&since=<ISO time>        `pnpm guard`: the app's releases' page views since then (JSON, RumRelease[])
 */
export interface AdminServer {
  close(): Promise<void>;
}

/** Whether something answers on the socket (a file left by a killed api does not). */
function answers(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(socketPath);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function startAdminServer(
  repo: Repository,
  socketPath: string,
  log: { error(obj: object, msg: string): void },
): Promise<AdminServer> {
  fs.mkdirSync(path.dirname(socketPath), { recursive: true, mode: 0o700 });
  if (fs.existsSync(socketPath)) {
    if (await answers(socketPath))
      throw new Error(
        `another api already serves the admin socket ${socketPath}; give each process its own ADMIN_SOCKET`,
      );
    fs.rmSync(socketPath, { force: true });
  }
  const server = http.createServer((request, response) => {
    handle(repo, request, response).catch((err: unknown) => {
      log.error({ err }, 'admin request failed');
      if (!response.headersSent) response.writeHead(500).end('export failed\n');
      else response.destroy(err as Error);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  fs.chmodSync(socketPath, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function handle(repo: Repository, request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://admin');
  const [, route, name] = url.pathname.split('/');
  if (route === 'role' && request.method === 'POST') {
    const result = await applyRole(repo, url.searchParams.get('email') ?? '', url.searchParams.get('role') ?? '');
    return void response.writeHead(result.status, { 'content-type': 'application/json' }).end(JSON.stringify(result));
  }
  if (route === 'rum' && request.method === 'GET') {
    const since = new Date(url.searchParams.get('since') ?? '');
    const app = url.searchParams.get('app') ?? '';
    if (!app || Number.isNaN(since.getTime())) return void response.writeHead(400).end('app and since are needed\n');
    const releases = await repo.rumByRelease({ app, since });
    return void response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(releases));
  }
  if (request.method !== 'GET' || !name) return void response.writeHead(404).end('not found\n');
  if (route === 'cv') {
    const cv = await repo.openCv(decodeURIComponent(name));
    if (!cv) return void response.writeHead(404).end('no such CV\n');
    response.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': cv.size });
    await pipeline(Readable.from(cv.chunks), response);
    return;
  }
  if (route !== 'export') return void response.writeHead(404).end('not found\n');
  let args;
  try {
    const since = url.searchParams.get('since');
    args = parseExportArgs([decodeURIComponent(name), ...(since ? ['--since', since] : [])]);
  } catch (err) {
    if (err instanceof UsageError) return void response.writeHead(400).end(`${err.message}\n`);
    throw err;
  }
  if (args.kind === 'cv') return void response.writeHead(404).end('not found\n');
  const counted = { rows: 0 };
  response.writeHead(200, { 'content-type': 'text/csv; charset=utf-8', trailer: 'x-rows' });
  await pipeline(Readable.from(csvLines(repo, args.kind, args.since, counted)), response, { end: false });
  response.addTrailers({ 'x-rows': String(counted.rows) });
  response.end();
}

/** A GET (or POST) on the admin socket; null when no api listens there (no file, or a stale one). */
export function adminGet(
  socketPath: string,
  path: string,
  method: 'GET' | 'POST' = 'GET',
): Promise<http.IncomingMessage | null> {
  return new Promise((resolve, reject) => {
    const request = http.request({ socketPath, path, method }, resolve);
    request.end();
    request.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT' || err.code === 'ECONNREFUSED') resolve(null);
      else reject(err);
    });
  });
}
