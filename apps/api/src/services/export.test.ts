// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@storefront/types/forms';
import type { FastifyInstance } from 'fastify';
import { UsageError, csvCell, exportCsv, parseExportArgs } from './export';
import {
  FILES,
  enquiryForm,
  helpForm,
  jobFields,
  makeApp,
  multipart,
  openTestRepository,
  partnerForm,
} from '../testing';

let apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.map((a) => a.close()));
  apps = [];
});

/** Parses RFC 4180 CSV (quoted fields, doubled quotes, CRLF) into rows of cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (quoted && c === '"') {
      quoted = false;
    } else if (quoted) {
      cell += c;
    } else if (c === '"') {
      quoted = true;
    } else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else {
      cell += c;
    }
  }
  return rows;
}

async function seeded() {
  const made = await makeApp();
  apps.push(made.app);
  const { app } = made;
  await app.inject({
    method: 'POST',
    url: ENDPOINTS.help.path,
    payload: { ...helpForm(), message: '=HYPERLINK("http://evil.example","click"), then "quotes"\nand a new line' },
  });
  await app.inject({
    method: 'POST',
    url: ENDPOINTS.partner.path,
    payload: { ...partnerForm(), message: '@SUM(1+1)' },
  });
  await app.inject({ method: 'POST', url: ENDPOINTS.enquiry.path, payload: enquiryForm() });
  const { payload, headers } = multipart(jobFields(), [
    { name: '+cv.pdf', type: 'application/pdf', content: FILES.pdf },
  ]);
  await app.inject({ method: 'POST', url: ENDPOINTS.job.path, payload, headers });
  made.advance(3 * 24 * 3600_000);
  await app.inject({ method: 'POST', url: ENDPOINTS.help.path, payload: { ...helpForm(), firstName: 'Later' } });
  await app.close();
  return openTestRepository(made.dir);
}

describe('export', () => {
  it('writes a header and one row per help query, quoting and guarding formulas', async () => {
    const repo = await seeded();
    const { csv, rows } = await exportCsv(repo, 'help');
    await repo.close();
    expect(rows).toBe(2);
    expect(csv.endsWith('\r\n')).toBe(true);
    const [header, first] = parseCsv(csv);
    expect(header).toEqual([
      'Reference',
      'Received',
      'First name',
      'Last name',
      'Contact',
      'Email',
      'Query',
      'Message',
    ]);
    expect(first?.[0]).toMatch(/^HLP-/);
    expect(first?.[1]).toBe('2026-03-01T10:00:00.000Z');
    expect(first?.[7]).toBe(`'=HYPERLINK("http://evil.example","click"), then "quotes"\nand a new line`);
  });

  it('filters by --since', async () => {
    const repo = await seeded();
    const { csv, rows } = await exportCsv(repo, 'help', new Date('2026-03-02T00:00:00Z'));
    await repo.close();
    expect(rows).toBe(1);
    expect(parseCsv(csv)[1]?.[2]).toBe('Later');
  });

  it('puts enquiry lines in one readable cell with the subtotal', async () => {
    const repo = await seeded();
    const [, row] = parseCsv((await exportCsv(repo, 'enquiry')).csv);
    await repo.close();
    expect(row?.slice(2)).toEqual([
      'Asha Rao',
      'asha@example.in',
      '9876543210',
      'Rao Textiles',
      '',
      'Billboards (size: Large) × 2 @ 1500\nRadio spot × 1 @ 500',
      '3500',
    ]);
  });

  it('names each stored CV (for `export cv`), and guards the sent file name', async () => {
    const repo = await seeded();
    const [header, row] = parseCsv((await exportCsv(repo, 'job')).csv);
    const partner = parseCsv((await exportCsv(repo, 'partner')).csv);
    await repo.close();
    expect(header?.at(-1)).toBe('CV file');
    expect(row?.at(-1)).toMatch(/^[0-9a-f]{32}\.pdf$/);
    expect(row).toContain("'+cv.pdf");
    expect(partner[1]?.at(-1)).toBe("'@SUM(1+1)");
  });

  it('csvCell quotes, doubles quotes and guards = + - @ tab and CR', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell(1500)).toBe('1500');
    expect(csvCell(null)).toBe('');
  });

  it('reads its arguments and refuses bad ones', () => {
    expect(parseExportArgs(['job', '--since', '2026-01-31', '--out', 'x.csv'])).toEqual({
      kind: 'job',
      since: new Date('2026-01-31T00:00:00Z'),
      out: 'x.csv',
    });
    expect(parseExportArgs(['--', 'accounts'])).toEqual({ kind: 'accounts', since: undefined, out: undefined });
    for (const bad of [
      [],
      ['orders'],
      ['job', 'help'],
      ['job', '--since'],
      ['job', '--since', '2026-02-30'],
      ['job', '--since', 'yesterday'],
      ['job', '--verbose'],
    ]) {
      expect(() => parseExportArgs(bad)).toThrow(UsageError);
    }
  });
});
