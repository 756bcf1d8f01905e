import { describe, expect, it } from 'vitest';
import { displayUnit, findUnit, readUnit, unitDefinition } from './units.ts';

describe('unit table', () => {
  it.each([
    ['teaspoons', 'tsp'],
    ['Tbsp', 'tbsp'],
    ['tablespoon', 'tbsp'],
    ['grams', 'g'],
    ['kilos', 'kg'],
    ['millilitres', 'ml'],
    ['litre', 'l'],
    ['cups', 'cup'],
    ['ounces', 'oz'],
    ['lbs', 'lb'],
    ['pints', 'pint'],
    ['quarts', 'quart'],
    ['gallons', 'gallon'],
    ['fluid ounces', 'fl oz'],
    ['fl. oz.', 'fl oz'],
    ['tins', 'can'],
    ['jar', 'jar'],
    ['packs', 'pack'],
    ['bag', 'bag'],
    ['bunches', 'bunch'],
    ['cloves', 'clove'],
    // "1 teaspoonful sugar": a spoon's or a cup's "-ful" is the measure.
    ['teaspoonful', 'tsp'],
    ['tablespoonfuls', 'tbsp'],
    ['cupful', 'cup'],
    // Two letters swapped: "2 tbps olive oil", "1 tsbp olive oil".
    ['tbps', 'tbsp'],
    ['tsbp', 'tbsp'],
  ])('maps %s to %s', (spelling, canonical) => {
    expect(findUnit(spelling)?.canonical).toBe(canonical);
  });

  it('gives each unit a dimension and a factor to its base, for converting later', () => {
    expect(unitDefinition('kg')).toMatchObject({ dimension: 'mass', factor: 1000 });
    expect(unitDefinition('tbsp')).toMatchObject({ dimension: 'volume', factor: 15 });
    expect(unitDefinition('tsp')).toMatchObject({ dimension: 'volume', factor: 5 });
    expect(unitDefinition('can')).toMatchObject({ dimension: 'count', kind: 'container' });
  });

  it("reads a unit only as a whole word ('g' is not the start of 'garlic')", () => {
    expect(readUnit('2 garlic cloves', 2, true)).toBeNull();
    expect(readUnit('400g tin', 3, true)?.unit.canonical).toBe('g');
    expect(readUnit('1 c flour', 2, true)?.unit.canonical).toBe('cup');
    expect(readUnit('c flour', 0, false)).toBeNull();
  });

  it('reads no unit before a letter beyond ASCII or a hyphened word, and one before a digit', () => {
    expect(readUnit('2 tbspé sugar', 2, true)).toBeNull();
    expect(readUnit('2 gß', 2, true)).toBeNull();
    expect(readUnit('2 cup-étoile moulds', 2, true)).toBeNull();
    expect(readUnit('2 cup-9 things', 2, true)?.unit.canonical).toBe('cup');
    // ASCII letters of either case end no unit; the characters beside them in ASCII do.
    expect(readUnit('2 gZ', 2, true)).toBeNull();
    expect(readUnit('2 cup-Shaped moulds', 2, true)).toBeNull();
    for (const after of ['@', '[', '`', '{']) {
      expect(readUnit(`2 g${after} rice`, 2, true)?.unit.canonical).toBe('g');
    }
    expect(readUnit('1lb5oz beef', 1, true)).toMatchObject({ text: 'lb', end: 3 });
    expect(readUnit('lb5oz beef', 0, false)).toBeNull();
    // Half of a surrogate pair is no letter: the unit ends before it.
    expect(readUnit('2 g𝐀 rice', 2, true)?.unit.canonical).toBe('g');
  });

  it('reads a capital T after a number as a tablespoon and a small t as a teaspoon', () => {
    expect(readUnit('1 T. butter', 2, true)?.unit.canonical).toBe('tbsp');
    expect(readUnit('2 T butter', 2, true)?.unit.canonical).toBe('tbsp');
    expect(readUnit('1 t salt', 2, true)?.unit.canonical).toBe('tsp');
    expect(readUnit('1 t. salt', 2, true)).toMatchObject({ text: 't.', end: 4 });
    // Not without a number, not joined to a word ("T-bone"), not inside a word.
    expect(readUnit('T butter', 0, false)).toBeNull();
    expect(readUnit('1 T-bone steak', 2, true)).toBeNull();
    expect(readUnit('1 tub yogurt', 2, true)?.unit.canonical).toBe('tub');
  });

  it('pluralises counted units above one for display', () => {
    expect(displayUnit('can', 2)).toBe('cans');
    expect(displayUnit('bunch', 3)).toBe('bunches');
    expect(displayUnit('g', 400)).toBe('g');
  });
});

describe('an abbreviated unit whose point runs into the next word', () => {
  it('is read after a number, up to the point', () => {
    expect(readUnit('1 tsp.salt', 2, true)).toMatchObject({ text: 'tsp.', end: 6 });
    expect(readUnit('4 oz.butter', 2, true)?.unit.canonical).toBe('oz');
    expect(readUnit('1 tbsp.olive oil', 2, true)?.unit.canonical).toBe('tbsp');
  });
  it('is not read without a number, nor inside a word', () => {
    expect(readUnit('tsp.salt', 0, false)).toBeNull();
    // One letter is too little to say it is a unit: "6 c.à.s" is the French tablespoon.
    expect(readUnit('6 c.à.s huile', 2, true)).toBeNull();
    expect(readUnit('1 c.milk', 2, true)).toBeNull();
    expect(readUnit('1 cups', 2, true)?.text).toBe('cups');
    expect(readUnit('1 clove', 2, true)?.unit.canonical).toBe('clove');
  });
  it('keeps the point of an abbreviation before a space in the text read', () => {
    expect(readUnit('2 tbsp. olive oil', 2, true)).toMatchObject({ text: 'tbsp.', end: 7 });
    expect(readUnit('2 T. butter', 2, true)).toMatchObject({ text: 'T.', end: 4 });
    expect(readUnit('1 fl. oz. milk', 2, true)).toMatchObject({ text: 'fl. oz.', end: 9 });
  });
});

describe('measures of bars and older cookbooks', () => {
  it('converts a fifth by its millilitres, a fifth of a US gallon', () => {
    expect(findUnit('fifths')?.canonical).toBe('fifth');
    expect(unitDefinition('fifth')).toMatchObject({ dimension: 'volume', factor: 757.082 });
  });
  it('converts jiggers and gills by their millilitres', () => {
    expect(findUnit('jiggers')?.canonical).toBe('jigger');
    expect(unitDefinition('jigger')).toMatchObject({ dimension: 'volume', factor: 44.3603 });
    expect(unitDefinition('gill')).toMatchObject({ dimension: 'volume', factor: 142.065 });
  });
  it('reads a gill only after a number', () => {
    expect(readUnit('gills removed', 0, false)).toBeNull();
    expect(readUnit('1 gill milk', 2, true)?.unit.canonical).toBe('gill');
  });
});
