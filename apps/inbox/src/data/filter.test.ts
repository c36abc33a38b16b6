import { describe, expect, it } from 'vitest';
import { filterSearch, readFilter, withoutPage } from './filter';

describe('the inbox filter in the address', () => {
  it('reads every key the api takes, trimmed', () => {
    const search = new URLSearchParams('kind=enquiry&status=new&from=2026-11-01&to=2026-11-30&q=%20asha%20&page=2');
    expect(readFilter(search)).toEqual({
      kind: 'enquiry',
      status: 'new',
      from: '2026-11-01',
      to: '2026-11-30',
      q: 'asha',
      page: '2',
    });
  });

  it('leaves out what the api would refuse, keeping the rest', () => {
    const search = new URLSearchParams(
      'kind=spam&status=done&from=2026-02-30&to=yesterday&page=0&q=Rao&spam=yes&other=1',
    );
    expect(readFilter(search)).toEqual({ q: 'Rao' });
    expect(readFilter(new URLSearchParams(`q=${'x'.repeat(101)}`))).toEqual({});
  });

  it('writes a query in a fixed order, without empty values or page 1', () => {
    expect(filterSearch({ q: 'a b', kind: 'job', page: '1', status: '' })).toBe('kind=job&q=a+b');
    expect(filterSearch({ page: '3' })).toBe('page=3');
    expect(filterSearch({})).toBe('');
  });

  it('keeps spam=true (the spam list) before the page', () => {
    expect(readFilter(new URLSearchParams('spam=true&kind=job'))).toEqual({ kind: 'job', spam: 'true' });
    expect(filterSearch({ page: '2', spam: 'true', kind: 'job' })).toBe('kind=job&spam=true&page=2');
  });

  it('round-trips', () => {
    const filter = { kind: 'help', status: 'answered', from: '2026-11-01', q: '+91 98765', spam: 'true', page: '4' };
    expect(readFilter(new URLSearchParams(filterSearch(filter)))).toEqual(filter);
  });

  it('drops the page for the CSV and a new filter', () => {
    expect(withoutPage({ kind: 'job', page: '2' })).toEqual({ kind: 'job' });
  });
});
