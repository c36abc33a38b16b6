/**
 * The names host and remotes agree on. Bump SHELL_CONTRACT_VERSION when a change to this
 * package would break a remote built against the previous one.
 */
export const SHELL_CONTRACT_VERSION = 1;

export const REMOTE_NAMES = ['catalogue', 'product', 'cart', 'careers', 'company'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Every remote exposes its pages as './Routes': a component rendering <Routes> for its URL prefixes. */
export const ROUTES_EXPOSE = './Routes';

export function routesModule(remote: RemoteName): string {
  return `${remote}/Routes`;
}

/** The runtime file the host reads at start: remote name -> URL of its mf-manifest.json. */
export type RemotesFile = Partial<Record<RemoteName, string>>;
