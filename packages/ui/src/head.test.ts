import { describe, expect, it } from 'vitest';
import { clampText, DESCRIPTION_MAX, listWords, pageHeadProblems, pageTitle } from './head';

const description = 'A description long enough for a search result, about the page it belongs to, in one sentence.';

describe('page heads', () => {
  it('names a page after the site', () => {
    expect(pageTitle('Careers')).toBe('Careers | Brandwala Media');
  });

  it('lists words as a sentence does', () => {
    expect(listWords([])).toBe('');
    expect(listWords(['Mumbai'])).toBe('Mumbai');
    expect(listWords(['Mumbai', 'Delhi', 'Pune'])).toBe('Mumbai, Delhi and Pune');
    expect(listWords(['UPI', 'cards'], 'or')).toBe('UPI or cards');
  });

  it('keeps a short text as it is and cuts a long one at a word, with an ellipsis', () => {
    expect(clampText('  Short   text. ')).toBe('Short text.');
    const long = 'word '.repeat(60);
    const cut = clampText(long);
    expect(cut.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(cut).toMatch(/ word…$/);
    expect(clampText('Prime-time and regional TV slots, planned', 30)).toBe('Prime-time and regional TV…');
  });

  it('finds nothing wrong with good pages', () => {
    const pages = [
      { path: '/', title: pageTitle('Home'), description },
      { path: '/cart', title: pageTitle('Cart'), description },
    ];
    expect(pageHeadProblems(pages, ['', 'cart'])).toEqual([]);
  });

  it('names each problem with its path', () => {
    const pages = [
      { path: '/cart', title: pageTitle('Cart'), description },
      { path: '/cart', title: pageTitle('Cart'), description },
      { path: '/elsewhere', title: pageTitle('Elsewhere'), description },
      { path: '/cart/short', title: ' ', description: 'Too short.' },
      { path: '/cart/long', title: 'x'.repeat(71), description: 'x'.repeat(161) },
    ];
    expect(pageHeadProblems(pages, ['cart'])).toEqual([
      '/cart: declared twice',
      '/elsewhere: not below a prefix of routes.json (cart)',
      '/cart/short: title of 1 characters (1 to 70):  ',
      '/cart/short: description of 10 characters (70 to 160): Too short.',
      `/cart/long: title of 71 characters (1 to 70): ${'x'.repeat(71)}`,
      `/cart/long: description of 161 characters (70 to 160): ${'x'.repeat(161)}`,
    ]);
  });
});
