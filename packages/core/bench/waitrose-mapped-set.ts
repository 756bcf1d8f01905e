/**
 * Aisle accuracy on real Waitrose titles labelled by a written mapping of Waitrose's own category
 * tree onto our aisles (issue 31, session 46, helper aisles23), not title by title. The data is
 * not in the repository (no licence is stated for it): give the directory
 * `products/network-scraping/data` of the public repository rarblack/waitrose-product-scraper
 * (commit 9dae93b), the JSON answers of Waitrose's product grid recorded in August 2025: each
 * product with its name, pack size, brand and category path ("Groceries > Fresh & Chilled >
 * Cheese > Cheddar > Mature Cheddar"). 3,236 distinct products, 2,388 titles labelled (1,169
 * tuning, 1,219 held out); fresh, chilled, frozen and drinks are many, the food cupboard few.
 *
 *   npx tsx packages/core/bench/waitrose-mapped-set.ts <data directory> [--list]
 *     [--half tuning|held-out|both]   (default tuning)
 *
 * A title is the product's name and its pack size as the site shows them ("Essential Cup
 * Mushrooms 400g"; "each", and a size the name already ends with, are left off). The mapping
 * (WAITROSE_AISLES) is an ordered list of category paths, the first that begins the product's
 * path deciding; null leaves the product out.
 * It follows the conventions at the top of aisle-set.tsv and of aisle-set-sample.tsv: drinks,
 * crisps and sweets are Pantry; bakery, biscuits, nuts and dried fruit, home baking are Baking;
 * olives, antipasti, jams, honey, tins and jars are Tinned & Jarred; cheese, milk, cream, eggs,
 * yogurts, plant milks and tofu are Dairy; fresh and cooked meat and chilled fish are Meat &
 * Fish; fresh pasta, rice and pasta are Pasta & Grains; pasta sauces, pesto and dressings are
 * Sauces; anything in the freezer is Frozen. Where Waitrose's tree and the conventions disagree
 * the conventions win: avocados (sold with the salad) are fruit, syrups (with the honey) baking,
 * and the pastes Waitrose files as "Seasoning & Rubs" under its cooking sauces (harissa, tahini)
 * Sauces, as the hand-written set and the Tesco sample label them (session 53).
 * Left out (no aisle among the 13, or not food): chilled ready meals, easy-to-cook meals, food to
 * go, chilled desserts, soups, pizzas, pies and quiches, dips, vegetarian and vegan chilled foods
 * other than tofu, prepared salads, meal kits, cereal bars, flavoured milk and iced coffee, party
 * food to order, home, toiletries and pets. Titles already in an aisle set are left out too.
 *
 * Halves by the SHA-1 of the title (first hex digit 0-7 held out, 8-f tuning), as the sample set.
 * Held-out figures are totals only (read them rarely); `--list` lists the tuning half's misses.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { DisplayCategory } from '../src/shopping/categories.ts';
import { mappedSetArgs, namesInAisleSets, reportMappedHalves } from './mapped-set-cli.ts';

/** Waitrose's category paths (below "Groceries") and their aisle; the first prefix wins. */
export const WAITROSE_AISLES: readonly (readonly [string, DisplayCategory | null])[] = [
  ['Bakery', 'baking'],
  ['Beer, Wine & Spirits > Glassware & Barware', null],
  ['Beer, Wine & Spirits', 'pantry'],
  ['Tea, Coffee & Soft Drinks', 'pantry'],
  ['Fresh & Chilled > Chilled Juice, Smoothies & Drinks', 'pantry'],
  [
    'Fresh & Chilled > Milk, Butter & Eggs > Butter, Spreads & Pastry > Chilled Pastry & Dough',
    'baking',
  ],
  ['Fresh & Chilled > Milk, Butter & Eggs > Milk > Flavoured Milk & Iced Coffee', null],
  ['Fresh & Chilled > Milk, Butter & Eggs', 'dairy_and_eggs'],
  ['Fresh & Chilled > Cheese', 'dairy_and_eggs'],
  ['Fresh & Chilled > Yogurts', 'dairy_and_eggs'],
  ['Fresh & Chilled > Vegan > Vegan Tofu', 'dairy_and_eggs'],
  ['Fresh & Chilled > Vegetarian Food > Tofu', 'dairy_and_eggs'],
  ['Fresh & Chilled > Fresh Meat > Accompaniments', null],
  ['Fresh & Chilled > Fresh Meat', 'meat_and_fish'],
  ['Fresh & Chilled > Fresh Chicken & Poultry', 'meat_and_fish'],
  ['Fresh & Chilled > Chilled Fish & Seafood', 'meat_and_fish'],
  ['Fresh & Chilled > Cooked Meats, Deli & Dips > Continental Meats & Salami', 'meat_and_fish'],
  ['Fresh & Chilled > Cooked Meats, Deli & Dips > Cooked Meats', 'meat_and_fish'],
  ['Fresh & Chilled > Cooked Meats, Deli & Dips > Ready To Eat Chicken', 'meat_and_fish'],
  ['Fresh & Chilled > Cooked Meats, Deli & Dips > Haggis & Black Pudding', 'meat_and_fish'],
  [
    'Fresh & Chilled > Cooked Meats, Deli & Dips > Olives & Antipasti > Olives',
    'tinned_and_jarred',
  ],
  [
    'Fresh & Chilled > Cooked Meats, Deli & Dips > Olives & Antipasti > Antipasti',
    'tinned_and_jarred',
  ],
  ['Fresh & Chilled > Fresh Vegetables', 'vegetables'],
  ['Fresh & Chilled > Fresh Salad & Herbs > Fresh Herbs', 'herbs'],
  ['Fresh & Chilled > Fresh Salad & Herbs > Avocados', 'fruit'],
  ['Fresh & Chilled > Fresh Salad & Herbs > Prepared Salads', null],
  ['Fresh & Chilled > Fresh Salad & Herbs > Salad Dressings & Croutons', 'sauces'],
  ['Fresh & Chilled > Fresh Salad & Herbs', 'vegetables'],
  ['Fresh & Chilled > Fresh Fruit > Nuts, Seeds & Dried Fruit', 'baking'],
  ['Fresh & Chilled > Fresh Fruit', 'fruit'],
  ['Fresh & Chilled > Fresh Pasta & Sauces > Filled Pasta', 'pasta_and_grains'],
  ['Fresh & Chilled > Fresh Pasta & Sauces > Fresh Pasta', 'pasta_and_grains'],
  ['Fresh & Chilled > Fresh Pasta & Sauces', 'sauces'],
  ['Frozen > Ice Cubes', null],
  ['Frozen > Ice Cream, Frozen Yogurt & Sorbets > Ice Cream Cones, Wafers & Sauces', null],
  ['Frozen', 'frozen'],
  ['Food Cupboard > Biscuits & Crackers > Healthier Biscuits & Free From > Snack Bars', null],
  ['Food Cupboard > Biscuits & Crackers', 'baking'],
  ['Food Cupboard > Breakfast Cereal > Breakfast On The Go > Cereal Bars', null],
  ['Food Cupboard > Breakfast Cereal', 'pasta_and_grains'],
  ['Food Cupboard > Chocolate & Sweets', 'pantry'],
  ['Food Cupboard > Condiments, Dressings & Marinades', 'sauces'],
  ['Food Cupboard > Cooking Sauces & Meal Kits > Pasta Sauces & Pesto', 'sauces'],
  ['Food Cupboard > Cooking Sauces & Meal Kits > Seasoning & Rubs', 'sauces'],
  ['Food Cupboard > Crisps, Snacks & Nuts > Nuts, Seeds & Dried Fruit', 'baking'],
  ['Food Cupboard > Crisps, Snacks & Nuts > Savoury Snacks', 'pantry'],
  ['Food Cupboard > Crisps, Snacks & Nuts > Sharing Crisps', 'pantry'],
  ['Food Cupboard > Desserts > Bases & Meringues', 'baking'],
  [
    'Food Cupboard > Dried Herbs, Oils & Vinegar > Herbs, Spices & Seasoning',
    'spices_and_seasoning',
  ],
  ['Food Cupboard > Dried Herbs, Oils & Vinegar > Oils & Vinegars', 'oils_and_vinegars'],
  ['Food Cupboard > Jam, Honey & Spreads > Honey & Syrups > Syrup', 'baking'],
  ['Food Cupboard > Jam, Honey & Spreads', 'tinned_and_jarred'],
  ['Food Cupboard > Jarred Goods, Pickles & Olives', 'tinned_and_jarred'],
  ['Food Cupboard > Rice, Pasta & Pulses', 'pasta_and_grains'],
  ['Food Cupboard > Sugar & Home Baking', 'baking'],
  ['Food Cupboard > Tins, Cans & Packets', 'tinned_and_jarred'],
];

/** The aisle of a category path below "Groceries", or null (left out). */
export function waitroseAisle(path: string): DisplayCategory | null {
  for (const [prefix, aisle] of WAITROSE_AISLES) {
    if (path === prefix || path.startsWith(`${prefix} > `)) return aisle;
  }
  return null;
}

interface GridAnswer {
  readonly data?: readonly {
    readonly searchProduct?: {
      readonly lineNumber?: string;
      readonly name?: string;
      readonly size?: string | null;
      readonly categories?: readonly { readonly name: string }[] | null;
    };
  }[];
}

interface Product {
  readonly title: string;
  readonly path: string;
  readonly heldOut: boolean;
}

/** The recorded products under "Groceries", each once, less titles already in an aisle set. */
function products(directory: string, known: ReadonlySet<string>): Product[] {
  const lines = new Set<string>();
  const titles = new Set<string>();
  const found: Product[] = [];
  for (const file of readdirSync(directory)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const pages = JSON.parse(readFileSync(resolve(directory, file), 'utf8')) as GridAnswer[];
    for (const item of pages.flatMap((page) => page.data ?? [])) {
      const product = item.searchProduct;
      const [top, ...path] = (product?.categories ?? []).map((category) => category.name);
      if (product?.lineNumber === undefined || product.name === undefined) continue;
      if (top !== 'Groceries' || lines.has(product.lineNumber)) continue;
      lines.add(product.lineNumber);
      const size = (product.size ?? '').trim();
      const named = product.name.trim();
      // The size is left off when the name already ends with it ("… Fillets 260g").
      const sized =
        size === '' || size === 'each' || named.toLowerCase().endsWith(size.toLowerCase());
      const title = sized ? named : `${named} ${size}`;
      const key = title.toLowerCase();
      if (titles.has(key) || known.has(key)) continue;
      titles.add(key);
      const digest = createHash('sha1').update(title).digest('hex');
      found.push({ title, path: path.join(' > '), heldOut: '01234567'.includes(digest.charAt(0)) });
    }
  }
  return found;
}

const { paths, list, half } = mappedSetArgs();
const [directory] = paths;
if (directory === undefined) throw new Error('give the directory of the recorded JSON answers');

const all = products(directory, namesInAisleSets()).map((product) => ({
  title: product.title,
  heldOut: product.heldOut,
  expected: waitroseAisle(product.path),
}));
reportMappedHalves('Waitrose', all, { half, list });
