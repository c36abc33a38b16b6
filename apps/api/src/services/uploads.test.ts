// @vitest-environment node
import fs from 'node:fs/promises';
import { Readable } from 'node:stream';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FILES, tempDir, zip } from '../testing';
import { detectDocumentKind, detectFileKind, receiveUpload, zipEntryNames } from './uploads';

describe('detectDocumentKind', () => {
  it.each([
    ['pdf', FILES.pdf, 'pdf'],
    ['doc', FILES.doc, 'doc'],
    ['docx', FILES.docx, 'docx'],
    ['xlsx', FILES.xlsx, null],
    ['png', FILES.png, null],
    ['text', FILES.text, null],
    ['empty', Buffer.alloc(0), null],
    ['zip header only', Buffer.from('PK\u0003\u0004 truncated'), null],
    ['a zip with word/ but no content types', zip({ 'word/document.xml': '<w/>' }), null],
    ['PDF marker not at the start', Buffer.from(' %PDF-1.4'), null],
  ])('%s', async (_label, content, kind) => {
    expect(detectDocumentKind(content)).toBe(kind);
    // The same answer from the file on disk, read in parts (an upload is never read whole).
    const file = path.join(await tempDir(), 'upload');
    await fs.writeFile(file, content);
    expect(await detectFileKind(file)).toBe(kind);
  });

  it('finds a DOCX whose directory sits before a long ZIP comment', async () => {
    const comment = 'c'.repeat(40_000);
    const docx = Buffer.concat([
      FILES.docx.subarray(0, FILES.docx.length - 2),
      Buffer.from([comment.length & 0xff, comment.length >> 8]),
      Buffer.from(comment),
    ]);
    const file = path.join(await tempDir(), 'upload');
    await fs.writeFile(file, docx);
    expect(await detectFileKind(file)).toBe('docx');
  });

  it('reads ZIP entry names from the central directory, and rejects a broken one', () => {
    expect(zipEntryNames(FILES.docx)).toEqual(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']);
    const broken = Buffer.from(FILES.docx);
    broken.writeUInt32LE(0, broken.length - 6);
    expect(zipEntryNames(broken)).toBeNull();
  });
});

describe('receiveUpload', () => {
  it('streams to a random name and counts the bytes; a failed stream leaves nothing', async () => {
    const dir = path.join(await tempDir(), 'incoming');
    const a = await receiveUpload(dir, Readable.from([FILES.pdf.subarray(0, 10), FILES.pdf.subarray(10)]));
    const b = await receiveUpload(dir, Readable.from([FILES.pdf]));
    expect(a.path).not.toBe(b.path);
    expect(a.size).toBe(FILES.pdf.length);
    expect(await fs.readFile(a.path)).toEqual(FILES.pdf);
    const broken = new Readable({
      read() {
        this.destroy(new Error('cut off'));
      },
    });
    await expect(receiveUpload(dir, broken)).rejects.toThrow('cut off');
    expect((await fs.readdir(dir)).sort()).toEqual([path.basename(a.path), path.basename(b.path)].sort());
  });
});
