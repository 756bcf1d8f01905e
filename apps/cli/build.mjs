// The CLI's bundle: esbuild bundles `src/main.ts` into apps/cli/dist/<id>/plateful.js, each
// command of `src/commands/` into a file of its own beside it (`list.js`, `scrape.js`…, loaded
// when the command runs) and the scraper's worker thread into `extract-worker.js`, each with every
// package it uses; `dist/build.json` names that directory and the source files it was made from.
// Each file is bundled on its own (no shared chunks): a command's file then holds only what that
// command uses (esbuild's code splitting kept all of zod in `list`'s chunks, as the scraper uses
// it). `bin/plateful.js` runs the bundle, and imports this module to build it first when
// `currentBuild()` (load-bundle.cjs) finds none or a source newer than it (decision 0023).
// `plateful.js` and the commands are CommonJS, run by load-bundle.cjs with V8's code cache kept
// beside them; the worker, which Node starts itself, is an ES module.
//
// Run: `node apps/cli/build.mjs` (part of `npm run build`).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { currentBuild, entryOf } from './load-bundle.cjs';

// The bin checks the stamp without loading this module (load-bundle.cjs); tests import them here.
export { currentBuild, entryOf };

const CLI_DIR = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(CLI_DIR, '../..');
const DIST = path.join(CLI_DIR, 'dist');
/** Stands for every npm package bundled in: npm rewrites it whenever node_modules changes. */
const INSTALLED = 'node_modules/.package-lock.json';
/** Builds older than this, other than the current one, are removed by the next build. */
const OLD_BUILD_MS = 60 * 60 * 1000;

/**
 * Bundles the CLI and records it as current. Safe to run in several processes at once: each build
 * lands in a directory named by its content (written under a temporary name, then renamed), and
 * the stamp is replaced in one rename, so a reader sees the old build or the new one, whole.
 */
export async function buildCli(dist = DIST) {
  // Loaded here, not at the top: tests import this module for `currentBuild` alone.
  const [{ build }, { createHash }] = await Promise.all([import('esbuild'), import('node:crypto')]);
  // Sources changed after this moment make the build stale, even if esbuild had read them.
  const startedAt = Date.now();
  const commands = fs
    .readdirSync(path.join(CLI_DIR, 'src/commands'))
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => [path.basename(name, '.ts'), `apps/cli/src/commands/${name}`]);
  const common = {
    absWorkingDir: ROOT,
    outdir: 'apps/cli/dist/out',
    bundle: true,
    platform: 'node',
    target: 'node20',
    minify: true,
    legalComments: 'none',
    metafile: true,
    write: false,
    logLevel: 'error',
  };
  const [commandFiles, workerFile] = await Promise.all([
    build({
      ...common,
      entryPoints: { plateful: 'apps/cli/src/main.ts', ...Object.fromEntries(commands) },
      format: 'cjs',
      plugins: [commandsApart],
      // The scraper finds its worker beside its own file.
      define: { 'import.meta.url': '__plateful_url' },
      banner: { js: "var __plateful_url=require('node:url').pathToFileURL(__filename).href;" },
    }),
    build({
      ...common,
      entryPoints: { 'extract-worker': 'packages/scrape/src/worker/extract-worker.ts' },
      format: 'esm',
      // Some bundled npm packages are CommonJS and require Node's own modules.
      banner: {
        js: "import { createRequire as __plateful_require } from 'node:module'; const require = __plateful_require(import.meta.url);",
      },
    }),
  ]);
  const result = {
    outputFiles: [...commandFiles.outputFiles, ...workerFile.outputFiles],
    metafile: { inputs: { ...commandFiles.metafile.inputs, ...workerFile.metafile.inputs } },
  };

  const hash = createHash('sha256');
  for (const file of result.outputFiles) hash.update(file.path).update(file.contents);
  const dir = hash.digest('hex').slice(0, 16);
  const target = path.join(dist, dir);
  if (!fs.existsSync(target)) {
    const temporary = path.join(dist, `.tmp-${process.pid}-${Date.now()}`);
    const out = path.join(ROOT, 'apps/cli/dist/out');
    for (const file of result.outputFiles) {
      const destination = path.join(temporary, path.relative(out, file.path));
      fs.mkdirSync(path.dirname(destination), { recursive: true });
      fs.writeFileSync(destination, file.contents);
    }
    try {
      fs.renameSync(temporary, target);
    } catch (error) {
      // Another process built the same bundle first: use its copy.
      fs.rmSync(temporary, { recursive: true, force: true });
      if (!fs.existsSync(target)) throw error;
    }
  }

  const sources = Object.keys(result.metafile.inputs).filter(
    (input) => !input.includes('node_modules/'),
  );
  const inputs = [...sources, path.relative(ROOT, fileURLToPath(import.meta.url)), INSTALLED]
    .filter((input) => fs.existsSync(path.join(ROOT, input)))
    .sort();
  const stamp = { dir, startedAt, inputs };
  const stampPath = path.join(dist, 'build.json');
  const temporaryStamp = `${stampPath}.${process.pid}`;
  fs.writeFileSync(temporaryStamp, `${JSON.stringify(stamp, null, 1)}\n`);
  fs.renameSync(temporaryStamp, stampPath);
  removeOldBuilds(dist, dir);
  return stamp;
}

/**
 * `main.ts` loads `./commands/x.ts` when x runs: in the bundle, that is `require('./x.js')`, the
 * file beside it (load-bundle.mjs's require), when the import runs.
 */
const commandsApart = {
  name: 'commands-apart',
  setup(b) {
    b.onResolve({ filter: /^\.\/commands\/[^/]+\.ts$/ }, (args) =>
      args.kind === 'dynamic-import'
        ? { path: `./${path.basename(args.path, '.ts')}.js`, namespace: 'plateful-command' }
        : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'plateful-command' }, (args) => ({
      contents: `module.exports = require(${JSON.stringify(args.path)});`,
      loader: 'js',
    }));
    b.onResolve({ filter: /.*/, namespace: 'plateful-command' }, (args) => ({
      path: args.path,
      external: true,
    }));
  },
};

/** Other builds, once nothing started from them can still be loading their chunks. */
function removeOldBuilds(dist, current) {
  for (const name of fs.readdirSync(dist)) {
    if (name === current || name === 'build.json' || name.startsWith('build.json.')) continue;
    const full = path.join(dist, name);
    const info = fs.statSync(full, { throwIfNoEntry: false });
    if (info?.isDirectory() && Date.now() - info.mtimeMs > OLD_BUILD_MS)
      fs.rmSync(full, { recursive: true, force: true });
  }
}

if (
  process.argv[1] !== undefined &&
  path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)
) {
  const started = Date.now();
  const stamp = await buildCli();
  console.log(
    `plateful: built apps/cli/dist/${stamp.dir}/plateful.js from ${stamp.inputs.length} files in ${Date.now() - started} ms`,
  );
}
