export function releasesDir(): string;
export function createRelease(app: string, distDir: string, version: string, root?: string): { id: string; dir: string; created: boolean };
export function listReleases(app: string, root?: string): string[];
export function currentRelease(app: string, root?: string): { release: string; previous: string | null; at: string } | null;
export function history(app: string, root?: string): { action: string; app: string; release: string; previous: string | null; at: string }[];
/** The render step of a promote or rollback (scripts/release-pages.mjs renderInFreshProcess by default). */
export type RenderPages = (job: {
  root: string;
  app: string;
  remotesJson: Record<string, unknown>;
  hostDir: string;
  previousDir: string | null;
  outDir: string;
  base: string;
}) => Promise<void>;
type Pointed = { release: string; previous: string | null; at: string; pages: string | null };
export function livePages(root?: string): string | null;
export function promote(app: string, release: string, root?: string, render?: RenderPages): Promise<Pointed>;
export function rollback(app: string, root?: string, render?: RenderPages): Promise<Pointed>;
