import { openEmbedded } from './embedded';
import { migrate } from './migrations';
import { openPostgres } from './postgres';
import { sqlRepository, type Repository } from './repository';
import type { Sql } from './sql';

export interface DatabaseSettings {
  /** postgres://… for a PostgreSQL server; empty for the embedded engine in dataDir. */
  databaseUrl?: string;
  dataDir: string;
  /** Embedded only: a ready data dir copied on first use (tests). */
  template?: string;
}

export async function openSql(settings: DatabaseSettings): Promise<Sql> {
  return settings.databaseUrl
    ? openPostgres(settings.databaseUrl)
    : openEmbedded(settings.dataDir, { template: settings.template });
}

/** Opens the database the settings name and brings its schema up to date. */
export async function openRepository(settings: DatabaseSettings): Promise<Repository> {
  const sql = await openSql(settings);
  try {
    await migrate(sql);
  } catch (err) {
    await sql.close();
    throw err;
  }
  return sqlRepository(sql);
}
