import fs from 'node:fs';
import type { Queryable, Sql } from './sql';

/** A job application's CV, stored in the database as a large object beside its facts. */
export interface StoredCv {
  kind: string;
  size: number;
  /** The bytes, a chunk at a time. */
  chunks: AsyncIterable<Buffer>;
}

export interface CvFiles {
  /** A stored CV by its name (`<32 hex>.<kind>`), or null. */
  openCv(name: string): Promise<StoredCv | null>;
}

/** Bytes per CV chunk, written and read: memory stays bounded whatever the CV's size. */
export const CV_CHUNK = 256 * 1024;
const CV_NAME = /^([0-9a-f]{32})\.(pdf|doc|docx)$/;

/** Copies a file into a new large object, a chunk at a time; returns its oid. */
export async function writeLargeObject(tx: Queryable, file: string): Promise<number> {
  const { rows } = await tx.query<{ oid: number }>("SELECT lo_from_bytea(0, '\\x'::bytea) AS oid");
  const oid = Number(rows[0]?.oid);
  let offset = 0;
  for await (const chunk of fs.createReadStream(file, { highWaterMark: CV_CHUNK })) {
    await tx.query('SELECT lo_put($1, $2, $3)', [oid, offset, chunk as Buffer]);
    offset += (chunk as Buffer).length;
  }
  return oid;
}

/** The CV of that name, read a chunk at a time; null for a name the api never made or a CV not there. */
export async function openCv(db: Sql, name: string): Promise<StoredCv | null> {
  const match = CV_NAME.exec(name);
  if (!match) return null;
  const { rows } = await db.query('SELECT kind, size, content FROM cv_files WHERE id = $1 AND kind = $2', [
    match[1],
    match[2],
  ]);
  const row = rows[0];
  if (!row) return null;
  const size = Number(row.size);
  const oid = Number(row.content);
  async function* chunks(): AsyncIterable<Buffer> {
    for (let offset = 0; offset < size; offset += CV_CHUNK) {
      // lo_get outside a transaction: each chunk is its own short read.
      const part = await db.query<{ b: Uint8Array }>('SELECT lo_get($1, $2, $3) AS b', [oid, offset, CV_CHUNK]);
      const bytes = part.rows[0]?.b;
      if (bytes) yield Buffer.from(bytes);
    }
  }
  return { kind: String(row.kind), size, chunks: chunks() };
}

export function sqlCvFiles(db: Sql): CvFiles {
  return { openCv: (name) => openCv(db, name) };
}
