import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from './sitemap';

describe('sitemap.xml', () => {
  it('lists every indexable page once, absolute, escaped; leaves out noindex pages', () => {
    const xml = sitemapXml(
      [{ path: '/' }, { path: '/services/media' }, { path: '/search?q=a&b' }, { path: '/404', noindex: true }],
      'https://www.brandwala.in',
    );
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    expect(doc.querySelector('parsererror')).toBeNull();
    expect(doc.documentElement.getAttribute('xmlns')).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect([...doc.querySelectorAll('loc')].map((loc) => loc.textContent)).toEqual([
      'https://www.brandwala.in/',
      'https://www.brandwala.in/services/media',
      'https://www.brandwala.in/search?q=a&b',
    ]);
  });
});

describe('robots.txt', () => {
  it('allows crawling, keeps crawlers off browser-only pages and names the sitemap', () => {
    expect(robotsTxt('https://www.brandwala.in', ['/inbox'])).toBe(
      'User-agent: *\nAllow: /\nDisallow: /inbox\n\nSitemap: https://www.brandwala.in/sitemap.xml\n',
    );
  });
});
