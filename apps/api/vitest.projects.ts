import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProjectInlineConfiguration } from 'vitest/config';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The api's tests, twice: on the embedded engine (the default) and on PostgreSQL + Redis, each
 * started once per run by test/servers.ts. Used by the root vitest.config.ts.
 */
export const API_ENGINES = ['embedded', 'postgresql'] as const;

export const apiProjects: TestProjectInlineConfiguration[] = API_ENGINES.map((engine) => ({
  test: {
    name: `api-${engine}`,
    root: ROOT,
    include: ['apps/api/src/**/*.test.{ts,tsx}'],
    // Tests of what only a server deployment has (two processes, a server going away).
    exclude: engine === 'embedded' ? ['**/*.postgresql.test.ts'] : [],
    environment: 'node',
    env: { API_TEST_ENGINE: engine },
    globalSetup: ['apps/api/test/servers.ts'],
    // Child-process tests (kill -9, two processes, shutdown) take seconds each.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
}));
