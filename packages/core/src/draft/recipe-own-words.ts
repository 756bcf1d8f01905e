/**
 * A photographed recipe's misread words mended from the recipe's own words (issue 31). A recipe
 * names its foods more than once: the list's "2 cloves garlic" is the method's "add the garlic",
 * the title's "Pancakes" the method's "flip the pancakes". Where the engine misread one of them
 * ("garfic", "Ancakes", "sea alt") and the word as read is no known word, the one food word of
 * the recipe a single letter away (one changed, lost or read in too many) is what was printed.
 *
 * Only a word no vocabulary knows is changed, only to a word of a food or a unit (isFoodWord)
 * printed elsewhere in the same recipe, and only when exactly one such word is there: the
 * vocabulary lacks everyday words ("refer", "fork") that lie a letter from others ("prefer",
 * "form"). A word's plural or another form of it
 * ("shallot" / "shallots", "slice" / "sliced") is no misreading and is never taken for one. A
 * word of two or three letters is mended only by a letter it lost ("oi" → "oil", "alt" →
 * "salt"): one changed letter makes too many short words.
 */
import { isFoodWord, isKnownWord } from './ocr-words.ts';
import type { RecipeDraft } from './recipe-draft.ts';

/** Lower case without accents. */
const plain = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/** Words shorter than this are mended only by a letter they lost. */
const MIN_CHANGED = 4;

/** Words shorter than this are never made by taking a letter out of the word read. */
const MIN_SHORTENED = 6;

/** Whether one is the other with a letter doubled: spellings, not misreadings ("filet", "fillet"). */
function doubledLetter(a: string, b: string): boolean {
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  if (long.length !== short.length + 1) return false;
  let at = 0;
  while (at < short.length && short[at] === long[at]) at += 1;
  return at > 0 && long[at] === long[at - 1] && long.slice(at + 1) === short.slice(at);
}

/** Whether `to` is `from` with one letter changed, put in or taken out (plain, lower case). */
function oneLetterApart(from: string, to: string): boolean {
  if (from === to || Math.abs(from.length - to.length) > 1) return false;
  let start = 0;
  while (start < from.length && start < to.length && from[start] === to[start]) start += 1;
  let fromEnd = from.length;
  let toEnd = to.length;
  while (fromEnd > start && toEnd > start && from[fromEnd - 1] === to[toEnd - 1]) {
    fromEnd -= 1;
    toEnd -= 1;
  }
  return fromEnd - start <= 1 && toEnd - start <= 1;
}

/**
 * Whether the two are forms of one word, differing only in an ending: "shallot" / "shallots",
 * "slice" / "sliced", "smoke" / "smoker", "cheese" / "cheesy".
 */
function formsOfOneWord(a: string, b: string): boolean {
  let common = 0;
  while (common < a.length && a[common] === b[common]) common += 1;
  return (
    common >= 3 &&
    /^[sdeyr]{0,2}$/u.test(a.slice(common)) &&
    /^[sdeyr]{0,2}$/u.test(b.slice(common))
  );
}

/** `word` written in the case pattern of `as` (all capitals, a capital first, or lower case). */
function inCaseOf(word: string, as: string): string {
  if (as.length > 1 && as === as.toUpperCase()) return word.toUpperCase();
  if (/^\p{Lu}/u.test(as)) return word[0]!.toUpperCase() + word.slice(1);
  return word;
}

/** Every text of the draft a word may be printed in. */
function textsOf(draft: RecipeDraft): string[] {
  return [
    draft.name,
    draft.description ?? '',
    ...draft.ingredients,
    ...(draft.ingredientGroups ?? []).map((group) => group.title ?? ''),
    ...draft.instructions,
  ];
}

/**
 * A mender of one text of the recipe: each word that is no known word, read once, becomes the
 * one food word (isFoodWord) of `sources` a letter away, if there is exactly one.
 */
function wordMender(draft: RecipeDraft, sources: readonly string[]): (text: string) => string {
  const seen = new Map<string, number>();
  for (const text of textsOf(draft))
    for (const word of text.match(/\p{L}{2,}/gu) ?? []) {
      const key = plain(word);
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
  const words = new Map<string, string>();
  for (const text of sources)
    for (const word of text.match(/\p{L}{3,}/gu) ?? []) {
      const key = plain(word);
      if (!words.has(key) && isFoodWord(word)) words.set(key, word.toLowerCase());
    }
  const mendWord = (word: string, at: number, text: string): string => {
    const key = plain(word);
    // A word of two letters only where it ends a text after others, cut at the edge ("sesame oi").
    const cut = key.length === 2 && at > 0 && text.slice(at + word.length).trim() === '';
    if (key.length < (cut ? 2 : 3) || isKnownWord(word)) return word;
    // A word read alike twice is printed so ("Nutter" in the title and the list: a name).
    if ((seen.get(key) ?? 0) > 1) return word;
    const found: [string, string][] = [];
    for (const [other, form] of words) {
      if (cut && !other.startsWith(key)) continue;
      if (!oneLetterApart(key, other) || formsOfOneWord(key, other)) continue;
      if (key.length < MIN_CHANGED && other.length !== key.length + 1) continue;
      // A letter read in too many only where the word left is long ("fork" is no "for").
      if (other.length < key.length && other.length < MIN_SHORTENED) continue;
      if (doubledLetter(key, other)) continue;
      found.push([other, form]);
    }
    if (found.length !== 1) return word;
    const [other, form] = found[0]!;
    // A speck read as a letter before the word ("Yteaspoon"): the case is the next letter's.
    const lostHead = key.length > other.length && key[0] !== other[0];
    return inCaseOf(form, lostHead ? word.slice(1) : word);
  };
  // Letters only, between spaces, signs and a word's own apostrophe or hyphen.
  return (text) => text.replace(/(?<![\p{L}\d])\p{L}+(?![\p{L}\d])/gu, mendWord);
}

/**
 * A photographed draft with words mended from the recipe's own words (see above): the title,
 * headings and ingredient lines from any of its words, a step only from the list's words (the
 * foods it names; a step's own words the vocabulary lacks, "fork", are left).
 */
export function mendFromOwnWords(draft: RecipeDraft): RecipeDraft {
  const mend = wordMender(draft, textsOf(draft));
  const mendStep = wordMender(draft, draft.ingredients);
  return {
    ...draft,
    name: mend(draft.name),
    ingredients: draft.ingredients.map(mend),
    ...(draft.ingredientGroups
      ? {
          ingredientGroups: draft.ingredientGroups.map((group) => ({
            title: group.title === null ? null : mend(group.title),
            items: group.items.map(mend),
          })),
        }
      : {}),
    instructions: draft.instructions.map(mendStep),
  };
}
