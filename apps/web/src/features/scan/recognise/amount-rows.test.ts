import { describe, expect, it } from 'vitest';
import type { TextLine } from '@plateful/core';
import { amountAlone, amountRowsJoined } from './amount-rows.ts';
import { parseScannedLines } from './draft-from-lines.ts';

const row = (text: string, top: number, column?: 0 | 1, runsOn = false): TextLine => ({
  text,
  height: 40,
  top,
  ...(column !== undefined ? { column } : {}),
  ...(runsOn ? { runsOn: true } : {}),
});
const blank = (top: number): TextLine => ({ text: '', height: 0, top });
const texts = (lines: TextLine[]) => lines.map((line) => line.text).filter((text) => text !== '');

describe('session 76, photos76w: amounts in a column of their own read as two columns', () => {
  it('tells an amount alone as read, after a check box, from a food', () => {
    for (const text of ['O 12', 'O) 12', '(0 l4teaspoon', '() 1l4cup', "1'/2teaspoon", '1/4', '2'])
      expect(amountAlone(text), text).toBe(true);
    for (const text of ['kosher salt', '2 eggs', 'Discover', 'tablespoons', 'O bowl', '1 lemon'])
      expect(amountAlone(text), text).toBe(false);
  });

  it("puts a recipe app's rows back together: each amount with the food on its row", () => {
    // The engine read the amounts' column first, then the foods' column (a screenshot).
    const page = [
      row('Smoked Gruyere Macaroni', 100),
      blank(200),
      row('Ingredients', 200, 0),
      row('O 12', 300, 0),
      row('O 12', 400, 0),
      blank(500),
      row('(0 l4teaspoon', 500, 0),
      blank(600),
      row('O) 12', 600, 0),
      blank(700),
      row('ounces macaroni', 300, 1),
      row('ounces evaporated milk', 400, 1),
      blank(500),
      row('kosher salt', 501, 1),
      blank(600),
      row('ounces mature cheddar', 605, 1),
      row('cheese (shredded)', 650, 1, true),
    ];
    expect(texts(amountRowsJoined(page))).toEqual([
      'Smoked Gruyere Macaroni',
      'Ingredients',
      'O 12 ounces macaroni',
      'O 12 ounces evaporated milk',
      '(0 l4teaspoon kosher salt',
      'O) 12 ounces mature cheddar',
      'cheese (shredded)',
    ]);
    expect(parseScannedLines([page]).ingredients).toEqual([
      '12 ounces macaroni',
      '12 ounces evaporated milk',
      '1/4 teaspoon kosher salt',
      '12 ounces mature cheddar cheese (shredded)',
    ]);
  });

  it('drops the "Method" tab beside "Ingredients" and keeps a food with no amount in its place', () => {
    const page = [
      row('Creamy Garlic Chicken', 100),
      blank(200),
      row('Ingredients', 200, 0),
      row('Method', 200, 1),
      blank(300),
      row('1.5 pound chicken thighs', 300),
      blank(400),
      row("1'/2teaspoon", 400, 0),
      blank(500),
      row('2', 500, 0),
      row('salt', 400, 1),
      blank(500),
      row('garlic cloves', 500, 1),
      blank(600),
      row('Juice of one lemon', 600, 1),
    ];
    expect(parseScannedLines([page]).ingredients).toEqual([
      '1.5 pound chicken thighs',
      '1 1/2 teaspoon salt',
      '2 garlic cloves',
      'Juice of one lemon',
    ]);
  });

  it('leaves a list beside its method alone, and a page with one amount alone beside a row', () => {
    const book = [
      row('Ice Cream Sandwich', 0),
      row('500 ml double cream', 100, 0),
      row('2', 130, 0),
      row('1 In a bowl, whip the cream until thick.', 100, 1),
      row('Stir in the vanilla.', 130, 1),
    ];
    expect(amountRowsJoined(book)).toEqual(book);
    // A narrow list's rows wrapped after their amounts, beside a method's rows.
    const wrapped = [
      row('500 ml', 100, 0),
      row('double cream', 150, 0),
      row('2 tbsp', 200, 0),
      row('caster sugar', 250, 0),
      row('1 tsp', 300, 0),
      row('vanilla paste', 350, 0),
      row('Whip the cream until', 100, 1),
      row('thick. Stir in the', 150, 1),
      row('sugar and then the', 200, 1),
      row('vanilla, and chill.', 250, 1),
      row('Serve it cold with', 300, 1),
    ];
    expect(amountRowsJoined(wrapped)).toEqual(wrapped);
    const lists = [
      row('Ingredients', 0, 0),
      row('2', 100, 0),
      row('Method', 0, 1),
      row('Whisk the eggs.', 100, 1),
    ];
    expect(amountRowsJoined(lists)).toEqual(lists);
  });
});

describe('session 76, review76a: a lone figure over its food beside a method', () => {
  it("measures the gap to the food under an amount by the taller line, a lone figure's box being short", () => {
    const line = (text: string, top: number, column: 0 | 1, height: number): TextLine => ({
      text,
      height,
      top,
      column,
    });
    // A book's list, each figure on its own line over its food (a figure's box 28 high, a row of
    // words 40, the rows 60 apart), beside a method whose rows start as a food's do.
    const book = [
      line('2', 100, 0, 28),
      line('eggs', 160, 0, 40),
      line('3', 220, 0, 28),
      line('ripe bananas', 280, 0, 40),
      line('Heat the oven to 180C and', 100, 1, 40),
      line('line a loaf tin. Beat the', 160, 1, 40),
      line('eggs and mash in the', 220, 1, 40),
      line('bananas until smooth.', 280, 1, 40),
    ];
    expect(amountRowsJoined(book)).toEqual(book);
  });
});

describe('session 77, photos77a: one amount read before the rows that stand above it', () => {
  // An app's list: a row across wrapped into the foods' column, the amount "QO 3" read before
  // the right column's rows above it and the food on its row.
  const app = (...after: TextLine[]) => [
    row('Ingredients', 813, 0),
    blank(952),
    row('O 1 ¾ pounds red jalapeño', 952),
    row('peppers (stems', 1021, undefined, true),
    blank(1294),
    row('QO 3', 1294, 0),
    blank(1091),
    row('removed and halved', 1091, 1),
    blank(1161),
    row('lengthwise)', 1161, 1, true),
    row('garlic cloves', 1285, 1),
    ...after,
  ];

  it('puts the rows above the amount first, then the amount with its food', () => {
    const page = app(row('O 2 tablespoons garlic powder', 1405), blank(1469));
    expect(texts(amountRowsJoined(page))).toEqual([
      'Ingredients',
      'O 1 ¾ pounds red jalapeño',
      'peppers (stems',
      'removed and halved',
      'lengthwise)',
      'QO 3 garlic cloves',
      'O 2 tablespoons garlic powder',
    ]);
    expect(
      parseScannedLines([[row('Sriracha Sauce', 300), blank(400), ...page]]).ingredients,
    ).toEqual([
      '1 ¾ pounds red jalapeño peppers (stems removed and halved lengthwise)',
      '3 garlic cloves',
      '2 tablespoons garlic powder',
    ]);
  });

  it("leaves the page where the right column goes on under the food, or its food is a step's", () => {
    const method = app(row('and the sugar.', 1340, 1));
    expect(amountRowsJoined(method)).toEqual(method);
    const step = [
      row('QO 3', 1294, 0),
      row('Heat the oven.', 1091, 1),
      row('Whisk the eggs.', 1285, 1),
    ];
    expect(amountRowsJoined(step)).toEqual(step);
  });

  it('leaves a pair with no rows between, or with a row between that stands under the amount', () => {
    const lists = [
      row('Ingredients', 0, 0),
      row('2', 100, 0),
      row('Method', 0, 1),
      row('eggs', 100, 1),
    ];
    expect(amountRowsJoined(lists)).toEqual(lists);
    const under = [row('QO 3', 1294, 0), row('chopped', 1400, 1), row('garlic cloves', 1285, 1)];
    expect(amountRowsJoined(under)).toEqual(under);
  });
});

describe('session 78, photos78a: a pound read "1b" alone in the amounts column', () => {
  it('tells "OO 1b" an amount alone, and joins it to its food', () => {
    expect(amountAlone('OO 1b')).toBe(true);
    expect(amountAlone('O Ibs')).toBe(true);
    expect(amountAlone('1b Halibut')).toBe(false);
    const page = [
      row('Baked halibut recipe', 100),
      blank(200),
      row('Ingredients', 200, 0),
      row('OO 1b', 300, 0),
      row('() 1l4cup', 400, 0),
      row('Method', 200, 1),
      row('Halibut fillet', 300, 1),
      row('olive oil', 400, 1),
      row('() latsp', 500, 0),
      row('Black pepper', 500, 1),
    ];
    expect(parseScannedLines([page]).ingredients).toEqual([
      '1 lb Halibut fillet',
      '1/4 cup olive oil',
      '1/4 tsp Black pepper',
    ]);
  });
});
