/**
 * Use it up (issue 29): recipes ranked by how much of what the kitchen holds they use (the
 * pantry and the week's leftovers, perishables counting most) and how little they still need,
 * each with what it uses; and "what can I cook now": those that need at most two things the
 * kitchen lacks. Seasonings used by the pinch (salt, pepper) and water are never "needed".
 */
import type { FoodTable } from '../food/food-table.ts';
import { placeIngredient } from '../food/place-ingredient.ts';
import { buildShoppingList } from '../shopping/build-shopping-list.ts';
import { classifyAisle } from '../shopping/categorise.ts';
import type { ShoppingItem } from '../shopping/shopping-item.ts';
import { keepDaysFor } from './keep-days.ts';
import { pantryUsesDrawn } from './use-from-pantry.ts';
import type { PlannerRecipe } from './plan-week.ts';
import { readPantryThings, subtractPantryThings, type PantryItem } from './pantry.ts';

export interface UseItUpSuggestion {
  readonly id: string;
  readonly name: string;
  /**
   * What it uses of the kitchen's: an entry it uses up as the pantry has it ("40 g baby spinach",
   * "½ cucumber"), else what it takes of it as cook mode says it ("2 of your 9 garlic cloves").
   */
  readonly uses: readonly string[];
  /** What it still needs, by the list's names ("Double Cream"). */
  readonly missing: readonly string[];
  /** Grams of the kitchen's it uses. */
  readonly usedGrams: number;
  /** Higher is better: perishables used count most, each thing missing counts against. */
  readonly score: number;
}

/** Days a store-cupboard thing counts as keeping for, and grams of a thing the model can't weigh. */
const KEEPS_FOR_MONTHS = 60;
const UNWEIGHED_GRAMS = 50;
/** A thing to buy costs as much as using 15% of the kitchen gains. */
const MISSING_COST = 0.15;

/** Most things a recipe may lack and still be "what can I cook now". */
export const COOK_NOW_MAX_MISSING = 2;

const WATER = /^(?:cold |hot |boiling |warm )?water$/;

function isNeverNeeded(foods: FoodTable, item: ShoppingItem): boolean {
  if (WATER.test(item.name)) return true;
  const food = foods.find(item.name)?.food;
  return food?.negligible === true;
}

function gramsOfItem(foods: FoodTable, item: ShoppingItem, quantity: number | null): number {
  if (quantity === null || !(quantity > 0)) return 0;
  return (
    placeIngredient(foods, {
      original: item.ingredient,
      quantity,
      quantityMax: null,
      unit: item.unit,
      name: item.name,
      notes: '',
    }).grams ?? 0
  );
}

/**
 * Recipes ranked by what they use of `kitchen` (pantry entries and leftovers, as pantry items),
 * best first; recipes that use nothing of it are left out.
 */
export function useItUp(
  library: readonly PlannerRecipe[],
  kitchen: readonly PantryItem[],
  foods: FoodTable,
): UseItUpSuggestion[] {
  if (kitchen.length === 0) return [];
  const texts = new Map(kitchen.map((item) => [item.id, item.text]));
  // What the kitchen holds, weighted as below, so a score is a share of it.
  // Every thing of an entry whose amount is each of several ("½ bunch each mint and dill").
  const things = kitchen.map((item) => readPantryThings(foods, item));
  const stock = things.flat();
  const held = stock.reduce((sum, thing) => {
    const keeps = keepDaysFor(thing.name, classifyAisle(thing.name).category) ?? KEEPS_FOR_MONTHS;
    return sum + (thing.grams ?? UNWEIGHED_GRAMS) / Math.max(1, keeps);
  }, 0);
  const suggestions: UseItUpSuggestion[] = [];
  for (const recipe of library) {
    const list = buildShoppingList([recipe]);
    if (list.items.length === 0) continue;
    const {
      result: { list: rest, have },
      drawn,
    } = subtractPantryThings(list, stock, foods);
    const uses = new Set<string>();
    let usedGrams = 0;
    let weighted = 0;
    for (const item of list.items) {
      const cover = have[item.key];
      if (cover === undefined) continue;
      const left = rest.items.find((r) => r.key === item.key);
      const used = gramsOfItem(foods, item, (item.quantity ?? 0) - (left?.quantity ?? 0));
      usedGrams += used;
      // A thing that keeps two days is worth using up more than one that keeps three weeks.
      const keeps = keepDaysFor(item.name, item.category) ?? KEEPS_FOR_MONTHS;
      weighted += (used || UNWEIGHED_GRAMS) / Math.max(1, keeps);
      for (const id of cover.pantryIds) uses.add(texts.get(id) ?? id);
    }
    if (uses.size === 0) continue;
    // "Uses 9 garlic cloves" read as a recipe for nine, where it takes two of them.
    const taken = new Map(
      pantryUsesDrawn(list, kitchen, things, drawn, foods)
        .filter((use) => use.after !== null)
        .map((use) => [use.before.text, use.taken]),
    );
    // A thing the kitchen has some of but not enough is "more double cream", not "Double Cream".
    const missing = rest.items
      .filter((item) => !isNeverNeeded(foods, item))
      .map((item) =>
        have[item.key] === undefined ? item.ingredient : `more ${item.ingredient.toLowerCase()}`,
      );
    suggestions.push({
      id: recipe.id,
      name: recipe.name,
      uses: [...uses].map((text) => taken.get(text) ?? text),
      missing,
      usedGrams: Math.round(usedGrams),
      score:
        Math.round((weighted / Math.max(held, 1e-9) - MISSING_COST * missing.length) * 1000) / 1000,
    });
  }
  return suggestions.sort((a, b) => b.score - a.score || a.missing.length - b.missing.length);
}

/** "What can I cook now": the suggestions that lack at most two things. */
export function cookNow(suggestions: readonly UseItUpSuggestion[]): UseItUpSuggestion[] {
  return suggestions.filter((s) => s.missing.length <= COOK_NOW_MAX_MISSING);
}
