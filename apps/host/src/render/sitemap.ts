// sitemap.xml and robots.txt of the rendered site, from the same declarations as the pages
// (docs/decisions/0012-pages-rendered-at-release.md).
import type { PageHead } from '@storefront/shell/host';
import { absoluteUrl, escapeHtml } from './head';

/** Every indexable page's absolute URL, in the order declared. */
export function sitemapXml(pages: readonly Pick<PageHead, 'path' | 'noindex'>[], siteOrigin: string): string {
  const urls = pages
    .filter((page) => !page.noindex)
    .map((page) => `  <url><loc>${escapeHtml(absoluteUrl(page.path, siteOrigin))}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Everything may be crawled except the pages that render in the browser only; where the sitemap is. */
export function robotsTxt(siteOrigin: string, clientOnly: readonly string[] = []): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...clientOnly.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${absoluteUrl('/sitemap.xml', siteOrigin)}`,
    '',
  ].join('\n');
}
