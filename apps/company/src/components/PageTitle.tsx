import { useDocumentTitle } from '@storefront/ui';

/** Names the browser tab after the page. */
export function PageTitle({ children }: { children: string }) {
  useDocumentTitle(children);
  return null;
}
