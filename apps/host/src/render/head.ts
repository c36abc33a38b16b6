// The head of a rendered page, from its remote's declaration (PageHead): title, description,
// canonical URL, Open Graph and Twitter card, JSON-LD (docs/decisions/0012-pages-rendered-at-release.md).
// Pure strings, no React: the render step puts them into the host's index.html.
import type { PageHead } from '@storefront/shell/host';

/** The site's name in link previews. */
export const SITE_NAME = 'Brandwala Media';
/**
 * The picture a link preview shows for a page that names none: the site's logo and name, as a JPEG
 * (previews show no SVG; drawn by scripts/share-images.ts).
 */
export const DEFAULT_IMAGE = '/share.jpg';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe inside an element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/**
 * JSON for inside <script type="application/ld+json">: `<` `>` `&` and the two JavaScript line
 * separators as \u escapes, so no string in the data (a `</script>`, a `<!--`) can end or change the block.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** A path or URL made absolute against the site's origin ('/careers' -> 'https://site/careers'). */
export function absoluteUrl(pathOrUrl: string, siteOrigin: string): string {
  return new URL(pathOrUrl, siteOrigin).href;
}

/** schema.org BreadcrumbList of a page's trail. */
export function breadcrumbList(trail: NonNullable<PageHead['breadcrumbs']>, siteOrigin: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path, siteOrigin),
    })),
  };
}

/** Every JSON-LD object of a page: its declared ones, then its breadcrumbs. */
export function jsonLdOf(page: PageHead, siteOrigin: string): object[] {
  return [...(page.jsonLd ?? []), ...(page.breadcrumbs?.length ? [breadcrumbList(page.breadcrumbs, siteOrigin)] : [])];
}

/** The first Offer of the page's Product, for the price tags of a link preview. */
function offerOf(page: PageHead): { price: number | string; priceCurrency: string } | undefined {
  for (const object of page.jsonLd ?? []) {
    const { '@type': type, offers } = object as {
      '@type'?: unknown;
      offers?: { price?: unknown; priceCurrency?: unknown };
    };
    const { price, priceCurrency } = offers ?? {};
    if (
      type === 'Product' &&
      (typeof price === 'number' || typeof price === 'string') &&
      typeof priceCurrency === 'string'
    ) {
      return { price, priceCurrency };
    }
  }
  return undefined;
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

/**
 * The tags of a page's head, one a line. `canonical`: the page's address for search engines and
 * link previews; another page's for an alias; null for a page that has no address of its own (the
 * 404 page, served at every unknown URL).
 */
export function headTags(page: PageHead, siteOrigin: string, { canonical = page.path as string | null } = {}): string {
  const url = canonical === null ? null : absoluteUrl(canonical, siteOrigin);
  const image = absoluteUrl(page.image ?? DEFAULT_IMAGE, siteOrigin);
  const offer = offerOf(page);
  const tags = [
    `<title>${escapeHtml(page.title)}</title>`,
    meta('name', 'description', page.description),
    page.noindex && meta('name', 'robots', 'noindex'),
    url && `<link rel="canonical" href="${escapeHtml(url)}">`,
    meta('property', 'og:type', offer ? 'product' : 'website'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    url && meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    offer && meta('property', 'product:price:amount', String(offer.price)),
    offer && meta('property', 'product:price:currency', offer.priceCurrency),
    meta('name', 'twitter:card', page.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
    meta('name', 'twitter:image', image),
    ...jsonLdOf(page, siteOrigin).map((object) => `<script type="application/ld+json">${scriptJson(object)}</script>`),
  ];
  return tags.filter(Boolean).join('\n');
}
