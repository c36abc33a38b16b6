import type { CatalogueItem } from '@storefront/types';

/** The words of a query: trimmed, lowercased, split on white space. */
export function queryWords(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}

/**
 * Items whose name, category or description contain every word of the query, ignoring case;
 * name matches first, then category matches, then description matches, each in catalogue order.
 * The query is plain text: nothing in it is interpreted (no patterns, no markup).
 */
export function searchItems(items: readonly CatalogueItem[], query: string): CatalogueItem[] {
  const words = queryWords(query);
  if (!words.length) return [];
  const scored: { item: CatalogueItem; score: number; order: number }[] = [];
  items.forEach((item, order) => {
    const name = item.name.toLowerCase();
    const category = item.categoryName.toLowerCase();
    const description = item.description.toLowerCase();
    let score = 0;
    for (const word of words) {
      // 0 for a word in the name, 1 in the category, 2 in the description; no match leaves the item out.
      const rank = [name, category, description].findIndex((field) => field.includes(word));
      if (rank < 0) return;
      score += rank;
    }
    scored.push({ item, score, order });
  });
  return scored.sort((a, b) => a.score - b.score || a.order - b.order).map((s) => s.item);
}
