import { describe, expect, it } from 'vitest';
import { buildShoppingList } from './build-shopping-list.ts';
import { ALL_ITEMS_COMPLETED, buildShareText, SHARE_FOOTER, shareGroupOf } from './share-text.ts';
import { recipeWith } from './test-recipes.ts';

const list = buildShoppingList([
  recipeWith('1', 'Fish pie', [
    '400g cod loin',
    '200g king prawns',
    '2 lemons',
    '500ml whole milk',
    '1kg potatoes',
    '1 tsp ground nutmeg',
    '4 sausages',
  ]),
]);

describe('shopping share text', () => {
  it('lists unchecked items grouped in SPEC §9 order, with a footer line', () => {
    expect(buildShareText(list.items)).toBe(
      [
        'Shopping List',
        'Fruit:\n• 2 Lemons',
        'Vegetables:\n• 1 kg Potatoes',
        'Meat & Poultry:\n• 1 pack of 6 Sausages',
        'Fish & Seafood:\n• 400 g Cod Loin\n• 200 g King Prawns',
        'Dairy & Eggs:\n• 1 pint Whole Milk',
        'Spices & Seasonings:\n• 1 jar Ground Nutmeg',
        SHARE_FOOTER,
      ].join('\n\n'),
    );
  });

  it('leads each line with the amount to buy in UK shop units', () => {
    const curry = buildShoppingList([
      recipeWith('2', 'Curry', [
        '350g unsalted butter',
        '5 eggs',
        '½ avocado',
        '3.5 skinless chicken breasts',
        '½ can coconut milk',
        '3 tbsp tikka curry paste',
      ]),
    ]);
    expect(
      buildShareText(curry.items)
        .split('\n')
        .filter((line) => line.startsWith('•')),
    ).toEqual([
      '• Avocado',
      '• 4 Chicken Breasts',
      '• 1 box of 6 Eggs',
      '• 2 × 250 g Unsalted Butter',
      '• 1 jar Tikka Curry Paste',
      '• 1 can Coconut Milk',
    ]);
  });

  it('leaves out checked items', () => {
    const checked = list.items.map((item) => ({ ...item, checked: item.name !== 'lemons' }));
    expect(buildShareText(checked)).toBe(
      ['Shopping List', 'Fruit:\n• 2 Lemons', SHARE_FOOTER].join('\n\n'),
    );
  });

  it("says 'All items completed!' when every item is checked", () => {
    const done = list.items.map((item) => ({ ...item, checked: true }));
    expect(buildShareText(done)).toBe(`${ALL_ITEMS_COMPLETED}\n\n${SHARE_FOOTER}`);
  });

  it('puts frozen items under Other', () => {
    expect(shareGroupOf({ category: 'frozen', name: 'frozen peas' })).toBe('Other');
    expect(shareGroupOf({ category: 'pantry', name: 'chicken stock' })).toBe('General Pantry');
  });
});
