import { lazy } from 'react';
import { useHydrated } from '@storefront/shell/host';
import { useLiveSite } from '../site/SiteContext';

// Only a browser with a preview on downloads the banner (visitors never do).
const PreviewNotice = lazy(() => import(/* webpackChunkName: "preview-notice" */ './PreviewNotice'));

/** Says plainly when part of the page comes from a preview, with the way back to the live site. */
export function PreviewBanner() {
  const entries = Object.entries(useLiveSite().overrides);
  // Previews are this browser's own: the rendered page has no banner, so it comes after hydration.
  const hydrated = useHydrated();
  return entries.length && hydrated ? <PreviewNotice entries={entries} /> : null;
}
