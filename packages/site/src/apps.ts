// The apps of the site, typed: apps.json (the one list of names, kinds, ports and labels) with each
// app's local origin. No Node module here: the host's and the shell's browser code import it too
// (the folders of the apps are in workspace.ts).
import apps from '../apps.json';

/** Every app's name, as apps.json lists them. */
export type AppName = keyof typeof apps;
export type AppKind = 'host' | 'remote' | 'api';
/** The remotes: every app but the one host and the one api (apps.json is checked for it below). */
export type RemoteName = Exclude<AppName, 'host' | 'api'>;

export interface App<Name extends AppName = AppName> {
  name: Name;
  kind: AppKind;
  port: number;
  /** What the host's fallback calls the app's area ("The catalogue is not available right now"). */
  label: string;
  /** http://localhost:<port> */
  origin: string;
}

const ALL: App[] = Object.entries(apps).map(([name, app]) => ({
  name: name as AppName,
  kind: app.kind as AppKind,
  port: app.port,
  label: app.label,
  origin: `http://localhost:${app.port}`,
}));

// The types above name the host "host" and the api "api": apps.json must agree.
for (const app of ALL) {
  const kind = app.name === 'host' || app.name === 'api' ? app.name : 'remote';
  if (app.kind !== kind) throw new Error(`apps.json: ${app.name} must be of kind "${kind}" (the host is "host", the api "api", every other app a remote)`);
}

/** The app of that name (typed by it: `appNamed('cart').label`). */
export function appNamed<Name extends AppName>(name: Name): App<Name> {
  const app = ALL.find((candidate): candidate is App<Name> => candidate.name === name);
  if (!app) throw new Error(`apps.json has no app "${name}"`);
  return app;
}

/** The web apps, built and served as static files: the host and the remotes. */
export const APPS: App[] = ALL.filter((app) => app.kind !== 'api');
export const HOST = appNamed('host');
export const API = appNamed('api');
export const REMOTES = ALL.filter((app): app is App<RemoteName> => app.kind === 'remote');
/** The remotes' names, in the order of apps.json. */
export const REMOTE_NAMES: readonly RemoteName[] = REMOTES.map((app) => app.name);
