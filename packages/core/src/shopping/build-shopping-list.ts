/**
 * Selected recipes → one merged, categorised, readable shopping list (SPEC §5 "Shopping list
 * building"): parse → split seasoning pairs → normalise → categorise → merge → combine
 * convertible units → consolidate → sort and group → format.
 * Pure and fast enough to run in the browser on every change (see bench/build-list.bench.ts).
 */
import { CATALOGUE_CONFIDENCE } from '../constants.ts';
import { splitListLine } from '../ingredients/clean-ingredient-line.ts';
import { madeOnFirstUse } from '../memo.ts';
import { withoutVagueAmount } from '../ingredients/descriptors.ts';
import { parseCleanIngredient, parseIngredient } from '../ingredients/parse-ingredient.ts';
import type { ParsedIngredient } from '../ingredients/parsed-ingredient.ts';
import { recipeMeasures, type RecipeMeasures } from '../ingredients/recipe-measures.ts';
import {
  ingredientLine,
  isUsableIngredientText,
  type RecipeIngredient,
} from '../recipes/recipe.ts';
import { buyAmount } from './buy-amounts.ts';
import { DISPLAY_CATEGORIES, type DisplayCategory } from './categories.ts';
import { classifyAisle, EMPTY_CATALOGUE, type AisleCatalogue } from './categorise.ts';
import { compareNames } from './compare-names.ts';
import { consolidateBottles } from './consolidate.ts';
import { combineConvertibleUnits } from './convertible-units.ts';
import { titleCase } from './format-quantity.ts';
import { joinSameThings } from './join-entries.ts';
import {
  metricFromNotes,
  roundConverted,
  toUkMeasure,
  type ListFoods,
} from './measure-conversions.ts';
import { mergeEntries, type MergedEntry, type ShoppingEntry } from './merge.ts';
import { displayBaseName, itemDisplayName, typedSingular } from './display-name.ts';
import { normaliseIngredient } from './normalise-name.ts';
import {
  isInstructionOnly,
  isTapWater,
  withoutTapWater,
  withoutWebAddresses,
} from './not-to-buy.ts';
import { formatItemAmounts, oneLinePerName } from './one-line-per-name.ts';
import { productForm } from './product-forms.ts';
import { namesOfThings } from './seasoning-pairs.ts';
import { shoppingItemKey, type ShoppingItem } from './shopping-item.ts';

/** The recipe fields the list needs: any `Recipe` fits. */
export interface ShoppingRecipe {
  readonly id: string;
  readonly name: string;
  readonly ingredients: readonly RecipeIngredient[];
  readonly ingredientGroups?: readonly { readonly items: readonly RecipeIngredient[] }[];
  /** How many the recipe serves; with the `servings` option, quantities scale by the ratio. */
  readonly servings?: number;
  /** Where the recipe is from (its page's address): an Australian site's cups are its own. */
  readonly sourceUrl?: string | null;
}

export interface ShoppingCategory {
  readonly id: DisplayCategory;
  readonly label: string;
  readonly items: readonly ShoppingItem[];
  readonly checkedCount: number;
}

export interface ShoppingList {
  /** Non-empty categories in SPEC display order. */
  readonly categories: readonly ShoppingCategory[];
  /** Every item, in display order. */
  readonly items: readonly ShoppingItem[];
}

export interface BuildShoppingListOptions {
  /** Keys of items already owned (SPEC §3 "Checked items"). */
  readonly checkedKeys?: ReadonlySet<string> | readonly string[];
  /** Name → bucket lookups (SPEC §5; empty as shipped). */
  readonly catalogue?: AisleCatalogue;
  /**
   * Cook every recipe for this many people (the household size): each recipe's quantities are
   * scaled by servings ÷ the recipe's own servings before merging. Unset keeps them as written.
   */
  readonly servings?: number | null;
  /**
   * Servings chosen for single recipes (issue 18), by recipe id: these recipes cook for their own
   * number, over `servings`.
   */
  readonly servingsByRecipe?: Readonly<Record<string, number>>;
  /**
   * Things no recipe needs, as the household typed them ("2 pints milk", "loo roll"): parsed like
   * recipe lines, put in their aisle and merged with a recipe item of the same thing.
   */
  readonly ownItems?: readonly { readonly id: string; readonly text: string }[];
  /**
   * The household's aisle corrections: item name ('sweetcorn') → display category id. A corrected
   * item goes to that aisle on every list, with the catalogue's confidence.
   */
  readonly aisleOverrides?: Readonly<Record<string, string>>;
  /**
   * The food model, when loaded (`listFoods(await loadFoodTable())`): densities and piece weights
   * for things the list's own tables lack, so cups and grams of one food merge (decision 0020).
   */
  readonly foods?: ListFoods;
}

const BUCKET_BY_CATEGORY = new Map<string, DisplayCategoryInfo>(
  DISPLAY_CATEGORIES.map((category) => [category.id, category]),
);
type DisplayCategoryInfo = (typeof DISPLAY_CATEGORIES)[number];

/** Entries moved to the aisle the household chose for their name. */
function withAisleOverrides(
  entries: ShoppingEntry[],
  overrides: Readonly<Record<string, string>> | undefined,
): ShoppingEntry[] {
  if (!overrides) return entries;
  return entries.map((entry) => {
    const target = Object.hasOwn(overrides, entry.name)
      ? BUCKET_BY_CATEGORY.get(overrides[entry.name]!)
      : undefined;
    if (!target || target.id === entry.category) return entry;
    return {
      ...entry,
      category: target.id,
      bucket: target.bucket,
      confidence: CATALOGUE_CONFIDENCE,
    };
  });
}

const LETTER = madeOnFirstUse(() => /\p{L}/u);

/**
 * One cleaned part of a recipe line (`splitListLine`), parsed without cleaning it again.
 * Its `original` is the recipe's line as written, artefacts and all, for "why is this here".
 */
function parseLinePart(part: string, line: string, recipeId: string): ParsedIngredient {
  const parsed = parseCleanIngredient(part, recipeId);
  return part === line ? parsed : { ...parsed, original: line };
}

/** Own items travel through the merge as entries of a pseudo-recipe with this id prefix. */
const OWN_ITEM_PREFIX = '\u0001own:';

/** Shopping entries for the household's own items. */
export function ownItemEntries(
  items: readonly { readonly id: string; readonly text: string }[],
  catalogue: AisleCatalogue = EMPTY_CATALOGUE,
  foods?: ListFoods,
): ShoppingEntry[] {
  return items.flatMap((item) => {
    if (!isUsableIngredientText(item.text)) return [];
    const recipe = { id: `${OWN_ITEM_PREFIX}${item.id}`, name: '' };
    return splitListLine(item.text).flatMap((part) =>
      toShoppingEntries(parseLinePart(part, item.text, recipe.id), recipe, catalogue, foods),
    );
  });
}

/** The factor that turns a recipe's quantities into ones for `servings` people. */
export function servingsFactor(
  recipeServings: number | undefined,
  servings: number | null | undefined,
): number {
  if (servings == null || !(servings > 0)) return 1;
  if (recipeServings === undefined || !(recipeServings > 0)) return 1;
  return servings / recipeServings;
}

/** Aisles of fresh food, whose tins are another food. */
const FRESH_CATEGORIES: ReadonlySet<string> = new Set(['vegetables', 'fruit']);

/** A tin of a thing whose name alone is fresh produce: tomatoes, not chickpeas or sweetcorn. */
function isTinnedFresh(name: string, category: string, catalogue: AisleCatalogue): boolean {
  if (category !== 'tinned_and_jarred' || name.startsWith('tinned ')) return false;
  return FRESH_CATEGORIES.has(classifyAisle(name, catalogue).category);
}

/**
 * One parsed line → a shopping entry: normalised name, the product its unit names (garlic bulbs
 * as cloves, ground spices), US measures in grams or millilitres, upper end of a range.
 */
export function toShoppingEntry(
  parsed: ParsedIngredient,
  recipe: { readonly id: string; readonly name: string },
  catalogue: AisleCatalogue = EMPTY_CATALOGUE,
  foods?: ListFoods,
): ShoppingEntry {
  const normalised = normaliseIngredient(parsed.name, { unit: parsed.unit });
  const { synonymOf } = normalised;
  const product = productForm(
    {
      name: normalised.name,
      quantity: parsed.quantityMax ?? parsed.quantity,
      // "4 cloves garlic" is four garlic cloves: counted, not a unit of its own (SPEC §5).
      unit: parsed.unit === 'clove' ? null : parsed.unit,
    },
    parsed.original,
  );
  // A US measure in the recipe's own metric ("3 cups (600 g) sugar"), else by the density table.
  const metric =
    parsed.quantityMax === null ? metricFromNotes(product.name, product, parsed.notes) : null;
  const { quantity, unit } = metric ?? toUkMeasure(product.name, product, foods);
  // The unit and line carry the pack: "1 can sweetcorn" is tinned, "400g can of chickpeas" too;
  // the count with no unit a piece ("1 pepper, sliced" is a sweet pepper).
  const aisle = classifyAisle(product.name, catalogue, {
    unit: parsed.unit,
    line: parsed.original,
    quantity: parsed.quantity,
  });
  // "1 tin tomatoes": a tin of what is otherwise fresh is the tinned food, on a line of its own
  // ("Tinned Tomatoes"), never one with the fresh tomatoes of another recipe.
  const tinned = parsed.unit === 'can' && isTinnedFresh(product.name, aisle.category, catalogue);
  const name = tinned ? `tinned ${product.name}` : product.name;
  const written = name === normalised.name ? normalised.written : product.name;
  return {
    name,
    quantity,
    unit,
    category: aisle.category,
    bucket: aisle.bucket,
    confidence: aisle.confidence,
    recipeId: recipe.id,
    recipeName: recipe.name,
    line: parsed.original,
    displayName: displayBaseName(tinned ? `tinned ${written}` : written, synonymOf),
  };
}

/**
 * One parsed line → its shopping entries: usually one, two for a seasoning pair ("salt and black
 * pepper" → salt, black pepper), one per thing the amount is each of ("½ bunch each oregano,
 * rosemary, thyme" → oregano, rosemary, thyme), each with the line's quantity and unit; none for
 * tap water or a line that is only an instruction ("to serve", "for greasing").
 */
export function toShoppingEntries(
  line: ParsedIngredient,
  recipe: { readonly id: string; readonly name: string },
  catalogue: AisleCatalogue = EMPTY_CATALOGUE,
  foods?: ListFoods,
): ShoppingEntry[] {
  const entries: ShoppingEntry[] = [];
  // "a little olive oil" is olive oil to buy (and "a little water" tap water).
  const named = withoutVagueAmount(line.name);
  const parsed = named === line.name ? line : { ...line, name: named };
  // A pair first: "1 tsp each salt and pepper" is salt and black pepper, a teaspoon of each.
  // "2 tbsp each lemon and lime juice" is lemon juice and lime juice where the food model says
  // "lemon juice" is a food (asked only of a line that says "each").
  const things = namesOfThings(parsed, foods?.isFood);
  if (things === null) {
    addShoppingEntry(entries, parsed.name, parsed, recipe, catalogue, foods);
  } else {
    for (const written of things) {
      addShoppingEntry(entries, written, parsed, recipe, catalogue, foods);
    }
  }
  return entries;
}

/** Adds the entry for one name of a parsed line, unless it is nothing to buy (a plain loop: every line comes here). */
function addShoppingEntry(
  entries: ShoppingEntry[],
  written: string,
  parsed: ParsedIngredient,
  recipe: { readonly id: string; readonly name: string },
  catalogue: AisleCatalogue,
  foods: ListFoods | undefined,
): void {
  const name = withoutTapWater(written);
  if (name === null || isInstructionOnly(name, parsed.quantity)) return;
  const line = name === parsed.name ? parsed : { ...parsed, name };
  const entry = toShoppingEntry(line, recipe, catalogue, foods);
  // "large 2", "water whole": once descriptors are off, nothing (or only water) is left to buy.
  if (LETTER().test(entry.name) && !isTapWater(entry.name)) entries.push(entry);
}

/** The flat ingredient list, or the groups' items when the flat list is empty. */
function ingredientsOf(recipe: ShoppingRecipe): readonly RecipeIngredient[] {
  const flat = recipe.ingredients ?? [];
  if (flat.length > 0) return flat;
  return (recipe.ingredientGroups ?? []).flatMap((group) => group.items ?? []);
}

/**
 * A parsed line's entry as used by one recipe: its quantity scaled by the recipe's factor. The
 * entry itself when nothing changes (a line's first use, unscaled), so most lines make one object.
 */
function entryForRecipe(
  entry: ShoppingEntry,
  recipe: ShoppingRecipe,
  factor: number,
): ShoppingEntry {
  const quantity =
    entry.quantity === null || factor === 1 ? entry.quantity : entry.quantity * factor;
  if (
    quantity === entry.quantity &&
    recipe.id === entry.recipeId &&
    recipe.name === entry.recipeName
  )
    return entry;
  return { ...entry, quantity, recipeId: recipe.id, recipeName: recipe.name };
}

/** Measures a list keeps as written, whose size depends on where the recipe is from. */
const SIZED_BY_RECIPE: ReadonlySet<string> = new Set(['pint', 'quart', 'gallon']);

/**
 * The sizes the recipe gives its measures (recipe-measures.ts), from all its lines: the list's, and
 * the metric switch's on the sheet (so both show a US recipe's pint alike).
 */
export function measuresOfRecipe(recipe: ShoppingRecipe): RecipeMeasures | null {
  const lines = ingredientsOf(recipe)
    .map(ingredientLine)
    .filter(isUsableIngredientText)
    .map((line) => parseIngredient(line));
  return recipeMeasures(lines, recipe.sourceUrl ?? null);
}

/**
 * An entry in pints, quarts or gallons as its recipe means them: a US recipe's pint of cream is
 * 473 ml, which the list shows in ml (a UK shopper reads "1 pint" as 568 ml).
 */
function inRecipeMeasures(entry: ShoppingEntry, measures: RecipeMeasures | null): ShoppingEntry {
  const ml = entry.unit === null ? undefined : measures?.[entry.unit];
  if (ml === undefined) return entry;
  const quantity = entry.quantity === null ? null : roundConverted(entry.quantity * ml);
  return { ...entry, quantity, unit: 'ml' };
}

/** Every usable ingredient line of the recipes as shopping entries (lines of ≤ 2 characters dropped). */
export function collectShoppingEntries(
  recipes: readonly ShoppingRecipe[],
  catalogue: AisleCatalogue = EMPTY_CATALOGUE,
  servings: number | null = null,
  servingsByRecipe: Readonly<Record<string, number>> = {},
  foods?: ListFoods,
): ShoppingEntry[] {
  const entries: ShoppingEntry[] = [];
  // The same line in several recipes ("1 tbsp olive oil") is parsed once per build.
  const seen = new Map<string, readonly ShoppingEntry[]>();
  // Indexed loops, not for-of: they run for every line of every recipe, in code that a short
  // process (the CLI) never optimises, where for-of calls the array iterator's next() and reads
  // its result for each element (1,000 recipes: 22,000 calls).
  for (let r = 0; r < recipes.length; r += 1) {
    const recipe = recipes[r]!;
    const chosen = Object.hasOwn(servingsByRecipe, recipe.id)
      ? servingsByRecipe[recipe.id]
      : undefined;
    const factor = servingsFactor(recipe.servings, chosen ?? servings);
    // Read only for a recipe with a pint, quart or gallon: most have none.
    let measures: RecipeMeasures | null | undefined;
    const ingredients = ingredientsOf(recipe);
    for (let i = 0; i < ingredients.length; i += 1) {
      const line = ingredientLine(ingredients[i]!);
      if (!isUsableIngredientText(line)) continue;
      let lineEntries = seen.get(line);
      if (lineEntries === undefined) {
        // A link is not a food: a line that is only one is left off (no parts), and one beside
        // a food goes.
        const text = withoutWebAddresses(line);
        // Text recognition may run two ingredients into one line: each is parsed on its own.
        const parts = text === null ? [] : splitListLine(text);
        if (parts.length === 1) {
          lineEntries = toShoppingEntries(
            parseLinePart(parts[0]!, line, recipe.id),
            recipe,
            catalogue,
            foods,
          );
        } else {
          const all: ShoppingEntry[] = [];
          for (const part of parts) {
            all.push(
              ...toShoppingEntries(parseLinePart(part, line, recipe.id), recipe, catalogue, foods),
            );
          }
          lineEntries = all;
        }
        seen.set(line, lineEntries);
      }
      for (let e = 0; e < lineEntries.length; e += 1) {
        const entry = lineEntries[e]!;
        let sized = entry;
        if (entry.unit !== null && SIZED_BY_RECIPE.has(entry.unit)) {
          measures ??= measuresOfRecipe(recipe);
          sized = inRecipeMeasures(entry, measures);
        }
        entries.push(entryForRecipe(sized, recipe, factor));
      }
    }
  }
  return entries;
}

function toItem(
  entry: MergedEntry,
  checked: ReadonlySet<string>,
  foods: ListFoods | undefined,
): ShoppingItem {
  const key = shoppingItemKey(entry.name, entry.category, entry.unit);
  const ownItemIds = entry.recipeIds
    .filter((id) => id.startsWith(OWN_ITEM_PREFIX))
    .map((id) => id.slice(OWN_ITEM_PREFIX.length));
  const recipeIds =
    ownItemIds.length === 0
      ? entry.recipeIds
      : entry.recipeIds.filter((id) => !id.startsWith(OWN_ITEM_PREFIX));
  const recipes = ownItemIds.length === 0 ? entry.recipes : entry.recipes.filter(Boolean);
  return {
    key,
    // A line of several amounts ("1 + 320 g") is more than one: its name is plural. Own items
    // typed with no amount read as typed: "Kitchen roll" is one, not "Kitchen Rolls".
    ingredient: titleCase(
      itemDisplayName(
        entry.displayNames,
        entry.also ? null : typedOneOf(entry, recipeIds, ownItemIds) ? 1 : entry.quantity,
        entry.unit,
      ),
    ),
    name: entry.name,
    quantity: entry.quantity,
    unit: entry.unit,
    category: entry.category,
    bucket: entry.bucket,
    confidence: entry.confidence,
    recipes,
    recipeIds,
    recipeCount: recipeIds.length,
    ownItemIds,
    checked: checked.has(key),
    displayQuantity: formatItemAmounts(entry),
    ...(entry.also === undefined ? {} : { also: entry.also }),
    lines: entry.lines,
    buy: buyAmount(entry, foods),
  };
}

/** Whether a line is only own items with no amount, each typed in the singular. */
function typedOneOf(
  entry: MergedEntry,
  recipeIds: readonly string[],
  ownItemIds: readonly string[],
): boolean {
  if (recipeIds.length > 0 || ownItemIds.length === 0) return false;
  if (entry.quantity !== null || entry.unit !== null) return false;
  return typedSingular(entry.displayNames, entry.lines);
}

function compareItems(a: ShoppingItem, b: ShoppingItem): number {
  return compareNames(a.ingredient, b.ingredient) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
}

/** Groups items into the SPEC's display categories, in order, dropping empty ones; items sorted by name. */
export function groupByCategory(items: readonly ShoppingItem[]): ShoppingCategory[] {
  return DISPLAY_CATEGORIES.flatMap((category) => {
    const inCategory = items.filter((item) => item.category === category.id).sort(compareItems);
    if (inCategory.length === 0) return [];
    return [
      {
        id: category.id,
        label: category.label,
        items: inCategory,
        checkedCount: inCategory.filter((item) => item.checked).length,
      },
    ];
  });
}

/**
 * Builds the shopping list for the selected recipes: every ingredient line parsed, normalised,
 * categorised, merged by name and unit, oils and sauces consolidated into bottles or jars,
 * grouped in SPEC category order with items sorted and title-cased. Never throws on recipe data.
 */
export function buildShoppingList(
  recipes: readonly ShoppingRecipe[],
  options: BuildShoppingListOptions = {},
): ShoppingList {
  const catalogue = options.catalogue ?? EMPTY_CATALOGUE;
  const checked = new Set(options.checkedKeys ?? []);
  const entries = collectShoppingEntries(
    recipes,
    catalogue,
    options.servings ?? null,
    options.servingsByRecipe,
    options.foods,
  );
  if (options.ownItems && options.ownItems.length > 0) {
    entries.push(...ownItemEntries(options.ownItems, catalogue, options.foods));
  }
  // One line per thing: names and units of one thing made the same before the SPEC merge (so
  // corrections apply to the joined name), then one thing still in units that do not convert
  // joined into one line ("2 cans + 200 g").
  const placed = withAisleOverrides(joinSameThings(entries, options.foods), options.aisleOverrides);
  const merged = oneLinePerName(
    consolidateBottles(combineConvertibleUnits(mergeEntries(placed), options.foods)),
  );
  const categories = groupByCategory(merged.map((entry) => toItem(entry, checked, options.foods)));
  return { categories, items: categories.flatMap((category) => category.items) };
}
