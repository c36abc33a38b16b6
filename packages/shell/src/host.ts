/**
 * @storefront/shell/host: what only the host composes the page with (and tests and the dev shell
 * stand in for): the provider tree, the store, the remotes' names and the contract check. Lint keeps
 * remotes off this entry; they use '@storefront/shell'.
 */
export {
  ShellProviders,
  makeStore,
  makePersistedStore,
  useHydrated,
  CART_KEY,
  TOKEN_KEY,
  SHELL_CONTRACT_VERSION,
  CONTRACT_EXPOSE,
  REMOTE_NAMES,
  ROUTES_EXPOSE,
  DECLARATION_EXPOSE,
  isRemoteName,
  remoteLabel,
  routesModule,
} from '@storefront/shell/internal';
export type {
  ShellProvidersProps,
  AppStore,
  PersistedStore,
  RootState,
  AppDispatch,
  RemoteName,
  RemoteContract,
  RouteDeclaration,
  PageHead,
  RouteContext,
} from '@storefront/shell/internal';
