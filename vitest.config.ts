import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { useMemoryTmpdir } from './scripts/memory-tmpdir.ts';

// Each server test file's database copy, and the test servers' data, in memory where there is room.
useMemoryTmpdir();

const serverProject = (engine: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  test: {
    name: `server-${engine}`,
    root: 'apps/server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Process-level tests of the embedded database run once; PostgreSQL has its own.
    exclude:
      engine === 'pglite' ? ['test/postgres-*.test.ts'] : ['test/process*.test.ts', 'src/**'],
    environment: 'node',
    // A worker keeps the server's modules between files: each file built its own app from the
    // same modules after 2-5 s of importing them (session 37: the PGlite project 197 s -> 164 s).
    // Every file starts its own server on its own database, so nothing else is shared.
    isolate: false,
    env: { PLATEFUL_TEST_DB: engine },
    // One migrated, seeded database per run that each file's database is a copy of, and the
    // server bundled once for the tests that start it as a process.
    globalSetup: ['test/support/database-template.ts', 'test/support/server-bundle.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

/**
 * A package's own tests. Its files share a worker's modules (`isolate: false`): they test pure
 * functions or start what they need themselves, and each file importing the package anew cost
 * more than its tests (session 43: core 69 s of CPU -> 31 s, every file passing in shuffled
 * orders). Property tests run a thousand cases: the timeout is a ceiling for a busy machine.
 */
const packageProject = (
  name: string,
  root: string,
  testTimeout = 30_000,
): TestProjectInlineConfiguration => ({
  test: {
    name,
    root,
    include: ['src/**/*.test.ts'],
    environment: 'node',
    isolate: false,
    testTimeout,
  },
});

// Server tests run on PGlite always, and a second time on PostgreSQL when TEST_DATABASE_URL is set.
const serverProjects = [
  serverProject('pglite'),
  ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
];

// One Vitest run covers every package; each package is a project with its own environment.
export default defineConfig({
  test: {
    // Vitest's default on two cores is one file at a time; most server tests wait on HTTP and
    // the database, so two files at once finish sooner (`--maxWorkers` overrides it).
    maxWorkers: 2,
    projects: [
      packageProject('core', 'packages/core'),
      packageProject('contracts', 'packages/contracts'),
      packageProject('scrape', 'packages/scrape'),
      // Each test runs the command as a process, and the first after a source changed builds it
      // first: a ceiling for a busy two-core machine, not a target.
      packageProject('cli', 'apps/cli', 90_000),
      ...serverProjects,
      'apps/web/vitest.config.ts',
    ],
  },
});
