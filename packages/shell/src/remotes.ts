import contract from './contract.json';

/**
 * The version of the host/remote contract (this package's API and the exposed modules' shape).
 * Bump it in contract.json when a change would break a remote built against the previous one:
 * a remote built for another version then shows its fallback instead of crashing.
 */
export const SHELL_CONTRACT_VERSION: number = contract.version;

/** Every remote also exposes './contract' (added by the build): { shellContract: number }. */
export const CONTRACT_EXPOSE = './contract';
export interface RemoteContract {
  shellContract: number;
}

/** The remotes of apps.json, as a type (remotes.test.ts checks that the two agree). */
export const REMOTE_NAMES = ['catalogue', 'product', 'cart', 'careers', 'company'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Every remote exposes its pages as './Routes': a component rendering <Routes> for its URL prefixes. */
export const ROUTES_EXPOSE = './Routes';

export function routesModule(remote: RemoteName): string {
  return `${remote}/Routes`;
}

/** The runtime file the host reads at start: remote name -> URL of its mf-manifest.json. */
export type RemotesFile = Partial<Record<RemoteName, string>>;
