/** Helpers for the api's tests: an app on a fresh data dir, valid forms, and real file bytes. */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { buildApp, type AppOptions } from './app';
import type { Config } from './config';

export const LOW_COST = { N: 2 ** 10, r: 8, p: 1 };
export const SITE = 'http://localhost:3000';
export const START = new Date('2026-03-01T10:00:00.000Z');

export async function tempDir(): Promise<string> {
  return fs.mkdtemp(path.join(os.tmpdir(), 'storefront-api-'));
}

export function testConfig(dataDir: string): Config {
  return { port: 0, host: '127.0.0.1', siteOrigins: [SITE], dataDir, tokenTtlHours: 720, authRateLimit: 20 };
}

/** An app on a real database in `dir` (a new temp dir by default), with a clock tests can move. */
export async function makeApp(options: Partial<AppOptions> & { dir?: string } = {}) {
  const dir = options.dir ?? (await tempDir());
  let clock = START;
  const app = await buildApp({
    passwordCost: LOW_COST,
    now: () => clock,
    rateLimits: { global: { max: 10_000, timeWindowMs: 60_000 }, auth: { max: 10_000, timeWindowMs: 60_000 } },
    ...options,
    config: options.config ?? testConfig(dir),
  });
  return {
    app,
    dir,
    advance(ms: number) {
      clock = new Date(clock.getTime() + ms);
    },
  };
}

export const signupForm = (n = 1) => ({
  name: 'Asha Rao',
  email: `asha${n}@example.in`,
  password: 'correct horse battery',
  contactNo: `+91 98765 ${String(43210 + n).padStart(5, '0')}`,
  cityName: 'Navi Mumbai',
  check: true,
});

export const helpForm = () => ({
  firstName: 'Ravi',
  lastName: 'Kumar',
  contact: '9876543210',
  email: 'ravi@example.in',
  query: 'Technology',
  message: 'Please call me about a new website.',
});

export const partnerForm = () => ({ partnerType: 'store', fullName: 'Meera Shah', email: 'meera@example.in', phone: '98765 43211' });

export const enquiryForm = () => ({
  name: 'Asha Rao',
  email: 'asha@example.in',
  phone: '+91-98765-43210',
  company: 'Rao Textiles',
  lines: [
    { id: 'billboards', name: 'Billboards', price: 1500, quantity: 2, options: { size: 'Large' } },
    { id: 'radio', name: 'Radio spot', price: 500, quantity: 1 },
  ],
  subtotal: 3500,
});

export const jobFields = () => ({
  position: 'copywriter',
  firstName: 'Ravi',
  lastName: 'Kumar',
  contactNumber: '9876543210',
  email: 'ravi@example.in',
});

/** A ZIP of stored (uncompressed) entries, with a central directory, as Word writes a .docx. */
export function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBuf = Buffer.from(name);
    const data = Buffer.from(text);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBuf.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBuf.length, 28);
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
  docx: zip({ '[Content_Types].xml': '<Types/>', '_rels/.rels': '<Relationships/>', 'word/document.xml': '<w:document/>' }),
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

/** A reply's JSON body, typed loosely for assertions. */
export function json(res: { body: string }): Record<string, unknown> {
  return JSON.parse(res.body) as Record<string, unknown>;
}
