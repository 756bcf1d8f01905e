/**
 * English singular and plural for ingredient words: enough for food nouns ("tomatoes", "leaves",
 * "berries", "radishes"), with the exceptions that rules get wrong.
 */

const IRREGULAR_SINGULAR: Readonly<Record<string, string>> = {
  leaves: 'leaf',
  loaves: 'loaf',
  halves: 'half',
  knives: 'knife',
  calves: 'calf',
  potatoes: 'potato',
  tomatoes: 'tomato',
  mangoes: 'mango',
  avocados: 'avocado',
  chives: 'chives',
  chillies: 'chilli',
  chilies: 'chili',
  cookies: 'cookie',
  brownies: 'brownie',
  pies: 'pie',
  calories: 'calorie',
  cloves: 'clove',
  olives: 'olive',
  anchovies: 'anchovy',
  molasses: 'molasses',
  couscous: 'couscous',
  hummus: 'hummus',
  asparagus: 'asparagus',
  citrus: 'citrus',
  octopus: 'octopus',
  swiss: 'swiss',
  brussels: 'brussels',
  oats: 'oats',
  grits: 'grits',
  greens: 'greens',
  herbes: 'herbes',
  peas: 'pea',
  lentils: 'lentil',
  dates: 'date',
  cheeses: 'cheese',
  sauces: 'sauce',
  juices: 'juice',
  spices: 'spice',
  slices: 'slice',
  pieces: 'piece',
  mousses: 'mousse',
  bouillabaisse: 'bouillabaisse',
};

const IRREGULAR_PLURAL: Readonly<Record<string, string>> = {
  leaf: 'leaves',
  loaf: 'loaves',
  half: 'halves',
  potato: 'potatoes',
  tomato: 'tomatoes',
  mango: 'mangoes',
  chilli: 'chillies',
  chili: 'chilies',
};

// Suffix tests run on every ingredient line, so they are plain string tests, not patterns.
// Maps rather than the object tables for the lookups: a Map never finds built-in properties, and
// is the faster lookup on every word of every line.
const SINGULAR_OF = new Map(Object.entries(IRREGULAR_SINGULAR));
const PLURAL_OF = new Map(Object.entries(IRREGULAR_PLURAL));

// A loop, not `some` with a callback: the optimising compiler builds this into every function
// that calls `pluralWord`, and the loop is the smaller graph.
function endsWithAny(word: string, suffixes: readonly string[]): boolean {
  for (let index = 0; index < suffixes.length; index += 1) {
    if (word.endsWith(suffixes[index] ?? '')) return true;
  }
  return false;
}

/**
 * The endings of a plural in "-es" and each one's singular, asked in order ("berries", "peaches",
 * "tomatoes", and the last for the rest: "sauces" → "sauce"). A table, not a test for each: the
 * words of a rare ending ("radishes") met late in a run threw away the optimised code of the
 * functions `singularWord` is built into, where the one loop runs alike for every ending.
 */
const ES_ENDINGS: readonly { readonly plural: string; readonly singular: string }[] = [
  { plural: 'ies', singular: 'y' },
  { plural: 'ches', singular: 'ch' },
  { plural: 'shes', singular: 'sh' },
  { plural: 'xes', singular: 'x' },
  { plural: 'zes', singular: 'z' },
  { plural: 'sses', singular: 'ss' },
  { plural: 'oes', singular: 'o' },
  { plural: 'es', singular: 'e' },
];
const ES_SINGULARS = ['ch', 'sh', 'x', 'z', 'ss'];

/** The singular of one lower-case word ("tomatoes" → "tomato", "berries" → "berry"). */
export function singularWord(word: string): string {
  const irregular = SINGULAR_OF.get(word);
  if (irregular !== undefined) return irregular;
  // Every suffix below ends in "s", and all but the last in "ss", "us" or "es": the word's last
  // two characters are looked at once, where most words (singular already) ran ten `endsWith`.
  if (word.length <= 3 || word.charCodeAt(word.length - 1) !== 0x73) return word;
  const before = word.charCodeAt(word.length - 2);
  if (before !== 0x65) return before === 0x73 || before === 0x75 ? word : word.slice(0, -1);
  for (let index = 0; index < ES_ENDINGS.length; index += 1) {
    const ending = ES_ENDINGS[index];
    if (ending !== undefined && word.endsWith(ending.plural)) {
      return `${word.slice(0, -ending.plural.length)}${ending.singular}`;
    }
  }
  return word; // not met: every word here ends in "es", the last ending
}

/** The plural of one lower-case singular word ("onion" → "onions", "berry" → "berries"). */
export function pluralWord(word: string): string {
  const irregular = PLURAL_OF.get(word);
  if (irregular !== undefined) return irregular;
  // A consonant before the final y: "berry" → "berries", but "turkey" → "turkeys".
  if (word.length >= 2 && word.endsWith('y') && !'aeiou'.includes(word.charAt(word.length - 2))) {
    return `${word.slice(0, -1)}ies`;
  }
  // Each of ES_SINGULARS ends in "h", "x", "z" or "s": other words (most) need no look for them.
  const last = word.charCodeAt(word.length - 1);
  if (last === 0x68 || last === 0x78 || last === 0x7a || last === 0x73) {
    if (endsWithAny(word, ES_SINGULARS)) return `${word}es`;
    if (last === 0x73) return word;
  }
  return `${word}s`;
}

/** The name with its last word singular ("cherry tomatoes" → "cherry tomato"). */
export function singularName(name: string): string {
  const lastWordStart = name.lastIndexOf(' ') + 1;
  const last = name.slice(lastWordStart);
  const singular = singularWord(last);
  // Most names end in a singular word already: no new string for them.
  return singular === last ? name : `${name.slice(0, lastWordStart)}${singular}`;
}

/** The name with its last word plural ("egg" → "eggs", "garlic clove" → "garlic cloves"). */
export function pluralName(name: string): string {
  const lastWordStart = name.lastIndexOf(' ') + 1;
  const last = name.slice(lastWordStart);
  const plural = pluralWord(singularWord(last));
  return plural === last ? name : `${name.slice(0, lastWordStart)}${plural}`;
}
