import { startAdminServer } from './admin';
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
  const app = await buildApp({ config, repository, logger: { level: process.env.LOG_LEVEL ?? 'info' } });
  const admin = await startAdminServer(repository, config.adminSocket, app.log);
  // Before the database closes (onClose hooks run in order of registration after this one).
  app.addHook('preClose', () => admin.close());

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
