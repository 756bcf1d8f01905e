/**
 * Ingredient lists often carry their group headings as lines ("For the sauce:"). Those lines are
 * not ingredients: they become the titles of `ingredientGroups`, and the flat list drops them.
 */
import type { IngredientGroup } from './draft.ts';

/**
 * A line that heads a group: short, ends with a colon, and holds no quantity outside brackets
 * (a figure in brackets says what the group makes: "For the pastry (for about 30 cookies):").
 */
export function isGroupHeading(line: string): boolean {
  return line.length <= 60 && /:\s*$/.test(line) && !/\d/.test(line.replace(/\([^()]*\)/g, ''));
}

/** Splits heading lines out of an ingredient list; groups only when there is a heading. */
export function splitIngredientGroups(lines: readonly string[]): {
  ingredients: string[];
  groups: IngredientGroup[] | undefined;
} {
  const groups: IngredientGroup[] = [];
  const ingredients: string[] = [];
  let current: IngredientGroup | undefined;
  for (const line of lines) {
    if (isGroupHeading(line)) {
      current = { title: line.replace(/:\s*$/, '').trim(), items: [] };
      groups.push(current);
      continue;
    }
    ingredients.push(line);
    if (!current) {
      current = { title: null, items: [] };
      groups.push(current);
    }
    current.items.push(line);
  }
  const titled = groups.some((group) => group.title !== null);
  return { ingredients, groups: titled ? groups.filter((group) => group.items.length) : undefined };
}
