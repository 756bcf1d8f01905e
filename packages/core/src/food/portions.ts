/**
 * A food's weight of one of a unit (decision 0020): its own portion, else one it has under another
 * name. Its own module, so that the list's view of the food model (list-foods.ts) reads it without
 * the line placer.
 */
import type { Food } from './food.ts';

/**
 * A piece the food has no weight for, read as another it has: "a packet of filo" by its pack,
 * "1 head fennel" by its bulb, "3 stems rosemary" by its sprig, "1 envelope yeast" by its sachet,
 * "1 cake tofu" by its block, "5 stalks green onions" as five of them.
 */
const PORTION_ALIASES: Readonly<Record<string, readonly string[]>> = {
  packet: ['pack', 'package', 'bag'],
  package: ['pack', 'packet', 'bag'],
  pack: ['package', 'packet', 'bag'],
  // "1 bag frozen prawns", "1 pack spinach": a bag is the food's pack, and a pack its bag.
  bag: ['pack', 'package', 'packet'],
  envelope: ['sachet', 'packet'],
  sachet: ['envelope', 'packet'],
  // "1 pouch ready cooked rice", "1 pouch tuna": a pouch is the food's pack.
  pouch: ['pack', 'packet', 'package'],
  sleeve: ['pack'],
  // "1 pot double cream", "a pot of yogurt": a pot is the food's tub or carton.
  pot: ['tub', 'carton', 'container'],
  // "1 container sour cream" by its tub, a yogurt's by its single pot, "1 container cherry
  // tomatoes" by the punnet and "1 container feta" by the pack they are sold in; "1 box chicken
  // broth" by its carton; "1 carton strawberries" by its punnet.
  container: ['pot', 'tub', 'carton', 'punnet', 'pack', 'package'],
  box: ['carton', 'pack', 'package'],
  carton: ['punnet', 'box', 'tub'],
  // "1 head celeriac", "1 head spring greens": a head of a food sold whole without a head of its own
  // is one of it.
  head: ['bulb', 'each'],
  bulb: ['head'],
  stem: ['sprig'],
  branch: ['sprig', 'stalk'],
  // "5 stalks green onions": a stalk of a food without one of its own is one of it; of a herb
  // that is not counted ("6 stalks fresh thyme"), its sprig.
  stalk: ['each', 'sprig'],
  bundle: ['bunch'],
  portion: ['fillet', 'each'],
  piece: ['each'],
  // "2 links sausage": a link is one sausage of a string.
  link: ['each'],
  // "4 squares graham crackers": a square of a food sold as squares is one of them.
  square: ['piece', 'each'],
  // "3 balls stem ginger": a ball of a food sold in balls without a weight of its own is a piece.
  ball: ['piece', 'each'],
  // "2 blades lemongrass": a blade of a food with stalks is its stalk (mace, with none, has none).
  blade: ['stalk'],
  // "a thumb of ginger": a thumb-sized piece.
  thumb: ['piece'],
  // "2 chunks of ginger": a chunk is a piece, never a whole pineapple.
  chunk: ['piece'],
  strip: ['sheet', 'slice'],
  // "2 rings pineapple": a ring of a food without one of its own (kielbasa has one: the sausage)
  // is its slice, never the whole fruit.
  ring: ['slice'],
  // "4 rounds French bread": a round is a slice cut round.
  round: ['slice'],
  // "1 cake tofu": a cake of tofu is its block; yeast has a cake of its own.
  cake: ['block'],
};

/** The food's weight of one of a unit, or of a unit it names otherwise. */
export function portionOf(food: Food, unit: string): number | undefined {
  const own = food.portions.get(unit);
  if (own !== undefined) return own;
  for (const alias of PORTION_ALIASES[unit] ?? []) {
    const grams = food.portions.get(alias);
    if (grams !== undefined) return grams;
  }
  return undefined;
}
