/**
 * What one of a thing bought by the piece weighs on average, so that "2 onions" and "200 g onion"
 * on one list become one line in grams (issue 15): 2 × 110 g + 200 g = 420 g. Only things whose
 * pieces are much alike are here; a thing not in the table keeps both amounts on its one line
 * ("2 + 200 g").
 *
 * Source: USDA FoodData Central, SR Legacy foods, household measures (fdc.nal.usda.gov): the
 * weight of one "medium" piece, raw and whole, as each row notes. They size a shopping list, where
 * a piece more or less does not change what one buys; they are not for cooking.
 */
import { singularName } from '../ingredients/plural.ts';
import { memoiseFromFirst } from '../memo.ts';

/** One row: names it covers (singular, lower case), grams per piece and the measure it is. */
export interface ItemWeightRow {
  readonly names: readonly string[];
  readonly grams: number;
  /** The USDA SR Legacy food and household measure the figure is. */
  readonly measure: string;
}

export const ITEM_WEIGHTS: readonly ItemWeightRow[] = [
  {
    names: ['onion', 'brown onion', 'white onion', 'yellow onion', 'red onion'],
    grams: 110,
    measure: 'Onions, raw: 1 medium (2-1/2" dia)',
  },
  { names: ['carrot'], grams: 61, measure: 'Carrots, raw: 1 medium' },
  {
    names: ['potato', 'white potato', 'baking potato', 'floury potato'],
    grams: 213,
    measure: 'Potatoes, flesh and skin, raw: 1 medium (2-1/4" to 3-1/4" dia)',
  },
  {
    names: ['tomato', 'vine tomato', 'salad tomato'],
    grams: 123,
    measure: 'Tomatoes, red, ripe, raw: 1 medium whole (2-3/5" dia)',
  },
  {
    names: ['apple', 'eating apple', 'cooking apple', 'bramley apple'],
    grams: 182,
    measure: 'Apples, raw, with skin: 1 medium (3" dia)',
  },
  { names: ['banana'], grams: 118, measure: 'Bananas, raw: 1 medium (7" to 7-7/8" long)' },
  {
    names: ['lemon'],
    grams: 58,
    measure: 'Lemons, raw, without peel: 1 fruit (2-1/8" dia)',
  },
  { names: ['lime'], grams: 67, measure: 'Limes, raw: 1 fruit (2" dia)' },
  {
    names: ['orange'],
    grams: 131,
    measure: 'Oranges, raw, all commercial varieties: 1 fruit (2-5/8" dia)',
  },
  {
    names: ['red pepper', 'green pepper', 'yellow pepper', 'orange pepper', 'bell pepper'],
    grams: 119,
    measure: 'Peppers, sweet, red, raw: 1 medium (approx 2-3/4" long, 2-1/2" dia)',
  },
  {
    names: ['courgette', 'zucchini'],
    grams: 196,
    measure: 'Squash, summer, zucchini, includes skin, raw: 1 medium',
  },
  {
    names: ['aubergine', 'eggplant'],
    grams: 548,
    measure: 'Eggplant, raw: 1 eggplant, unpeeled (approx 1-1/4 lb)',
  },
  { names: ['cucumber'], grams: 301, measure: 'Cucumber, with peel, raw: 1 cucumber (8-1/4")' },
  { names: ['leek'], grams: 89, measure: 'Leeks (bulb and lower leaf-portion), raw: 1 leek' },
  {
    names: ['avocado'],
    grams: 136,
    measure: 'Avocados, raw, California: 1 fruit, without skin and seed',
  },
  { names: ['egg'], grams: 50, measure: 'Egg, whole, raw, fresh: 1 large' },
];

const BY_NAME: ReadonlyMap<string, number> = new Map(
  ITEM_WEIGHTS.flatMap((row) => row.names.map((name): [string, number] => [name, row.grams])),
);

/**
 * The average weight in grams of one piece of a list name ("onions", "red peppers"), or null
 * when it is not in the table. Matched on the whole name with its last word singular, so that
 * "spring onions" are not onions.
 */
export const gramsPerItem = memoiseFromFirst((name: string): number | null => {
  return BY_NAME.get(singularName(name)) ?? null;
});
