import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export type DocumentKind = 'pdf' | 'doc' | 'docx';

const PDF = Buffer.from('%PDF-', 'latin1');
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_LOCAL = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const ZIP_END = 0x06054b50;
const ZIP_CENTRAL = 0x02014b50;
/** The end record is in the last 22 bytes plus an optional comment of up to 65535. */
const ZIP_END_SPAN = 22 + 0xffff;

/** Where the ZIP end record starts in buf (the file's last bytes), or -1. */
function findZipEnd(buf: Buffer): number {
  const stop = Math.max(0, buf.length - ZIP_END_SPAN);
  for (let at = buf.length - 22; at >= stop; at--) if (buf.readUInt32LE(at) === ZIP_END) return at;
  return -1;
}

/** The names in a central directory starting at `pos` of buf, or null when it is broken. */
function centralNames(buf: Buffer, pos: number, count: number): string[] | null {
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    if (pos + 46 > buf.length || buf.readUInt32LE(pos) !== ZIP_CENTRAL) return null;
    const nameLength = buf.readUInt16LE(pos + 28);
    const extraLength = buf.readUInt16LE(pos + 30);
    const commentLength = buf.readUInt16LE(pos + 32);
    names.push(buf.toString('utf8', pos + 46, pos + 46 + nameLength));
    pos += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** The names in a ZIP's central directory, or null when it is not a readable ZIP. */
export function zipEntryNames(buf: Buffer): string[] | null {
  const at = findZipEnd(buf);
  return at < 0 ? null : centralNames(buf, buf.readUInt32LE(at + 16), buf.readUInt16LE(at + 10));
}

function kindFromHead(head: Buffer): DocumentKind | 'zip' | null {
  if (head.subarray(0, PDF.length).equals(PDF)) return 'pdf';
  if (head.subarray(0, OLE2.length).equals(OLE2)) return 'doc';
  if (head.length >= 4 && head.subarray(0, 4).equals(ZIP_LOCAL)) return 'zip';
  return null;
}

const isDocx = (names: string[] | null) =>
  !!names?.includes('[Content_Types].xml') && names.some((n) => n.startsWith('word/'));

/**
 * What the file really is, from its bytes: the name and the browser's type can say anything.
 * A DOCX is a ZIP holding [Content_Types].xml and a word/ folder (an .xlsx or a .zip is not).
 */
export function detectDocumentKind(buf: Buffer): DocumentKind | null {
  const kind = kindFromHead(buf);
  if (kind !== 'zip') return kind;
  return buf.length >= 26 && isDocx(zipEntryNames(buf)) ? 'docx' : null;
}

/** detectDocumentKind for a file on disk, reading only its head, its end and its ZIP directory. */
export async function detectFileKind(file: string): Promise<DocumentKind | null> {
  const handle = await fsp.open(file, 'r');
  try {
    const { size } = await handle.stat();
    const read = async (position: number, length: number) => {
      const buf = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buf, 0, length, position);
      return buf.subarray(0, bytesRead);
    };
    const kind = kindFromHead(await read(0, Math.min(size, OLE2.length)));
    if (kind !== 'zip') return kind;
    if (size < 26) return null;
    const tailStart = Math.max(0, size - ZIP_END_SPAN);
    const tail = await read(tailStart, size - tailStart);
    const at = findZipEnd(tail);
    if (at < 0) return null;
    const count = tail.readUInt16LE(at + 10);
    const cdSize = tail.readUInt32LE(at + 12);
    const cdOffset = tail.readUInt32LE(at + 16);
    if (cdOffset + cdSize > size) return null;
    return isDocx(centralNames(await read(cdOffset, cdSize), 0, count)) ? 'docx' : null;
  } finally {
    await handle.close();
  }
}

/**
 * Streams an upload to a file under a random name in `dir` (never the visitor's name), so a CV
 * is never held whole in memory. Returns its path and size; on failure nothing is left behind.
 */
export async function receiveUpload(dir: string, stream: Readable): Promise<{ path: string; size: number }> {
  await fsp.mkdir(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, `${randomBytes(16).toString('hex')}.part`);
  let size = 0;
  stream.on('data', (chunk: Buffer) => void (size += chunk.length));
  try {
    await pipeline(stream, fs.createWriteStream(file, { flags: 'wx', mode: 0o600 }));
  } catch (err) {
    await fsp.rm(file, { force: true });
    throw err;
  }
  return { path: file, size };
}
