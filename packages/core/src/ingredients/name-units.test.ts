import { describe, expect, it } from 'vitest';
import { startsWithKindName, takeUnitsFromName } from './name-units.ts';
import { parseIngredient } from './parse-ingredient.ts';

describe('takeUnitsFromName', () => {
  it('drops a unit word printed twice', () => {
    expect(takeUnitsFromName('Tablespoon milk', true)).toEqual({
      name: 'milk',
      unit: null,
      note: '',
    });
  });

  it('gives the line its unit when the unit opens the name', () => {
    const result = takeUnitsFromName('cup semi-sweet chocolate chips', false);
    expect(result.name).toBe('semi-sweet chocolate chips');
    expect(result.unit?.canonical).toBe('cup');
  });

  it('takes a second amount off the head of the name as a note', () => {
    expect(takeUnitsFromName('2 cups milk', true)).toEqual({
      name: 'milk',
      unit: null,
      note: '2 cups',
    });
  });

  it('takes the size of one thing off, after describing words only', () => {
    expect(takeUnitsFromName('unbaked 9-inch pie shell', false)).toEqual({
      name: 'unbaked pie shell',
      unit: null,
      note: '9-inch',
    });
    expect(takeUnitsFromName('8 inch corn tortillas', false).name).toBe('corn tortillas');
    expect(takeUnitsFromName('whole 3 to 4 pound chicken', false).name).toBe('whole chicken');
    expect(takeUnitsFromName('4 x 6-inch pieces kombu', false).name).toBe(
      '4 x 6-inch pieces kombu',
    );
  });

  it('takes a length off the head of a name by each of its words, in either case', () => {
    for (const [name, note] of <[string, string][]>[
      ['inch piece ginger', 'inch piece'],
      ['Inches ginger', 'Inches'],
      ['in. piece of ginger', 'in. piece of'],
      ['cm piece ginger', 'cm piece'],
      ['CENTIMETRE piece ginger', 'CENTIMETRE piece'],
      ['centimeters ginger', 'centimeters'],
      ['" piece ginger', '" piece'],
      ['” piece ginger', '” piece'],
    ]) {
      expect(takeUnitsFromName(name, false)).toEqual({ name: 'ginger', unit: null, note });
    }
    // A name that only starts with a length's first letters keeps them.
    expect(takeUnitsFromName('celery sticks', false).name).toBe('celery sticks');
    expect(takeUnitsFromName('instant coffee', false).name).toBe('instant coffee');
    expect(takeUnitsFromName('in season greens', false).name).toBe('in season greens');
    expect(takeUnitsFromName('centre cut bacon', false).name).toBe('centre cut bacon');
  });

  it('leaves names without a unit as they are', () => {
    expect(takeUnitsFromName('cannellini beans', false).name).toBe('cannellini beans');
    expect(takeUnitsFromName('pak choi', false).name).toBe('pak choi');
  });
});

describe('a unit word is never left in the name (issue 15)', () => {
  it.each([
    ['3 tablespoons Tablespoon milk', 3, 'tbsp', 'milk'],
    ['1 (6-oz) cup semi-sweet chocolate chips', 1, 'cup', 'semi-sweet chocolate chips'],
    ['500 ml 2 cups milk', 500, 'ml', 'milk'],
    ['4 6oz. swordfish steaks', 4, null, 'swordfish steaks'],
    ['2 (about 14-16 oz each) packages ground linguica', 2, 'package', 'ground linguica'],
    ['1 egg yolk beaten with 1 Tbsp water', 1, null, 'egg yolk'],
    // The spoonfuls are added to the cup (1⅛ cups), not left in the name.
    ['1 cup + 2 tablespoons water ((280ml))', 1.125, 'cup', 'water'],
    ['soy sauce60 ml', 60, 'ml', 'soy sauce'],
    ['¢ 2 Garlic Cloves', 2, 'clove', 'Garlic'],
    ['1 tiny pinch salt (to taste)', 1, 'pinch', 'salt'],
    ['2 pièce(s) Baguette', 2, 'piece', 'Baguette'],
    ['½ tsp each, salt & pepper', 0.5, 'tsp', 'salt & pepper'],
    ['1/2 pound, plus 2 tablespoons, softened butter', 0.5, 'lb', 'butter'],
    ['1 /2 Banana (peeled)', 0.5, null, 'Banana'],
    ['1/2 cup sugar +1 tsp for each crème brûlée', 0.5, 'cup', 'sugar'],
    ['1lb 5oz mixed leafy greens', 1.3125, 'lb', 'mixed leafy greens'],
  ])('%j → %s %s %j', (line, quantity, unit, name) => {
    const parsed = parseIngredient(line);
    expect([parsed.quantity, parsed.unit, parsed.name]).toEqual([quantity, unit, name]);
  });

  it('reads spoons written in other languages', () => {
    expect(parseIngredient('0.25 TL Pfeffer')).toMatchObject({ unit: 'tsp', name: 'Pfeffer' });
    expect(parseIngredient('2 EL Olivenöl')).toMatchObject({ unit: 'tbsp', name: 'Olivenöl' });
    expect(parseIngredient('1 tsk. vaniljesukker')).toMatchObject({ unit: 'tsp' });
    expect(parseIngredient('2 spsk. smør')).toMatchObject({ unit: 'tbsp' });
    expect(parseIngredient('½ cucharadita de comino')).toMatchObject({ unit: 'tsp' });
    expect(parseIngredient('1 c. à café de sucre')).toMatchObject({ unit: 'tsp', name: 'sucre' });
    expect(parseIngredient("2 cuillères à soupe d'huile d'olive")).toMatchObject({
      unit: 'tbsp',
      name: "huile d'olive",
    });
    expect(parseIngredient('2 Stück Datteln')).toMatchObject({ unit: 'piece', name: 'Datteln' });
    expect(parseIngredient('2 Prise Zimt')).toMatchObject({ unit: 'pinch', name: 'Zimt' });
  });
});

describe('startsWithKindName', () => {
  it('finds the kinds named by a unit word in any case, and nothing after another first word', () => {
    for (const text of [
      'pound cake',
      'Pound Cakes, cubed',
      'POUND CAKE',
      'gram flour',
      'Gram Flour',
      'tube pasta',
      'TUBE noodles',
      'cup mushrooms',
      'Cup or button mushrooms',
    ]) {
      expect(startsWithKindName(text), text).toBe(true);
    }
    for (const text of [
      'pound cake flour',
      'pound cake mix',
      'pounds cake',
      'grams flour',
      'tubes pasta',
      'cups mushrooms',
      'tins chopped tomatoes',
      'garlic cloves',
      'piece ginger',
      'cup or so of mushrooms',
      'İpound cake',
      '',
    ]) {
      expect(startsWithKindName(text), text).toBe(false);
    }
  });
});
