/**
 * What every adapter makes of a recipe in another app's file: our draft (ingredients kept as the
 * cook wrote them, group headings as groups), the photo that came with it, and where it came from.
 * `recipeFrom` is the one place loose fields become a draft, so every format is cleaned alike.
 */
import { IMPORT_FORMATS_WIRE } from '@plateful/contracts';
import { emptyDraft, type RecipeDraft } from '@plateful/core';
import { cleanLines, cleanText, splitNumberedSteps } from '../extract/clean-text.ts';
import { parseDuration } from '../extract/durations.ts';
import { publishedCalories } from '../extract/published-calories.ts';
import { splitIngredientGroups } from '../extract/ingredient-groups.ts';
import { normaliseYield, servingsOfYield } from '../extract/yields.ts';
import type { DraftIngredientGroup } from '@plateful/core';

/** The formats an import reads, as the wire (contracts) names them. */
export const IMPORT_FORMATS = IMPORT_FORMATS_WIRE;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** A photo packed in the file, or the address one was kept at (fetched later, safely). */
export type ImportedPhoto = { bytes: Uint8Array; name: string } | { url: string };

export type ImportedRecipe = {
  format: ImportFormat;
  /** The file, and the member inside it, the recipe came from: "export.zip › Soup.paprikarecipe". */
  file: string;
  draft: RecipeDraft;
  photo: ImportedPhoto | null;
};

const MAX_NAME = 200;
const MAX_LINE = 1000;
const MAX_LINES = 300;
const MAX_TAGS = 30;

/** Loose fields as other apps keep them: strings with newlines, lists, or lists of objects. */
export type LooseRecipe = {
  name?: unknown;
  description?: unknown;
  /** Lines, or one text with a line each; a heading line ("For the sauce:") starts a group. */
  ingredients?: unknown;
  /** Groups the format marks itself; when given, `ingredients` is ignored. */
  groups?: DraftIngredientGroup[];
  /** Steps, or one text: paragraphs or lines become steps, numbering dropped. */
  instructions?: unknown;
  prepTime?: unknown;
  cookTime?: unknown;
  totalTime?: unknown;
  yields?: unknown;
  /** Servings the format keeps apart from `yields` (ours); else they are read from `yields`. */
  servings?: unknown;
  /** A serving's energy: a NutritionInformation object, a number of kcal, or nutrition text. */
  calories?: unknown;
  sourceUrl?: unknown;
  author?: unknown;
  category?: unknown;
  tags?: unknown;
  imageUrl?: unknown;
};

const clip = (text: string, max: number) =>
  text.length > max ? text.slice(0, max).trimEnd() : text;

function lines(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  return list
    .flatMap((entry) => (typeof entry === 'string' ? cleanLines(entry) : [cleanText(entry)]))
    .map((line) => clip(line.replace(/^[•·▪◦*-]\s+/, ''), MAX_LINE))
    .filter(Boolean)
    .slice(0, MAX_LINES);
}

/** Steps: list entries as they are; one text split at blank lines, else at lines. */
function steps(value: unknown): string[] {
  if (typeof value === 'string') {
    const paragraphs = value
      .split(/\r?\n\s*\r?\n/)
      .map((part) => part.trim())
      .filter(Boolean);
    const parts =
      paragraphs.length > 1 ? paragraphs.map((part) => cleanText(part)) : cleanLines(value);
    const split = parts.length === 1 ? splitNumberedSteps(parts[0]!) : parts;
    return split
      .map(stripNumber)
      .filter(Boolean)
      .map((step) => clip(step, 4 * MAX_LINE))
      .slice(0, MAX_LINES);
  }
  return lines(value).map(stripNumber).filter(Boolean);
}

const stripNumber = (step: string) => step.replace(/^(?:step\s*)?\d{1,2}\s*[.):]\s+/i, '').trim();

function list(value: unknown): string[] {
  const entries = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  const names = entries
    .map((entry) =>
      entry && typeof entry === 'object'
        ? cleanText((entry as { name?: unknown }).name)
        : cleanText(entry),
    )
    .filter(Boolean);
  return [...new Set(names)].slice(0, MAX_TAGS);
}

function webUrl(value: unknown): string {
  if (typeof value !== 'string') return '';
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : '';
  } catch {
    return '';
  }
}

/** Minutes from a number of minutes, an ISO duration or words; null for nothing or nonsense. */
function minutes(value: unknown): number | null {
  if (typeof value === 'number')
    return Number.isFinite(value) && value > 0 ? Math.round(value) : null;
  const parsed = parseDuration(value);
  return parsed !== null && parsed > 0 && parsed < 60 * 24 * 14 ? parsed : null;
}

/** A whole number of servings the body takes (1 to 100), else null. */
const wholeServings = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 100 ? value : null;

/** A draft from loose fields; the name falls back to the file's. */
export function recipeFrom(loose: LooseRecipe, fallbackName: string): RecipeDraft {
  const draft = emptyDraft();
  draft.name = clip(cleanText(loose.name) || fallbackName, MAX_NAME);
  draft.description = clip(cleanText(loose.description), 4 * MAX_LINE) || null;
  if (loose.groups?.length) {
    const groups = loose.groups
      .map((group) => ({
        title: group.title ? clip(cleanText(group.title), MAX_NAME) : null,
        items: lines(group.items),
      }))
      .filter((group) => group.items.length);
    draft.ingredients = groups.flatMap((group) => group.items).slice(0, MAX_LINES);
    if (groups.some((group) => group.title)) draft.ingredientGroups = groups;
  } else {
    const { ingredients, groups } = splitIngredientGroups(lines(loose.ingredients));
    draft.ingredients = ingredients;
    if (groups) draft.ingredientGroups = groups;
  }
  draft.instructions = steps(loose.instructions);
  draft.prepTime = minutes(loose.prepTime);
  draft.cookTime = minutes(loose.cookTime);
  draft.totalTime =
    minutes(loose.totalTime) ??
    (draft.prepTime || draft.cookTime ? (draft.prepTime ?? 0) + (draft.cookTime ?? 0) : null);
  const yieldValue = typeof loose.yields === 'string' ? cleanText(loose.yields) : loose.yields;
  draft.yields = normaliseYield(yieldValue);
  draft.servings = servingsOfYield(yieldValue) ?? wholeServings(loose.servings);
  draft.calories = publishedCalories(loose.calories);
  draft.sourceUrl = webUrl(loose.sourceUrl);
  draft.author = clip(cleanText(loose.author), MAX_NAME) || null;
  const categories = list(loose.category);
  draft.category = categories.join(', ') || null;
  draft.tags = list(loose.tags);
  draft.imageUrl = webUrl(loose.imageUrl) || null;
  return draft;
}

/** The last part of a member's path, without its extension: a recipe's name of last resort. */
export function baseName(path: string): string {
  const last = path.split('/').pop() ?? path;
  return (
    last
      .replace(/\.[a-z0-9]+$/i, '')
      .replace(/[_-]+/g, ' ')
      .trim() || 'Untitled Recipe'
  );
}
