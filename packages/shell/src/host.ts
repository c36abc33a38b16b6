/**
 * @storefront/shell/host: what only the host composes the page with (and tests and the dev shell
 * stand in for): the provider tree, the store, the remotes' names and the contract check. Lint keeps
 * remotes off this entry; they use '@storefront/shell'.
 */
export { ShellProviders } from './ShellProviders';
export type { ShellProvidersProps } from './ShellProviders';
export { makeStore, makePersistedStore } from './cart/store';
export type { AppStore, RootState, AppDispatch } from './cart/store';
export { CART_KEY } from './cart/storage';
export { TOKEN_KEY } from './api/token';
export { SHELL_CONTRACT_VERSION, CONTRACT_EXPOSE, REMOTE_NAMES, ROUTES_EXPOSE, DECLARATION_EXPOSE, isRemoteName, routesModule } from './remotes';
export type { RemoteName, RemoteContract, RouteDeclaration, PageHead, RouteContext } from './remotes';
