import { inboxQuerySchema, type InboxQueryInput } from '@storefront/types/forms';

/**
 * The inbox's filter lives in the address's query (docs/product.md#inbox), so a reload or a shared
 * link shows the same list. These are the keys, in the order the address shows them; each is
 * checked with the api's own schema, and a value the api would refuse is left out. `spam=true`
 * lists only what was marked as spam; without it, only what was not.
 */
export const FILTER_KEYS = ['kind', 'status', 'from', 'to', 'q', 'spam', 'page'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type Filter = Partial<Record<FilterKey, string>>;

/** The filter an address's query holds: its valid, non-empty values only. */
export function readFilter(search: URLSearchParams): Filter {
  const filter: Filter = {};
  for (const key of FILTER_KEYS) {
    const value = search.get(key)?.trim();
    if (value && inboxQuerySchema.safeParse({ [key]: value } satisfies InboxQueryInput).success) filter[key] = value;
  }
  return filter;
}

/** The query string of a filter (no leading ?), empty values and page 1 left out. */
export function filterSearch(filter: Filter): string {
  const search = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filter[key];
    if (value && !(key === 'page' && value === '1')) search.set(key, value);
  }
  return search.toString();
}

/** The same filter without its page: what the CSV exports (every page), and where a changed filter starts. */
export function withoutPage({ page: _page, ...rest }: Filter): Filter {
  return rest;
}
