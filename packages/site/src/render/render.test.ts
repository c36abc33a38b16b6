import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hostStartOf, pageHtml, startTags, styleTag } from './render';

describe('render', () => {
  it("puts the markup inside the template's #root, taken literally", () => {
    const template = '<html><body><div id="root"></div><script src="/main.js"></script></body></html>';
    expect(pageHtml(template, '<h1>$& costs ₹1</h1>')).toBe(
      '<html><body><div id="root"><h1>$& costs ₹1</h1></div><script src="/main.js"></script></body></html>',
    );
  });

  it("puts the page's head in place of the template's title and description, and drops the JavaScript notice", () => {
    const template =
      '<html><head><meta name="description" content="Generic."><title>Site</title><script src="/main.js"></script></head>' +
      '<body><noscript>This site needs JavaScript.</noscript><div id="root"></div></body></html>';
    expect(
      pageHtml(template, '<h1>Careers</h1>', '<title>Careers</title>\n<meta name="description" content="Jobs.">'),
    ).toBe(
      '<html><head><title>Careers</title>\n<meta name="description" content="Jobs."><script src="/main.js"></script></head>' +
        '<body><div id="root"><h1>Careers</h1></div></body></html>',
    );
  });

  it('marks a page served at other addresses with the address it was rendered for', () => {
    const template = '<html><body><div id="root"></div></body></html>';
    expect(pageHtml(template, '<h1>Page Not Found</h1>', '', '/404')).toBe(
      '<html><body><div id="root" data-rendered-for="/404"><h1>Page Not Found</h1></div></body></html>',
    );
  });

  it('refuses a template without an empty #root', () => {
    expect(() => pageHtml('<html><body></body></html>', '<h1>x</h1>')).toThrow(/no empty <div id="root">/);
  });
});

describe('hostStartOf', () => {
  it("reads the host build's page styles, start scripts and shared modules' files, and nothing for a build without the list", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'host-dist-'));
    try {
      expect(hostStartOf(dir)).toEqual({ styles: [], scripts: [], shares: {} });
      writeFileSync(path.join(dir, 'page-styles.json'), JSON.stringify({ styles: ['/1.a.css', '/2.b.css'] }));
      expect(hostStartOf(dir)).toEqual({ styles: ['/1.a.css', '/2.b.css'], scripts: [], shares: {} });
      writeFileSync(
        path.join(dir, 'page-styles.json'),
        JSON.stringify({ styles: ['/1.a.css'], scripts: ['/main.1.js', '/2.c.js'], shares: { react: ['/3.d.js'] } }),
      );
      expect(hostStartOf(dir)).toEqual({
        styles: ['/1.a.css'],
        scripts: ['/main.1.js', '/2.c.js'],
        shares: { react: ['/3.d.js'] },
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the tags of a page start', () => {
  it('inlines a stylesheet, with a link its loader finds but the browser does not fetch, and no source map comment', () => {
    expect(styleTag('https://cdn/c/1.css', '.a{color:red}\n/*# sourceMappingURL=1.css.map*/')).toBe(
      '<style data-href="https://cdn/c/1.css">.a{color:red}</style><link rel="stylesheet" href="https://cdn/c/1.css" disabled>',
    );
  });

  it('keeps a style from ending its element early', () => {
    expect(styleTag('/1.css', '.a::after{content:"</style><script>"}')).toContain(
      'content:"<\\/style><script>"}</style>',
    );
  });

  it('links a stylesheet that could not be read, or that names files relative to itself', () => {
    expect(styleTag('/1.css', undefined)).toBe('<link rel="stylesheet" href="/1.css">');
    expect(styleTag('/1.css', '.a{background:url(x.png)}')).toBe('<link rel="stylesheet" href="/1.css">');
    expect(styleTag('/1.css', '@import "x.css";')).toBe('<link rel="stylesheet" href="/1.css">');
  });

  it('preconnects to other origins, inlines the styles in order, preloads the scripts', () => {
    const tags = startTags({
      styles: [
        { href: '/host.css', css: ':root{--a:1}' },
        { href: 'https://cdn/c/1.css', css: '.b{}' },
      ],
      scripts: ['/main.1.js', 'https://cdn/c/remoteEntry.js', 'https://cdn/c/2.js'],
      siteOrigin: 'https://www.brandwala.in',
    });
    expect(tags.split('\n')).toEqual([
      '<link rel="preconnect" href="https://cdn">',
      '<style data-href="/host.css">:root{--a:1}</style><link rel="stylesheet" href="/host.css" disabled>',
      '<style data-href="https://cdn/c/1.css">.b{}</style><link rel="stylesheet" href="https://cdn/c/1.css" disabled>',
      '<link rel="preload" as="script" fetchpriority="low" href="/main.1.js">',
      '<link rel="preload" as="script" fetchpriority="low" href="https://cdn/c/remoteEntry.js">',
      '<link rel="preload" as="script" fetchpriority="low" href="https://cdn/c/2.js">',
    ]);
  });

  it("names what the areas load on the host's entry, for the early contract to ask for once the host's start has nearly arrived", () => {
    const tags = startTags({
      styles: [],
      scripts: ['/main.1.js', '/react.2.js'],
      then: ['https://cdn/c/remoteEntry.js', '/react.2.js', '/forms.3.js', '/forms.3.js'],
      siteOrigin: 'https://www.brandwala.in',
    });
    expect(tags.split('\n')).toEqual([
      '<link rel="preconnect" href="https://cdn">',
      '<link rel="preload" as="script" fetchpriority="low" href="/main.1.js" data-then="https://cdn/c/remoteEntry.js /forms.3.js">',
      '<link rel="preload" as="script" fetchpriority="low" href="/react.2.js">',
    ]);
    // No entry to wait for: preloaded at once.
    expect(startTags({ styles: [], scripts: [], then: ['/forms.3.js'], siteOrigin: 'https://x' })).toBe(
      '<link rel="preload" as="script" fetchpriority="low" href="/forms.3.js">',
    );
  });

  it('names no origin of the site itself to preconnect to', () => {
    expect(
      startTags({
        styles: [],
        scripts: ['/releases/c/1/remoteEntry.js'],
        siteOrigin: 'https://www.brandwala.in',
      }),
    ).not.toContain('preconnect');
  });
});
