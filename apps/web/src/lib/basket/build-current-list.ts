/**
 * The shopping list as the Shop tab shows it, from plain data (no React, so the kitchen worker
 * builds the same list for Use it up): the selected recipes built into one list with the checks
 * and the pantry staples counted as checked.
 */
import {
  buildShoppingList,
  type ListFoods,
  normaliseIngredientName,
  type OwnItem,
  type ShoppingItem,
  type ShoppingList,
  type ShoppingRecipe,
} from '@plateful/core';

/** Whether an item is one of the pantry staples (always treated as owned). */
export function stapleMatcher(staples: readonly string[]): (item: ShoppingItem) => boolean {
  const names = new Set(
    staples.flatMap((staple) => {
      const lower = staple.trim().toLowerCase();
      return lower === ''
        ? []
        : [lower, normaliseIngredientName(lower), normaliseIngredientName(lower, { unit: 'g' })];
    }),
  );
  return (item) => names.has(item.name) || names.has(item.ingredient.toLowerCase());
}

/**
 * The list for these recipes with these checks, pantry staples counted as checked. Also returns
 * the staple keys, so the screen can show why an item is checked.
 */
export function buildCurrentList(
  recipes: readonly ShoppingRecipe[],
  checks: readonly string[],
  staples: readonly string[],
  householdSize: number | null = null,
  ownItems: readonly OwnItem[] = [],
  aisleOverrides: Readonly<Record<string, string>> = {},
  servingsByRecipe: Readonly<Record<string, number>> = {},
  foods?: ListFoods,
): { list: ShoppingList; stapleKeys: ReadonlySet<string> } {
  // Quantities for the household size (Settings), when one is set.
  const servings = householdSize;
  const plain = buildShoppingList(recipes, {
    checkedKeys: checks,
    servings,
    servingsByRecipe,
    ownItems,
    aisleOverrides,
    foods,
  });
  if (staples.length === 0) return { list: plain, stapleKeys: new Set() };
  const isStaple = stapleMatcher(staples);
  const stapleKeys = new Set(plain.items.filter(isStaple).map((item) => item.key));
  if (stapleKeys.size === 0) return { list: plain, stapleKeys };
  const list = buildShoppingList(recipes, {
    checkedKeys: [...checks, ...stapleKeys],
    servings,
    servingsByRecipe,
    ownItems,
    aisleOverrides,
    foods,
  });
  return { list, stapleKeys };
}
