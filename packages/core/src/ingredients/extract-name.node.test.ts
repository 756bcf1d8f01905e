// `extractName` reuses the answer for a line's head (its text up to the first comma) when the
// clauses after it are quiet (extract-name.ts, `reusableHead`): these tests show the reused answer
// is the whole text's, on lines where the reuse must stand back and over the labelled DEV set.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { syntheticRecipes } from '../../bench/synthetic-recipes.ts';
import {
  extractName,
  isNoteStarterTail,
  isQuietTail,
  notesAfterReusedHead,
  noteStartIn,
  readWholeText,
  withHeadReused,
} from './extract-name.ts';
import { DEV_SET_PATH, readLabelledLines } from '../../bench/ingredient-accuracy.ts';

/** The text after a line's amount, roughly: what `extractName` is given. */
const afterAmount = (line: string): string =>
  ` ${line.replace(/^[\d/.½¼¾⅓⅔⅛\s-]+(?:[a-z]+\.?\s+)?/i, '')}`;

describe('noteStartIn', () => {
  it('finds a starter opening the text, and one after a space or a comma at that mark', () => {
    // At the very start: NOTE_START itself wants a space or a comma before a starter.
    expect(noteStartIn('to serve')).toBe(0);
    expect(noteStartIn('optional')).toBe(0);
    expect(noteStartIn('such as maris piper')).toBe(0);
    expect(noteStartIn(' to serve')).toBe(0);
    expect(noteStartIn(',to serve')).toBe(0);
    expect(noteStartIn('salt to taste')).toBe(4);
    expect(noteStartIn('parsley, to garnish')).toBe(8);
    expect(noteStartIn('flour,plus more for dusting')).toBe(5);
    // Not a starter: a longer word, or none at all.
    expect(noteStartIn('tomatoes, tops removed')).toBe(-1);
    expect(noteStartIn('forks')).toBe(-1);
    expect(noteStartIn('')).toBe(-1);
  });
});

describe('extractName reusing a head with quiet clauses after it', () => {
  it('gives the whole text’s answer for lines the reuse reads', () => {
    for (const text of [
      ' onion, finely chopped',
      ' beef mince, note 12',
      ' red onion, finely chopped, note 3',
      ' large carrots, peeled, diced',
      ' garlic cloves, crushed',
      ' fresh or frozen peas, defrosted',
      ' Parmesan, grated, , ',
      ' chickpeas, drained and rinsed, note 4',
      ' red pepper, deseeded and sliced',
      // Hyphens inside the head's words.
      ' large free-range eggs, note 5',
      ' ready-rolled puff pastry, thawed',
      ' sun-dried tomatoes, drained, chopped',
      ' extra-virgin olive oil, note 2',
    ]) {
      expect(extractName(text)).toEqual(readWholeText(text, false));
    }
    expect(extractName(' large free-range eggs, beaten, note 5')).toEqual({
      name: 'free-range eggs',
      notes: ['large', 'beaten, note 5'],
    });
    expect(extractName(' red onion, finely chopped, note 3')).toEqual({
      name: 'red onion',
      notes: ['finely chopped, note 3'],
    });
    expect(extractName(' chickpeas, drained and rinsed, note 4')).toEqual({
      name: 'chickpeas',
      notes: ['drained and rinsed, note 4'],
    });
    expect(extractName(' large carrots, peeled, diced')).toEqual({
      name: 'carrots',
      notes: ['large', 'peeled, diced'],
    });
  });

  it('gives the whole text’s answer where a head or its clauses stop the reuse', () => {
    for (const text of [
      // LEADING_OF takes "of" with the comma after it.
      ' of, chopped',
      ' each, sliced',
      // LEADING_EXTRA_AMOUNT reads on past the comma.
      ' plus 2 tablespoons, softened butter',
      // Describing words only, an adjective at the end: the head runs on into the next clause.
      ' ripe, juicy pears',
      ' sherry or other sweet, fortified wine',
      ' firm, salted, strained yoghurt',
      // Seasonings listed after salt are one name.
      ' salt, pepper',
      ' salt, white peppercorns, nutmeg, to season',
      // An open bracket runs to the end.
      ' cream (heavy, whipped',
      // A list closed by "or" or "and", a note starter, a length, a temperature.
      ' onion, chopped, or 2 shallots',
      ' dark rum, brandy or whiskey',
      ' romaine, red oak and bibb lettuce',
      ' raspberries, sliced strawberries, and stemmed red currants',
      ' pears, and apples',
      // "and" before another amount, or another part of the fruit.
      ' onion, chopped, and 1 tbsp oil',
      ' lemon, zested and juiced',
      ' orange, and a lime',
      ' chicken, cut into pieces',
      ' butter, softened, to serve',
      ' cucumber, 3 inches long',
      ' water, 110 degrees',
      ' water, at 40c',
      // Forms before a later clause's name, a clause of cooked forms first.
      ' leftover baked, boiled or raw potatoes',
      ' cooked, peeled prawns',
      // Capitals and signs beyond the quiet ones after the comma.
      ' onion, Chopped',
      ' onion, chopped; note 3',
      ' onion, chopped - note 3',
      ' eggs, 2%',
      // A dash that is no hyphen inside a word, a semicolon or a colon in the head.
      ' onions- sliced, note 3',
      ' eggs -large, beaten',
      ' eggs - large, beaten',
      ' spring onions -, sliced',
      ' stock: hot, note 2',
      ' butter; softened, note 2',
      ' half-, sliced',
    ]) {
      expect(extractName(text)).toEqual(readWholeText(text, false));
    }
  });

  it('reads a unit of length or "degree" as a word after a number, and "and" by the pattern itself', () => {
    const quiet = (text: string): boolean => isQuietTail(text, text.indexOf(',')) !== 0;
    // Letters of a unit inside another word, and parts of a fruit after "and", stop nothing.
    for (const text of [
      ' leeks, trimmed and sliced, note 4',
      ' cinnamon, a pinch, note 3',
      ' courgette, summer, note 2',
      ' lemon, zested and juiced, note 5',
      ' orange, peeled and seeds removed',
      ' cucumber, 3 long halves',
    ]) {
      expect(quiet(text)).toBe(true);
      expect(extractName(text)).toEqual(readWholeText(text, false));
    }
    // A length or a temperature after a number, glued or apart; "and" before another amount.
    for (const text of [
      ' cucumber, 3 inches long',
      ' ginger, 2cm thick, note 3',
      ' ginger, 2 cm thick',
      ' leeks, trimmed, 5 mm wide',
      ' water, 110 degrees',
      ' water, 110degrees, note 2',
      ' onion, chopped, and 1 tbsp oil',
      ' olive oil, warmed, and a knob of butter',
      ' pears, peeled and a little lemon',
    ]) {
      expect(quiet(text)).toBe(false);
      expect(extractName(text)).toEqual(readWholeText(text, false));
    }
  });

  it('reuses a head before a note starter’s clause, and stands back where a step reads the tail', () => {
    const starter = (text: string): boolean => isNoteStarterTail(text, text.indexOf(','));
    for (const text of [
      ' aubergine, cut into chunks, note 5',
      ' skinless chicken thighs, cut into chunks',
      ' large red onions, cut into wedges, note 2',
      ' fresh basil leaves, to garnish',
      ' parmesan, to serve',
      ' double cream, optional, note 7',
    ]) {
      expect(starter(text)).toBe(true);
      expect(withHeadReused(text)).toEqual(readWholeText(text, false));
    }
    // Quiet clauses before the starter's clause: each a note, as without it.
    for (const text of [
      ' parmesan, grated, plus extra to serve, note 3',
      ' egg, beaten, to glaze',
      ' large potatoes, peeled, cut into chunks',
      ' chickpeas, drained and rinsed, to serve',
      ' tomatoes, ripe, to serve',
    ]) {
      const comma = text.indexOf(',', text.indexOf(',') + 1);
      expect(isNoteStarterTail(text, comma)).toBe(true);
      expect(withHeadReused(text)).toEqual(readWholeText(text, false));
    }
    expect(extractName(' large potatoes, peeled, cut into chunks')).toEqual({
      name: 'potatoes',
      notes: ['large', 'peeled', 'cut into chunks'],
    });
    // Clauses before it that are not quiet: read whole.
    for (const text of [
      ' onions, sliced in half, to serve',
      ' pears, peeled and 2 apples, to serve',
    ]) {
      expect(withHeadReused(text)).toBeNull();
      expect(extractName(text)).toEqual(readWholeText(text, false));
    }
    for (const text of [
      // A length, another amount, "or a", "and a", a temperature, "room temp", "choice".
      ' ginger, cut into 2 cm thick slices',
      ' sugar, to taste, plus 2 tbsp',
      ' butter, for frying, or a knob',
      ' salt, to taste, and a pinch of pepper',
      ' water, about 110 degrees',
      ' eggs, at room temperature',
      ' nuts, to serve, your choice',
      // Capitals, no space after the comma, the starter in a later clause.
      ' chicken, Cut into chunks',
      ' chicken,cut into chunks',
      ' parmesan, grated, to serve',
    ]) {
      expect(starter(text)).toBe(false);
      if (text !== ' parmesan, grated, to serve') expect(withHeadReused(text)).toBeNull();
      expect(extractName(text)).toEqual(readWholeText(text, false));
    }
  });

  it('reads a clause with "and" by its place in the list, asked again with other heads', () => {
    // `isNoteInList`'s answers are kept by clause, one store for the first clause and one for a
    // later one: each text is asked twice and after the same clause in the other place.
    const texts = [
      ' carrots, peeled and diced, note 1',
      ' carrots, note 1, peeled and diced',
      ' parsnips, peeled and diced',
      ' pears, sliced, and toasted almonds, note 2',
      ' pears, and toasted almonds, sliced',
      ' apples, and toasted almonds, note 3',
      ' peaches, halved, and toasted almonds',
      ' chickpeas, drained and rinsed, note 4',
      ' beans, note 4, drained and rinsed',
    ];
    for (const text of [...texts, ...texts]) {
      expect(extractName(text)).toEqual(readWholeText(text, false));
    }
    // "and toasted almonds" is a note first in the list, and names a thing after another clause.
    expect(withHeadReused(' apples, and toasted almonds, note 3')).not.toBeNull();
    expect(withHeadReused(' pears, sliced, and toasted almonds, note 2')).toBeNull();
    expect(withHeadReused(' carrots, note 1, peeled and diced')).toEqual({
      name: 'carrots',
      notes: ['note 1, peeled and diced'],
    });
  });

  it('gives a tail’s notes as an array of their own size, a new one each call', () => {
    const notesOf = (text: string) => notesAfterReusedHead(text, text.indexOf(','));
    // The quiet clauses joined as one note; a note starter's clause ending the text another.
    expect(notesOf(' carrots, peeled, diced, note 2')).toEqual(['peeled, diced, note 2']);
    expect(notesOf(' carrots, peeled, cut into chunks, note 5')).toEqual([
      'peeled',
      'cut into chunks, note 5',
    ]);
    expect(notesOf(' carrots, cut into chunks')).toEqual(['cut into chunks']);
    expect(notesOf(' carrots,  , ')).toEqual([]);
    // Asked again, an equal array that is not the same one (`withHeadReused` may keep it).
    expect(notesOf(' carrots, peeled')).not.toBe(notesOf(' carrots, peeled'));
    // "and" in the last clause's first word, or a clause naming a list: the head is not reused.
    expect(notesOf(' carrots, peeled, and sliced')).toBeNull();
  });

  // Every DEV line read whole and again by its head: 6 s alone at a load of 28 (session 79), past
  // the 30 s default once the core project's other files share that load; a busy machine's ceiling.
  it(
    'gives the whole text’s answer on every DEV line, and on their heads with other lines’ clauses',
    {
      timeout: 120_000,
    },
    () => {
      if (!existsSync(DEV_SET_PATH)) expect.fail(`DEV set not found at ${DEV_SET_PATH}.`);
      const lines = readLabelledLines(readFileSync(DEV_SET_PATH, 'utf8')).map((row) => row.input);
      for (const recipe of syntheticRecipes(100, 7, true)) {
        for (const { rawText } of recipe.ingredients) if (rawText !== null) lines.push(rawText);
      }
      const texts = new Set<string>();
      for (const line of lines) {
        texts.add(` ${line}`);
        texts.add(afterAmount(line));
      }
      // One expectation for all: the texts whose two answers differ, none.
      const differ: string[] = [];
      const compare = (text: string): void => {
        const reused = JSON.stringify(extractName(text));
        if (reused !== JSON.stringify(readWholeText(text, false))) differ.push(text);
      };
      for (const text of texts) compare(text);
      // 400 heads (a text to its first comma), each with 100 other lines' clauses after it.
      const heads = [...new Set([...texts].map((text) => text.split(',')[0] ?? text))];
      const tails = [
        ...new Set(
          lines.filter((line) => line.includes(',')).map((line) => line.slice(line.indexOf(','))),
        ),
      ];
      const headStep = Math.max(1, Math.floor(heads.length / 400));
      const tailStep = Math.max(1, Math.floor(tails.length / 100));
      for (let h = 0; h < heads.length; h += headStep) {
        for (let t = 0; t < tails.length; t += tailStep)
          compare(`${heads[h] ?? ''}${tails[t] ?? ''}`);
      }
      expect(texts.size).toBeGreaterThan(8000);
      expect(differ).toEqual([]);
    },
  );
});
