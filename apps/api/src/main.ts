import fs from 'node:fs';
import path from 'node:path';
import { startAdminServer, type AdminServer } from './admin';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { LockedError } from './db/lock';
import { openRepository } from './db/open';
import { exitOnUncaught, fatalToStderr, type FatalLog } from './http/fatal';
import { drainOnStop } from './http/shutdown';

/**
 * Runs the api until SIGINT/SIGTERM. Then: answer 503 to new requests while those in flight
 * finish, until SHUTDOWN_DEADLINE_MS; cut the rest, close the port and the database, remove the
 * uploads cut short, exit.
 */
async function main(): Promise<void> {
  // Until the app's logger exists, the fatal line goes to standard error in the same shape.
  let fatalLog: FatalLog = fatalToStderr;
  exitOnUncaught(process, () => fatalLog);
  let config;
  try {
    config = loadConfig(process.env, { development: process.argv.includes('--dev') });
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
  fatalLog = ({ msg, err }) => app.log.fatal({ err }, msg);
  if (fs.existsSync(path.join(config.dataDir, 'storefront.sqlite'))) {
    app.log.warn(
      'DATA_DIR holds a storefront.sqlite from an older version: it is not read (docs/decisions/0011-api-engine.md)',
    );
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

  const incoming = path.join(config.dataDir, 'incoming');
  // Uploads cut by the deadline never reach the database: their temp files go before exit.
  const removeIncoming = () => fs.rmSync(incoming, { recursive: true, force: true });
  const draining = drainOnStop(app);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(
      `${signal}: draining (503 to new requests), at most ${config.shutdownDeadlineMs} ms for requests in flight`,
    );
    // Whatever hangs after the cut (a query that never returns) cannot keep the process alive.
    const last = setTimeout(() => {
      app.log.error('not closed 2 s after the deadline: exiting anyway');
      removeIncoming();
      process.exit(1);
    }, config.shutdownDeadlineMs + 2000);
    last.unref();
    draining
      .drain(config.shutdownDeadlineMs)
      .then(({ cut }) => {
        if (cut) app.log.warn(`shutdown deadline reached: cut ${cut} request(s) still open`);
        // Stops listening, closes the kept-alive connections, then the database.
        return app.close();
      })
      .then(
        () => {
          removeIncoming();
          app.log.info('closed: no requests in flight, database closed');
          process.exit(0);
        },
        (err: unknown) => {
          app.log.error({ err }, 'close failed');
          removeIncoming();
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
  console.error(
    err instanceof LockedError ? `api: ${err.message}; stop it first (the export goes through the running api)` : err,
  );
  process.exit(1);
});
