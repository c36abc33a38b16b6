// The module this app exposes as 'catalogue/data': how other apps (the product page) look up the
// catalogue at run time, so no app keeps a copy of its data. Typed by CatalogueDataModule.
import type { CatalogueDataModule } from '@storefront/types';
import * as lookup from './lookup';

export const findItem: CatalogueDataModule['findItem'] = (slug) => lookup.findItem(slug);
export const relatedItems: CatalogueDataModule['relatedItems'] = (slug, n) => lookup.relatedItems(slug, n);
export const items: CatalogueDataModule['items'] = () => lookup.allItems().filter(lookup.isPurchasable);
