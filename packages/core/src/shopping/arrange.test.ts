import { describe, expect, it } from 'vitest';
import { aisleSequence, arrangeForShop } from './arrange.ts';
import { buildShoppingList } from './build-shopping-list.ts';

const recipe = {
  id: 'r1',
  name: 'Weeknight Pasta',
  ingredients: ['2 onions', '1 carrot', '3 garlic cloves', '200 g cheddar', '4 eggs'].map(
    (rawText) => ({ rawText, amount: null, unit: null, name: null, ingredientId: null }),
  ),
};

function names(list: ReturnType<typeof buildShoppingList>) {
  return list.categories.map((category) => [category.id, category.items.map((i) => i.ingredient)]);
}

describe('arranging the list for the shop', () => {
  it('keeps SPEC §5 order when nothing is asked', () => {
    const list = buildShoppingList([recipe], { checkedKeys: [] });
    expect(arrangeForShop(list)).toBe(list);
  });

  it('sinks ticked items to the bottom of their aisle, keeping each part in order', () => {
    const plain = buildShoppingList([recipe]);
    const vegetables = plain.categories.find((c) => c.id === 'vegetables')!;
    expect(vegetables.items.map((i) => i.ingredient)).toEqual([
      'Carrot',
      'Garlic Cloves',
      'Onions',
    ]);
    const carrot = vegetables.items[0]!.key;
    const list = buildShoppingList([recipe], { checkedKeys: [carrot] });
    const arranged = arrangeForShop(list, { sinkChecked: true });
    expect(
      arranged.categories.find((c) => c.id === 'vegetables')!.items.map((i) => i.ingredient),
    ).toEqual(['Garlic Cloves', 'Onions', 'Carrot']);
    expect(arranged.items.length).toBe(list.items.length);
  });

  it('walks the aisles in the household’s order, the rest after in SPEC order', () => {
    const list = buildShoppingList([recipe]);
    const arranged = arrangeForShop(list, { aisleOrder: ['vegetables', 'dairy_and_eggs'] });
    expect(arranged.categories.map((c) => c.id)).toEqual(['vegetables', 'dairy_and_eggs']);
    expect(names(arranged)[0]![0]).toBe('vegetables');
  });

  it('ignores unknown and repeated aisles in a stored order', () => {
    expect(aisleSequence(['frozen', 'nonsense', 'frozen']).slice(0, 3)).toEqual([
      'frozen',
      'meat_and_fish',
      'dairy_and_eggs',
    ]);
  });
});

describe('own items on the list', () => {
  it('puts an own item in its aisle and merges it with a recipe item of the same thing', () => {
    const list = buildShoppingList([recipe], {
      ownItems: [
        { id: 'a', text: '6 eggs' },
        { id: 'b', text: 'loo roll' },
      ],
    });
    const eggs = list.items.find((item) => item.name === 'eggs')!;
    expect(eggs.quantity).toBe(10);
    expect(eggs.recipeIds).toEqual(['r1']);
    expect(eggs.recipeCount).toBe(1);
    expect(eggs.ownItemIds).toEqual(['a']);
    expect(eggs.recipes).toEqual(['Weeknight Pasta']);
    const looRoll = list.items.find((item) => item.ownItemIds.includes('b'))!;
    expect(looRoll.ingredient).toBe('Loo Roll');
    expect(looRoll.recipeCount).toBe(0);
    expect(looRoll.recipes).toEqual([]);
  });

  it('reads an own item’s amount and unit with the recipe parser', () => {
    const list = buildShoppingList([], { ownItems: [{ id: 'm', text: '2 pints milk' }] });
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({
      name: 'milk',
      category: 'dairy_and_eggs',
      ownItemIds: ['m'],
    });
    expect(list.items[0]!.displayQuantity).toMatch(/pint|ml|l/);
  });

  it('reads an own item typed with no amount as typed, singular or plural', () => {
    const named = (...texts: string[]): string[] =>
      buildShoppingList([], {
        ownItems: texts.map((text, index) => ({ id: String(index), text })),
      }).items.map((item) => item.ingredient);
    expect(named('Kitchen roll')).toEqual(['Kitchen Roll']);
    expect(named('kitchen rolls')).toEqual(['Kitchen Rolls']);
    expect(named('egg')).toEqual(['Egg']);
    expect(named('Bin bags')).toEqual(['Bin Bags']);
    // Typed both ways, the line is more than one.
    expect(named('egg', 'eggs')).toEqual(['Eggs']);
    // An amount numbers the name as before.
    expect(named('2 kitchen roll')).toEqual(['Kitchen Rolls']);
  });

  it('keeps the SPEC plural of an unmeasured line that merges with a recipe’s', () => {
    const list = buildShoppingList(
      [{ ...recipe, ingredients: [{ ...recipe.ingredients[0]!, rawText: 'onion, chopped' }] }],
      { ownItems: [{ id: 'o', text: 'onion' }] },
    );
    expect(list.items.map((item) => item.ingredient)).toEqual(['Onions']);
  });

  it('leaves out an own item too short to read', () => {
    expect(buildShoppingList([], { ownItems: [{ id: 'x', text: 'ab' }] }).items).toEqual([]);
  });
});

describe('aisle corrections', () => {
  it('moves an item the household corrected to its aisle, on every list', () => {
    const plain = buildShoppingList([recipe]);
    expect(plain.items.find((i) => i.name === 'eggs')!.category).toBe('dairy_and_eggs');
    const moved = buildShoppingList([recipe], { aisleOverrides: { eggs: 'pantry' } });
    const eggs = moved.items.find((i) => i.name === 'eggs')!;
    expect(eggs.category).toBe('pantry');
    expect(eggs.key).toBe('eggs-pantry-count');
    expect(
      moved.categories.find((c) => c.id === 'dairy_and_eggs')!.items.map((i) => i.name),
    ).toEqual(['cheddar']);
  });

  it('ignores a correction to an aisle that does not exist', () => {
    const moved = buildShoppingList([recipe], { aisleOverrides: { eggs: 'garden_centre' } });
    expect(moved.items.find((i) => i.name === 'eggs')!.category).toBe('dairy_and_eggs');
  });
});
