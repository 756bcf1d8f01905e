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
    // jsdom renders and lazy imports are slow on a busy 2-core machine.
    testTimeout: 15_000,
    setupFiles: ['./src/test-setup.ts'],
  },
});
