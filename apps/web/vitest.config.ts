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
    setupFiles: ['./src/test-setup.ts'],
  },
});
