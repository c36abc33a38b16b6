export function releasesDir(): string;
export function createRelease(app: string, distDir: string, version: string, root?: string): { id: string; dir: string; created: boolean };
export function listReleases(app: string, root?: string): string[];
export function currentRelease(app: string, root?: string): { release: string; previous: string | null; at: string } | null;
export function history(app: string, root?: string): { action: string; app: string; release: string; previous: string | null; at: string }[];
export function promote(app: string, release: string, root?: string): Promise<{ release: string; previous: string | null; at: string }>;
export function rollback(app: string, root?: string): Promise<{ release: string; previous: string | null; at: string }>;
