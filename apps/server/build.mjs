// Bundles the server into dist/main.js (our workspace packages inlined, npm packages external)
// and copies the SQL migrations beside it.
import { build } from 'esbuild';
import fs from 'node:fs';

fs.rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  plugins: [
    {
      name: 'inline-workspace-packages',
      setup(b) {
        b.onResolve({ filter: /^@plateful\// }, async (args) => {
          const result = await b.resolve(args.path, {
            kind: args.kind,
            resolveDir: args.resolveDir,
            pluginData: 'inner',
          });
          return { path: result.path, external: false };
        });
      },
    },
  ],
  logLevel: 'warning',
});
fs.cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
