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
    css: { modules: { classNameStrategy: 'non-scoped' } },
    restoreMocks: true,
    projects: [
      // A test that needs a document (a component, a hook, storage) is `*.test.tsx` or
      // `*.dom.test.ts`; any other runs in plain Node, without happy-dom and Testing Library.
      // Those run in VM contexts, which share the loaded libraries between files where a fresh
      // process per file loads React, happy-dom and Testing Library again: half the time
      // (docs/performance.md#ci-time).
      {
        extends: true,
        test: {
          name: 'site',
          include: ['{apps,packages}/*/src/**/*.{test.tsx,dom.test.ts}'],
          exclude: ['apps/api/**', '**/node_modules/**'],
          environment: 'happy-dom',
          setupFiles: ['test/setup.ts'],
          pool: 'vmThreads',
        },
      },
      {
        extends: true,
        test: {
          name: 'logic',
          include: ['{apps,packages}/*/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['apps/api/**', '**/*.dom.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
      ...apiProjects,
    ],
  },
});
