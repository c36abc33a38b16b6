import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageFile, pageHtml } from './render.mjs';

describe('render', () => {
  it.each([
    ['/', 'index.html'],
    ['/services/media', 'services/media/index.html'],
    ['/careers/', 'careers/index.html'],
    ['/search?q=tv', 'search/index.html'],
  ])('writes %s to %s', (urlPath, file) => {
    expect(pageFile('/out', urlPath)).toBe(path.join('/out', file));
  });

  it("puts the markup inside the template's #root, taken literally", () => {
    const template = '<html><body><div id="root"></div><script src="/main.js"></script></body></html>';
    expect(pageHtml(template, '<h1>$& costs ₹1</h1>')).toBe(
      '<html><body><div id="root"><h1>$& costs ₹1</h1></div><script src="/main.js"></script></body></html>',
    );
  });

  it('refuses a template without an empty #root', () => {
    expect(() => pageHtml('<html><body></body></html>', '<h1>x</h1>')).toThrow(/no empty <div id="root">/);
  });
});
