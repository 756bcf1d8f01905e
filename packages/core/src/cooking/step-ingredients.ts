/**
 * Which ingredient lines a method step uses, so cook mode can show their amounts beside the step:
 * a line belongs to a step that names its ingredient ("the onion", "the oil" for "olive oil").
 * A line no step names is simply shown in no step (it is still on the mise-en-place checklist).
 * A line whose amount is each of several things belongs to a step that names any one of them.
 */
import { withoutVagueAmount } from '../ingredients/descriptors.ts';
import { namesOfThings } from '../shopping/seasoning-pairs.ts';
import { parseIngredient } from '../ingredients/parse-ingredient.ts';

/** Words that say nothing about which ingredient is meant. */
const VAGUE_WORDS = new Set([
  'and',
  'or',
  'of',
  'the',
  'for',
  'with',
  'fresh',
  'dried',
  'large',
  'small',
  'medium',
  'chopped',
  'sliced',
  'ground',
  'whole',
  'plain',
  'to',
  'taste',
]);

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length >= 3 && !VAGUE_WORDS.has(word));
}

/** "tomatoes" → "tomato", "leaves" → "leaf"… enough to meet the step's own word. */
function singular(word: string): string {
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('oes') || word.endsWith('ches') || word.endsWith('shes')) {
    return word.slice(0, -2);
  }
  if (word.endsWith('ves')) return `${word.slice(0, -3)}f`;
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

interface IngredientKey {
  readonly name: string;
  readonly head: string;
}

/** The words that identify one thing: its name's last word, and the whole name. */
function thingKey(thing: string): IngredientKey | null {
  const name = words(withoutVagueAmount(thing));
  const head = name.at(-1);
  if (head === undefined) return null;
  return { name: name.map(singular).join(' '), head: singular(head) };
}

/**
 * The keys of a line's things: one for most lines, one per thing for a line whose amount is each
 * of several ("2 tbsp each olive oil and lemon juice": the oil and the juice) or a seasoning pair.
 */
function ingredientKeys(line: string): IngredientKey[] {
  const parsed = parseIngredient(line);
  const name = withoutVagueAmount(parsed.name ?? '');
  const things = namesOfThings({ ...parsed, name }) ?? [name];
  return things.map(thingKey).filter((key): key is IngredientKey => key !== null);
}

/**
 * The indexes of `lines` each step uses, step by step. A step uses a line when it names the line's
 * whole ingredient name or its head word ("oil" for "olive oil", "onions" for "1 red onion").
 */
export function ingredientsByStep(steps: readonly string[], lines: readonly string[]): number[][] {
  const keys = lines.map(ingredientKeys);
  return steps.map((step) => {
    const stepWords = words(step).map(singular);
    const text = ` ${stepWords.join(' ')} `;
    const used: number[] = [];
    keys.forEach((things, index) => {
      const named = things.some(
        (key) => text.includes(` ${key.name} `) || stepWords.includes(key.head),
      );
      if (named) used.push(index);
    });
    return used;
  });
}
