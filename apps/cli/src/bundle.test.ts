// The built `plateful`: bin/plateful.js runs the bundle that build.mjs makes, and builds it first
// when it is missing or older than a source. Runs the real bin as a process, as a user would.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildCli, currentBuild, entryOf } from '../build.mjs';

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

  it('builds the same sources into the same directory, so concurrent builds agree', async () => {
    const [first, second] = await Promise.all([
      buildCli(join(tmp, 'twice')),
      buildCli(join(tmp, 'twice')),
    ]);
    expect(first.dir).toBe(second.dir);
    expect(currentBuild(join(tmp, 'twice'))?.dir).toBe(first.dir);
  });
});
