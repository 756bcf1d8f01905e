/**
 * The add/edit form's model: a recipe as the fields a cook types, and back. Ingredient lines are
 * typed or pasted one per line; a line ending with ':' ("For the sauce:") starts a group.
 */
import type { UserRecipeBody } from '@plateful/contracts';
import { ingredientText, type Recipe } from '@plateful/core';

export type EditorForm = {
  name: string;
  description: string;
  category: string;
  tags: string;
  servings: string;
  prepTime: string;
  cookTime: string;
  ingredients: string;
  steps: string[];
  imageIds: string[];
  sourceUrl: string;
};

export const EMPTY_FORM: EditorForm = {
  name: '',
  description: '',
  category: '',
  tags: '',
  servings: '4',
  prepTime: '',
  cookTime: '',
  ingredients: '',
  steps: [''],
  imageIds: [],
  sourceUrl: '',
};

const GROUP_TITLE = /^(.{1,80}):\s*$/;

/** Ingredient text → flat lines and groups (groups only when a title line is present). */
export function parseIngredientLines(text: string): {
  ingredients: string[];
  groups: { title: string; items: string[] }[];
} {
  const groups: { title: string; items: string[] }[] = [];
  let current: { title: string; items: string[] } = { title: '', items: [] };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/^\s*[-*•·]\s*/, '').trim();
    if (line === '') continue;
    const title = GROUP_TITLE.exec(line);
    if (title) {
      if (current.items.length > 0 || current.title) groups.push(current);
      current = { title: title[1]!.trim(), items: [] };
    } else {
      current.items.push(line);
    }
  }
  if (current.items.length > 0 || current.title) groups.push(current);
  const titled = groups.some((group) => group.title !== '');
  return {
    ingredients: groups.flatMap((group) => group.items),
    groups: titled ? groups.filter((group) => group.items.length > 0) : [],
  };
}

/** Pasted method text → steps (one per line, numbering like "1." or "Step 2:" dropped). */
export function splitSteps(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*(?:step\s*)?\d+\s*[.):-]?\s*/i, '').trim())
    .filter(Boolean);
}

const imageIdOf = (reference: string | null) =>
  /\/api\/images\/([0-9a-f-]{36})\//i.exec(reference ?? '')?.[1] ?? null;

/** The recipe's steps to edit; one empty box only when it has none ("Add step" adds more). */
function stepsOf(recipe: Recipe): string[] {
  const steps = recipe.instructions.length > 0 ? recipe.instructions : recipe.steps;
  return steps.length > 0 ? [...steps] : [''];
}

export function formFromRecipe(recipe: Recipe): EditorForm {
  const groups =
    recipe.displayGroups && recipe.ingredientGroups.length > 0 ? recipe.ingredientGroups : null;
  const ingredients = groups
    ? groups
        .map((group) =>
          [group.title ? `${group.title}:` : '', ...group.items.map(ingredientText)]
            .filter(Boolean)
            .join('\n'),
        )
        .join('\n\n')
    : recipe.ingredients.map(ingredientText).join('\n');
  const images = [recipe.imageUrl, ...recipe.images]
    .map(imageIdOf)
    .filter((id): id is string => id !== null);
  return {
    name: recipe.name,
    description: recipe.description,
    category: recipe.category ?? '',
    tags: recipe.tags.join(', '),
    servings: String(recipe.servings),
    prepTime: recipe.prepTime === null ? '' : String(recipe.prepTime),
    cookTime: recipe.cookTime === null ? '' : String(recipe.cookTime),
    ingredients,
    steps: stepsOf(recipe),
    imageIds: [...new Set(images)],
    sourceUrl: recipe.sourceUrl ?? '',
  };
}

function wholeNumber(text: string, min: number, max: number): number | null {
  const value = Number.parseInt(text, 10);
  return Number.isFinite(value) && value >= min && value <= max ? value : null;
}

/** The body to send (SPEC §3 "User recipe sent"). */
export function bodyFromForm(form: EditorForm, id?: string): UserRecipeBody {
  const { ingredients, groups } = parseIngredientLines(form.ingredients);
  const images = form.imageIds.map((imageId) => `/api/images/${imageId}/full`);
  return {
    ...(id ? { id } : {}),
    name: form.name.trim(),
    description: form.description.trim(),
    category: form.category.trim() || null,
    tags: form.tags
      .split(',')
      .map((tag) => tag.trim().toLowerCase())
      .filter(Boolean),
    servings: wholeNumber(form.servings, 1, 100) ?? 4,
    prep_time: wholeNumber(form.prepTime, 0, 10_000),
    cook_time: wholeNumber(form.cookTime, 0, 10_000),
    ingredients,
    ingredient_groups: groups,
    display_groups: groups.length > 0,
    instructions: form.steps.map((step) => step.trim()).filter(Boolean),
    image_url: images[0] ?? null,
    images,
    source_url: form.sourceUrl.trim() || null,
  };
}

/** What stops a save, in the user's words; null when it can go. */
export function formProblem(form: EditorForm): string | null {
  if (form.name.trim() === '') return 'Give the recipe a name.';
  if (form.sourceUrl.trim() && !/^https?:\/\/\S+$/i.test(form.sourceUrl.trim()))
    return 'The source link must start with http:// or https://.';
  return null;
}
