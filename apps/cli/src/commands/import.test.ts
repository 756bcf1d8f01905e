// `plateful import` through the real bin, on the sample export files in e2e/fixtures/import.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const BIN = resolve(here, '../../bin/plateful.js');
const SAMPLES = resolve(here, '../../../../e2e/fixtures/import');

function plateful(args: string[]) {
  const result = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', timeout: 60_000 });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('plateful import', () => {
  it('prints one JSON line per recipe with the SPEC field names, and per problem', () => {
    const files = ['My Recipes.paprikarecipes', 'tandoor-export.zip', 'evil.zip'].map((name) =>
      join(SAMPLES, name),
    );
    const { code, stdout } = plateful(['import', ...files, '--json']);
    expect(code).toBe(0);
    const lines = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(
      lines.map((line) => (line.recipe as { name?: string } | undefined)?.name ?? line.error),
    ).toEqual([
      'Leek and Potato Soup',
      'Cheese on Toast',
      'Pancakes',
      'it holds a file named "../../outside.json" that points outside the archive',
    ]);
    expect(lines[0]).toMatchObject({
      file: 'My Recipes.paprikarecipes › Leek and Potato Soup.paprikarecipe',
      format: 'paprika',
      recipe: {
        servings: 4,
        prepTime: 10,
        cookTime: 30,
        sourceUrl: 'https://example.org/leek-soup',
      },
      photo: {
        name: 'Leek and Potato Soup.paprikarecipe › photo_data',
        bytes: expect.any(Number) as number,
      },
    });
    expect(lines[2]).toMatchObject({
      format: 'tandoor',
      recipe: { ingredientGroups: [{ title: 'Batter' }, { title: null }] },
    });
  });

  it('prints a line per recipe and a summary; problems go to stderr; nothing imported is exit 1', () => {
    const ok = plateful(['import', join(SAMPLES, 'Easy Pancakes.cook')]);
    expect(ok).toMatchObject({ code: 0, stderr: '' });
    expect(ok.stdout).toBe(
      '✓ Easy Pancakes (cooklang, 6 ingredients, 3 steps)\nRead 1 recipe from 1 file.\n',
    );

    const dir = mkdtempSync(join(tmpdir(), 'plateful-import-'));
    writeFileSync(join(dir, 'broken.paprikarecipe'), 'not gzip');
    const bad = plateful(['import', join(dir, 'broken.paprikarecipe'), join(dir, 'missing.zip')]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain(
      '✗ broken.paprikarecipe: "broken.paprikarecipe" is not valid JSON',
    );
    expect(bad.stderr).toContain('✗ missing.zip: no such file');
    expect(bad.stdout).toBe('Read 0 recipes from 2 files; 2 problems.\n');
  });

  it('asks for files when given none', () => {
    const { code, stderr } = plateful(['import']);
    expect(code).toBe(2);
    expect(stderr).toContain('give one or more files');
  });
});
