// Starts the extractor's worker from the TypeScript sources (development, tests, the CLI). The
// server's build bundles the worker into dist/extract-worker.js instead, which needs none of this.
import { register } from 'tsx/esm/api';

register();
await import('./extract-worker.ts');
