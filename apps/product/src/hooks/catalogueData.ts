import { useSyncExternalStore } from 'react';
import type { LoadRemoteModule } from '@storefront/shell';
import type { CatalogueDataModule } from '@storefront/types';

const CATALOGUE_DATA = 'catalogue/data';

// Per loader (one per page in the host, per test wrapper in tests): the load under way, and the data once it came.
const loading = new WeakMap<LoadRemoteModule, Promise<CatalogueDataModule>>();
const loaded = new WeakMap<LoadRemoteModule, CatalogueDataModule>();

/**
 * The catalogue's exposed data, loaded once per loader: the same promise for every caller, so a
 * render can suspend on it (React's use()). A failed load is forgotten, so the next call tries again.
 */
export function loadCatalogueData(load: LoadRemoteModule): Promise<CatalogueDataModule> {
  let promise = loading.get(load);
  if (!promise) {
    promise = load<CatalogueDataModule>(CATALOGUE_DATA).then(
      (data) => {
        loaded.set(load, data);
        return data;
      },
      (error: unknown) => {
        loading.delete(load);
        throw error;
      },
    );
    loading.set(load, promise);
  }
  return promise;
}

/** The catalogue's data if this loader already has it, without waiting. */
export function loadedCatalogueData(load: LoadRemoteModule): CatalogueDataModule | undefined {
  return loaded.get(load);
}

const noSubscription = () => () => undefined;

/**
 * True while the page is rendered to HTML (the render step) and while the browser hydrates that
 * HTML; false in a page rendered in the browser. Whatever a component shows while it is true must
 * be the same on both sides.
 */
export function useRenderedAsHtml(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}
