/**
 * Everything of the shell, as ONE shared module on the page (packages/rspack-config shares this entry, not
 * the two that re-export it): '@storefront/shell' (what remotes may use) and '@storefront/shell/host'
 * (what only the host uses) re-export from here by package name, so each context, the router and the
 * store's code exist once, in the chunk the host provides. No app imports this entry (lint).
 */
export { useCart } from './cart/useCart';
export type { CartApi } from './cart/useCart';
export { useNotify } from './notify';
export type { NotifyApi, NotifyKind, NotifyOptions } from './notify';
export { useAuthDialog } from './authDialog';
export type { AuthDialogApi, AuthMode } from './authDialog';
export {
  SHELL_CONTRACT_VERSION,
  CONTRACT_EXPOSE,
  REMOTE_NAMES,
  ROUTES_EXPOSE,
  DECLARATION_EXPOSE,
  isRemoteName,
  remoteLabel,
  routesModule,
} from './remotes';
export type { RemoteName, RemoteContract, RouteDeclaration, PageHead, RouteContext } from './remotes';
export * from './router';
export { useLoadRemoteModule } from './remoteModules';
export type { LoadRemoteModule } from './remoteModules';
export { readStored, readStoredJson, writeStored, writeStoredJson } from './storage';
export * from './api';
export { ShellProviders } from './ShellProviders';
export type { ShellProvidersProps } from './ShellProviders';
export { makeStore, makePersistedStore } from './cart/store';
export type { AppStore, PersistedStore, RootState, AppDispatch } from './cart/store';
export { useHydrated } from './hydration';
export { CART_KEY } from './cart/storage';
export { TOKEN_KEY } from './api/token';
