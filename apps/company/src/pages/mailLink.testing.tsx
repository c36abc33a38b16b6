import { useLocation } from '@storefront/shell';
import { renderWithShell } from '@storefront/shell/testing';
import Routes from '../Routes';

/** The address's fragment, where a mail link's token arrives. */
function Hash() {
  return <span data-testid="hash">{useLocation().hash}</span>;
}

/** The company's pages at `route` (a mail's link), the api answering as `api` says; the fragment in `hash`. */
export const openLink = (route: string, api = {}) =>
  renderWithShell(
    <>
      <Routes />
      <Hash />
    </>,
    { route, api },
  );
