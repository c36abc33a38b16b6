import type { CatalogueCategory, CatalogueItem, CatalogueTab } from '@storefront/types';
import { CATEGORY_ALIASES, TABS } from './catalogue';

/** What a /services/{slug} address shows. */
export type Resolved =
  | { kind: 'category'; tab: CatalogueTab; category: CatalogueCategory }
  | { kind: 'sub-items'; tab: CatalogueTab; category: CatalogueCategory; item: CatalogueItem }
  | { kind: 'not-found'; slug: string };

interface Index {
  categories: Map<string, { tab: CatalogueTab; category: CatalogueCategory }>;
  /** Every node, sub-items included, in catalogue order. */
  items: CatalogueItem[];
  bySlug: Map<string, CatalogueItem>;
}

let index: Index | null = null;

function buildIndex(): Index {
  const categories = new Map<string, { tab: CatalogueTab; category: CatalogueCategory }>();
  const items: CatalogueItem[] = [];
  const visit = (item: CatalogueItem) => {
    items.push(item);
    item.subItems?.forEach(visit);
  };
  for (const tab of TABS) {
    for (const category of tab.categories) {
      categories.set(category.slug, { tab, category });
      category.items.forEach(visit);
    }
  }
  return { categories, items, bySlug: new Map(items.map((item) => [item.slug, item])) };
}

function getIndex(): Index {
  index ??= buildIndex();
  return index;
}

/** Every catalogue node in catalogue order, sub-items included (after their parent). */
export function allItems(): readonly CatalogueItem[] {
  return getIndex().items;
}

/** An item a visitor can buy: any node that is not a listing of sub-items. */
export function isPurchasable(item: CatalogueItem): boolean {
  return !item.subItems?.length;
}

/** The tab and category of a category slug (aliases included), or null. */
export function findCategory(slug: string): { tab: CatalogueTab; category: CatalogueCategory } | null {
  const key = slug.toLowerCase();
  const target = Object.hasOwn(CATEGORY_ALIASES, key) ? CATEGORY_ALIASES[key] : key;
  return (target && getIndex().categories.get(target)) || null;
}

/** Any node by slug, listings included. */
export function findNode(slug: string): CatalogueItem | undefined {
  return getIndex().bySlug.get(slug.toLowerCase());
}

/** The item with this slug if it can be bought (the product page's item). */
export function findItem(slug: string): CatalogueItem | undefined {
  const item = findNode(slug);
  return item && isPurchasable(item) ? item : undefined;
}

/**
 * Up to n other purchasable items to suggest beside one: its siblings first (same parent, then
 * same category), then the rest of its tab, in catalogue order. Unknown slug: none.
 */
export function relatedItems(slug: string, n = 3): CatalogueItem[] {
  const item = findNode(slug);
  if (!item || n <= 0) return [];
  const candidates = allItems().filter((other) => other.slug !== item.slug && isPurchasable(other));
  const rank = (other: CatalogueItem) =>
    item.parentSlug && other.parentSlug === item.parentSlug
      ? 0
      : other.categorySlug === item.categorySlug
        ? 1
        : other.tab === item.tab
          ? 2
          : 3;
  return candidates
    .map((other, order) => ({ other, order, rank: rank(other) }))
    .filter((c) => c.rank < 3)
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .slice(0, Math.floor(n))
    .map((c) => c.other);
}

/**
 * What /services/{slug} shows. No slug: the first tab's first category. A category slug or alias:
 * that category. A tab id: its first category. An item with sub-items (Shows): the sub-item listing.
 */
export function resolveSlug(raw: string | undefined): Resolved {
  const slug = (raw ?? '').trim().toLowerCase();
  const first = TABS[0]!;
  if (!slug) return { kind: 'category', tab: first, category: first.categories[0]! };
  const category = findCategory(slug);
  if (category) return { kind: 'category', ...category };
  const tab = TABS.find((t) => t.id === slug);
  if (tab && tab.categories[0]) return { kind: 'category', tab, category: tab.categories[0] };
  const node = findNode(slug);
  if (node?.subItems?.length) {
    const home = getIndex().categories.get(node.categorySlug);
    if (home) return { kind: 'sub-items', ...home, item: node };
  }
  return { kind: 'not-found', slug: raw ?? '' };
}
