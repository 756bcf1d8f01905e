/**
 * `plateful list FILE…`: recipe JSON files (SPEC §3 recipe shape, one recipe or an array) → the
 * merged shopping list, as text or as JSON with --json.
 */
import {
  buildShoppingList,
  createFoodTableOnFirstUse,
  listFoods,
  loadFoodRows,
  type ShoppingList,
} from '@plateful/core';
import { parseShoppingRecipe } from '@plateful/contracts';
import { parseArgs } from 'node:util';
import type { Command } from '../command.ts';
import { write, type CliIo } from '../io.ts';
import { startRecipeCommand } from '../recipe-files.ts';

const HELP = `Usage: plateful list [--json] [--checked KEY]… FILE…

Builds one merged shopping list from recipe JSON files. Each file holds one recipe or an array
of recipes (SPEC §3 fields, camelCase or snake_case; an {ok, data} envelope is unwrapped).
Use - to read a file from stdin.

  --json           print the list as JSON ({categories, items}; an item's "buy" is what
                   to buy in UK shop units, null when the recipe amount is what one buys)
  --checked KEY    mark an item key as already owned (repeatable)
  -h, --help       show this help`;

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

export const listCommand: Command = {
  name: 'list',
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
    const recipes = await startRecipeCommand(
      {
        command: 'list',
        help: HELP,
        wantsHelp: values.help === true,
        files: positionals,
        // Only the fields a list reads: the rest of 1,000 recipes' fields would be read for nothing.
        parse: parseShoppingRecipe,
      },
      io,
    );
    if (typeof recipes === 'number') return recipes;
    // The food model, as the app's Shop builds it: cups, grams, pots and bunches of one food merge.
    // Its table is made only if a line asks it (most lists' own tables answer every line).
    const foods = listFoods(createFoodTableOnFirstUse(await loadFoodRows()));
    const list = buildShoppingList(recipes, { checkedKeys: values.checked ?? [], foods });
    await write(
      io.stdout,
      values.json === true ? `${JSON.stringify(list, null, 2)}\n` : formatListText(list),
    );
    return 0;
  },
};
