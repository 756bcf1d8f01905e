/**
 * How many days a leftover keeps in the fridge once its pack is open, for "what will be left"
 * (issue 29): a hint to cook it soon, not a safety rule. Figures follow WRAP's "Love Food Hate
 * Waste" A-Z storage guide and the Food Standards Agency's advice for opened chilled food (eat
 * opened cream, cooked meat and tinned food once decanted within 2-3 days; fresh herbs and salad
 * leaves within a few days; hard cheese within weeks). A name's own row wins over its aisle's;
 * a thing that keeps for months (dry goods, oils, spices, frozen) has none.
 */
import type { DisplayCategory } from '../shopping/categories.ts';

/** Names (as a whole word at the end of the item's name) and their days; null: months. */
const BY_NAME: readonly (readonly [RegExp, number | null])[] = [
  // The jarred aisle's sugar, brine and vinegar keep for weeks once open (jars' own labels:
  // purée in a tube or jar and curd 4 weeks, olives and pesto 2); honey and syrups for months.
  [/\b(honey|syrup|treacle|molasses)$/, null],
  [/\b(jam|marmalade|conserve|preserve|chutney|relish|pickle|pickles|gherkins?|cornichons?)$/, 42],
  [/\b(capers|tomato pur[eé]e|tomato paste|(?:lemon|lime|orange|fruit) curd)$/, 28],
  [/\b(olives|pesto)$/, 14],
  // A jar of paste: curry, harissa, miso, garlic; "use within 4 weeks" once open.
  [/\b(paste|harissa|gochujang|miso)$/, 28],
  [/\b(salad|lettuces?|rocket|spinach|watercress|leaves|beansprouts?)$/, 2],
  [/\b(cream|crème fraîche|creme fraiche|buttermilk|mince|fish|prawns?|shrimps?)$/, 2],
  [/\b(berries|strawberries|raspberries|blueberries|avocados?|mushrooms?)$/, 3],
  // Chilled packs once open: fresh gnocchi and pasta, pastry, halloumi out of its brine.
  [/\b(gnocchi|fresh pasta|pastry|halloumi)$/, 3],
  [/\b(milk|yogh?urt|ricotta|mascarpone|mozzarella|cottage cheese|soft cheese|cream cheese)$/, 4],
  [
    /\b(cucumbers?|courgettes?|zucchini|peppers?|tomatoes|tomato|celery|spring onions?|scallions?)$/,
    5,
  ],
  [/\b(tortillas?|wraps?|pittas?|naans?|bread|rolls?|buns?)$/, 5],
  [/\b(cabbages?|carrots?|leeks?|broccoli|cauliflowers?)$/, 7],
  [/\b(lemons?|limes?|oranges?|apples?|butter)$/, 14],
  [/\b(cheddar|parmesan|hard cheese|pecorino|gruyere|eggs?)$/, 21],
  [/\b(onions?|potatoes|garlic(?: cloves?| bulbs?)?|ginger|squash)$/, 21],
];

const BY_AISLE: Partial<Record<DisplayCategory, number>> = {
  meat_and_fish: 2,
  herbs: 4,
  dairy_and_eggs: 5,
  vegetables: 5,
  fruit: 5,
  tinned_and_jarred: 3,
};

/** Days a leftover of this item keeps once open, null when it keeps for months. */
export function keepDaysFor(name: string, category: DisplayCategory): number | null {
  const lower = name.toLowerCase().trim();
  for (const [pattern, days] of BY_NAME) if (pattern.test(lower)) return days;
  return BY_AISLE[category] ?? null;
}
