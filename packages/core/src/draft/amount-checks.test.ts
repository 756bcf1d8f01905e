import { describe, expect, it } from 'vitest';
import type { TextLine } from './text-lines.ts';
import { amountChange } from './amount-checks.ts';
import { mendDraftWords } from './ocr-words.ts';
import { parseRecipeText } from './parse-recipe-text.ts';

/** A photographed card's lines: its title large at the top, the rest at one height. */
const card = (rows: string[]): TextLine[] =>
  rows.map((text, index) => ({ text, height: index === 0 ? 30 : 12, top: index * 20 }));

const scanned = (ingredients: string[]) =>
  mendDraftWords(
    parseRecipeText(
      card(['Buttermilk Pancakes', '', 'Ingredients', ...ingredients, '', 'Method', '1. Mix.']),
    ),
  );

describe('amountChange', () => {
  it('says the amount changed: "1% cups" mended to "1 1/2 cups"', () => {
    expect(amountChange('1% cups milk', '1 1/2 cups milk')).toBe('amount');
  });
  it('says only the unit changed: "2 Thsp" mended to "2 Tbsp"', () => {
    expect(amountChange('2 Thsp sugar', '2 Tbsp sugar')).toBe('unit');
  });
  it('says both changed: "2509 rice" mended to "250g rice"', () => {
    expect(amountChange('2509 rice', '250g rice')).toBe('both');
  });
  it("is null where neither changed: only the unit's case or the name", () => {
    expect(amountChange('1 Cup flour', '1 cup flour')).toBeNull();
    expect(amountChange('2 cups f1our', '2 cups flour')).toBeNull();
  });
});

describe('amount checks of a photographed draft', () => {
  it('marks each row whose amount or unit was mended, with the text the engine read', () => {
    const draft = scanned([
      '1% cups buttermilk',
      'Y2 tsp salt',
      '2 Thsp sugar',
      '2 Ibs potatoes',
      '1 Cup flour',
      '2 eggs',
    ]);
    expect(draft.amountChecks).toEqual([
      { line: '1 1/2 cups buttermilk', seen: '1% cups buttermilk', changed: 'amount' },
      { line: '1/2 tsp salt', seen: 'Y2 tsp salt', changed: 'amount' },
      { line: '2 Tbsp sugar', seen: '2 Thsp sugar', changed: 'unit' },
      // "2 Ibs" is read as pounds as typed (session 72): its mending to "lbs" changes no amount.
    ]);
    expect(draft.ingredients).toContain('2 lbs potatoes');
  });

  it('marks a gram "g" read as "9" and mended ("2509 rice" → "250g rice")', () => {
    expect(scanned(['2509 jasmine rice', '1 onion']).amountChecks).toEqual([
      { line: '250g jasmine rice', seen: '2509 jasmine rice', changed: 'both' },
    ]);
  });

  it('marks a lost glyph fraction guessed where the amount stands ("Y cup", "teaspoon salt")', () => {
    expect(scanned(['Y cup Greek yogurt', 'teaspoon salt', '2 eggs']).amountChecks).toEqual([
      { line: '1/2 cup Greek yogurt', seen: 'Y cup Greek yogurt', changed: 'amount' },
      { line: '1/2 teaspoon salt', seen: 'teaspoon salt', changed: 'amount' },
    ]);
  });

  it('marks nothing on a card read as printed', () => {
    expect(scanned(['2 cups flour', '1/2 tsp salt', '2 eggs']).amountChecks).toBeUndefined();
  });

  it('marks nothing on pasted text: only a photo is mended', () => {
    const draft = mendDraftWords(
      parseRecipeText('Pancakes\n\nIngredients\n1% cups milk\n2 eggs\n\nMethod\n1. Mix.'),
    );
    expect(draft.amountChecks).toBeUndefined();
  });
});

describe('amounts the reader guessed on a photo', () => {
  const guessedCard = (rows: TextLine[]) =>
    mendDraftWords(
      parseRecipeText([
        { text: 'Buttermilk Pancakes', height: 30, top: 0 },
        { text: 'Ingredients', height: 12, top: 20 },
        ...rows.map((row, index) => ({ ...row, height: 12, top: 40 + index * 20 })),
        { text: '', height: 0, top: 200 },
        { text: 'Method', height: 12, top: 220 },
        { text: '1. Mix.', height: 12, top: 240 },
      ]),
    );
  const row = (text: string, guessed?: { read: string; seen: string }[]): TextLine => ({
    text,
    height: 12,
    top: 0,
    ...(guessed ? { guessed } : {}),
  });

  it('marks a fraction written in place of the engine\'s "1Y%", with the text the engine read', () => {
    const draft = guessedCard([
      row('1½ cups buttermilk', [{ read: '1½', seen: '1Y%' }]),
      row('½ tsp salt'),
      row('2 eggs'),
    ]);
    expect(draft.ingredients).toEqual(['1½ cups buttermilk', '½ tsp salt', '2 eggs']);
    expect(draft.amountChecks).toEqual([
      { line: '1½ cups buttermilk', seen: '1Y% cups buttermilk', changed: 'amount' },
    ]);
  });

  it('finds the row of a guess by the words after it, not the first row with its amount', () => {
    const draft = guessedCard([
      row('½ tsp baking soda'),
      row('• ½ tsp salt', [{ read: '½', seen: 'Y2' }]),
    ]);
    expect(draft.amountChecks).toEqual([
      { line: '½ tsp salt', seen: 'Y2 tsp salt', changed: 'amount' },
    ]);
  });

  it('marks a fraction read where the engine read nothing ("tbsp butter")', () => {
    const draft = guessedCard([row('½ tbsp butter', [{ read: '½', seen: '' }]), row('2 eggs')]);
    expect(draft.amountChecks).toEqual([
      { line: '½ tbsp butter', seen: 'tbsp butter', changed: 'amount' },
    ]);
  });

  it('does not mark a fraction the reader read, not guessed', () => {
    expect(guessedCard([row('1½ cups buttermilk'), row('2 eggs')]).amountChecks).toBeUndefined();
  });
});
