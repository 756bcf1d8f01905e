/**
 * A fresh page's data for the food bench (`bench/score-food-fresh.ts`): what its JSON-LD Recipe
 * publishes, in the shape of a recipe-scrapers expected JSON that `core/bench/food-pages.ts`
 * reads (`pageOf`): the `recipeIngredient` lines as a reader sees them, the `recipeYield` as the
 * app words it (`normaliseYield`: "4" → "4 servings") and the servings the app reads from it
 * (`servingsOfRecipe`, with its serving size, as an imported recipe's: "2 tarts (8 servings each)" serves 16, where its
 * worded yield "2 tarts" counts 2), the `nutrition`'s calories as the app reads them
 * (`publishedCalories`) and its serving size, the page's language and canonical address.
 */
import { cleanText } from '../extract/clean-text.ts';
import type { SchemaNode } from '../extract/json-ld.ts';
import { publishedCalories } from '../extract/published-calories.ts';
import { normaliseYield, servingsOfRecipe } from '../extract/yields.ts';

/** The keys of a recipe-scrapers expected JSON that the food bench reads. */
export interface FoodPageData {
  readonly language: string | null;
  readonly ingredients: string[];
  readonly yields: string | null;
  /** The servings the app reads from the page's yield and serving size (`servingsOfRecipe`), null for none. */
  readonly servings: number | null;
  readonly nutrients: Record<string, string>;
  readonly canonical_url: string | null;
}

const first = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);

/** A yield that counts servings: "4 servings", "Serves 4". */
const SERVINGS_YIELD = /^\s*(?:serves\s+\d|\d+(?:\.\d+)?\s+(?:servings?|portions?)\b)/i;

/**
 * The entry counting servings of a yield given twice, in servings and in pieces (["4 servings",
 * "8 tacos"], a page's two `recipeYield` microdata): a page's figures "per serving" are per that
 * one, where the app words the yield by its pieces. Undefined for one yield or no such entry.
 */
function servingsYield(value: unknown): string | undefined {
  if (!Array.isArray(value)) return undefined;
  const worded = value.filter(
    (entry): entry is string => typeof entry === 'string' && /\D/.test(entry),
  );
  if (worded.length < 2) return undefined;
  return worded.find((entry) => SERVINGS_YIELD.test(entry));
}

/**
 * The food bench's data of a page whose JSON-LD Recipe is `recipe` (`resolve` follows an
 * `{"@id": …}` reference, as a page's `nutrition` may be one); undefined when it gives fewer than
 * two ingredient lines as text. `language` is the Recipe's `inLanguage`, else the page's `lang`.
 */
export function foodPageData(
  recipe: SchemaNode,
  page: { readonly language?: string | null; readonly canonical?: string | null },
  resolve: (value: unknown) => unknown = (value) => value,
): FoodPageData | undefined {
  // Older microdata names the lines `ingredients`, one element a line.
  const raw = recipe.recipeIngredient ?? recipe.ingredients;
  const lines = (Array.isArray(raw) ? raw : typeof raw === 'string' ? [raw] : [])
    .filter((line): line is string => typeof line === 'string')
    .map(cleanText)
    .filter(Boolean);
  if (lines.length < 2) return undefined;
  const nutrition = resolve(first(recipe.nutrition));
  const kcal = publishedCalories(nutrition);
  const size =
    nutrition !== null && typeof nutrition === 'object'
      ? cleanText(first((nutrition as SchemaNode).servingSize))
      : '';
  const inLanguage = cleanText(first(recipe.inLanguage));
  return {
    language: inLanguage || page.language?.trim() || null,
    ingredients: lines,
    yields: normaliseYield(servingsYield(recipe.recipeYield) ?? recipe.recipeYield ?? recipe.yield),
    servings: servingsOfRecipe(recipe.recipeYield ?? recipe.yield, size),
    nutrients: {
      ...(kcal === null ? {} : { calories: String(kcal) }),
      ...(size ? { servingSize: size } : {}),
    },
    canonical_url: page.canonical ?? null,
  };
}
