import { describe, expect, it } from 'vitest';
import { listCaseMender } from './list-case.ts';

const mendAll = (lines: string[]) => lines.map(listCaseMender(lines));

describe("a photographed list's case, made to agree with the list", () => {
  it('gives a name read in lower case its capital on a list whose names start with capitals', () => {
    expect(
      mendAll([
        '1 lb Chicken breast',
        '1 tbsp olive oil',
        '1 tsp Garlic powder',
        '1/2 tsp paprika',
        '6 cups Baby spinach',
        '1 cup Mixed berries',
      ]),
    ).toEqual([
      '1 lb Chicken breast',
      '1 tbsp Olive oil',
      '1 tsp Garlic powder',
      '1/2 tsp Paprika',
      '6 cups Baby spinach',
      '1 cup Mixed berries',
    ]);
  });

  it("gives a name's later words their capitals on a list in title case, not its notes", () => {
    expect(
      mendAll([
        '1/4 Cup Chocolate Protein Powder',
        '1/2 Teaspoon Baking Powder',
        '1 Teaspoon Olive oil (or coconut oil)',
        '1/2 Teaspoon vanilla Extract',
        '2 Large Eggs',
        '1 Teaspoon Ground Nutmeg',
      ]),
    ).toEqual([
      '1/4 Cup Chocolate Protein Powder',
      '1/2 Teaspoon Baking Powder',
      '1 Teaspoon Olive Oil (or coconut oil)',
      '1/2 Teaspoon Vanilla Extract',
      '2 Large Eggs',
      '1 Teaspoon Ground Nutmeg',
    ]);
  });

  it('gives a unit read with a capital its lower case on a list whose units are in lower case', () => {
    expect(
      mendAll([
        '1 cup almond flour',
        '1 tbsp pumpkin pie spice',
        '3/4 Cup brown sugar',
        '1/2 tsp salt',
        '2 tbsp milk',
      ]),
    ).toContain('3/4 cup brown sugar');
  });

  it('never lowers a name, nor a unit starting a line without an amount', () => {
    const lines = [
      '2 tbsp Worcestershire sauce',
      '1 tsp dried thyme',
      '2 tbsp grated Parmesan',
      '1 tbsp honey',
      'Pinch kosher salt',
      '1 tsp ground ginger',
    ];
    expect(mendAll(lines)).toEqual(lines);
  });

  it('leaves a list whose case is mixed, or says too little, as read', () => {
    const mixed = [
      '1 cup warm water',
      '1 Tablespoon sugar',
      '1 Tablespoon yeast',
      '1 tsp salt',
      '2 Cup flour',
    ];
    expect(mendAll(mixed)).toEqual(mixed);
    const few = ['1 cup Milk', '2 tbsp olive oil'];
    expect(mendAll(few)).toEqual(few);
  });
});
