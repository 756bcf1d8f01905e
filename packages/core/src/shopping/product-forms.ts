/**
 * The product a line buys when its unit or wording says more than its name (issue 15):
 *
 * - garlic is counted in cloves: "1 bulb garlic" and "1 head of garlic" are 10 garlic cloves, so
 *   they meet "8 garlic cloves" on one line ('18 Garlic Cloves'; the buy amount turns cloves into
 *   bulbs). Cloves rather than bulbs because recipes count cloves, and a bulb holds a whole number
 *   of them while a clove is a fraction of a bulb;
 * - "1 cinnamon stick" is Cinnamon Sticks (counted), not a stick of Cinnamon;
 * - a spice measured by the spoon is the ground spice: "½ tsp coriander" is Ground Coriander, not
 *   the fresh coriander of "1 bunch coriander"; "1 tsp cinnamon" joins "2 tsp ground cinnamon".
 *   A line that says fresh, chopped, leaves, grated, whole, seeds… keeps the name as written;
 * - pepper by the spoon, a pinch or to taste is black pepper ("ground black pepper" too); a
 *   counted pepper is the vegetable, and red pepper by the spoon is chilli flakes;
 * - counted tomatoes cut up are fresh ones: "2 chopped tomatoes" are Tomatoes, never the tins of
 *   Chopped Tomatoes ("400 g chopped tomatoes") a shop sells under that name.
 */

/** Cloves in a bulb (head) of garlic: UK supermarket bulbs hold about 10 to 12; 10 to be safe. */
export const GARLIC_CLOVES_PER_BULB = 10;

/** A name with its amount. */
export interface Product {
  readonly name: string;
  readonly quantity: number | null;
  readonly unit: string | null;
}

/** Spoon-like units: what a ground spice is measured in. */
const SPOONS: ReadonlySet<string> = new Set(['tsp', 'tbsp', 'pinch', 'dash']);

/**
 * Spices sold both ground and in another form, by their merge name (coriander's is 'cilantro',
 * SPEC §5), with the ground product's name.
 */
const GROUND_FORMS: ReadonlyMap<string, string> = new Map([
  ['cinnamon', 'ground cinnamon'],
  ['cumin', 'ground cumin'],
  ['cilantro', 'ground coriander'],
  ['coriander', 'ground coriander'],
  ['nutmeg', 'ground nutmeg'],
  ['ginger', 'ground ginger'],
  ['allspice', 'ground allspice'],
  ['cardamom', 'ground cardamom'],
  ['cloves', 'ground cloves'],
  ['clove', 'ground cloves'],
  ['mace', 'ground mace'],
]);

/** Words in a line that say the spice is fresh or whole, not ground. */
const NOT_GROUND =
  /\b(?:fresh|freshly|chopped|leaf|leaves|sprigs?|stalks?|minced|grated|peeled|root|torn|whole|sticks?|seeds?|pods?|knob|thumb|piece|bunch|handful|garnish|finely|roughly|crushed|bashed|sliced)\b/i;

/** Tomatoes as a tin's contents are named, which a count of them is not ("2 diced tomatoes"). */
const CUT_TOMATOES = /^(?:chopped|diced|crushed|sliced) (tomato(?:es)?)$/;

/** "ground black pepper", "cracked black pepper": the black pepper one buys. */
const GROUND_PEPPER =
  /^(?:(?:freshly|coarsely|finely)\s+)?(?:ground|cracked|crushed|milled)\s+(black|white)\s+pepper$/;

/**
 * The product for a normalised name, its amount and the line it came from: garlic bulbs as
 * cloves, cinnamon sticks, ground spices, black pepper. Other names come back unchanged.
 */
export function productForm(product: Product, line: string): Product {
  const { name, quantity, unit } = product;
  if (name === 'garlic' && (unit === 'bulb' || unit === 'head')) {
    return {
      name: 'garlic cloves',
      quantity: quantity === null ? null : quantity * GARLIC_CLOVES_PER_BULB,
      unit: null,
    };
  }
  if (unit === null && quantity !== null) {
    const fresh = CUT_TOMATOES.exec(name);
    if (fresh !== null) return { ...product, name: fresh[1] ?? name };
  }
  if (name === 'cinnamon' && unit === 'stick')
    return { name: 'cinnamon sticks', quantity, unit: null };
  const pepper = GROUND_PEPPER.exec(name);
  if (pepper) return { ...product, name: `${pepper[1] ?? 'black'} pepper` };
  if (name === 'pepper' && (quantity === null || (unit !== null && SPOONS.has(unit)))) {
    return { ...product, name: 'black pepper' };
  }
  // "½ tsp crushed red pepper": nobody measures a sweet pepper by the spoon.
  if (name === 'red pepper' && unit !== null && SPOONS.has(unit)) {
    return { ...product, name: 'chilli flakes' };
  }
  // "1 tsp vanilla" is vanilla extract, not a pod.
  if (name === 'vanilla' && unit !== null && SPOONS.has(unit)) {
    return { ...product, name: 'vanilla extract' };
  }
  const ground = GROUND_FORMS.get(name);
  // Fresh ginger is grated by the tablespoon; ground ginger comes by the teaspoon or pinch.
  const spoon = unit !== null && SPOONS.has(unit) && !(name === 'ginger' && unit === 'tbsp');
  if (ground !== undefined && spoon && !NOT_GROUND.test(line)) return { ...product, name: ground };
  return product;
}
