/** Our own export file (Settings → Export my data): its own recipes, read back as drafts. */
import type { DraftIngredientGroup } from '@plateful/core';
import type { LooseRecipe } from '../imported-recipe.ts';
import { isObject, type Json } from './app-json.ts';

export const isPlatefulExport = (json: unknown): json is Json =>
  isObject(json) && json.format === 'plateful-export' && Array.isArray(json.recipes);

const lineOf = (entry: unknown) =>
  isObject(entry) ? (entry.rawText ?? entry.raw_text ?? entry.name ?? '') : entry;

function groupsOf(value: unknown): DraftIngredientGroup[] | undefined {
  let list = value;
  if (typeof list === 'string') {
    try {
      list = JSON.parse(list) as unknown;
    } catch {
      return undefined;
    }
  }
  if (!Array.isArray(list)) return undefined;
  const groups = list.filter(isObject).map((group) => ({
    title:
      typeof group.title === 'string'
        ? group.title
        : typeof group.name === 'string'
          ? group.name
          : null,
    items: (Array.isArray(group.items)
      ? group.items
      : Array.isArray(group.ingredients)
        ? group.ingredients
        : []
    )
      .map(lineOf)
      .filter((line): line is string => typeof line === 'string'),
  }));
  return groups.length ? groups : undefined;
}

export function platefulRecipes(file: Json): LooseRecipe[] {
  return (file.recipes as unknown[]).filter(isObject).map((recipe) => ({
    name: recipe.name ?? recipe.title,
    description: recipe.description,
    groups: groupsOf(recipe.ingredient_groups ?? recipe.ingredientGroups),
    ingredients: Array.isArray(recipe.ingredients)
      ? recipe.ingredients.map(lineOf)
      : recipe.ingredients_flat,
    instructions: recipe.instructions ?? recipe.steps,
    prepTime: recipe.prep_time ?? recipe.prepTime,
    cookTime: recipe.cook_time ?? recipe.cookTime,
    // A recipe that makes counted things keeps them beside its servings ("36 cookies", 4).
    yields:
      typeof recipe.yields === 'string' && recipe.yields.trim()
        ? recipe.yields
        : typeof recipe.servings === 'number'
          ? `${recipe.servings} servings`
          : recipe.servings,
    servings: recipe.servings,
    calories: recipe.calories,
    sourceUrl: recipe.source_url ?? recipe.sourceUrl,
    author: recipe.author,
    category: recipe.category,
    tags: recipe.tags,
    imageUrl: recipe.image_url ?? recipe.imageUrl,
  }));
}
