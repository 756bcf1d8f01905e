// The generated food table is what foods.tsv and the source tables make (a stale table fails
// here, in CI), and its web chunk stays small (issue 28: at most 120 KB gzip).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const core = resolve(here, '../..');

describe('the generated food table', () => {
  it('is what foods.tsv and the sources make (npm run food:table -- --check)', () => {
    const tsx = resolve(core, '../../node_modules/.bin/tsx');
    const output = execFileSync(tsx, ['food-data/build-food-table.ts', '--check'], {
      cwd: core,
      encoding: 'utf8',
    });
    expect(output).toMatch(/food table up to date: \d+ foods/);
  }, 60_000);

  it('is at most 120 KB gzipped, the web chunk it becomes', () => {
    const text = readFileSync(resolve(here, 'food-table.data.ts'));
    expect(gzipSync(text).length).toBeLessThanOrEqual(120 * 1024);
  });
});
