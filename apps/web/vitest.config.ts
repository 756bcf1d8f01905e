import { defineProject } from 'vitest/config';
import webPackage from './package.json' with { type: 'json' };

export default defineProject({
  define: {
    __APP_VERSION__: JSON.stringify(webPackage.version),
  },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    // Files share a worker's page and its loaded libraries (React, jsdom, testing-library); the
    // setup file unloads the app's own modules and empties storage before each file, so each
    // still starts as a page of its own (session 43: 123 s of CPU -> 22 s, shuffled orders pass).
    isolate: false,
    // jsdom renders and lazy imports are slow on a busy 2-core machine.
    testTimeout: 15_000,
    setupFiles: ['./src/test-setup.ts'],
  },
});
