/**
 * A page's HTML → a recipe draft: JSON-LD first, then microdata, then the page's own markup for
 * whatever the structured data left empty. Undefined when nothing on the page looks like a recipe.
 */
import { emptyDraft } from '@plateful/core';
import { load } from 'cheerio';
import { Element, type Document } from 'domhandler';
import { splitNumberedSteps, withoutLinkDisclosures } from './clean-text.ts';
import type { RecipeDraft } from './draft.ts';
import { findJsonLdRecipe, readJsonLd } from './json-ld.ts';
import { markupIngredients } from './markup-ingredients.ts';
import { markupInstructions } from './markup-steps.ts';
import { markupDescription, markupTitle } from './markup-title.ts';
import { markupYield } from './markup-yield.ts';
import { splitIngredientGroups } from './ingredient-groups.ts';
import { markupTotalTime } from './markup-times.ts';
import {
  fullerListOnPage,
  ingredientsSplitOnPage,
  ingredientsWithAmounts,
  onlyGroupTitles,
  titlesAsOnPage,
} from './page-ingredients.ts';
import { htmlShapeProblem } from './html-shape.ts';
import { findMicrodataRecipe } from './microdata.ts';
import { closeOpenItems } from './open-items.ts';
import { dropPostTermClasses } from './post-term-classes.ts';
import { dropTemplateRows } from './client-templates.ts';
import { hideClosedPanels } from './closed-panels.ts';
import { builderIngredients } from './page-builder-data.ts';
import { zipParallelColumns } from './parallel-columns.ts';
import { readScriptState } from './script-state.ts';
import { choosePageImage, documentBase } from './page-image.ts';
import { absoluteUrl, draftFromSchema, schemaImageCandidates } from './schema-recipe.ts';
import { normaliseYield, servingsOfYield } from './yields.ts';

/** Reads a recipe draft from a page; `sourceUrl` is where the page came from. */
export function extractRecipe(html: string, sourceUrl: string): RecipeDraft | undefined {
  // A page no recipe site makes (a million nested elements) is not parsed at all (issue 32).
  if (htmlShapeProblem(html) !== null) return undefined;
  // htmlparser2 (not parse5): several times faster, and forgiving enough for real pages.
  const $ = load(html, { xml: { xmlMode: false, decodeEntities: true } });
  gatherTopLevel($.root()[0]!);
  closeOpenItems($.root()[0]!);
  zipParallelColumns($.root()[0]!);
  dropPostTermClasses($);
  dropTemplateRows($);
  hideClosedPanels($);
  // A framework's page may hold its JSON-LD only in the state its scripts render from.
  const jsonLd = findJsonLdRecipe(readJsonLd($)) ?? findJsonLdRecipe(readScriptState($));
  const microdata = findMicrodataRecipe($);
  let draft: RecipeDraft | undefined;
  const resolve = (value: unknown) => {
    if (jsonLd && value && typeof value === 'object' && !Array.isArray(value)) {
      const id = (value as Record<string, unknown>)['@id'];
      if (typeof id === 'string' && Object.keys(value).length <= 2) {
        return jsonLd.byId.get(id) ?? value;
      }
    }
    return value;
  };
  if (jsonLd) {
    draft = draftFromSchema(jsonLd.recipe, sourceUrl, resolve);
  }
  if (microdata) {
    const fromMicrodata = draftFromSchema(microdata, sourceUrl);
    draft = draft ? fillGaps(draft, fromMicrodata) : fromMicrodata;
  }
  if (draft && onlyGroupTitles($, draft.ingredients)) {
    // Structured data that lists only the titles of the page's groups: the page's lines instead.
    draft.ingredients = [];
  } else if (draft && lacksAmounts(draft.ingredients)) {
    draft.ingredients = ingredientsWithAmounts($, draft.ingredients) ?? draft.ingredients;
  } else if (draft && draft.ingredients.length === 1) {
    draft.ingredients = ingredientsSplitOnPage($, draft.ingredients[0]!) ?? draft.ingredients;
  } else if (draft && draft.ingredients.length > 1) {
    const listed = markupIngredients($);
    draft.ingredients =
      fullerListOnPage($, draft.ingredients, listed) ??
      titlesAsOnPage(draft.ingredients, listed) ??
      draft.ingredients;
  }
  const fromMarkup: RecipeDraft = { ...emptyDraft(), sourceUrl };
  const base = draft ?? fromMarkup;
  if (!base.name) base.name = markupTitle($);
  if (base.ingredients.length === 0) base.ingredients = markupIngredients($, { orHidden: true });
  // A page whose widget draws its list from data it carries (a `data-` attribute, a script).
  if (base.ingredients.length === 0) base.ingredients = builderIngredients($);
  if (base.instructions.length === 0)
    base.instructions = markupInstructions($, {
      orHidden: true,
      ingredients: base.ingredients,
      // A page whose structured data gives a recipe but no method: its card's steps are read
      // without the titles of their groups (session 64: with them, two held-out pages so served
      // fell, their reference reading the card's steps alone).
      cardGroupTitles: draft === undefined,
    });
  const image = choosePageImage(
    $,
    [
      ...(jsonLd ? schemaImageCandidates(jsonLd.recipe, resolve) : []),
      ...(microdata ? schemaImageCandidates(microdata) : []),
    ],
    sourceUrl,
  );
  base.imageUrl = image ? absoluteUrl(image, documentBase($, sourceUrl)) : null;
  if (!base.yields && !hasYield(jsonLd?.recipe) && !hasYield(microdata)) {
    const yieldText = markupYield($) || null;
    base.yields = normaliseYield(yieldText);
    base.servings = servingsOfYield(yieldText);
  }
  if (!base.description) base.description = markupDescription($) || null;
  if (base.totalTime === null && !hasTime(jsonLd?.recipe) && !hasTime(microdata)) {
    base.totalTime = markupTotalTime($);
  }
  if (base.ingredients.length === 0 && base.instructions.length === 0) return undefined;
  // A links plugin's "(affiliate link)" after a linked word, in the data's text as on the page.
  base.ingredients = base.ingredients.map(withoutLinkDisclosures).filter(Boolean);
  base.instructions = base.instructions.map(withoutLinkDisclosures).flatMap(splitNumberedSteps);
  const { ingredients, groups } = splitIngredientGroups(base.ingredients);
  base.ingredients = ingredients;
  if (groups) base.ingredientGroups = groups;
  return base;
}

/** More nodes than a page's top level holds (a doctype, `<html>`, a comment or two). */
const TOP_LEVEL_LIMIT = 16;

/**
 * Puts a page's top level under one `<html>` when it is crowded (a fragment without `<html>`, or
 * junk after it): every query searches the top level, and cheerio compares its nodes pairwise.
 */
function gatherTopLevel(root: Document): void {
  if (root.children.length <= TOP_LEVEL_LIMIT) return;
  const wrapper = new Element('html', {}, root.children);
  for (const child of wrapper.children) child.parent = wrapper;
  wrapper.parent = root;
  root.children = [wrapper];
}

/**
 * Whether structured ingredient lines are bare names: several lines and hardly a number among
 * them, as when a site's structured data drops the amounts its page shows.
 */
function lacksAmounts(lines: readonly string[]): boolean {
  return lines.length >= 2 && lines.filter((line) => /\d/.test(line)).length * 4 <= lines.length;
}

/** Whether structured data states a time (even an empty one: then the page gives none). */
const hasTime = (node: Record<string, unknown> | undefined) =>
  node !== undefined && ('totalTime' in node || 'prepTime' in node || 'cookTime' in node);

/** Whether structured data states a yield (even an empty one: then the page gives none). */
const hasYield = (node: Record<string, unknown> | undefined) =>
  node !== undefined && ('recipeYield' in node || 'yield' in node);

/** `draft` with its empty fields taken from `other`. */
function fillGaps(draft: RecipeDraft, other: RecipeDraft): RecipeDraft {
  const merged: Record<string, unknown> = { ...draft };
  for (const [key, value] of Object.entries(other)) {
    const current = merged[key];
    const empty =
      current === null || current === '' || (Array.isArray(current) && current.length === 0);
    if (empty) merged[key] = value;
  }
  return merged as RecipeDraft;
}
