import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export type DocumentKind = 'pdf' | 'doc' | 'docx';

const PDF = Buffer.from('%PDF-', 'latin1');
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_LOCAL = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const ZIP_END = 0x06054b50;
const ZIP_CENTRAL = 0x02014b50;

/** The names in a ZIP's central directory, or null when it is not a readable ZIP. */
export function zipEntryNames(buf: Buffer): string[] | null {
  // The end record is in the last 22 bytes plus an optional comment of up to 65535.
  const stop = Math.max(0, buf.length - 22 - 0xffff);
  for (let at = buf.length - 22; at >= stop; at--) {
    if (buf.readUInt32LE(at) !== ZIP_END) continue;
    const count = buf.readUInt16LE(at + 10);
    let pos = buf.readUInt32LE(at + 16);
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
  return null;
}

/**
 * What the file really is, from its bytes: the name and the browser's type can say anything.
 * A DOCX is a ZIP holding [Content_Types].xml and a word/ folder (an .xlsx or a .zip is not).
 */
export function detectDocumentKind(buf: Buffer): DocumentKind | null {
  if (buf.subarray(0, PDF.length).equals(PDF)) return 'pdf';
  if (buf.subarray(0, OLE2.length).equals(OLE2)) return 'doc';
  if (buf.length >= 26 && buf.subarray(0, 4).equals(ZIP_LOCAL)) {
    const names = zipEntryNames(buf);
    if (names?.includes('[Content_Types].xml') && names.some((n) => n.startsWith('word/'))) return 'docx';
  }
  return null;
}

/**
 * Stores an upload under a random name (never the visitor's) with the extension of what it
 * really is. Written to a temp name first and renamed, so a half-written file is never seen
 * under a real name. Returns the absolute path.
 */
export async function storeUpload(uploadsDir: string, content: Buffer, kind: DocumentKind): Promise<string> {
  await fs.mkdir(uploadsDir, { recursive: true });
  const id = randomBytes(16).toString('hex');
  const finalPath = path.resolve(uploadsDir, `${id}.${kind}`);
  const tempPath = path.resolve(uploadsDir, `.${id}.tmp`);
  try {
    await fs.writeFile(tempPath, content, { flag: 'wx', mode: 0o600 });
    await fs.rename(tempPath, finalPath);
  } catch (err) {
    await fs.rm(tempPath, { force: true });
    throw err;
  }
  return finalPath;
}
