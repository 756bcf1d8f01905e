/**
 * `plateful nutrition FILE…`: recipe JSON files → per serving, the energy and nutrients of a UK
 * label, 5 A Day portions, the share of the recipe's weight placed in the food model and the
 * lines it could not place (decision 0020).
 */
import {
  itemsOfRecipe,
  loadFoodTable,
  nutritionOfRecipe,
  type FoodTable,
  type Nutrients,
  type Recipe,
  type RecipeNutrition,
  type UnplacedLineReason,
} from '@plateful/core';
import { parseRecipe } from '@plateful/contracts';
import { parseArgs } from 'node:util';
import type { Command } from '../command.ts';
import { write, type CliIo } from '../io.ts';
import { startRecipeCommand } from '../recipe-files.ts';

const HELP = `Usage: plateful nutrition [--json] FILE…

Works out what a serving of each recipe holds, from its ingredient lines and servings. Each file
holds one recipe or an array of recipes (SPEC §3 fields, camelCase or snake_case; an {ok, data}
envelope is unwrapped). Use - to read a file from stdin. A recipe without servings serves what
its yield counts ("yields" as plateful scrape prints it, or "recipeYield": "36 cookies" is 36),
as a page's published figures are per one of them.

  --json      one JSON object per recipe (JSON lines):
              {"id", "name", "servings", "perServing": {"energyKcal", "energyKj", "fat",
              "saturates", "carbohydrate", "sugars", "fibre", "protein", "salt"},
              "fiveADay", "coverage", "canEstimate", "unplaced": [{"line", "reason"}]
              (reason "unknown-food": no food of the table is the line's; "no-amount":
              the line gives none ("salt to taste"); "unknown-weight": the food is known,
              not the weight of its unit or piece; "absurd-amount": more than any kitchen
              uses ("1000 cups salt"), which stops the estimate, as a likely typo;
              "alternative": a line of a group the recipe offers as a choice,
              "Variations", "Mix-in ideas", "Choose one", read and left out),
              "fryingOil": [line…] (oil for deep-frying, read and left out but for the
              share the fried food takes up), "fryingOilTakenUp": grams of that oil
              counted, the whole recipe's (0 when none is),
              "perItem": {"item", "count", "nutrients": {…as perServing}} or null}
              perServing is null when less than 60% of the weight could be placed; perItem
              is set when the recipe has servings and its yield counts other things
              ("servings": 4, "yields": "24 cookies": per cookie).
  -h, --help  show this help`;

export interface NutritionResult {
  readonly id: string;
  readonly name: string;
  readonly servings: number;
  readonly perServing: Nutrients | null;
  readonly fiveADay: number;
  readonly coverage: number;
  readonly canEstimate: boolean;
  readonly unplaced: RecipeNutrition['unplaced'];
  readonly fryingOil: RecipeNutrition['fryingOil'];
  readonly fryingOilTakenUp: RecipeNutrition['fryingOilTakenUp'];
  /** Per one of the counted things a recipe with servings makes ("24 cookies"), else null. */
  readonly perItem: { item: string; count: number; nutrients: Nutrients } | null;
}

export function describeNutrition(
  recipe: Recipe,
  nutrition: RecipeNutrition,
  perItem: NutritionResult['perItem'] = null,
): NutritionResult {
  return {
    id: recipe.id,
    name: recipe.name,
    servings: nutrition.servings,
    perServing: nutrition.canEstimate ? nutrition.perServing : null,
    fiveADay: nutrition.fiveADay,
    coverage: nutrition.coverage,
    canEstimate: nutrition.canEstimate,
    unplaced: nutrition.unplaced,
    fryingOil: nutrition.fryingOil,
    fryingOilTakenUp: nutrition.fryingOilTakenUp,
    perItem: nutrition.canEstimate ? perItem : null,
  };
}

/** Nutrition per one of the things the recipe makes, when its yield counts other than servings. */
function perItemOf(foods: FoodTable, recipe: Recipe): NutritionResult['perItem'] {
  const items = itemsOfRecipe(recipe);
  if (items === null) return null;
  const nutrition = nutritionOfRecipe(foods, { ...recipe, servings: items.count });
  return { item: items.item, count: items.count, nutrients: nutrition.perServing };
}

const percent = (share: number): string => `${Math.round(share * 100)}%`;

/** A reason's code (as --json writes it) with its words, for the readable summary. */
const REASON_WORDS: Readonly<Record<UnplacedLineReason, string>> = {
  'unknown-food': 'unknown-food: not in the food tables',
  'no-amount': 'no-amount',
  'unknown-weight': 'unknown-weight: no weight for its unit',
  'absurd-amount': 'absurd-amount: more than any kitchen uses',
  alternative: 'alternative: a variation or optional choice',
};

/** Why there are no figures: an amount to check before the share of the weight that is known. */
function cannotEstimate(result: NutritionResult): string {
  const absurd = result.unplaced.filter((line) => line.reason === 'absurd-amount');
  if (absurd.length > 0) {
    return `  cannot estimate: check the amount of ${absurd.map((line) => line.line).join(', ')}`;
  }
  return `  cannot estimate: only ${percent(result.coverage)} of the weight is known`;
}

function formatText(result: NutritionResult): string {
  const head = `${result.name} (per serving, of ${result.servings})`;
  const lines: string[] = [head];
  const n = result.perServing;
  if (n === null) {
    lines.push(cannotEstimate(result));
  } else {
    lines.push(
      `  energy        ${n.energyKcal} kcal / ${n.energyKj} kJ`,
      `  fat           ${n.fat} g (saturates ${n.saturates} g)`,
      `  carbohydrate  ${n.carbohydrate} g (sugars ${n.sugars} g)`,
      `  fibre         ${n.fibre} g`,
      `  protein       ${n.protein} g`,
      `  salt          ${n.salt} g`,
    );
  }
  if (result.perItem !== null) {
    const { item, count, nutrients } = result.perItem;
    lines.push(
      `  ${`per ${item}`.padEnd(14)}${nutrients.energyKcal} kcal (the recipe makes ${count})`,
    );
  }
  lines.push(`  5 A Day       ${result.fiveADay}`, `  weight known  ${percent(result.coverage)}`);
  for (const { line, reason } of result.unplaced) {
    lines.push(`  not counted   ${line} (${REASON_WORDS[reason]})`);
  }
  // The share the food takes up is one total for the recipe: said beside its one frying oil, or
  // once after them when a recipe fries in two.
  const takenUp =
    result.fryingOilTakenUp > 0 ? `${result.fryingOilTakenUp} g the food takes up counted` : '';
  const severalOils = result.fryingOil.length > 1;
  for (const line of result.fryingOil) {
    const words = takenUp !== '' && !severalOils ? `; ${takenUp}` : '';
    lines.push(`  left out      ${line} (deep-frying oil${words})`);
  }
  if (takenUp !== '' && severalOils) lines.push(`  frying oils   ${takenUp}`);
  return `${lines.join('\n')}\n`;
}

export const nutritionCommand: Command = {
  name: 'nutrition',
  help: HELP,
  async run(args: readonly string[], io: CliIo): Promise<number> {
    const { values, positionals } = parseArgs({
      args: [...args],
      allowPositionals: true,
      options: { json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    });
    const recipes = await startRecipeCommand(
      {
        command: 'nutrition',
        help: HELP,
        wantsHelp: values.help === true,
        files: positionals,
        reading: { servingsFromYield: true },
        parse: parseRecipe,
      },
      io,
    );
    if (typeof recipes === 'number') return recipes;
    const foods = await loadFoodTable();
    const results = recipes.map((recipe) =>
      describeNutrition(recipe, nutritionOfRecipe(foods, recipe), perItemOf(foods, recipe)),
    );
    const output =
      values.json === true
        ? results.map((result) => `${JSON.stringify(result)}\n`).join('')
        : results.map(formatText).join('\n');
    await write(io.stdout, output);
    return 0;
  },
};
