/**
 * The add/edit form's model: a recipe as the fields a cook types, and back. Ingredient lines are
 * typed or pasted one per line; a line ending with ':' ("For the sauce:") starts a group.
 */
import type { UserRecipeBody } from '@plateful/contracts';
import { ingredientText, type Recipe } from '@plateful/core';
import type { DraftRecipeBody } from '../../lib/draft-body.ts';

export type EditorForm = {
  name: string;
  description: string;
  category: string;
  tags: string;
  servings: string;
  /** What the recipe makes when that is not servings ("12 muffins"); may be empty. */
  makes: string;
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
  makes: '',
  prepTime: '',
  cookTime: '',
  ingredients: '',
  steps: [''],
  imageIds: [],
  sourceUrl: '',
};

/** The body's limit on what a recipe makes. */
export const MAX_MAKES_LENGTH = 100;

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

type LineGroup = { readonly title?: string | null; readonly items: readonly string[] };

/** Ingredient lines as the form's text: groups as "Title:" lines, or one line each. */
function ingredientsText(groups: readonly LineGroup[] | null, lines: readonly string[]): string {
  if (!groups) return lines.join('\n');
  return groups
    .map((group) =>
      [group.title ? `${group.title}:` : '', ...group.items].filter(Boolean).join('\n'),
    )
    .join('\n\n');
}

/** The image ids among a recipe's picture references, each once. */
function imageIdsOf(references: readonly (string | null)[]): string[] {
  const ids = references.map(imageIdOf).filter((id): id is string => id !== null);
  return [...new Set(ids)];
}

export function formFromRecipe(recipe: Recipe): EditorForm {
  const groups =
    recipe.displayGroups && recipe.ingredientGroups.length > 0 ? recipe.ingredientGroups : null;
  return {
    name: recipe.name,
    description: recipe.description,
    category: recipe.category ?? '',
    tags: recipe.tags.join(', '),
    servings: String(recipe.servings),
    makes: recipe.yields ?? '',
    prepTime: recipe.prepTime === null ? '' : String(recipe.prepTime),
    cookTime: recipe.cookTime === null ? '' : String(recipe.cookTime),
    ingredients: ingredientsText(
      groups?.map((group) => ({ title: group.title, items: group.items.map(ingredientText) })) ??
        null,
      recipe.ingredients.map(ingredientText),
    ),
    steps: stepsOf(recipe),
    imageIds: imageIdsOf([recipe.imageUrl, ...recipe.images]),
    sourceUrl: recipe.sourceUrl ?? '',
  };
}

/** A recipe body (as `bodyFromDraft` makes for a scanned draft) → the form, to check and save. */
export function formFromBody(body: DraftRecipeBody): EditorForm {
  const groups = body.display_groups && body.ingredient_groups.length > 0;
  return {
    name: body.name,
    description: body.description,
    category: body.category ?? '',
    tags: body.tags.join(', '),
    servings: String(body.servings),
    makes: body.yields ?? '',
    prepTime: body.prep_time === null ? '' : String(body.prep_time),
    cookTime: body.cook_time === null ? '' : String(body.cook_time),
    ingredients: ingredientsText(groups ? body.ingredient_groups : null, body.ingredients),
    steps: body.instructions.length > 0 ? [...body.instructions] : [''],
    imageIds: imageIdsOf([body.image_url, ...body.images]),
    sourceUrl: body.source_url ?? '',
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
    yields: form.makes.trim().slice(0, MAX_MAKES_LENGTH) || null,
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
