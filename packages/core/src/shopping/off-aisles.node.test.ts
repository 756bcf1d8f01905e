// The Open Food Facts category reader and its parent → aisle rules (food-data/off-aisles.ts,
// issue 31). The taxonomies here are small ones written for the tests in the file's form.
import { describe, expect, it } from 'vitest';
import {
  OFF_AISLE_RULES,
  offAisleOf,
  offAisles,
  readOffTaxonomy,
  type OffCategory,
} from '../../food-data/off-aisles.ts';

const TAXONOMY = `# a comment
synonyms:en: flavoured, flavored

en: Plant-based foods
fr: Aliments d'origine végétale

< en:Plant-based foods
en: Fruits
de: Obst

< en:Fruits
en: Grapes, table grapes
fr: Raisins

< en:Fruits
en: Canned fruits

< fr:Conserves
fr: Fruits au sirop

en: Canned foods

< en:Legumes
< en:Canned foods
en: Canned chickpeas

< en:Plant-based foods
en: Legumes

< en:Legumes
en: Chickpeas
`;

const cat = (name: string, parents: string[] = [], names = [name]): OffCategory => ({
  name,
  names,
  parents,
});

describe('readOffTaxonomy', () => {
  const read = readOffTaxonomy(TAXONOMY);

  it('reads English names, synonyms and English parents of each entry', () => {
    expect(read.find((c) => c.name === 'Grapes')).toEqual({
      name: 'Grapes',
      names: ['Grapes', 'table grapes'],
      parents: ['Fruits'],
    });
    expect(read.find((c) => c.name === 'Canned chickpeas')?.parents).toEqual([
      'Legumes',
      'Canned foods',
    ]);
  });

  it('leaves out entries with no English name, comments and synonym lines', () => {
    expect(read.map((c) => c.name)).toEqual([
      'Plant-based foods',
      'Fruits',
      'Grapes',
      'Canned fruits',
      'Canned foods',
      'Canned chickpeas',
      'Legumes',
      'Chickpeas',
    ]);
  });
});

describe('offAisles', () => {
  it('gives a category the aisle of its nearest ancestor that a rule names', () => {
    const table = offAisles(readOffTaxonomy(TAXONOMY));
    expect(table.get('grape')).toBe('FRUIT');
    expect(table.get('table grape')).toBe('FRUIT');
    // No rule for "legumes" or "plant-based foods": chickpeas get no aisle.
    expect(table.has('chickpea')).toBe(false);
  });

  it('lets a form of sale win over the food at the same distance', () => {
    const table = offAisles(
      readOffTaxonomy(TAXONOMY),
      new Map([...OFF_AISLE_RULES, ['legumes', 'PASTA_AND_GRAINS']]),
    );
    expect(table.get('chickpea')).toBe('PASTA_AND_GRAINS');
    expect(table.get('canned chickpea')).toBe('TINNED_AND_JARRED');
    // "Canned fruits" has only Fruits as a parent here: the food decides.
    expect(table.get('canned fruit')).toBe('FRUIT');
  });

  it('prefers a nearer rule to a farther one', () => {
    const table = offAisles([
      cat('Dried fruits', ['Fruits']),
      cat('Fruits'),
      cat('Raisins', ['Dried fruits']),
    ]);
    expect(table.get('raisin')).toBe('BAKING');
  });

  it('leaves out a name two categories put in different aisles', () => {
    const table = offAisles([
      cat('Fruits'),
      cat('Vegetables'),
      cat('Tomatoes', ['Fruits'], ['Tomatoes']),
      cat('Salad tomatoes', ['Vegetables'], ['Salad tomatoes', 'Tomatoes']),
    ]);
    expect(table.has('tomato')).toBe(false);
    expect(table.get('salad tomato')).toBe('VEGETABLES');
  });

  it('stops on a cycle of parents', () => {
    expect(offAisles([cat('A', ['B']), cat('B', ['A'])]).size).toBe(0);
  });

  // Each rule: a child of the named category takes the rule's aisle.
  for (const [parent, bucket] of OFF_AISLE_RULES) {
    it(`puts a child of "${parent}" in ${bucket}`, () => {
      const table = offAisles([cat(parent), cat('Test child food', [parent])]);
      expect(table.get('test child food')).toBe(bucket);
    });
  }
});

describe('offAisleOf', () => {
  const table = offAisles(readOffTaxonomy(TAXONOMY));

  it('finds the longest category name among a title’s words, singular or plural', () => {
    expect(offAisleOf('Tesco Canned Fruits 400G', table)).toEqual({
      phrase: 'canned fruit',
      bucket: 'FRUIT',
    });
    expect(offAisleOf('Tesco Seedless Table Grapes 500G', table)).toEqual({
      phrase: 'table grape',
      bucket: 'FRUIT',
    });
  });

  it('is null when no run of the title is a category', () => {
    expect(offAisleOf('Tesco Chickpeas 400G', table)).toBeNull();
  });
});
