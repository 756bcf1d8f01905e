// The built `plateful`: bin/plateful.js runs the bundle that build.mjs makes, and builds it first
// when it is missing or older than a source. Runs the real bin as a process, as a user would.
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildCli, currentBuild, entryOf } from '../build.mjs';
import { cacheFileOf } from '../load-bundle.cjs';

const CLI_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const BIN = join(CLI_DIR, 'bin/plateful.js');
const tmp = mkdtempSync(join(tmpdir(), 'plateful-bundle-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function plateful(args: string[]) {
  const result = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', timeout: 60_000 });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('the built plateful', () => {
  it('runs --help and list --json from the bundle, which the stamp names as current', () => {
    const help = plateful(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: plateful <command>/);
    expect(help.stdout).toMatch(/\n {2}list +build the merged shopping list/);

    const recipe = join(tmp, 'stew.json');
    writeFileSync(
      recipe,
      JSON.stringify({ id: 's', name: 'Stew', ingredients: ['2 onions', '1 onion, sliced'] }),
    );
    const list = plateful(['list', '--json', recipe]);
    expect(list.code).toBe(0);
    const items = (JSON.parse(list.stdout) as { items: { key: string; quantity: number }[] }).items;
    expect(items).toEqual([
      expect.objectContaining({ key: 'onions-vegetables-count', quantity: 3 }),
    ]);

    // The bin ran a bundle: one is current, with each command in a file of its own beside it.
    const build = currentBuild();
    expect(build).not.toBeNull();
    const entry = entryOf(build!);
    for (const file of ['plateful.js', 'list.js', 'scrape.js', 'extract-worker.js'])
      expect(existsSync(join(dirname(entry), file))).toBe(true);
    expect(build!.inputs).toContain('apps/cli/src/commands/list.ts');
    expect(build!.inputs).toContain('packages/core/src/index.ts');
  });

  // A fresh clone's first command, or the first after a source changed, builds before it runs: with
  // V8's flags set before the build that process crashed (session 71).
  it('builds first when its build is stale, then runs in the same process', () => {
    const stamp = join(CLI_DIR, 'dist/build.json');
    const before = plateful(['--help']);
    expect(before.code).toBe(0);
    const recorded = readFileSync(stamp, 'utf8');
    try {
      // As if every source had been saved after the build started.
      writeFileSync(stamp, JSON.stringify({ ...JSON.parse(recorded), startedAt: 0 }));
      const help = plateful(['--help']);
      expect(help.code).toBe(0);
      expect(help.stdout).toMatch(/^Usage: plateful <command>/);
      expect(
        (JSON.parse(readFileSync(stamp, 'utf8')) as { startedAt: number }).startedAt,
      ).toBeGreaterThan(0);
    } finally {
      if (currentBuild() === null) writeFileSync(stamp, recorded);
    }
  });

  it('counts a build stale when a source is newer than it, or its entry is gone', async () => {
    const dist = join(tmp, 'dist');
    const build = await buildCli(dist);
    expect(currentBuild(dist)).toEqual(build);

    const stamp = join(dist, 'build.json');
    const recorded = JSON.parse(readFileSync(stamp, 'utf8')) as { startedAt: number };
    // As if every source had been saved after the build started.
    writeFileSync(stamp, JSON.stringify({ ...recorded, startedAt: 0 }));
    expect(currentBuild(dist)).toBeNull();

    writeFileSync(stamp, JSON.stringify(recorded));
    expect(currentBuild(dist)).not.toBeNull();
    rmSync(entryOf(build, dist));
    expect(currentBuild(dist)).toBeNull();

    writeFileSync(stamp, '{"dir": ');
    expect(currentBuild(dist)).toBeNull();
  });

  it('keeps V8 code caches beside the files it ran, and runs alike from none, one or a wrong one', async () => {
    const build = await buildCli(join(tmp, 'cached'));
    const entry = entryOf(build, join(tmp, 'cached'));
    const list = join(dirname(entry), 'list.js');
    const recipe = join(tmp, 'soup.json');
    writeFileSync(recipe, JSON.stringify({ id: 'p', name: 'Soup', ingredients: ['2 leeks'] }));
    // The bin's three steps, on this build: load, run, keep the caches.
    const script = `
      import { keepCodeCaches, loadBundled } from ${JSON.stringify(join(CLI_DIR, 'load-bundle.cjs'))};
      const { runCli } = loadBundled(${JSON.stringify(entry)});
      process.exitCode = await runCli(['list', '--json', ${JSON.stringify(recipe)}]);
      keepCodeCaches();`;
    const run = () => {
      const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      return result.stdout;
    };
    const caches = () => readdirSync(dirname(entry)).filter((name) => name.endsWith('.v8-cache'));

    expect(caches()).toEqual([]);
    const first = run();
    expect(JSON.parse(first)).toMatchObject({ items: [{ ingredient: 'Leeks', quantity: 2 }] });
    expect(caches().sort()).toEqual([
      expect.stringMatching(/^list\.js\..+\.v8-cache$/),
      expect.stringMatching(/^plateful\.js\..+\.v8-cache$/),
    ]);
    const cache = cacheFileOf(list);
    const made = readFileSync(cache);
    expect(made.length).toBeGreaterThan(10_000);
    expect(run()).toBe(first);

    // Another file's cache (V8 refuses it) or none at all: compiled from the source, cache rewritten.
    copyFileSync(cacheFileOf(entry), cache);
    expect(run()).toBe(first);
    expect(readFileSync(cache).length).toBeGreaterThan(10_000);
    writeFileSync(cache, 'not a cache');
    expect(run()).toBe(first);
    expect(readFileSync(cache).length).toBeGreaterThan(10_000);

    // A file changed after its cache was made has another cache name.
    utimesSync(list, new Date(), new Date(Date.now() + 5_000));
    expect(cacheFileOf(list)).not.toBe(cache);
    expect(run()).toBe(first);
    expect(existsSync(cacheFileOf(list))).toBe(true);
  });

  // Two whole builds at once: 14-18 s on a two-core machine at load 19, past the 30 s default
  // when the suite's other workers share it (session 31); the ceiling is for such a machine.
  it(
    'builds the same sources into the same directory, so concurrent builds agree',
    {
      timeout: 120_000,
    },
    async () => {
      const [first, second] = await Promise.all([
        buildCli(join(tmp, 'twice')),
        buildCli(join(tmp, 'twice')),
      ]);
      expect(first.dir).toBe(second.dir);
      expect(currentBuild(join(tmp, 'twice'))?.dir).toBe(first.dir);
    },
  );
});
