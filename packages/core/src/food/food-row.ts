/**
 * One food as the generated table holds it (food-table.data.ts, made by
 * food-data/build-food-table.ts): compact, so that the web app's chunk stays small.
 */
export type FoodRow = readonly [
  /** id: 'onion' */
  id: string,
  /** names, '|'-separated; the first is the one shown */
  names: string,
  /** where the nutrients come from */
  source: 'cofid' | 'usda',
  /** the source's own name of the food ("Onions, raw"; "11282 ONIONS,RAW") */
  sourceName: string,
  /** 5 A Day kind: veg, fruit, pulse, juice, dried or '-' */
  five: string,
  /** per 100 g: kcal, kJ, fat, saturates, carbohydrate, sugars, fibre, protein, salt */
  nutrients: readonly number[],
  /** grams per millilitre, 0 when unknown */
  density: number,
  /** portion weights, 'unit:grams|…' ('each:110|large:150|clove:5') */
  portions: string,
  /** flags, '|'-separated: liquid, negligible, spooned, counted:ID… */
  flags: string,
  /**
   * each name's words as the table matches them (`nameKey`), '|'-separated in the names' order,
   * empty for a name that is its own words ('' when all are: most rows); worked out by the build
   * so that the load need not. Hand-made rows leave it out, and the load works them out.
   */
  keys?: string,
];
