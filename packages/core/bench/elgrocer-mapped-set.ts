/**
 * Aisle accuracy on a wide, foreign set of grocer titles labelled by a written mapping of the
 * shop's own category tree onto our aisles (issue 31, session 60), not title by title: a check of
 * whether the rules tuned on UK shops generalise. The data is not in the repository: give the git
 * directory of a mirror of the public repository macamiri/grocerycart (MIT License), whose
 * `data-raw/eg_item.csv` at commit cb182ca holds 17,114 products of elGrocer (an online grocer of
 * the United Arab Emirates, 2022), each with its subcategory link ("…/canned/fish"), its title
 * ("Emborg Sweet Corn") and its pack size ("450g"). The title is scored with its pack size after
 * it ("Emborg Sweet Corn 450g"), as UK shops show it.
 *
 *   npx tsx packages/core/bench/elgrocer-mapped-set.ts <mirror git directory> [--list]
 *     [--half tuning|held-out|both]   (default tuning)
 *
 * The mapping (ELGROCER_AISLES): only subcategories that hold one of our aisles by aisle-set.tsv's
 * conventions: the cans (meat, fish, vegetables, fruit) Tinned & Jarred, the freezer and ice cream
 * Frozen, home baking's ingredients, flours, cake mixes and essences and the biscuits Baking, pasta,
 * rice and breakfast cereals Pasta & Grains, oils and vinegars, the table sauces (ketchup, mayonnaise, mustard, hot and barbecue sauce), salt and
 * seasonings, fresh produce, meat and the dairy chiller's milk, cheese, butter, cream and eggs
 * their aisles, and the crisps, sweets and drinks Pantry. Left out: subcategories that
 * mix aisles (cooking sauces hold pastes and purées, soups are tins and packets, noodles cups and
 * nests, "spices, pulses and grains"), titles saying "dried" among the cans, titles the shop cut
 * or repeated, and titles already in an aisle set.
 *
 * The titles are foreign: brands the catalogue does not know (Americana, Al Kabeer, Sunbulah),
 * frozen goods named without "frozen", and spellings of another market, so the set measures how far
 * the rules carry, not a target: tune on its tuning half only with rules a UK title of that shape
 * would need as well.
 *
 * A second mapping (ELGROCER_MORE_AISLES, session 67) labels more of the shop's shelves, scored
 * and printed apart ("elGrocer more shelves").
 *
 * Halves by the SHA-1 of the title (first hex digit 0-7 held out, 8-f tuning), as the Waitrose set.
 * Held-out figures are totals only (read them rarely); `--list` lists the tuning half's misses.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import type { DisplayCategory } from '../src/shopping/categories.ts';
import { readCsv } from '../food-data/csv.ts';
import { mappedSetArgs, namesInAisleSets, reportMappedHalves } from './mapped-set-cli.ts';

const COMMIT = 'cb182ca';
const PATH = 'data-raw/eg_item.csv';

/** Subcategory paths (department/subcategory, numeric suffixes taken off) and their aisle. */
export const ELGROCER_AISLES: ReadonlyMap<string, DisplayCategory> = new Map([
  ['canned/beef', 'tinned_and_jarred'],
  ['canned/chicken', 'tinned_and_jarred'],
  ['canned/turkey', 'tinned_and_jarred'],
  ['canned/fish', 'tinned_and_jarred'],
  ['canned/vegetable', 'tinned_and_jarred'],
  ['canned/fruits', 'tinned_and_jarred'],
  ['canned-food/vegetables', 'tinned_and_jarred'],
  ['world-foods/tins-cans', 'tinned_and_jarred'],
  ['frozen-foods/chicken', 'frozen'],
  ['frozen-foods/meat', 'frozen'],
  ['frozen-foods/pizza', 'frozen'],
  ['frozen-foods/seafood', 'frozen'],
  ['frozen-foods/vegetables-fruits', 'frozen'],
  ['frozen-foods/wraps-rolls', 'frozen'],
  ['frozen/cakes', 'frozen'],
  ['frozen/ready-meal', 'frozen'],
  ['frozen/veg-fruits', 'frozen'],
  ['snacks/ice-cream', 'frozen'],
  ['home-baking/baking-ingredients', 'baking'],
  ['home-baking/baking-soda', 'baking'],
  ['home-baking/cake-mix', 'baking'],
  ['home-baking/flour', 'baking'],
  ['home-baking/food-essence', 'baking'],
  ['home-baking/chocolate-inclusions', 'baking'],
  ['home-baking/waffle-bread-cookies-mix', 'baking'],
  ['baking-cooking/baking-ingredients', 'baking'],
  ['pasta-rice/pasta', 'pasta_and_grains'],
  ['pasta-rice/rice', 'pasta_and_grains'],
  ['oil-vinegar/oil', 'oils_and_vinegars'],
  ['oil-vinegar/vinegar', 'oils_and_vinegars'],
  ['soups-oil/cooking-oil', 'oils_and_vinegars'],
  ['soups-oil/vinegar', 'oils_and_vinegars'],
  ['sauces-dressings/bbq-sauce', 'sauces'],
  ['sauces-dressings/hot-sauce', 'sauces'],
  ['sauces-dressings/ketchup', 'sauces'],
  ['sauces-dressings/mayonnaise', 'sauces'],
  ['sauces-dressings/mustard', 'sauces'],
  ['condiments/salt', 'spices_and_seasoning'],
  ['condiments/seasoning', 'spices_and_seasoning'],
  ['fruits-vegetables/fresh-fruits', 'fruit'],
  ['fruits-vegetables/fresh-vegetables', 'vegetables'],
  ['fruits-vegetables/herbs', 'herbs'],
  ['meats-seafood/fresh-beef', 'meat_and_fish'],
  ['meats-seafood/fresh-chicken', 'meat_and_fish'],
  ['meats-seafood/fresh-seafood', 'meat_and_fish'],
  ['dairy-eggs/butter', 'dairy_and_eggs'],
  ['dairy-eggs/cheese', 'dairy_and_eggs'],
  ['dairy-eggs/us-cheese', 'dairy_and_eggs'],
  ['dairy-eggs/cream', 'dairy_and_eggs'],
  ['dairy-eggs/eggs', 'dairy_and_eggs'],
  ['snacks/biscuits', 'baking'],
  ['snacks/chips', 'pantry'],
  ['snacks/chocolates', 'pantry'],
  ['snacks/gum-candy', 'pantry'],
  ['snacks/popcorn', 'pantry'],
  ['beverages/juices', 'pantry'],
  ['beverages/soft-drinks', 'pantry'],
  ['beverages/water', 'pantry'],
  ['beverages/energy-drink', 'pantry'],
  ['cereals-jams-spreads/cereals', 'pasta_and_grains'],
]);

/**
 * More of the shop's shelves that hold one of our aisles (session 67, helper aisles21), scored
 * apart so that the first mapping's figures stay comparable: the deli's cold cuts and pickles,
 * the bakery's bread, rolls, pastries and cakes, teas, coffees and malt drinks, honey and jams,
 * sugar and sweeteners, the butcher's beef and lamb, dried fruit, nuts and the sweets. Left out as
 * mixing aisles: milk (evaporated and condensed milk are Baking), yogurts (drinks among them),
 * laban, ghee, spreads (tahini, halva, dips), syrups (cordials among them), dressings (lemon juice
 * among them), noodles (cups and nests) and soups.
 */
export const ELGROCER_MORE_AISLES: ReadonlyMap<string, DisplayCategory> = new Map([
  ['deli/cold-cuts', 'meat_and_fish'],
  ['deli/pickles', 'tinned_and_jarred'],
  ['bakery/bread', 'baking'],
  ['bakery/buns-rolls', 'baking'],
  ['bakery/pastry', 'baking'],
  ['bakery/cakes', 'baking'],
  ['beverages/tea', 'pantry'],
  ['beverages/tea-coffee', 'pantry'],
  ['beverages/coffee', 'pantry'],
  ['beverages/malt-beverages', 'pantry'],
  ['tea-coffee/tea', 'pantry'],
  ['tea-coffee/tea-coffee', 'pantry'],
  ['loose-tea/loose-tea', 'pantry'],
  ['cereals-jams-spreads/honey', 'tinned_and_jarred'],
  ['cereals-jams-spreads/jams', 'tinned_and_jarred'],
  ['condiments/sugar', 'baking'],
  ['condiments/artificial-sweeteners', 'baking'],
  ['dairy/cheese', 'dairy_and_eggs'],
  ['beef/angus', 'meat_and_fish'],
  ['beef/wagyu', 'meat_and_fish'],
  ['beef/grass-fed', 'meat_and_fish'],
  ['beef/steak', 'meat_and_fish'],
  ['lamb/grass-fed', 'meat_and_fish'],
  ['dried-fruits/dried-fruits', 'baking'],
  ['deli/dried-fruits', 'baking'],
  ['deli/nuts-seeds', 'baking'],
  ['mixed-nuts/raw', 'baking'],
  ['chocolate-candies/candies', 'pantry'],
]);

/** A subcategory link's department/subcategory, numeric suffixes taken off. */
export function subcategoryOf(link: string): string {
  const parts = link.split('/store/')[1]?.split('/').slice(1) ?? [];
  return parts.map((part) => part.replace(/-\d+$/, '')).join('/');
}

/** Among the cans, a dried good the shop shelves beside them (left out, see above). */
const DRIED = /\bdried\b/i;

const { paths, list, half } = mappedSetArgs();
const [mirror] = paths;
if (mirror === undefined)
  throw new Error('give the git directory of the macamiri/grocerycart mirror');

const text = execFileSync('git', ['--git-dir', mirror, 'show', `${COMMIT}:${PATH}`], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
const [header, ...rows] = readCsv(text);
const at = (name: string) => header?.indexOf(name) ?? -1;
const [link, item, weight] = [at('subcategory_link'), at('item'), at('weight')];
const known = namesInAisleSets();
const seen = new Set<string>();
const products = rows.flatMap((row) => {
  const name = (row[item] ?? '').trim().replace(/\s+/g, ' ');
  const size = (row[weight] ?? '').trim();
  const title =
    size === '' || name.toLowerCase().endsWith(size.toLowerCase()) ? name : `${name} ${size}`;
  const key = title.toLowerCase();
  if (name === '' || name.includes('…') || seen.has(key) || known.has(name.toLowerCase()))
    return [];
  seen.add(key);
  const shelf = subcategoryOf(row[link] ?? '');
  const expected = ELGROCER_AISLES.get(shelf) ?? null;
  const digest = createHash('sha1').update(title).digest('hex');
  return [
    {
      title,
      heldOut: '01234567'.includes(digest.charAt(0)),
      expected: expected === 'tinned_and_jarred' && DRIED.test(title) ? null : expected,
      more: ELGROCER_MORE_AISLES.get(shelf) ?? null,
    },
  ];
});
reportMappedHalves('elGrocer', products, { half, list });
reportMappedHalves(
  'elGrocer more shelves',
  products.map(({ more, ...product }) => ({ ...product, expected: more })),
  { half, list },
);
