/**
 * A recipe draft (scanned, pasted, imported from a file or a link) → the recipe body saved for it
 * (SPEC §3 "User recipe sent"): groups kept when they have titles, times in minutes, a total time
 * alone as the cook time, the hosted picture, the source link, lower-case tags, with every field
 * held to the body's limits so a long import never fails on one over-long line. The import screen
 * saves this body as it is; the Add recipe screen shows it in the form to check first.
 */
import { isHostedImageReference, type UserRecipeBody } from '@plateful/contracts';
import { countedYield } from '@plateful/core';
import type { ScannedDraft } from './scanned-drafts.ts';

/** The body a draft makes (a `UserRecipeBody`): every field the form shows, filled in. */
export interface DraftRecipeBody {
  name: string;
  description: string;
  category: string | null;
  tags: string[];
  servings: number;
  prep_time: number | null;
  cook_time: number | null;
  ingredients: string[];
  ingredient_groups: { title: string; items: string[] }[];
  display_groups: boolean;
  instructions: string[];
  image_url: string | null;
  images: string[];
  source_url: string | null;
  author?: string;
  /** What the recipe makes, when its page counted items rather than servings ("36 cookies"). */
  yields: string | null;
  /** The page's own energy a serving (per item of a counted yield), kcal. */
  calories?: number;
}

const MAX_STEPS = 100;

/** A published energy the body takes (the contract's 0 to 100,000 kcal), else nothing. */
const publishedKcal = (value: number | null | undefined): boolean =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 && value <= 100_000;
const clip = (text: string | null | undefined, max: number) => (text ?? '').trim().slice(0, max);
const lines = (items: readonly string[], max: number, count: number) =>
  items
    .map((item) => clip(item, max))
    .filter(Boolean)
    .slice(0, count);

function minutes(value: number | null): number | null {
  if (value === null || !Number.isFinite(value)) return null;
  const whole = Math.round(value);
  return whole >= 0 && whole <= 10_000 ? whole : null;
}

/** Steps within the body's hundred: any past the 99th run on in the last one. */
function stepsOf(instructions: readonly string[]): string[] {
  const steps = lines(instructions, 5000, Number.MAX_SAFE_INTEGER);
  if (steps.length <= MAX_STEPS) return steps;
  const rest = steps.slice(MAX_STEPS - 1).join(' ');
  return [...steps.slice(0, MAX_STEPS - 1), rest.slice(0, 5000)];
}

/**
 * The body for `draft`. A draft without a name is saved as `untitled`; the Add recipe form passes
 * '' so the cook is asked for one.
 */
export function bodyFromDraft(draft: ScannedDraft, untitled = 'Untitled recipe'): DraftRecipeBody {
  const groups = (draft.ingredientGroups ?? []).filter((group) => group.items.length > 0);
  const titled = groups.some((group) => (group.title ?? '').trim() !== '');
  const ingredientGroups = titled
    ? groups.slice(0, 30).map((group) => ({
        title: clip(group.title, 200),
        items: lines(group.items, 500, 200),
      }))
    : [];
  const ingredients = titled
    ? ingredientGroups.flatMap((group) => group.items).slice(0, 300)
    : lines(draft.ingredients, 500, 300);
  const onlyTotal = draft.prepTime === null && draft.cookTime === null;
  const image =
    draft.imageUrl && isHostedImageReference(draft.imageUrl) ? draft.imageUrl.trim() : null;
  const source = draft.sourceUrl.trim();
  const tags = [
    ...new Set(draft.tags.map((tag) => tag.trim().toLowerCase()).filter((tag) => tag !== '')),
  ]
    .filter((tag) => tag.length <= 40)
    .slice(0, 30);
  const servings =
    draft.servings !== null && draft.servings >= 1 && draft.servings <= 100
      ? Math.round(draft.servings)
      : 4;
  return {
    name: clip(draft.name, 200) || untitled,
    description: clip(draft.description, 5000),
    category: clip(draft.category, 60) || null,
    tags,
    servings,
    yields: countedYield(draft.yields) ? clip(draft.yields, 100) : null,
    prep_time: minutes(draft.prepTime),
    cook_time: minutes(draft.cookTime ?? (onlyTotal ? draft.totalTime : null)),
    ingredients,
    ingredient_groups: ingredientGroups,
    display_groups: ingredientGroups.length > 0,
    instructions: stepsOf(draft.instructions),
    image_url: image,
    images: image ? [image] : [],
    source_url: /^https?:\/\/\S+$/i.test(source) && source.length <= 2000 ? source : null,
    ...(draft.author?.trim() ? { author: clip(draft.author, 200) } : {}),
    ...(publishedKcal(draft.calories) ? { calories: Math.round(draft.calories!) } : {}),
  } satisfies UserRecipeBody;
}
