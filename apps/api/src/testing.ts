/** Helpers for the api's tests: an app on a fresh database, valid forms, and real file bytes. */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterEach, inject } from 'vitest';
import { buildApp, type AppOptions } from './app';
import { DEFAULT_SITE_ORIGINS, loadConfig, type Config } from './config';
import { openEmbedded } from './db/embedded';
import { migrate } from './db/migrations';
import { openRepository, openSql } from './db/open';
import { openPostgres } from './db/postgres';
import { sqlRepository, type Repository } from './db/repository';
import type { Queryable, Sql } from './db/sql';

import { jobFields } from '../test/forms';

export { enquiryForm, helpForm, jobFields, partnerForm, signedUpUser, signupForm } from '../test/forms';

/** Which engine this run tests (the vitest project sets it): the embedded default, or PostgreSQL + Redis. */
export const ENGINE: 'embedded' | 'postgresql' =
  process.env.API_TEST_ENGINE === 'postgresql' ? 'postgresql' : 'embedded';

export const LOW_COST = { N: 2 ** 10, r: 8, p: 1 };
export const SITE = DEFAULT_SITE_ORIGINS[0] as string;

/** The browser's CORS preflight of a POST to `url` from `origin`, asking for `headers`. */
export function corsPreflight(app: FastifyInstance, url: string, headers = 'content-type', origin = SITE) {
  return app.inject({
    method: 'OPTIONS',
    url,
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': headers },
  });
}
export const START = new Date('2026-03-01T10:00:00.000Z');

export async function tempDir(): Promise<string> {
  return fs.mkdtemp(path.join(os.tmpdir(), 'storefront-api-'));
}

const schemaFor = (dataDir: string) => `t_${createHash('sha256').update(dataDir).digest('hex').slice(0, 20)}`;

/**
 * The embedded engine for one test file: one PGlite (copied from the ready template), where each
 * data dir is a schema, as on PostgreSQL. Opening a PGlite per test would cost about a second each.
 */
let shared: Promise<Sql> | undefined;
async function sharedEmbedded(): Promise<Sql> {
  return (shared ??= tempDir().then((dir) => openEmbedded(dir, { template: inject('embeddedTemplate') })));
}

/** `sql` with every statement run in `schema` (SET LOCAL inside a transaction: the engine has one session). */
function inSchema(sql: Sql, schema: string): Sql {
  const scoped = <T>(fn: (tx: Queryable) => Promise<T>) =>
    sql.transaction(async (tx) => {
      await tx.exec(`SET LOCAL search_path TO ${schema}`);
      return fn(tx);
    });
  return {
    engine: sql.engine,
    query: (text, params) => scoped((tx) => tx.query(text, params)),
    exec: (text) => scoped((tx) => tx.exec(text)),
    transaction: scoped,
    close: async () => {},
  };
}

/** The embedded store of a test data dir: its schema in this file's shared engine, migrated. */
async function embeddedRepository(dataDir: string): Promise<Repository> {
  const engine = await sharedEmbedded();
  const schema = schemaFor(dataDir);
  await engine.exec(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  const sql = inSchema(engine, schema);
  await migrate(sql);
  return sqlRepository(sql);
}

/**
 * On PostgreSQL, each data dir stands for its own schema (so "a new app over the same data dir"
 * is a restart over the same data), created on first use; `search_path` points the app at it.
 */
export async function databaseUrlFor(dataDir: string): Promise<string | null> {
  if (ENGINE !== 'postgresql') return null;
  const schema = schemaFor(dataDir);
  const admin = openPostgres(inject('databaseUrl'), { max: 1 });
  try {
    await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  } finally {
    await admin.close();
  }
  return `${inject('databaseUrl')}?options=${encodeURIComponent(`-c search_path=${schema}`)}`;
}

/** An empty schema on the engine under test (the embedded one: a fresh schema in a copied data dir). */
export async function freshSql(): Promise<Sql> {
  const dir = await tempDir();
  const sql = await openSql({
    dataDir: dir,
    databaseUrl: (await databaseUrlFor(dir)) ?? undefined,
    template: engineOptions().databaseTemplate,
  });
  if (ENGINE === 'embedded') await sql.exec('CREATE SCHEMA fresh; SET search_path TO fresh');
  return sql;
}

/** The settings of a test app: the defaults, on the engine under test, with `dataDir`. */
export async function testConfig(dataDir: string, env: Record<string, string> = {}): Promise<Config> {
  const databaseUrl = await databaseUrlFor(dataDir);
  return {
    ...loadConfig({ DATA_DIR: dataDir, ...env }),
    port: 0,
    host: '127.0.0.1',
    siteOrigins: [SITE],
    databaseUrl,
    redisUrl: ENGINE === 'postgresql' ? inject('redisUrl') : null,
  };
}

/** Options every test app gets on this engine: its own Redis keys, the ready template. */
export function engineOptions(): Partial<AppOptions> {
  return ENGINE === 'postgresql'
    ? { redisPrefix: `test-${createHash('sha256').update(String(Math.random())).digest('hex').slice(0, 12)}:` }
    : { databaseTemplate: inject('embeddedTemplate') };
}

/** The SQL of the store an app on `dir` uses, migrated: for tests that look at the tables themselves. */
export async function openTestSql(dir: string): Promise<Sql> {
  if (ENGINE === 'embedded') {
    await embeddedRepository(dir);
    return inSchema(await sharedEmbedded(), schemaFor(dir));
  }
  const sql = openPostgres((await databaseUrlFor(dir)) as string, { max: 1 });
  await migrate(sql);
  return sql;
}

/** The store an app on `dir` uses, opened on its own (the app may still be running). */
export async function openTestRepository(dir: string): Promise<Repository> {
  if (ENGINE === 'embedded') return embeddedRepository(dir);
  return openRepository({ databaseUrl: (await databaseUrlFor(dir)) ?? undefined, dataDir: dir });
}

/**
 * An app on a real database for `dir` (a new temp dir by default), with a clock tests can move.
 * `env` is read as the api reads its environment, over the test settings; `redisUrl` replaces
 * the engine's Redis (null: none); apps made on one dir share its data.
 */
export async function makeApp(
  options: Partial<AppOptions> & { dir?: string; env?: Record<string, string>; redisUrl?: string | null } = {},
) {
  const { dir: givenDir, env, redisUrl, ...appOptions } = options;
  const dir = givenDir ?? (await tempDir());
  let clock = START;
  const config = appOptions.config ?? {
    ...(await testConfig(dir, env)),
    ...(redisUrl !== undefined && { redisUrl }),
  };
  const app = await buildApp({
    passwordCost: LOW_COST,
    now: () => clock,
    rateLimits: { global: { max: 10_000, timeWindowMs: 60_000 }, auth: { max: 10_000, timeWindowMs: 60_000 } },
    ...engineOptions(),
    ...(ENGINE === 'embedded' && !appOptions.config ? { repository: await embeddedRepository(dir) } : {}),
    ...appOptions,
    config,
  });
  return {
    app,
    dir,
    advance(ms: number) {
      clock = new Date(clock.getTime() + ms);
    },
  };
}

/**
 * A test file's `setup`: makeApp, with every app it made closed after each test.
 * `const setup = appsClosedAfterEach();` at the top of the file, then `await setup()` in a test.
 */
export function appsClosedAfterEach() {
  const closeAfter = closedAfterEach();
  return async (options: Parameters<typeof makeApp>[0] = {}) => {
    const made = await makeApp(options);
    closeAfter(made.app);
    return made;
  };
}

/**
 * A test file's list of what to close after each test (stores, servers, apps):
 * `const closeAfter = closedAfterEach();` at the top of the file, then `closeAfter(thing)`, which
 * gives the thing back.
 */
export function closedAfterEach() {
  let open: { close: () => Promise<unknown> }[] = [];
  afterEach(async () => {
    const closing = open;
    open = [];
    await Promise.all(closing.map((c) => c.close()));
  });
  return <T extends { close: () => Promise<unknown> }>(thing: T): T => {
    open.push(thing);
    return thing;
  };
}

/** A ZIP of stored (uncompressed) entries, with a central directory, as Word writes a .docx. */
export function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBuf = Buffer.from(name);
    const data = Buffer.from(text);
    const crc = crc32(data);
    /** The fields both headers hold, from `at`: CRC-32, stored and real size, name length. */
    const entryFacts = (header: Buffer, at: number) => {
      header.writeUInt32LE(crc, at);
      header.writeUInt32LE(data.length, at + 4);
      header.writeUInt32LE(data.length, at + 8);
      header.writeUInt16LE(nameBuf.length, at + 12);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    entryFacts(local, 14);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    entryFacts(central, 16);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBuf, data);
    centrals.push(central, nameBuf);
    offset += 30 + nameBuf.length + data.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

export const FILES = {
  pdf: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  doc: Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]),
  docx: zip({
    '[Content_Types].xml': '<Types/>',
    '_rels/.rels': '<Relationships/>',
    'word/document.xml': '<w:document/>',
  }),
  xlsx: zip({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' }),
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  text: Buffer.from('Curriculum vitae: Ravi Kumar, copywriter.\n'),
};

export interface FilePart {
  field?: string;
  name: string;
  type?: string;
  content: Buffer;
}

/** A multipart/form-data body for app.inject. */
export function multipart(fields: Record<string, string>, files: FilePart[] = []) {
  const boundary = '----storefront-test-boundary';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'cv'}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A job application as the site's form sends it (multipart): `fields` (valid by default) and a PDF CV named `cvName`. */
export function jobApplication(fields: Record<string, string> = jobFields(), cvName = 'cv.pdf') {
  return multipart(fields, [{ name: cvName, type: 'application/pdf', content: FILES.pdf }]);
}

/** A reply's JSON body, typed loosely for assertions. */
export function json(res: { body: string }): Record<string, unknown> {
  return JSON.parse(res.body) as Record<string, unknown>;
}
