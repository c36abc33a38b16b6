import { describe, expect, it } from 'vitest';
import type { PageHead } from '@storefront/shell/host';
import { absoluteUrl, breadcrumbList, escapeHtml, headTags, jsonLdOf, scriptJson } from './head';

const ORIGIN = 'https://www.brandwala.in';

const product: PageHead = {
  path: '/product/tv',
  title: 'TV "Prime" <Slots> | Brandwala Media',
  description: 'Slots & reach. Price: ₹1,85,000.',
  image: 'https://cdn.example/tv.svg',
  jsonLd: [
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'TV',
      offers: { '@type': 'Offer', price: 185000, priceCurrency: 'INR' },
    },
  ],
  breadcrumbs: [
    { name: 'Home', path: '/' },
    { name: 'TV', path: '/product/tv' },
  ],
};

/** The head's tags as the browser reads them. */
function parse(tags: string) {
  const doc = new DOMParser().parseFromString(
    `<!doctype html><html><head>${tags}</head><body></body></html>`,
    'text/html',
  );
  const meta = (key: string) =>
    doc.head.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content');
  const jsonLd = [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
    (s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>,
  );
  return { doc, meta, jsonLd };
}

describe('escaping', () => {
  it('escapes text and attributes', () => {
    expect(escapeHtml(`<a href="x">Tom's & Co</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom&#39;s &amp; Co&lt;/a&gt;');
  });

  it('keeps JSON-LD inside its script whatever the data says, and the same JSON', () => {
    const data = { name: '</script><script>alert(1)</script>', note: '<!-- & \u2028' };
    const json = scriptJson(data);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(data);
  });

  it('makes paths absolute against the site origin and keeps absolute URLs', () => {
    expect(absoluteUrl('/careers', ORIGIN)).toBe('https://www.brandwala.in/careers');
    expect(absoluteUrl('https://cdn.example/a.svg', ORIGIN)).toBe('https://cdn.example/a.svg');
  });
});

describe('headTags', () => {
  it('gives title, description, canonical, Open Graph and Twitter card, escaped', () => {
    const { doc, meta } = parse(headTags(product, ORIGIN));
    expect(doc.title).toBe('TV "Prime" <Slots> | Brandwala Media');
    expect(meta('description')).toBe('Slots & reach. Price: ₹1,85,000.');
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://www.brandwala.in/product/tv',
    );
    expect(meta('og:title')).toBe(product.title);
    expect(meta('og:description')).toBe(product.description);
    expect(meta('og:url')).toBe('https://www.brandwala.in/product/tv');
    expect(meta('og:image')).toBe('https://cdn.example/tv.svg');
    expect(meta('og:type')).toBe('product');
    expect(meta('product:price:amount')).toBe('185000');
    expect(meta('product:price:currency')).toBe('INR');
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(meta('twitter:title')).toBe(product.title);
    expect(meta('twitter:description')).toBe(product.description);
    expect(meta('twitter:image')).toBe('https://cdn.example/tv.svg');
    expect(meta('robots')).toBeUndefined();
  });

  it("falls back to the site's picture, and a noindex page without an address of its own has no canonical", () => {
    const { doc, meta } = parse(
      headTags({ path: '/404', title: 'Not found', description: 'Gone.', noindex: true }, ORIGIN, { canonical: null }),
    );
    expect(meta('og:image')).toBe('https://www.brandwala.in/share.jpg');
    expect(meta('og:type')).toBe('website');
    expect(meta('twitter:card')).toBe('summary');
    expect(meta('robots')).toBe('noindex');
    expect(doc.querySelector('link[rel="canonical"]')).toBeNull();
    expect(meta('og:url')).toBeUndefined();
  });

  it('gives an alias the canonical address of the page it shows', () => {
    const { doc, meta } = parse(headTags({ ...product, path: '/tv' }, ORIGIN, { canonical: product.path }));
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://www.brandwala.in/product/tv',
    );
    expect(meta('og:url')).toBe('https://www.brandwala.in/product/tv');
  });

  it('writes the declared JSON-LD and a BreadcrumbList with absolute URLs', () => {
    const { jsonLd } = parse(headTags(product, ORIGIN));
    expect(jsonLd.map((o) => o['@type'])).toEqual(['Product', 'BreadcrumbList']);
    expect(jsonLd[1]).toEqual(breadcrumbList(product.breadcrumbs ?? [], ORIGIN));
    expect(jsonLd[1]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.brandwala.in/' },
        { '@type': 'ListItem', position: 2, name: 'TV', item: 'https://www.brandwala.in/product/tv' },
      ],
    });
  });

  it('a </script> in the data stays inside its JSON-LD block', () => {
    const page = { ...product, jsonLd: [{ '@type': 'Product', name: 'x</script><script>alert(1)</script>' }] };
    const { doc, jsonLd } = parse(headTags(page, ORIGIN));
    expect(doc.querySelectorAll('script')).toHaveLength(2);
    expect(jsonLd[0]?.name).toBe('x</script><script>alert(1)</script>');
  });

  it('has no JSON-LD for a page that declares none', () => {
    expect(jsonLdOf({ path: '/help', title: 'Help', description: 'Help.' }, ORIGIN)).toEqual([]);
  });
});
