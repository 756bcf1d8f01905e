/**
 * `plateful plan`: plan my week from a recipe library under the household's rules (issue 29);
 * `plateful leftovers`: what a week's shopping list leaves over. Both read recipes as `list`
 * does, a pantry as JSON (strings or {text, always}), and print JSON with --json.
 */
import {
  buildShoppingList,
  loadFoodTable,
  planWeek,
  seededRandom,
  subtractPantry,
  weekLeftovers,
  type Leftover,
  type PantryItem,
  type PlanRules,
} from '@plateful/core';
import { parseRecipe } from '@plateful/contracts';
import { parseArgs } from 'node:util';
import type { Command } from '../command.ts';
import { write, type CliIo } from '../io.ts';
import { readNamedJsonFile, readRecipeFiles, startRecipeCommand } from '../recipe-files.ts';

const PLAN_HELP = `Usage: plateful plan [--json] --library LIB.json --meals N [--pantry P.json] [--rules R.json] [--seed N]

Plans N meals from the recipes in LIB.json (one recipe or an array, SPEC §3 fields), choosing the
week that leaves the least food over and buys the fewest packs, under the rules in R.json:
  {"startDate": "YYYY-MM-DD" (default today), "vegetarianNights": 2, "weeknightMaxMinutes": 40,
   "noRepeatDays": 14, "history": [{"recipeId", "date"}], "favourites": [ids],
   "ratings": {id: stars}, "hidden": [ids], "keep": [ids], "exclude": [ids], "servings": 4}
P.json is the pantry: ["500 g rice", {"text": "olive oil", "always": true}, …].

  --json      {"recipes": [{"id", "name", "date", "why"}], "leftovers": [{"name", "quantity",
              "unit", "text", "grams", "keepDays"}], "packs", "leftoverShare", "uncountedMeals"
              (meals with too few amounts to count)}; a rule the library cannot meet: {"error",
              "rule"} and exit 1
  --seed N    the random numbers that vary plans of equal worth (default 1)
  -h, --help  show this help`;

const LEFTOVERS_HELP = `Usage: plateful leftovers [--json] [--pantry P.json] [--servings N] WEEK.json…

What the week's shopping list (the recipes in WEEK.json files, as plateful list reads them)
leaves over once cooked: the rest of each pack, perishables first.

  --json      {"leftovers": [{"name", "quantity", "unit", "text", "grams", "keepDays"}],
              "packs", "leftoverShare"}
  --servings  cook every recipe for this many
  -h, --help  show this help`;

/** The pantry file's entries: strings or {text, always}. */
export function pantryFromJson(document: unknown): PantryItem[] {
  if (!Array.isArray(document)) throw new Error('the pantry must be a JSON array');
  return document.map((entry, index) => {
    if (typeof entry === 'string') return { id: `p${index + 1}`, text: entry };
    if (
      entry !== null &&
      typeof entry === 'object' &&
      typeof (entry as { text?: unknown }).text === 'string'
    ) {
      const { text, always } = entry as { text: string; always?: unknown };
      return { id: `p${index + 1}`, text, always: always === true };
    }
    throw new Error(`pantry entry ${index + 1} is neither text nor {"text": …}`);
  });
}

const isIdList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The rules file, checked field by field; `meals` and a default start date come from the caller. */
export function rulesFromJson(document: unknown, meals: number, today: string): PlanRules {
  if (document === null || typeof document !== 'object' || Array.isArray(document)) {
    throw new Error('the rules must be a JSON object');
  }
  const raw = document as Record<string, unknown>;
  const number = (name: string, min: number, max: number): number | undefined => {
    const value = raw[name];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max) {
      throw new Error(`rules: ${name} must be a number from ${min} to ${max}`);
    }
    return value;
  };
  const ids = (name: string): string[] | undefined => {
    const value = raw[name];
    if (value === undefined || value === null) return undefined;
    if (!isIdList(value)) throw new Error(`rules: ${name} must be a list of recipe ids`);
    return value;
  };
  const startDate = raw.startDate ?? today;
  if (typeof startDate !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(startDate)) {
    throw new Error('rules: startDate must be a date, YYYY-MM-DD');
  }
  const history = raw.history ?? [];
  if (
    !Array.isArray(history) ||
    !history.every(
      (meal) =>
        meal !== null &&
        typeof meal === 'object' &&
        typeof (meal as { recipeId?: unknown }).recipeId === 'string' &&
        typeof (meal as { date?: unknown }).date === 'string',
    )
  ) {
    throw new Error('rules: history must be a list of {"recipeId", "date"}');
  }
  const ratings = raw.ratings ?? {};
  if (
    ratings === null ||
    typeof ratings !== 'object' ||
    Array.isArray(ratings) ||
    !Object.values(ratings).every((stars) => typeof stars === 'number')
  ) {
    throw new Error('rules: ratings must be an object of recipe id → stars');
  }
  return {
    meals,
    startDate,
    vegetarianNights: number('vegetarianNights', 0, 14),
    weeknightMaxMinutes: number('weeknightMaxMinutes', 1, 24 * 60),
    noRepeatDays: number('noRepeatDays', 0, 365),
    servings: number('servings', 1, 50) ?? null,
    history: history as { recipeId: string; date: string }[],
    ratings: ratings as Record<string, number>,
    favourites: ids('favourites'),
    hidden: ids('hidden'),
    keep: ids('keep'),
    exclude: ids('exclude'),
  };
}

const leftoverJson = (leftover: Leftover) => ({
  name: leftover.ingredient,
  quantity: Math.round(leftover.quantity * 100) / 100,
  unit: leftover.unit,
  text: leftover.text,
  grams: leftover.grams,
  keepDays: leftover.keepDays,
});

function leftoversText(leftovers: readonly Leftover[]): string[] {
  if (leftovers.length === 0) return ['Nothing left over.'];
  return leftovers.map(
    (l) => `  ${l.text}${l.keepDays === null ? '' : ` (keeps ${l.keepDays} days)`}`,
  );
}

export const planCommand: Command = {
  name: 'plan',
  help: PLAN_HELP,
  async run(args: readonly string[], io: CliIo): Promise<number> {
    const { values } = parseArgs({
      args: [...args],
      options: {
        json: { type: 'boolean' },
        library: { type: 'string' },
        meals: { type: 'string' },
        pantry: { type: 'string' },
        rules: { type: 'string' },
        seed: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    if (values.help === true) {
      await write(io.stdout, `${PLAN_HELP}\n`);
      return 0;
    }
    const meals = Number(values.meals);
    if (values.library === undefined || !Number.isInteger(meals)) {
      await write(io.stderr, `plateful plan: give --library FILE and --meals N.\n\n${PLAN_HELP}\n`);
      return 2;
    }
    const library = await readRecipeFiles('plan', [values.library], io, parseRecipe);
    if (library === null) return 1;
    const today = new Date().toISOString().slice(0, 10);
    const rules = rulesFromJson(
      values.rules === undefined ? {} : await readNamedJsonFile('rules', values.rules, io),
      meals,
      today,
    );
    const pantry =
      values.pantry === undefined
        ? []
        : pantryFromJson(await readNamedJsonFile('pantry', values.pantry, io));
    const seed = values.seed === undefined ? 1 : Number(values.seed);
    if (!Number.isInteger(seed)) throw new Error('--seed must be a whole number');
    const foods = await loadFoodTable();
    const plan = planWeek(library, rules, foods, seededRandom(seed), pantry);
    if (!plan.ok) {
      if (values.json === true) {
        await write(io.stdout, `${JSON.stringify({ error: plan.message, rule: plan.rule })}\n`);
      }
      await write(io.stderr, `plateful plan: ${plan.message}\n`);
      return 1;
    }
    if (values.json === true) {
      const json = {
        recipes: plan.recipes,
        leftovers: plan.leftovers.map(leftoverJson),
        packs: plan.packs,
        leftoverShare: plan.leftoverShare,
        uncountedMeals: plan.uncountedMeals,
      };
      await write(io.stdout, `${JSON.stringify(json, null, 2)}\n`);
      return 0;
    }
    const lines = [
      ...plan.recipes.map((meal) => `${meal.date}  ${meal.name} — ${meal.why}`),
      '',
      `${plan.packs} packs; ${Math.round(plan.leftoverShare * 100)}% of what they hold left over:`,
      ...leftoversText(plan.leftovers),
      ...(plan.uncountedMeals > 0
        ? [`Not counted: ${plan.uncountedMeals} meal(s) with too few amounts.`]
        : []),
    ];
    await write(io.stdout, `${lines.join('\n')}\n`);
    return 0;
  },
};

export const leftoversCommand: Command = {
  name: 'leftovers',
  help: LEFTOVERS_HELP,
  async run(args: readonly string[], io: CliIo): Promise<number> {
    const { values, positionals } = parseArgs({
      args: [...args],
      allowPositionals: true,
      options: {
        json: { type: 'boolean' },
        pantry: { type: 'string' },
        servings: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    const recipes = await startRecipeCommand(
      {
        command: 'leftovers',
        help: LEFTOVERS_HELP,
        wantsHelp: values.help === true,
        files: positionals,
        what: 'week files',
        parse: parseRecipe,
      },
      io,
    );
    if (typeof recipes === 'number') return recipes;
    const servings = values.servings === undefined ? null : Number(values.servings);
    if (servings !== null && !(Number.isInteger(servings) && servings >= 1 && servings <= 50)) {
      throw new Error('--servings must be a whole number from 1 to 50');
    }
    const pantry =
      values.pantry === undefined
        ? []
        : pantryFromJson(await readNamedJsonFile('pantry', values.pantry, io));
    const foods = await loadFoodTable();
    const full = buildShoppingList(recipes, { servings });
    const list = pantry.length > 0 ? subtractPantry(full, pantry, foods).list : full;
    const week = weekLeftovers(list, foods);
    if (values.json === true) {
      const json = {
        leftovers: week.leftovers.map(leftoverJson),
        packs: week.packs,
        leftoverShare: week.leftoverShare,
      };
      await write(io.stdout, `${JSON.stringify(json, null, 2)}\n`);
      return 0;
    }
    await write(
      io.stdout,
      `${[`${week.packs} packs; ${Math.round(week.leftoverShare * 100)}% of what they hold left over:`, ...leftoversText(week.leftovers)].join('\n')}\n`,
    );
    return 0;
  },
};
