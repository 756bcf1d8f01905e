/**
 * Recipe JSON files as the commands that take them read them (`list`, `nutrition`): one recipe,
 * an array, or an {ok, data} envelope per file; `-` for stdin.
 */
import type { Recipe } from '@plateful/core';
import { parseRecipe } from '@plateful/contracts';
import { readFile } from 'node:fs/promises';
import { looksBinary, MAX_INPUT_BYTES, readAll, write, type CliIo } from './io.ts';

/** The recipes in a parsed JSON document: one recipe, an array, or an {ok, data} envelope. */
export function recipesFromJson(document: unknown): Recipe[] {
  const unwrapped =
    document !== null &&
    typeof document === 'object' &&
    !Array.isArray(document) &&
    'data' in document
      ? (document as { data: unknown }).data
      : document;
  const candidates = Array.isArray(unwrapped) ? unwrapped : [unwrapped];
  return candidates.flatMap((candidate, index) => {
    const recipe = parseRecipe(candidate);
    if (recipe === null) return [];
    return [recipe.id === '' ? { ...recipe, id: `recipe-${index + 1}` } : recipe];
  });
}

async function readSource(file: string, io: CliIo): Promise<Buffer> {
  if (file === '-') return readAll(io.stdin);
  const bytes = await readFile(file);
  if (bytes.length > MAX_INPUT_BYTES) throw new Error(`larger than ${MAX_INPUT_BYTES} bytes`);
  return bytes;
}

/**
 * The recipes of every file, in order; null (with the reason on stderr, as `plateful COMMAND:
 * cannot read FILE: …`) when a file cannot be read or is not JSON.
 */
export async function readRecipeFiles(
  command: string,
  files: readonly string[],
  io: CliIo,
): Promise<Recipe[] | null> {
  const recipes: Recipe[] = [];
  for (const file of files) {
    let document: unknown;
    try {
      const bytes = await readSource(file, io);
      if (looksBinary(bytes)) throw new Error('it looks binary; expected JSON text');
      document = JSON.parse(bytes.toString('utf8'));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await write(io.stderr, `plateful ${command}: cannot read ${file}: ${reason}\n`);
      return null;
    }
    recipes.push(...recipesFromJson(document));
  }
  return recipes;
}
