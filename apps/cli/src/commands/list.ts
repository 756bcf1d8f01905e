/**
 * `plateful list FILE…`: recipe JSON files (SPEC §3 recipe shape, one recipe or an array) → the
 * merged shopping list, as text or as JSON with --json.
 */
import { buildShoppingList, type Recipe, type ShoppingList } from '@plateful/core';
import { parseRecipe } from '@plateful/contracts';
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type { Command } from '../command.ts';
import { looksBinary, MAX_INPUT_BYTES, readAll, write, type CliIo } from '../io.ts';

const HELP = `Usage: plateful list [--json] [--checked KEY]… FILE…

Builds one merged shopping list from recipe JSON files. Each file holds one recipe or an array
of recipes (SPEC §3 fields, camelCase or snake_case; an {ok, data} envelope is unwrapped).
Use - to read a file from stdin.

  --json           print the list as JSON ({categories, items}; an item's "buy" is what
                   to buy in UK shop units, null when the recipe amount is what one buys)
  --checked KEY    mark an item key as already owned (repeatable)
  -h, --help       show this help`;

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

/** The list as text: categories in order, each item with its quantity, recipes and what to buy. */
export function formatListText(list: ShoppingList): string {
  if (list.items.length === 0) return 'No items to shop for.\n';
  const width = Math.max(...list.items.map((item) => item.displayQuantity.length));
  const sections = list.categories.map((category) => {
    const lines = category.items.map((item) => {
      const mark = item.checked ? '[x]' : '[ ]';
      const buy = item.buy === null ? '' : `  → buy ${item.buy.text}`;
      return `  ${mark} ${item.displayQuantity.padEnd(width)}  ${item.ingredient}  (${item.recipes.join(', ')})${buy}`;
    });
    return [`${category.label}`, ...lines].join('\n');
  });
  return `${sections.join('\n\n')}\n`;
}

async function readSource(file: string, io: CliIo): Promise<Buffer> {
  if (file === '-') return readAll(io.stdin);
  const bytes = await readFile(file);
  if (bytes.length > MAX_INPUT_BYTES) throw new Error(`larger than ${MAX_INPUT_BYTES} bytes`);
  return bytes;
}

export const listCommand: Command = {
  name: 'list',
  summary: 'build the merged shopping list from recipe JSON files',
  help: HELP,
  async run(args: readonly string[], io: CliIo): Promise<number> {
    const { values, positionals } = parseArgs({
      args: [...args],
      allowPositionals: true,
      options: {
        json: { type: 'boolean' },
        checked: { type: 'string', multiple: true },
        help: { type: 'boolean', short: 'h' },
      },
    });
    if (values.help === true) {
      await write(io.stdout, `${HELP}\n`);
      return 0;
    }
    if (positionals.length === 0) {
      await write(io.stderr, `plateful list: no recipe files given.\n\n${HELP}\n`);
      return 2;
    }
    const recipes: Recipe[] = [];
    for (const file of positionals) {
      let document: unknown;
      try {
        const bytes = await readSource(file, io);
        if (looksBinary(bytes)) throw new Error('it looks binary; expected JSON text');
        document = JSON.parse(bytes.toString('utf8'));
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await write(io.stderr, `plateful list: cannot read ${file}: ${reason}\n`);
        return 1;
      }
      recipes.push(...recipesFromJson(document));
    }
    const list = buildShoppingList(recipes, { checkedKeys: values.checked ?? [] });
    await write(
      io.stdout,
      values.json === true ? `${JSON.stringify(list, null, 2)}\n` : formatListText(list),
    );
    return 0;
  },
};
