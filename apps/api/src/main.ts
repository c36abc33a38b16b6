import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

/** Runs the api until SIGINT/SIGTERM, then stops taking requests and closes the database. */
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
  const app = await buildApp({ config, logger: { level: process.env.LOG_LEVEL ?? 'info' } });
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: closing`);
    // app.close() waits for requests in flight, then the onClose hook closes the database.
    app.close().then(
      () => {
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
  app.log.info(`data in ${config.dataDir}; site origins ${config.siteOrigins.join(', ')}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
