/**
 * A plain name joins its single variety on the list (issue 15): "Milk" beside "Whole Milk" is
 * the whole milk, "Butter" beside "Unsalted Butter" the unsalted butter, "Salt" beside "Sea
 * Salt" the sea salt. Only words that choose between grades of one product make a variety
 * (`VARIETY_WORDS`); words that make a different product do not ("Coconut Milk", "Peanut Butter",
 * "Celery Salt", "Brown Sugar", "Red Onions"). A plain name with several varieties on the list
 * ("Salt" beside "Sea Salt" and "Kosher Salt") joins the one most recipes use: the recipe that
 * wrote the plain name takes any of them, and the cook is buying that one anyway.
 */
import { singularName } from '../ingredients/plural.ts';
import { memoiseFromFirst } from '../memo.ts';
import { normaliseIngredientName } from './normalise-name.ts';

/**
 * Plain names (singular) and the words that name a grade of them. A name is a variety of the
 * plain name when it is the plain name with only these words before it.
 */
export const VARIETY_WORDS: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  Object.entries({
    salt: 'sea fine flaky coarse kosher table rock himalayan pink maldon cooking iodised iodized crystal crystals flake flakes',
    'sea salt': 'fine flaky coarse maldon',
    'black pepper': 'ground cracked coarse coarsely',
    butter: 'unsalted salted lightly slightly',
    milk: 'whole full fat semi skimmed skim low reduced 1% 2% cows dairy',
    sugar: 'caster castor granulated white cane superfine fine',
    'brown sugar': 'light dark soft',
    flour: 'plain all purpose unbleached white',
    oil: 'olive vegetable sunflower rapeseed canola neutral cooking groundnut',
    cream: 'double single whipping heavy pouring',
    yoghurt: 'natural greek style plain full fat low',
    yogurt: 'natural greek style plain full fat low',
    rice: 'long grain white basmati jasmine easy cook',
    stock: 'chicken vegetable beef fish lamb ham pork turkey low reduced salt sodium fresh',
    onion: 'brown yellow white sweet spanish',
    tomato: 'vine ripened salad beef beefsteak plum roma',
    mushroom: 'chestnut button white closed cup cremini crimini baby bella',
    potato: 'floury waxy maris piper king edward baking russet yukon gold all rounder',
    parsley: 'flat leaf italian curly',
    chilli: 'red green',
    spinach: 'baby young',
    rocket: 'baby wild',
    lettuce: 'iceberg romaine cos little gem butterhead round',
    honey: 'runny clear raw set pure',
    'vanilla extract': 'pure natural',
    vinegar: 'white distilled',
    chocolate: 'dark plain bittersweet semisweet semi sweet',
    'chocolate chip': 'dark plain semisweet semi sweet bittersweet mini',
    'coconut milk': 'full fat light reduced lite',
    egg: 'medium large free range pasture raised cage organic farm brown',
    cheese: 'cheddar mature strong mild',
    paprika: 'sweet hungarian ground',
    // A spice by its plain name is the ground spice (coriander and ginger are not: fresh ones).
    cumin: 'ground',
    cinnamon: 'ground',
    allspice: 'ground',
    turmeric: 'ground',
    nutmeg: 'ground',
    'chilli powder': 'ground',
    pecan: 'whole raw shelled',
    walnut: 'whole raw shelled',
    almond: 'whole raw blanched',
    cashew: 'whole raw unsalted',
    hazelnut: 'whole raw blanched',
    pistachio: 'whole raw shelled unsalted',
    peanut: 'whole raw unsalted',
    'soy sauce': 'light dark',
    'chilli flake': 'red dried crushed',
    oats: 'rolled porridge jumbo old fashioned whole grain',
  }).map(([plain, words]) => [plain, new Set(words.split(' '))]),
);

/** A name compared by its words: lower case, hyphens as spaces, last word singular. */
/** A name's key in `VARIETY_WORDS` when it is a plain name there, else null. */
const plainKey = memoiseFromFirst((name: string): string | null => {
  const key = wordsOf(name).join(' ');
  return VARIETY_WORDS.has(key) ? key : null;
});

const wordsOf = memoiseFromFirst((name: string): readonly string[] =>
  singularName(name.toLowerCase().replace(/-/g, ' ').replace(/\s+/g, ' ').trim()).split(' '),
);

/** Whether `name` is `plain` with only grade words before it ("semi skimmed milk" of "milk"). */
function isVarietyOf(
  name: readonly string[],
  plain: readonly string[],
  words: ReadonlySet<string>,
): boolean {
  if (name.length <= plain.length) return false;
  const head = name.length - plain.length;
  for (let index = 0; index < plain.length; index += 1) {
    if (name[head + index] !== plain[index]) return false;
  }
  for (let index = 0; index < head; index += 1) {
    if (!words.has(name[index] ?? '')) return false;
  }
  return true;
}

/**
 * For the names on a list, the plain names that join a variety: plain name → the variety's name.
 * With several varieties, the one `uses` ranks highest (ties: the first by name). Longer plain
 * names join first, so "salt", "sea salt" and "flaky sea salt" end as one.
 */
export function plainNameJoins(
  names: Iterable<string>,
  uses: (name: string) => number = () => 0,
): Map<string, string> {
  const present = new Map<string, readonly string[]>();
  for (const name of names) present.set(name, wordsOf(name));
  const joins = new Map<string, string>();
  const plains = [...present.keys()]
    .flatMap((name) => {
      const key = plainKey(name);
      return key === null ? [] : [{ name, key }];
    })
    .sort((a, b) => b.key.length - a.key.length || (a.name < b.name ? -1 : 1));
  for (const { name, key } of plains) {
    const words = VARIETY_WORDS.get(key);
    if (words === undefined) continue;
    const plainWords = key.split(' ');
    const varieties = [...present].filter(
      ([other, otherWords]) =>
        other !== name && !joins.has(other) && isVarietyOf(otherWords, plainWords, words),
    );
    const chosen = varieties
      .map(([variety]) => variety)
      .sort((a, b) => uses(b) - uses(a) || (a < b ? -1 : a > b ? 1 : 0))[0];
    if (chosen !== undefined) joins.set(name, chosen);
  }
  // A chain ("salt" → "sea salt" → "flaky sea salt") ends at its last name.
  for (const [plain, variety] of joins) {
    let end = variety;
    for (let hops = 0; joins.has(end) && hops < joins.size; hops += 1) end = joins.get(end) ?? end;
    joins.set(plain, end);
  }
  return joins;
}

const ALTERNATIVES = /\s+or\s+|\s*\/\s*/;

/**
 * The things a name of alternatives stands for: "red or yellow onion" → red onion, yellow onion;
 * "pecorino or parmesan" → pecorino, parmesan. Null for a name without alternatives.
 */
function alternativesOf(name: string): string[] | null {
  if (!name.includes(' or ') && !name.includes('/')) return null;
  const parts = name.split(ALTERNATIVES).filter((part) => part !== '');
  if (parts.length < 2) return null;
  const last = parts[parts.length - 1] ?? '';
  const head = last.slice(last.lastIndexOf(' ') + 1);
  return parts.map((part) =>
    part === last || part.split(' ').length >= last.split(' ').length || part.endsWith(` ${head}`)
      ? part
      : `${part} ${head}`,
  );
}

/**
 * For the names on a list, names of alternatives that join the one alternative also on the list
 * on its own ("pecorino or parmesan" beside "parmesan" → parmesan; "chicken or vegetable stock"
 * beside "vegetable stock" → vegetable stock). With two of them on the list, it stays as written.
 */
export function alternativeJoins(names: Iterable<string>): Map<string, string> {
  const list = [...names];
  // Most lists have no name of alternatives: nothing to look up.
  if (!list.some((name) => name.includes(' or ') || name.includes('/'))) return new Map();
  const byKey = new Map<string, string>();
  for (const name of list) byKey.set(wordsOf(name).join(' '), name);
  const joins = new Map<string, string>();
  for (const name of list) {
    const alternatives = alternativesOf(name);
    if (alternatives === null) continue;
    const found = new Set<string>();
    for (const alternative of alternatives) {
      const key = wordsOf(normaliseIngredientName(alternative, { unit: 'g' })).join(' ');
      const present = byKey.get(key) ?? byKey.get(wordsOf(alternative).join(' '));
      if (present !== undefined && present !== name) found.add(present);
    }
    const only = found.size === 1 ? [...found][0] : undefined;
    if (only !== undefined) joins.set(name, only);
  }
  return joins;
}
