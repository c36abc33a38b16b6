import { use, useEffect, useState } from 'react';
import { useLoadRemoteModule } from '@storefront/shell';
import {
  readProductSnapshot,
  toProductSnapshot,
  type CatalogueDataModule,
  type CatalogueItem,
  type ProductSnapshot,
} from '@storefront/types';
import { readSnapshotFor, writeSnapshot } from '../data/snapshot';
import { loadCatalogueData, loadedCatalogueData, useRenderedAsHtml } from './catalogueData';

/** A suggestion under 'You May Also Like'. */
export interface Recommendation {
  id: string;
  name: string;
  price: number;
  image: string;
}

export type ProductState =
  | { status: 'loading' }
  | { status: 'found'; product: ProductSnapshot; source: 'catalogue' | 'snapshot'; recommendations: Recommendation[] }
  | { status: 'not-found' };

const RECOMMENDATION_COUNT = 3;

function toRecommendation(item: CatalogueItem): Recommendation {
  return { id: item.slug, name: item.name, price: item.price, image: item.image };
}

/** The item for a URL id as the catalogue has it: found with its recommendations, or not found. */
function fromCatalogue(data: CatalogueDataModule, id: string): ProductState {
  const item = data.findItem(id.trim());
  if (!item) return { status: 'not-found' };
  const recommendations = data
    .relatedItems(item.slug, RECOMMENDATION_COUNT)
    .slice(0, RECOMMENDATION_COUNT)
    .map(toRecommendation);
  return { status: 'found', product: toProductSnapshot(item), source: 'catalogue', recommendations };
}

/**
 * The attribute a rendered product page carries its item and suggestions in (JSON), so the browser
 * hydrates it as it was rendered with no wait for the catalogue's data (which may be down).
 */
export const RENDERED_PRODUCT_ATTRIBUTE = 'data-rendered-product';

export function renderedProductValue(product: ProductSnapshot, recommendations: Recommendation[]): string {
  return JSON.stringify({ product, recommendations });
}

function isRecommendation(value: unknown): value is Recommendation {
  if (typeof value !== 'object' || value === null) return false;
  const { id, name, price, image } = value as Record<string, unknown>;
  return typeof id === 'string' && typeof name === 'string' && typeof price === 'number' && typeof image === 'string';
}

/**
 * The item a rendered page was drawn with, read from its HTML while it hydrates: null if there is
 * none, if it is another item's, or if it is unreadable (then the page waits for the catalogue).
 */
export function renderedProduct(id: string, root: ParentNode | undefined = globalThis.document): ProductState | null {
  const raw = root?.querySelector(`[${RENDERED_PRODUCT_ATTRIBUTE}]`)?.getAttribute(RENDERED_PRODUCT_ATTRIBUTE);
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { product, recommendations } = value as { product?: unknown; recommendations?: unknown };
  const valid = readProductSnapshot(product);
  if (!valid || valid.slug.toLowerCase() !== id.trim().toLowerCase()) return null;
  // As the HTML has it (the same markup at hydration), once it is known to be a readable item.
  return {
    status: 'found',
    product: product as ProductSnapshot,
    source: 'catalogue',
    recommendations: Array.isArray(recommendations) ? recommendations.filter(isRecommendation) : [],
  };
}

/**
 * The product for a URL id. The catalogue's exposed data ('catalogue/data') is the source, so a
 * link works on a fresh browser; the stored snapshot shows at once while the catalogue answers
 * and is the fallback when the catalogue cannot be reached. An id the catalogue does not know is
 * not found. When the catalogue finds the item, the snapshot is written for next time
 * (docs/decisions/0007-product-reads-catalogue-data.md). When the catalogue's data is already
 * there (the render step waited for it), or the rendered HTML carries the item (hydration), the
 * item shows from the first render; the catalogue is then asked in the background.
 */
export function useProduct(id: string): ProductState {
  const load = useLoadRemoteModule();
  const hydrating = useRenderedAsHtml();
  const [fromHtml] = useState(() => (hydrating ? renderedProduct(id) : null));
  // The page's HTML waits for the catalogue, so it carries the product itself rather than
  // "Loading..."; the browser hydrates from the item that HTML carries, without waiting for the
  // catalogue, which may be down.
  if (hydrating && !fromHtml) use(loadCatalogueData(load));
  const [result, setResult] = useState<{ id: string; state: ProductState } | null>(() => {
    const data = loadedCatalogueData(load);
    if (data) return { id, state: fromCatalogue(data, id) };
    return fromHtml ? { id, state: fromHtml } : null;
  });

  useEffect(() => {
    let current = true;
    const show = (data: CatalogueDataModule) => {
      const state = fromCatalogue(data, id);
      if (state.status === 'found') writeSnapshot(state.product);
      setResult({ id, state });
    };
    const known = loadedCatalogueData(load);
    if (known) {
      show(known);
      return;
    }
    // The rendered page's item stays on screen (and is the snapshot for next time) while the catalogue answers.
    const rendered =
      fromHtml?.status === 'found' && fromHtml.product.slug.toLowerCase() === id.trim().toLowerCase() ? fromHtml : null;
    const stored = readSnapshotFor(id);
    if (rendered?.status === 'found') writeSnapshot(rendered.product);
    else
      setResult({
        id,
        state: stored
          ? { status: 'found', product: stored, source: 'snapshot', recommendations: [] }
          : { status: 'loading' },
      });
    loadCatalogueData(load).then(
      (data) => {
        if (current) show(data);
      },
      (error: unknown) => {
        if (!current) return;
        console.warn('The catalogue could not be reached; showing the stored product if there is one.', error);
        if (!rendered)
          setResult({
            id,
            state: stored
              ? { status: 'found', product: stored, source: 'snapshot', recommendations: [] }
              : { status: 'not-found' },
          });
      },
    );
    return () => {
      current = false;
    };
  }, [id, load, fromHtml]);

  if (!result || result.id !== id) {
    const data = loadedCatalogueData(load);
    return data ? fromCatalogue(data, id) : { status: 'loading' };
  }
  return result.state;
}
