/**
 * @storefront/shell: what a remote may use of the host. This is the contract of
 * docs/decisions/0004-contract-versions.md: every export here is frozen for the contract version in
 * contract.json. What only the host (and tests) need is in '@storefront/shell/host'.
 */
export { useCart } from './cart/CartProvider';
export type { CartApi } from './cart/CartProvider';
export { useNotify } from './notify';
export type { NotifyApi, NotifyKind, NotifyOptions } from './notify';
export { useAuthDialog } from './authDialog';
export type { AuthDialogApi, AuthMode } from './authDialog';
export { SHELL_CONTRACT_VERSION } from './remotes';
export type { RemoteName, RouteDeclaration, PageHead, RouteContext } from './remotes';
export * from './router';
export { useLoadRemoteModule } from './remoteModules';
export type { LoadRemoteModule } from './remoteModules';
export { readStored, readStoredJson, writeStored, writeStoredJson } from './storage';
export * from './api';
