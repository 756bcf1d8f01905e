// Starts the import reader's worker from the TypeScript sources (development, tests). The server's
// build bundles the worker into dist/import-worker.js instead, which needs none of this.
import { register } from 'tsx/esm/api';

register();
await import('./import-worker.ts');
