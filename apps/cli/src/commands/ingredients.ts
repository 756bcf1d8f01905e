/**
 * `plateful ingredients`: ingredient lines on stdin → one JSON object per line, in order:
 * {input, quantity, quantityMax, unit, name, notes, category, food, grams}.
 */
import {
  classifyAisle,
  loadFoodTable,
  normaliseIngredientName,
  parseIngredient,
  placeEachThing,
  shownFoodName,
  type FoodTable,
} from '@plateful/core';
import { parseArgs } from 'node:util';
import type { Command } from '../command.ts';
import { looksBinary, readAll, write, type CliIo } from '../io.ts';

export interface IngredientResult {
  readonly input: string;
  readonly quantity: number | null;
  readonly quantityMax: number | null;
  readonly unit: string | null;
  readonly name: string;
  readonly notes: string;
  /** The list's display category; null for a line that names nothing (a blank line). */
  readonly category: string | null;
  /**
   * The food model's food (its shown name, or the kind of it the line names: "mixed spice", not
   * the spice blends' "garam masala"), null when no food is the line's; a line whose amount
   * is each of several things ("2 tbsp each olive oil and lemon juice"), or that names a
   * seasoning pair or a fruit's juice and zest, names every one's food, joined with commas, and
   * is null when any of them is unknown.
   */
  readonly food: string | null;
  /** Grams of the line (of all its things, for an "each" line), null when they cannot be known. */
  readonly grams: number | null;
}

/** One line as the command reports it; the category is the display category of the list. */
export function describeIngredient(line: string, foods: FoodTable): IngredientResult {
  const parsed = parseIngredient(line);
  const things = placeEachThing(foods, parsed);
  const listName = normaliseIngredientName(parsed.name, { unit: parsed.unit });
  return {
    input: line,
    quantity: parsed.quantity,
    quantityMax: parsed.quantityMax,
    unit: parsed.unit,
    name: parsed.name,
    notes: parsed.notes,
    category: listName === '' ? null : classifyAisle(listName).category,
    food: things.every(({ food }) => food !== null)
      ? things.map(({ food, parsed: { name } }) => food && shownFoodName(food, name)).join(', ')
      : null,
    grams: things.every(({ grams }) => grams !== null)
      ? Math.round(things.reduce((sum, { grams }) => sum + (grams ?? 0), 0) * 10) / 10
      : null,
  };
}

const HELP = `Usage: plateful ingredients [--json] < lines.txt

Reads ingredient lines on stdin and writes one JSON object per line (JSON lines; --json is
accepted and changes nothing), in order:
  {"input", "quantity", "quantityMax", "unit", "name", "notes", "category", "food", "grams"}

  quantity     number or null (the lower end of a range)
  quantityMax  upper end of a range ("2-3 onions" → 3) or null
  unit         canonical short form (g, kg, ml, l, tsp, tbsp, cup, oz, lb, pint, can, jar, clove…) or null
  name         the ingredient as written, without amount, unit, sizes or preparation
  category     the shopping-list display category (vegetables, dairy_and_eggs, …), or null
               for a blank line (kept, so output lines match input lines)
  food         the food model's food ("onion", "plain flour") or null when none is the line's;
               after "each" ("2 tbsp each olive oil and lemon juice"), for a seasoning pair
               ("salt and pepper") and a fruit's juice and zest, every thing's, with commas
  grams        the line's weight in grams (every thing's, as above), or null when it cannot
               be known

Example: echo '2 x 400g tins chopped tomatoes' | plateful ingredients`;

export const ingredientsCommand: Command = {
  name: 'ingredients',
  help: HELP,
  async run(args: readonly string[], io: CliIo): Promise<number> {
    const { values } = parseArgs({
      args: [...args],
      options: { help: { type: 'boolean', short: 'h' }, json: { type: 'boolean' } },
    });
    if (values.help === true) {
      await write(io.stdout, `${HELP}\n`);
      return 0;
    }
    const bytes = await readAll(io.stdin);
    if (looksBinary(bytes)) {
      await write(
        io.stderr,
        'plateful ingredients: the input looks binary; expected lines of text.\n',
      );
      return 1;
    }
    const text = bytes.toString('utf8');
    if (text.trim() === '') return 0;
    const lines = text.replace(/\r?\n$/, '').split(/\r?\n/);
    const foods = await loadFoodTable();
    const output = lines.map((line) => JSON.stringify(describeIngredient(line, foods))).join('\n');
    await write(io.stdout, `${output}\n`);
    return 0;
  },
};
