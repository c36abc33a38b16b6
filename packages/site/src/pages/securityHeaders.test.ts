import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes, linkHeader, pageHeaders, PRODUCTION } from './securityHeaders';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));

describe('security headers', () => {
  it('hashes the inline scripts a browser runs, not data or scripts with a src', () => {
    const html = [
      '<script>window.a=1</script>',
      '<script type="module">import "x"</script>',
      '<script type="application/ld+json">{"@type":"Product"}</script>',
      '<script defer src="/main.js"></script>',
      '<SCRIPT type="text/javascript">b()</SCRIPT>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([sha('window.a=1'), sha('import "x"'), sha('b()')]);
  });

  it("leaves out the remotes.json a page carries (data) and allows the page's inline styles", () => {
    const html =
      '<style>:root{--a:1}</style><script type="application/json" id="sf-site-config">{"cart":"/c.json"}</script>';
    expect(inlineScriptHashes(html)).toEqual([]);
    // A hash or nonce in style-src would turn 'unsafe-inline' off, and with it the markup's style
    // attributes and the toaster's own <style>: the inlined stylesheets rely on it being alone.
    const styles = directive(contentSecurityPolicy({}, html), 'style-src');
    expect(styles).toContain("'unsafe-inline'");
    expect(styles).not.toMatch(/'(sha256|sha384|sha512|nonce)-/);
  });

  it('lets scripts come only from the site, the remotes, the previews and the hashed inline ones', () => {
    const remotes = {
      $api: 'https://api.example/v1',
      $previewOrigins: ['https://preview.example/'],
      catalogue: { entry: '/releases/catalogue/1/mf-manifest.json', prefixes: [''] },
      cart: { entry: 'https://cart.example/mf-manifest.json', prefixes: ['cart'] },
      careers: 'https://careers.example/mf-manifest.json',
    };
    const csp = contentSecurityPolicy(remotes, '<script>go()</script>');
    expect(directive(csp, 'script-src')).toBe(
      `script-src 'self' https://cart.example https://careers.example http://localhost:* http://127.0.0.1:* https://preview.example ${sha('go()')}`,
    );
    expect(directive(csp, 'connect-src')).toContain('https://api.example');
    expect(directive(csp, 'script-src')).not.toContain('api.example');
    expect(directive(csp, 'img-src')).toContain('https://cart.example');
    expect(directive(csp, 'font-src')).toContain('https://careers.example');
    expect(directive(csp, 'form-action')).toBe("form-action 'self' https://api.example");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(directive(csp, 'script-src')).not.toContain('unsafe');
  });

  it('ignores entries that are not URLs', () => {
    expect(directive(contentSecurityPolicy({ $api: 'not a url ::', bad: { entry: 'http://[' } }), 'connect-src')).toBe(
      "connect-src 'self' http://localhost:* http://127.0.0.1:*",
    );
    expect(directive(contentSecurityPolicy({ $api: 'not a url ::' }), 'form-action')).toBe("form-action 'self'");
  });
});

describe('the policy, by where the site is and what serves it', () => {
  const LIVE = {
    $siteOrigin: 'https://www.brandwala.in',
    $api: 'https://api.brandwala.in',
    catalogue: { entry: 'https://cdn.brandwala.in/c/mf-manifest.json', prefixes: [''] },
  };
  const DIRECTIVES = ['script-src', 'connect-src', 'img-src', 'style-src', 'font-src'];
  const loopbackIn = (csp: string) => csp.match(/(ws|http):\/\/(localhost|127\.0\.0\.1)[^\s;]*/g) ?? [];
  const DEV = { devSockets: ['ws://localhost:3001/ws', 'ws://127.0.0.1:3001/ws'] };

  const cases = [
    { site: 'a production site without $previewOrigins', remotes: LIVE, environment: PRODUCTION, loopback: [] },
    {
      site: 'a production site with empty $previewOrigins',
      remotes: { ...LIVE, $previewOrigins: [] },
      environment: PRODUCTION,
      loopback: [],
    },
    {
      site: 'a production site whose $previewOrigins names loopback',
      remotes: { ...LIVE, $previewOrigins: ['http://localhost:3101/', 'https://preview.brandwala.in'] },
      environment: PRODUCTION,
      loopback: ['http://localhost:3101'],
    },
    {
      site: 'a local build without $siteOrigin',
      remotes: { catalogue: LIVE.catalogue },
      environment: PRODUCTION,
      loopback: ['http://localhost:*', 'http://127.0.0.1:*'],
    },
    {
      site: 'the local site (pnpm serve)',
      remotes: { ...LIVE, $siteOrigin: 'http://localhost:3000' },
      environment: PRODUCTION,
      loopback: ['http://localhost:*', 'http://127.0.0.1:*'],
    },
    {
      site: 'the local site on 127.0.0.1',
      remotes: { ...LIVE, $siteOrigin: 'http://127.0.0.1:3000' },
      environment: PRODUCTION,
      loopback: ['http://localhost:*', 'http://127.0.0.1:*'],
    },
  ];
  for (const { site, remotes, environment, loopback } of cases) {
    it(`${site}: loopback in each source list is exactly ${loopback.join(' ') || 'none'}`, () => {
      const csp = contentSecurityPolicy(remotes, '', environment);
      for (const name of DIRECTIVES) expect(loopbackIn(directive(csp, name) ?? ''), name).toEqual(loopback);
      expect(csp).not.toContain('ws:');
      expect(directive(csp, 'script-src')).toContain('https://cdn.brandwala.in');
    });
  }

  it('names loopback as $previewOrigins writes it, and nothing else of it', () => {
    const csp = contentSecurityPolicy({ ...LIVE, $previewOrigins: ['http://127.0.0.1:4000/x', 'not a url ::'] });
    expect(directive(csp, 'script-src')).toBe("script-src 'self' https://cdn.brandwala.in http://127.0.0.1:4000");
    expect(directive(csp, 'connect-src')).toBe(
      "connect-src 'self' https://cdn.brandwala.in http://127.0.0.1:4000 https://api.brandwala.in",
    );
  });

  it("allows a dev server's live-reload socket in connect-src only, and only where a development command serves the page", () => {
    const local = { ...LIVE, $siteOrigin: 'http://localhost:3000' };
    const dev = contentSecurityPolicy(local, '', DEV);
    expect(directive(dev, 'connect-src')).toBe(
      "connect-src 'self' https://cdn.brandwala.in http://localhost:* http://127.0.0.1:* https://api.brandwala.in ws://localhost:3001/ws ws://127.0.0.1:3001/ws",
    );
    for (const name of DIRECTIVES.filter((d) => d !== 'connect-src')) expect(directive(dev, name)).not.toContain('ws:');
    expect(contentSecurityPolicy(local)).not.toContain('ws:');
    expect(pageHeaders(local, '', DEV)['Content-Security-Policy']).toBe(dev);
  });

  it('refuses a socket that would add more than itself to the policy', () => {
    const csp = contentSecurityPolicy({}, '', {
      devSockets: [
        "ws://localhost:3001/ws; script-src 'unsafe-eval'",
        'http://localhost:3001/ws',
        'ws://localhost:3001/ws',
      ],
    });
    expect(directive(csp, 'connect-src')).toBe(
      "connect-src 'self' http://localhost:* http://127.0.0.1:* ws://localhost:3001/ws",
    );
    expect(csp).not.toContain('unsafe-eval');
  });
});

describe('the Link header', () => {
  const head = [
    '<link rel="preconnect" href="https://cdn.example">',
    '<style>.a{}</style><link rel="stylesheet" href="/a.css" disabled>',
    '<link rel="preload" as="script" fetchpriority="low" href="/main.1.js">',
    '<link rel="preload" as="fetch" crossorigin="anonymous" href="https://cdn.example/c/mf-manifest.json">',
  ].join('');

  it("names the head's preconnects and preloads, as the browser would start them from the head", () => {
    expect(
      linkHeader(`<html><head>${head}</head><body><link rel="preload" as="image" href="/late.svg"></body></html>`),
    ).toBe(
      '<https://cdn.example>; rel=preconnect, </main.1.js>; rel=preload; as=script; fetchpriority=low, <https://cdn.example/c/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous',
    );
  });

  it('is sent with a page that has them, and not with one that has none', () => {
    expect(pageHeaders({}, `<head>${head}</head>`).Link).toMatch(/^<https:\/\/cdn.example>; rel=preconnect, /);
    expect(pageHeaders({}, '<head><title>x</title></head>')).not.toHaveProperty('Link');
  });

  it('leaves out an address a header cannot carry as it is', () => {
    expect(
      linkHeader(
        '<head><link rel="preload" as="script" href="/a b,c.js"><link rel="preload" as="script" href="/ok.js"></head>',
      ),
    ).toBe('</ok.js>; rel=preload; as=script');
  });
});
