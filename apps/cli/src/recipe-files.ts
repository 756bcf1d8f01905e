/**
 * Recipe JSON files as the commands that take them read them (`list`, `nutrition`, `leftovers`,
 * `plan`): one recipe, an array, or an {ok, data} envelope per file; `-` for stdin. Also the start
 * those commands share (`--help`, no files given) and the reader of their other JSON files.
 */
import { onePortionOf } from '@plateful/core';
import { readFileSync } from 'node:fs';
import { looksBinary, MAX_INPUT_BYTES, readAll, write, type CliIo } from './io.ts';

/** How recipes are read: the shopping commands scale by servings, `nutrition` divides by them. */
export interface RecipeReading {
  /**
   * A recipe with no servings of its own serves what its yield counts: `plateful scrape` prints
   * "36 cookies" as `yields` beside null servings (a batch is not scaled to the household), and a
   * schema.org page names it `recipeYield`. A page's published figures are per one of those, so
   * `nutrition` divides by them; the shopping commands keep the default servings.
   */
  readonly servingsFromYield?: boolean;
}

const hasValue = (value: unknown): boolean =>
  value !== undefined && value !== null && String(value).trim() !== '';

function withYieldAsServings(candidate: unknown): unknown {
  if (candidate === null || typeof candidate !== 'object' || Array.isArray(candidate)) {
    return candidate;
  }
  const record = candidate as Record<string, unknown>;
  if (hasValue(record.servings)) return candidate;
  const yields = [record.yields, record.recipeYield].find(
    (value) => (typeof value === 'string' || typeof value === 'number') && hasValue(value),
  );
  // "1 slice" is the size of a serving cut from the batch, not a count of servings.
  if (yields === undefined || onePortionOf(String(yields)) !== null) return candidate;
  return { ...record, servings: yields };
}

/**
 * How a command reads one recipe object: contracts' `parseRecipe` for the whole recipe, or
 * `parseShoppingRecipe` for `list`, which reads only the fields a shopping list uses.
 */
export type RecipeParser<R extends { readonly id: string }> = (input: unknown) => R | null;

/** The recipes in a parsed JSON document: one recipe, an array, or an {ok, data} envelope. */
export function recipesFromJson<R extends { readonly id: string }>(
  document: unknown,
  parse: RecipeParser<R>,
  reading: RecipeReading = {},
): R[] {
  const unwrapped =
    document !== null &&
    typeof document === 'object' &&
    !Array.isArray(document) &&
    'data' in document
      ? (document as { data: unknown }).data
      : document;
  const candidates = Array.isArray(unwrapped) ? unwrapped : [unwrapped];
  return candidates.flatMap((candidate, index) => {
    const recipe = parse(
      reading.servingsFromYield === true ? withYieldAsServings(candidate) : candidate,
    );
    if (recipe === null) return [];
    return [recipe.id === '' ? { ...recipe, id: `recipe-${index + 1}` } : recipe];
  });
}

async function readSource(file: string, io: CliIo): Promise<Buffer> {
  if (file === '-') return readAll(io.stdin);
  // Read whole and at once: the files are read one after another anyway, and a synchronous
  // read spares every run loading Node's fs/promises (some 4 ms of a one-recipe list).
  const bytes = readFileSync(file);
  if (bytes.length > MAX_INPUT_BYTES) throw new Error(`larger than ${MAX_INPUT_BYTES} bytes`);
  return bytes;
}

/**
 * A JSON file (or stdin for `-`), parsed; throws with the reason when it cannot be read, is
 * larger than `MAX_INPUT_BYTES`, looks binary or is not JSON.
 */
export async function readJsonFile(file: string, io: CliIo): Promise<unknown> {
  const bytes = await readSource(file, io);
  if (looksBinary(bytes)) throw new Error('it looks binary; expected JSON text');
  return JSON.parse(bytes.toString('utf8'));
}

const reasonOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/**
 * The recipes of every file, in order; null (with the reason on stderr, as `plateful COMMAND:
 * cannot read FILE: …`) when a file cannot be read or is not JSON.
 */
export async function readRecipeFiles<R extends { readonly id: string }>(
  command: string,
  files: readonly string[],
  io: CliIo,
  parse: RecipeParser<R>,
  reading: RecipeReading = {},
): Promise<R[] | null> {
  const recipes: R[] = [];
  for (const file of files) {
    let document: unknown;
    try {
      document = await readJsonFile(file, io);
    } catch (error) {
      await write(io.stderr, `plateful ${command}: cannot read ${file}: ${reasonOf(error)}\n`);
      return null;
    }
    recipes.push(...recipesFromJson(document, parse, reading));
  }
  return recipes;
}

/** How a command that takes recipe files starts: its name, help and parsed arguments. */
export interface RecipeCommandStart<R extends { readonly id: string }> {
  readonly command: string;
  readonly help: string;
  /** `--help` or `-h` was given. */
  readonly wantsHelp: boolean;
  readonly files: readonly string[];
  /** What the files are, for "no … given" (default "recipe files"). */
  readonly what?: string;
  readonly reading?: RecipeReading;
  /** How each recipe object is read (`RecipeParser`). */
  readonly parse: RecipeParser<R>;
}

/**
 * The start `list`, `nutrition` and `leftovers` share: the help on stdout for `--help` (exit 0),
 * the help on stderr when no files are given (exit 2), then the files' recipes (exit 1 when one
 * cannot be read). Resolves to the recipes, or to the exit code when the command is done.
 */
export async function startRecipeCommand<R extends { readonly id: string }>(
  { command, help, wantsHelp, files, what = 'recipe files', reading, parse }: RecipeCommandStart<R>,
  io: CliIo,
): Promise<R[] | number> {
  if (wantsHelp) {
    await write(io.stdout, `${help}\n`);
    return 0;
  }
  if (files.length === 0) {
    await write(io.stderr, `plateful ${command}: no ${what} given.\n\n${help}\n`);
    return 2;
  }
  return (await readRecipeFiles(command, files, io, parse, reading)) ?? 1;
}

/** A command's other JSON file (rules, a pantry), or an error saying which file could not be read. */
export async function readNamedJsonFile(what: string, file: string, io: CliIo): Promise<unknown> {
  try {
    return await readJsonFile(file, io);
  } catch (error) {
    throw new Error(`cannot read ${what} ${file}: ${reasonOf(error)}`);
  }
}
