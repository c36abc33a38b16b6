export interface App {
  name: string;
  kind: 'host' | 'remote' | 'api';
  port: number;
  /** What the host's fallback calls the app's area ("The catalogue is not available right now"). */
  label: string;
  dir: string;
  dist: string;
  /** http://localhost:<port> */
  origin: string;
}
export const ROOT: string;
export const APPS: App[];
export const HOST: App;
export const REMOTES: App[];
export const API: App;
