// Bundles the server into dist/main.js (our workspace packages inlined, npm packages external),
// the scraper's and the importer's worker threads into dist/extract-worker.js and
// dist/import-worker.js beside it, and copies the SQL migrations.
//
//   node build.mjs           into dist/
//   node build.mjs <folder>  into another folder two levels below apps/, as dist/ is (the server
//                            tests' processes run a bundle of their own: test/support/server-bundle.ts)
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';

const outdir = process.argv[2] ?? 'dist';
if (path.basename(path.dirname(path.resolve(outdir, '..'))) !== 'apps') {
  throw new Error(
    `build.mjs: ${outdir} is not two levels below apps/, so the web app's files would not be found`,
  );
}
fs.rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: {
    main: 'src/main.ts',
    'extract-worker': '../../packages/scrape/src/worker/extract-worker.ts',
    'import-worker': '../../packages/scrape/src/import/import-worker.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  plugins: [
    {
      // npm packages stay external (installed beside the bundle); our workspace packages, which
      // export TypeScript source, are bundled in.
      name: 'external-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => {
          if (args.path.startsWith('@plateful/') || args.kind === 'entry-point') return undefined;
          return { path: args.path, external: true };
        });
      },
    },
  ],
  logLevel: 'warning',
});
fs.cpSync('src/db/migrations', path.join(outdir, 'migrations'), { recursive: true });
