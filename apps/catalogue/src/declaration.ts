// The catalogue's pages and their heads, exposed as './declaration' for page titles, the sitemap
// and the server render (docs/decisions/0009-route-ownership-declared-by-remotes.md). No React, no
// CSS: only the catalogue data.
import type { PageHead, RouteDeclaration } from '@storefront/shell';
import type { CatalogueCategory, CatalogueItem, CatalogueTab } from '@storefront/types';
import { clampText, DESCRIPTION_MAX, jsonLd, listWords, organization, pageTitle } from '@storefront/ui/head';
import { formatRupees } from '@storefront/ui/money';
import { CATEGORY_ALIASES, TABS } from './data/catalogue';
import { allItems, resolveSlug } from './data/lookup';
import { shareImageOf } from './data/shareImages';

const fromPrice = (items: readonly CatalogueItem[]) => formatRupees(Math.min(...items.map((item) => item.price)));

/** "A, B and C", or "A, B and 3 more" when fewer names fit. */
function nameList(names: readonly string[], shown: number): string {
  const rest = names.length - shown;
  return rest > 0 ? `${names.slice(0, shown).join(', ')} and ${rest} more` : listWords(names);
}

/** As many of the category's services as fit, and the lowest rate. */
function categoryDescription(category: CatalogueCategory, tab: CatalogueTab): string {
  if (!category.items.length) {
    // What the page says for an empty category (docs/product.md#services-catalogue).
    return `${category.name} services from Brandwala Media's ${tab.name} range are coming soon. We're working hard to bring something amazing.`;
  }
  const names = category.items.map((item) => item.name);
  const tail = ` Rates from ${fromPrice(category.items)}.`;
  for (let shown = names.length; shown > 1; shown--) {
    const text = `${category.name} services from Brandwala Media: ${nameList(names, shown)}.${tail}`;
    if (text.length <= DESCRIPTION_MAX) return text;
  }
  return clampText(`${category.name} services from Brandwala Media: ${nameList(names, 1)}.${tail}`);
}

/** /services/{slug} of an item with sub-items (Shows): its own description and its formats' lowest rate. */
function listingDescription(item: CatalogueItem): string {
  const tail = ` Formats from ${fromPrice(item.subItems ?? [item])}.`;
  return `${clampText(item.description, DESCRIPTION_MAX - tail.length)}${tail}`;
}

/**
 * Every page the catalogue renders, once: home, search, each category and each listing of
 * sub-items. Not the other addresses of the same pages (/services, /media, /fashion, /podcast,
 * a tab id, a category alias): those show a page listed here, its canonical address.
 */
function cataloguePages(siteOrigin: string): PageHead[] {
  const categories = TABS.flatMap((tab) =>
    tab.categories.map((category) => ({
      path: `/services/${category.slug}`,
      title: pageTitle(`${category.name} Services`),
      description: categoryDescription(category, tab),
      image: shareImageOf(category.image) ?? category.image,
    })),
  );
  // A listing shows the trail its category, then itself (docs/product.md#services-catalogue).
  const listings = allItems()
    .filter((item) => item.subItems?.length)
    .map((item) => ({
      path: `/services/${item.slug}`,
      title: pageTitle(item.name),
      description: listingDescription(item),
      image: shareImageOf(item.image) ?? item.image,
      breadcrumbs: [
        { name: item.categoryName, path: `/services/${item.categorySlug}` },
        { name: item.name, path: `/services/${item.slug}` },
      ],
    }));
  const description =
    'The advertising partner for brands across India: TV, radio and outdoor media, digital marketing, events and studio production, with rates up front.';
  return [
    {
      path: '/',
      title: pageTitle('Advertising, Marketing and Media Agency in India'),
      description,
      jsonLd: [jsonLd({ ...organization(siteOrigin), description, areaServed: 'IN' })],
    },
    {
      path: '/search',
      title: pageTitle('Search Services'),
      description:
        'Search every Brandwala Media service by name, category or idea, from podcasts to Diwali campaigns, and see its rate in rupees.',
    },
    ...categories,
    ...listings,
  ];
}

/** The category page a slug resolves to, as the services page resolves it. */
function categoryPath(slug: string): string {
  const resolved = resolveSlug(slug);
  if (resolved.kind !== 'category') throw new Error(`${slug} is not a category`);
  return `/services/${resolved.category.slug}`;
}

/**
 * The other addresses of those pages, each with the page it shows: /services and the header's
 * /media, /fashion and /podcast (see Routes.tsx), a tab's id, a category's old name.
 */
export function catalogueAliases(): Record<string, string> {
  return Object.fromEntries([
    ['/services', categoryPath('')],
    ...['media', 'fashion', 'podcast'].map((slug) => [`/${slug}`, categoryPath(slug)]),
    ...TABS.map((tab) => [`/services/${tab.id}`, categoryPath(tab.id)]),
    ...Object.keys(CATEGORY_ALIASES).map((alias) => [`/services/${alias}`, categoryPath(alias)]),
  ]);
}

const declaration: RouteDeclaration = {
  pages: async ({ siteOrigin }) => cataloguePages(siteOrigin),
  aliases: catalogueAliases(),
};

export default declaration;
