/**
 * Which cover a recipe without a photo gets: a dish and up to three main ingredients picked by the
 * rules in cover-rules.ts, on one of the brand palettes. The same recipe always gets the same
 * cover (no clock, no randomness), and the choice travels as a short key that names it in full,
 * so any process can draw it again.
 */
import {
  CATEGORY_DISH_RULES,
  COVER_ICONS,
  DEFAULT_DISH,
  DISH_RULES,
  DRINK_DISHES,
  DRINK_LINE,
  INGREDIENT_RULES,
  NOT_MAIN_INGREDIENT,
  SOLID_FOOD_LINE,
  SPIRIT_LINE,
} from './cover-rules.ts';

/** Bumped when the drawing changes, so browsers and caches fetch the new covers. */
export const COVER_VERSION = 1;
/** How many brand palettes covers are drawn on (the server holds their colours). */
export const COVER_PALETTE_COUNT = 4;
/** At most this many ingredients beside the dish. */
export const COVER_MAX_INGREDIENTS = 3;

export type CoverSpec = {
  version: number;
  palette: number;
  dish: string;
  ingredients: string[];
};

/** What the rules read of a recipe. */
export type CoverSource = {
  name: string;
  category?: string | null;
  tags?: readonly string[];
  /** Ingredient lines as written ("2 red onions, cut into wedges"). */
  ingredients?: readonly string[];
};

export type CoverVariant = 'card' | 'full';

/** Lower case, accents and apostrophes dropped, so "Crème fraîche" and "shepherd's" match plainly. */
function plain(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’]/g, '')
    .toLowerCase();
}

/** FNV-1a: a small stable hash, the same in every runtime. */
function hashOf(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}

const MEAT_OR_FISH =
  /\b(chicken|turkey|wings?|shrimps?|prawns?|salmon|fish|pork|beef|steaks?|lamb|ribs?|tofu)\b/;

/**
 * True when the lines are a cocktail's: most are poured, squeezed or a garnish, one pours a
 * spirit, liqueur or wine, and none is solid food ("2 oz bourbon, ¾ oz lemon juice, ice").
 */
function isCocktail(lines: readonly string[]): boolean {
  if (lines.length < 2 || lines.some((line) => SOLID_FOOD_LINE.test(line))) return false;
  const poured = lines.filter((line) => DRINK_LINE.test(line) || SPIRIT_LINE.test(line)).length;
  return poured * 2 > lines.length && lines.some((line) => SPIRIT_LINE.test(line));
}

function chooseDish(title: string, tags: string, category: string, lines: string[]): string {
  for (const text of [title, tags]) {
    for (const [words, icon] of DISH_RULES) {
      const match = words.exec(text);
      if (!match) continue;
      // "Margarita chicken" is chicken: a drink's name before meat or fish names a flavour.
      if (DRINK_DISHES.has(icon) && MEAT_OR_FISH.test(text.slice(match.index + match[0].length))) {
        continue;
      }
      return icon;
    }
  }
  if (isCocktail(lines)) return 'cocktail-glass';
  for (const [words, icon] of CATEGORY_DISH_RULES) {
    if (words.test(`${category} ${tags}`)) return icon;
  }
  return DEFAULT_DISH;
}

/**
 * Every ingredient icon of one tier a text names, in the order they appear in it. Words taken by
 * an earlier rule are not read again ("sweet potato" is not also a potato).
 */
function iconsIn(text: string, tier: 1 | 2): string[] {
  const found: { icon: string; at: number }[] = [];
  let rest = text;
  for (const [ruleTier, words, icon] of INGREDIENT_RULES) {
    if (ruleTier !== tier) continue;
    const match = words.exec(rest);
    if (!match) continue;
    found.push({ icon, at: match.index });
    rest =
      rest.slice(0, match.index) +
      ' '.repeat(match[0].length) +
      rest.slice(match.index + match[0].length);
  }
  return found.sort((a, b) => a.at - b.at).map((entry) => entry.icon);
}

/** The first icon of a tier an ingredient line names: one line is one ingredient. */
const mainIconOf = (line: string, tier: 1 | 2): string[] => iconsIn(line, tier).slice(0, 1);

/**
 * The cover of `recipe`: the dish its title, tags or category name, and the main ingredients the
 * title names first, then the ingredient lines (what the dish is made of before its flavourings).
 */
export function chooseCover(recipe: CoverSource): CoverSpec {
  const title = plain(recipe.name ?? '');
  const tags = plain((recipe.tags ?? []).join(' , '));
  const category = plain(recipe.category ?? '');
  const allLines = (recipe.ingredients ?? []).map(plain);
  const dish = chooseDish(title, tags, category, allLines);
  const drink = DRINK_DISHES.has(dish);
  const lines = allLines
    // The part before a comma is the ingredient; after it come preparation notes.
    .map((line) => line.split(',')[0] ?? '')
    // In a drink the juice is the fruit on the cover, and an egg white or ice is not shown.
    .map((line) => (drink ? line.replace(/\bjuice\b/, '') : line))
    .filter((line) => !NOT_MAIN_INGREDIENT.test(line))
    .filter((line) => !drink || !/\b(egg whites?|ice)\b/.test(line));

  const candidates = [
    ...iconsIn(title, 1),
    ...iconsIn(title, 2),
    ...lines.flatMap((line) => mainIconOf(line, 1)),
    ...lines.flatMap((line) => mainIconOf(line, 2)),
  ];
  const ingredients = [...new Set(candidates)]
    .filter((icon) => icon !== dish)
    .slice(0, COVER_MAX_INGREDIENTS);

  return {
    version: COVER_VERSION,
    palette: hashOf(title || 'untitled') % COVER_PALETTE_COUNT,
    dish,
    ingredients,
  };
}

/** The key naming a cover in full: `1.2.shallow-pan-of-food.poultry-leg.potato.lemon`. */
export function coverKey(spec: CoverSpec): string {
  return [spec.version, spec.palette, spec.dish, ...spec.ingredients].join('.');
}

/** The cover a key names, or undefined unless every part is one the rules could have chosen. */
export function parseCoverKey(key: string): CoverSpec | undefined {
  const [version, palette, dish, ...ingredients] = key.split('.');
  if (version !== String(COVER_VERSION) || palette === undefined || dish === undefined) {
    return undefined;
  }
  const paletteIndex = Number(palette);
  const valid =
    /^\d$/.test(palette) &&
    paletteIndex < COVER_PALETTE_COUNT &&
    COVER_ICONS.has(dish) &&
    ingredients.length <= COVER_MAX_INGREDIENTS &&
    ingredients.every((icon) => COVER_ICONS.has(icon));
  return valid ? { version: COVER_VERSION, palette: paletteIndex, dish, ingredients } : undefined;
}

const COVER_PATH = /^\/api\/covers\/([a-z0-9.-]{1,200})\/(card|full)$/;

/** Where a cover is served: `/api/covers/{key}/{card|full}`. */
export function coverPath(spec: CoverSpec, variant: CoverVariant = 'full'): string {
  return `/api/covers/${coverKey(spec)}/${variant}`;
}

/** True for a cover's path (as opposed to a photo): a recipe holding one has no photo of its own. */
export function isCoverPath(reference: string | null | undefined): boolean {
  const match = COVER_PATH.exec(reference ?? '');
  return match !== null && parseCoverKey(match[1]!) !== undefined;
}
