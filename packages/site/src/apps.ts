// The apps of the site, typed: apps.json (the one list of names, kinds, ports and labels) with each
// app's local origin. No Node module here: the host's and the shell's browser code import it too
// (kept small: it is in their first-load chunks; apps.test.ts checks apps.json against the types).
import apps from '../apps.json' with { type: 'json' };

/** Every app's name, as apps.json lists them. */
export type AppName = keyof typeof apps;
export type AppKind = 'host' | 'remote' | 'api';
/** The remotes: every app but the one host and the one api (apps.test.ts checks apps.json agrees). */
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

/** The app of that name, typed by it (`appNamed('cart').label`). */
export function appNamed<Name extends AppName>(name: Name): App<Name> {
  const { kind, port, label } = apps[name];
  return { name, kind: kind as AppKind, port, label, origin: `http://localhost:${port}` };
}

/** Every app, in the order of apps.json. */
const ALL: App[] = /* @__PURE__ */ (Object.keys(apps) as AppName[]).map((name) => appNamed(name));

/** The web apps, built and served as static files: the host and the remotes. */
export const APPS: App[] = /* @__PURE__ */ ALL.filter((app) => app.kind !== 'api');
export const HOST = /* @__PURE__ */ ALL.find((app): app is App<'host'> => app.kind === 'host')!;
export const API = /* @__PURE__ */ ALL.find((app): app is App<'api'> => app.kind === 'api')!;
export const REMOTES: App<RemoteName>[] = /* @__PURE__ */ ALL.filter(
  (app): app is App<RemoteName> => app.kind === 'remote',
);
/** The remotes' names, in the order of apps.json. */
export const REMOTE_NAMES: readonly RemoteName[] = /* @__PURE__ */ REMOTES.map((app) => app.name);
