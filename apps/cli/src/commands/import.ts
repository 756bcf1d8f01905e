/**
 * `plateful import FILE…`: the recipes in export files from other apps (Paprika, Mela, Mealie,
 * Tandoor, RecipeSage, Copy Me That, Cooklang, schema.org, saved pages, our own export), read by
 * the same adapters as the app's import screen. A bad file or recipe is reported and the rest
 * carries on; the exit code is 1 when nothing at all could be imported.
 */
import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import {
  IMPORT_EXTENSIONS,
  IMPORT_LIMITS,
  readImportFile,
  type ImportItem,
  type ImportedRecipe,
} from '@plateful/scrape';
import type { Command } from '../command.ts';
import { write, type CliIo } from '../io.ts';

const HELP = `Usage: plateful import FILE... [--json]

Reads recipes from export files of other recipe apps and prints them.
Reads: ${IMPORT_EXTENSIONS.join(' ')}
  (Paprika, Mela, Mealie and Tandoor exports, RecipeSage JSON-LD, Copy Me That's export,
   Cooklang, schema.org JSON-LD or a saved recipe page, and Plateful's own export file)
Limits: ${IMPORT_LIMITS.maxFileBytes / 1024 / 1024} MB a file, ${IMPORT_LIMITS.maxRecipes} recipes a file.

  --json   one JSON line per recipe:
             {"file", "format", "recipe": {name, description, ingredients, ingredientGroups?,
              instructions, totalTime, prepTime, cookTime, servings, yields, imageUrl, author,
              sourceUrl, category, tags}, "photo": {"bytes", "name"} | {"url"} | null}
           and one per problem: {"file", "error"}
Without --json, a line per recipe and per problem, and a summary.`;

function photoSummary(recipe: ImportedRecipe) {
  if (!recipe.photo) return null;
  return 'url' in recipe.photo
    ? { url: recipe.photo.url }
    : { bytes: recipe.photo.bytes.length, name: recipe.photo.name };
}

function jsonLine(item: ImportItem): string {
  if (item.kind === 'problem')
    return JSON.stringify({ file: item.problem.file, error: item.problem.message });
  const { recipe } = item;
  return JSON.stringify({
    file: recipe.file,
    format: recipe.format,
    recipe: recipe.draft,
    photo: photoSummary(recipe),
  });
}

function textLine(item: ImportItem): string {
  if (item.kind === 'problem') return `✗ ${item.problem.file}: ${item.problem.message}`;
  const { draft, format } = item.recipe;
  const parts = [
    format,
    `${draft.ingredients.length} ingredient${draft.ingredients.length === 1 ? '' : 's'}`,
    `${draft.instructions.length} step${draft.instructions.length === 1 ? '' : 's'}`,
  ];
  if (item.recipe.photo) parts.push('photo');
  return `✓ ${draft.name} (${parts.join(', ')})`;
}

async function readOne(path: string): Promise<ImportItem[]> {
  const name = basename(path);
  try {
    const info = await stat(path);
    if (!info.isFile())
      return [{ kind: 'problem', problem: { file: name, message: 'not a file' } }];
    if (info.size > IMPORT_LIMITS.maxFileBytes) {
      const message = `the file is larger than the ${IMPORT_LIMITS.maxFileBytes / 1024 / 1024} MB an import takes`;
      return [{ kind: 'problem', problem: { file: name, message } }];
    }
    return readImportFile(name, new Uint8Array(await readFile(path)));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const message =
      code === 'ENOENT'
        ? 'no such file'
        : code === 'EACCES'
          ? 'not allowed to read it'
          : 'it could not be read';
    return [{ kind: 'problem', problem: { file: name, message } }];
  }
}

export const importCommand: Command = {
  name: 'import',
  help: HELP,
  async run(args: readonly string[], io: CliIo): Promise<number> {
    const { values, positionals } = parseArgs({
      args: [...args],
      allowPositionals: true,
      options: { help: { type: 'boolean', short: 'h' }, json: { type: 'boolean' } },
    });
    if (values.help === true) {
      await write(io.stdout, `${HELP}\n`);
      return 0;
    }
    if (!positionals.length) {
      await write(io.stderr, `plateful import: give one or more files.\n\n${HELP}\n`);
      return 2;
    }
    let recipes = 0;
    let problems = 0;
    for (const path of positionals) {
      for (const item of await readOne(path)) {
        if (item.kind === 'recipe') recipes += 1;
        else problems += 1;
        const line = values.json === true ? jsonLine(item) : textLine(item);
        await write(
          item.kind === 'problem' && values.json !== true ? io.stderr : io.stdout,
          `${line}\n`,
        );
      }
    }
    if (values.json !== true) {
      const files = positionals.length;
      await write(
        io.stdout,
        `Read ${recipes} recipe${recipes === 1 ? '' : 's'} from ${files} file${files === 1 ? '' : 's'}` +
          (problems ? `; ${problems} problem${problems === 1 ? '' : 's'}.\n` : '.\n'),
      );
    }
    return recipes === 0 && problems > 0 ? 1 : 0;
  },
};
