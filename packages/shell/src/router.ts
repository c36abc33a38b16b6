/**
 * The router API every app uses, re-exported through the shell. The shell is a shared singleton,
 * so this is the page's one router (one context); and because only these names are re-exported,
 * the bundle carries just this part of react-router (add a name here when an app needs it) instead of all of it (see
 * docs/decisions/0002-shell-carries-router-and-store.md). Import these from '@storefront/shell', never
 * from react-router(-dom) directly: a direct import would be a second router that sees no routes.
 */
export {
  BrowserRouter,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  useNavigate,
  useLocation,
  useParams,
  useSearchParams,
} from 'react-router';
export type { LinkProps, NavLinkProps, NavigateFunction, Location, To, Params, SetURLSearchParams } from 'react-router';
