import { defineConfig } from 'vitest/config';
import { apiProjects } from './apps/api/vitest.projects.ts';

// Unit and component tests of every app and package, beside the code they test.
// The api's run twice, once per database engine (apps/api/vitest.projects.ts).
export default defineConfig({
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    // Vitest's default on 2 cores is one worker; the api's tests wait much of their time on child
    // processes, servers and timers, so a second one shortens the run (docs/performance.md#ci-time).
    maxWorkers: 2,
    environment: 'happy-dom',
    include: ['apps/*/src/**/*.test.{ts,tsx}', 'packages/*/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['test/setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    restoreMocks: true,
    projects: [
      { extends: true, test: { name: 'site', exclude: ['apps/api/**', '**/node_modules/**'] } },
      ...apiProjects,
    ],
  },
});
