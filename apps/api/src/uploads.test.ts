// @vitest-environment node
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FILES, tempDir, zip } from './testing';
import { detectDocumentKind, storeUpload, zipEntryNames } from './uploads';

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
  ])('%s', (_label, content, kind) => expect(detectDocumentKind(content)).toBe(kind));

  it('reads ZIP entry names from the central directory, and rejects a broken one', () => {
    expect(zipEntryNames(FILES.docx)).toEqual(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']);
    const broken = Buffer.from(FILES.docx);
    broken.writeUInt32LE(0, broken.length - 6);
    expect(zipEntryNames(broken)).toBeNull();
  });
});

describe('storeUpload', () => {
  it('writes under a random name with the detected extension and leaves no temp file', async () => {
    const dir = path.join(await tempDir(), 'uploads');
    const a = await storeUpload(dir, FILES.pdf, 'pdf');
    const b = await storeUpload(dir, FILES.pdf, 'pdf');
    expect(a).not.toBe(b);
    expect(path.isAbsolute(a)).toBe(true);
    expect((await fs.readdir(dir)).sort()).toEqual([path.basename(a), path.basename(b)].sort());
  });
});
