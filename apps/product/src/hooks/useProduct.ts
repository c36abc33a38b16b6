import { useEffect, useState } from 'react';
import { useLoadRemoteModule } from '@storefront/shell';
import { toProductSnapshot, type CatalogueDataModule, type CatalogueItem, type ProductSnapshot } from '@storefront/types';
import { readSnapshotFor, writeSnapshot } from '../data/snapshot';
import { loadCatalogueData, loadedCatalogueData } from './catalogueData';

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
  const recommendations = data.relatedItems(item.slug, RECOMMENDATION_COUNT).slice(0, RECOMMENDATION_COUNT).map(toRecommendation);
  return { status: 'found', product: toProductSnapshot(item), source: 'catalogue', recommendations };
}

/**
 * The product for a URL id. The catalogue's exposed data ('catalogue/data') is the source, so a
 * link works on a fresh browser; the stored snapshot shows at once while the catalogue answers
 * and is the fallback when the catalogue cannot be reached. An id the catalogue does not know is
 * not found. When the catalogue finds the item, the snapshot is written for next time
 * (docs/decisions/0007-product-reads-catalogue-data.md). When the catalogue's data is already
 * there (a rendered page waited for it), the item shows from the first render, with no snapshot.
 */
export function useProduct(id: string): ProductState {
  const load = useLoadRemoteModule();
  const [result, setResult] = useState<{ id: string; state: ProductState } | null>(() => {
    const data = loadedCatalogueData(load);
    return data ? { id, state: fromCatalogue(data, id) } : null;
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
    const stored = readSnapshotFor(id);
    setResult({
      id,
      state: stored ? { status: 'found', product: stored, source: 'snapshot', recommendations: [] } : { status: 'loading' },
    });
    loadCatalogueData(load).then(
      (data) => {
        if (current) show(data);
      },
      (error: unknown) => {
        if (!current) return;
        console.warn('The catalogue could not be reached; showing the stored product if there is one.', error);
        setResult({ id, state: stored ? { status: 'found', product: stored, source: 'snapshot', recommendations: [] } : { status: 'not-found' } });
      },
    );
    return () => {
      current = false;
    };
  }, [id, load]);

  if (!result || result.id !== id) {
    const data = loadedCatalogueData(load);
    return data ? fromCatalogue(data, id) : { status: 'loading' };
  }
  return result.state;
}
