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

/** The singular of one lower-case word ("tomatoes" → "tomato", "berries" → "berry"). */
export function singularWord(word: string): string {
  const irregular = IRREGULAR_SINGULAR[word];
  if (irregular !== undefined) return irregular;
  if (word.length <= 3 || /(?:ss|us|ous)$/.test(word)) return word;
  if (/ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(?:ches|shes|xes|zes|sses)$/.test(word)) return word.slice(0, -2);
  if (/oes$/.test(word)) return word.slice(0, -2);
  if (/s$/.test(word)) return word.slice(0, -1);
  return word;
}

/** The plural of one lower-case singular word ("onion" → "onions", "berry" → "berries"). */
export function pluralWord(word: string): string {
  const irregular = IRREGULAR_PLURAL[word];
  if (irregular !== undefined) return irregular;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(?:ch|sh|x|z|ss)$/.test(word)) return `${word}es`;
  if (/s$/.test(word)) return word;
  return `${word}s`;
}

/** The name with its last word singular ("cherry tomatoes" → "cherry tomato"). */
export function singularName(name: string): string {
  const words = name.split(' ');
  const last = words.pop();
  return last === undefined ? name : [...words, singularWord(last)].join(' ');
}
