// The product pages and their heads, exposed as './declaration' for page titles, the sitemap and
// the server render (docs/decisions/0009-route-ownership-declared-by-remotes.md). The items come
// from the catalogue's exposed data at run time, as on the page itself
// (docs/decisions/0007-product-reads-catalogue-data.md). No React, no CSS.
import type { PageHead, RouteDeclaration } from '@storefront/shell';
import type { CatalogueDataModule, CatalogueItem, CatalogueShareImagesModule } from '@storefront/types';
import { clampText, DESCRIPTION_MAX, jsonLd, pageTitle } from '@storefront/ui/head';
import { formatRupees } from '@storefront/ui/money';

const CATALOGUE_DATA = 'catalogue/data';
const CATALOGUE_SHARE_IMAGES = 'catalogue/shareImages';

/**
 * The item's head: its own description, cut to leave room for its price, which a link preview must
 * show; its picture; a Product with an Offer in rupees; and the trail the page shows (Services, its
 * category, the item).
 */
export function productHead(item: CatalogueItem, siteOrigin: string, shareImage?: string): PageHead {
  const path = `/product/${item.slug}`;
  const price = ` Price: ${formatRupees(item.price)}.`;
  return {
    path,
    title: pageTitle(item.name),
    description: `${clampText(item.description, DESCRIPTION_MAX - price.length)}${price}`,
    image: shareImage ?? item.image,
    jsonLd: [
      jsonLd({
        '@type': 'Product',
        name: item.name,
        description: item.description,
        image: shareImage ? [shareImage, ...item.images] : item.images,
        sku: item.slug,
        category: item.categoryName,
        url: new URL(path, siteOrigin).href,
        offers: {
          '@type': 'Offer',
          price: item.price,
          priceCurrency: 'INR',
          availability: 'https://schema.org/InStock',
          url: new URL(path, siteOrigin).href,
        },
      }),
    ],
    breadcrumbs: [
      { name: 'Services', path: '/services' },
      ...(item.categorySlug && item.categoryName
        ? [{ name: item.categoryName, path: `/services/${item.categorySlug}` }]
        : []),
      { name: item.name, path },
    ],
  };
}

const declaration: RouteDeclaration = {
  /** Every purchasable item's page. Rejects, naming the catalogue, when its data cannot be had. */
  async pages({ loadRemoteModule, siteOrigin }) {
    let data: CatalogueDataModule;
    try {
      data = await loadRemoteModule<CatalogueDataModule>(CATALOGUE_DATA);
    } catch (error) {
      throw new Error(`The product pages are listed from ${CATALOGUE_DATA}, which could not be loaded`, {
        cause: error,
      });
    }
    // A catalogue released before items() existed: say what to do rather than "not a function".
    if (typeof data.items !== 'function')
      throw new Error(`${CATALOGUE_DATA} has no items(): release the catalogue again`);
    // The link-preview pictures: a catalogue without them (released before they existed) leaves the item's own.
    const shares = await loadRemoteModule<CatalogueShareImagesModule>(CATALOGUE_SHARE_IMAGES).catch(() => null);
    return data.items().map((item) => productHead(item, siteOrigin, shares?.shareImageOf(item.image)));
  },
};

export default declaration;
