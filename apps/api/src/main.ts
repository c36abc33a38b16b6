import fs from 'node:fs';
import path from 'node:path';
import { startAdminServer, type AdminServer } from './admin';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { LockedError } from './db/lock';
import { openRepository } from './db/open';

/**
 * Runs the api until SIGINT/SIGTERM. Then: stop accepting, let requests in flight finish until
 * SHUTDOWN_DEADLINE_MS, cut the rest, close the database, exit.
 */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`api: ${err.message}`);
      process.exit(2);
    }
    throw err;
  }
  const repository = await openRepository({ databaseUrl: config.databaseUrl ?? undefined, dataDir: config.dataDir });
  // Uploads a killed process was receiving: never stored, never answered.
  fs.rmSync(path.join(config.dataDir, 'incoming'), { recursive: true, force: true });
  const app = await buildApp({ config, repository, logger: { level: process.env.LOG_LEVEL ?? 'info' } });
  if (fs.existsSync(path.join(config.dataDir, 'storefront.sqlite'))) {
    app.log.warn('DATA_DIR holds a storefront.sqlite from an older version: it is not read (docs/decisions/0011-api-engine.md)');
  }
  let admin: AdminServer | null = null;
  try {
    admin = await startAdminServer(repository, config.adminSocket, app.log);
  } catch (err) {
    // The site matters more than the export: serve anyway, and say why the export cannot reach it.
    app.log.error({ err }, `no admin socket at ${config.adminSocket}: the export command cannot reach this api`);
  }
  // Before the database closes (the onClose hooks run after this).
  app.addHook('preClose', async () => admin?.close());

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: closing, at most ${config.shutdownDeadlineMs} ms for requests in flight`);
    const cut = setTimeout(() => {
      app.log.warn('shutdown deadline reached: cutting the requests still open');
      app.server.closeAllConnections();
    }, config.shutdownDeadlineMs);
    // Whatever hangs after the cut (a query that never returns) cannot keep the process alive.
    const last = setTimeout(() => {
      app.log.error('not closed 2 s after the deadline: exiting anyway');
      process.exit(1);
    }, config.shutdownDeadlineMs + 2000);
    last.unref();
    // app.close() stops accepting, waits for requests in flight, then closes the database.
    app.close().then(
      () => {
        clearTimeout(cut);
        app.log.info('closed: no requests in flight, database closed');
        process.exit(0);
      },
      (err: unknown) => {
        app.log.error({ err }, 'close failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `${config.databaseUrl ? 'PostgreSQL at DATABASE_URL' : `embedded database in ${config.dataDir}`}; ` +
      `rate limits ${config.redisUrl ? 'in Redis' : 'in memory'}; admin socket ${config.adminSocket}; site origins ${config.siteOrigins.join(', ')}`,
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof LockedError ? `api: ${err.message}; stop it first (the export goes through the running api)` : err);
  process.exit(1);
});
