import { describe, expect, it } from 'vitest';
import { loadFoodTable } from '../food/food-table.ts';
import { TEST_FOODS } from '../food/test-foods.ts';
import { ingredientFromText } from '../recipes/recipe.ts';
import { buildShoppingList } from '../shopping/build-shopping-list.ts';
import { keepDaysFor } from './keep-days.ts';
import { weekLeftovers } from './leftovers.ts';
import { subtractPantry } from './pantry.ts';

const listOf = (lines: string[], checked: string[] = []) =>
  buildShoppingList([{ id: 'a', name: 'A', ingredients: lines.map(ingredientFromText) }], {
    checkedKeys: checked,
  });

describe('weekLeftovers', () => {
  it('keeps the rest of each pack: half a cucumber, four tortillas, the rest of a bag of rice', () => {
    const week = weekLeftovers(
      listOf(['4 flour tortillas', '1/2 cucumber', '750 g basmati rice']),
      TEST_FOODS,
    );
    const byName = Object.fromEntries(week.leftovers.map((l) => [l.ingredient, l]));
    // As a cook says it, not as the list's row writes it ("0.5 Cucumber", SPEC §5).
    expect(byName['Cucumbers']?.text ?? byName['Cucumber']?.text).toBe('½ cucumber');
    expect(byName['Flour Tortillas']).toMatchObject({ quantity: 4, unit: null, grams: 160 });
    // A 1 kg bag for 750 g.
    expect(byName['Basmati Rice']).toMatchObject({ quantity: 250, unit: 'g', grams: 250 });
  });

  it('writes the rest of a counted thing as a cook says it, and never as nothing', () => {
    const texts = (lines: string[]) =>
      weekLeftovers(listOf(lines), TEST_FOODS).leftovers.map((l) => l.text);
    // A third and two thirds of a cucumber make one: nothing left.
    expect(texts(['1/3 cucumber', '2/3 cucumber'])).toEqual([]);
    // One cucumber for a third: two thirds left, "⅔", not "0.7".
    expect(texts(['1/3 cucumber'])).toEqual(['⅔ cucumber']);
    // Two bought for one and a half: half of one left.
    expect(texts(['1 1/2 cucumbers'])).toEqual(['½ cucumber']);
    expect(texts(['1/2 cucumber', '1/4 cucumber'])).toEqual(['¼ cucumber']);
    // A tenth of one: nearly a whole one, not "1 cucumber".
    expect(texts(['0.1 cucumber'])).toEqual(['nearly 1 cucumber']);
  });

  it('rounds float noise away before saying "nearly": 1.9999999 cucumbers left is 2', () => {
    const list = listOf(['1 1/2 cucumbers']);
    const item = {
      ...list.items[0]!,
      quantity: 1.0000001,
      buy: { ...list.items[0]!.buy!, quantity: 3 },
    };
    const week = weekLeftovers({ ...list, items: [item] }, TEST_FOODS);
    expect(week.leftovers.map((l) => l.text)).toEqual(['2 cucumbers']);
  });

  it('writes a rest under a kilogram in grams: 0.95 kg of a 1.5 kg bag is 950 g, not 1 kg', () => {
    const texts = (lines: string[]) =>
      weekLeftovers(listOf(lines), TEST_FOODS).leftovers.map((l) => l.text);
    expect(texts(['0.55 kg plain flour'])).toEqual(['950 g plain flour']);
  });

  it('keeps a rest the pantry reads back as the same amount: next week buys no cucumber for ½', () => {
    const [rest] = weekLeftovers(listOf(['1/2 cucumber']), TEST_FOODS).leftovers;
    expect(rest?.text).toBe('½ cucumber');
    const next = subtractPantry(
      listOf(['1/2 cucumber']),
      [{ id: 'k', text: rest!.text }],
      TEST_FOODS,
    );
    expect(next.list.items).toEqual([]);
  });

  it('keeps a rest said "nearly" that the pantry reads back: nearly 1 cucumber covers ½', () => {
    const [rest] = weekLeftovers(listOf(['0.1 cucumber']), TEST_FOODS).leftovers;
    expect(rest?.text).toBe('nearly 1 cucumber');
    const next = subtractPantry(
      listOf(['1/2 cucumber']),
      [{ id: 'k', text: rest!.text }],
      TEST_FOODS,
    );
    expect(next.list.items).toEqual([]);
    // Nearly one is less than one: a whole cucumber is still to buy.
    const whole = subtractPantry(
      listOf(['1 cucumber']),
      [{ id: 'k', text: rest!.text }],
      TEST_FOODS,
    );
    expect(whole.list.items.map((item) => item.name)).toEqual(['cucumbers']);
  });

  it('lists perishables first, with how long they keep', () => {
    const week = weekLeftovers(listOf(['750 g basmati rice', '1/2 cucumber']), TEST_FOODS);
    expect(week.leftovers.map((l) => l.keepDays)).toEqual([5, null]);
  });

  it('gives the share of what was bought that no recipe uses', () => {
    // Bought: 1 cucumber (300 g) and a pack of 8 tortillas (320 g); left: 150 g and 160 g.
    const week = weekLeftovers(listOf(['1/2 cucumber', '4 flour tortillas']), TEST_FOODS);
    expect(week.boughtGrams).toBe(620);
    expect(week.leftoverGrams).toBe(310);
    expect(week.leftoverShare).toBe(0.5);
    expect(week.packs).toBe(2);
  });

  it('leaves nothing over when the recipes use whole packs, and skips ticked items', () => {
    const whole = weekLeftovers(listOf(['6 eggs', '2 cucumbers']), TEST_FOODS);
    expect(whole.leftovers).toEqual([]);
    expect(whole.leftoverShare).toBe(0);
    const list = listOf(['1/2 cucumber']);
    const ticked = weekLeftovers(listOf(['1/2 cucumber'], [list.items[0]?.key ?? '']), TEST_FOODS);
    expect(ticked.leftovers).toEqual([]);
  });

  it('shows the rest of a jar as a share of it, for a spoonful', () => {
    const week = weekLeftovers(listOf(['1 tsp ground cumin']), TEST_FOODS);
    expect(week.leftovers[0]?.unit).toBe('jar');
    expect(week.leftovers[0]?.quantity).toBeGreaterThan(0.9);
    expect(week.leftovers[0]?.text).toMatch(/ jar ground cumin$/);
  });

  it('says "nearly" of a pack most of which is left, where the list would write .9 of it', async () => {
    const foods = await loadFoodTable();
    const texts = (line: string) =>
      weekLeftovers(listOf([line]), foods).leftovers.map((l) => l.text);
    // A pack of thyme for four sprigs leaves nine tenths of it: "0.9 pack thyme" read as odd.
    expect(texts('4 sprigs fresh thyme')).toEqual(['nearly 1 pack thyme']);
    expect(texts('1 tsp ground cumin')).toEqual(['nearly 1 jar ground cumin']);
    // A rest the list writes as less stays a share of the pack, in a kitchen fraction.
    expect(texts('4 tbsp green pesto')).toEqual(['⅔ jar green pesto']);
  });

  it('says "nearly" of a bunch most of which is left, never a whole bunch for nine tenths', () => {
    const texts = (lines: string[]) =>
      weekLeftovers(listOf(lines), TEST_FOODS).leftovers.map((l) => l.text);
    // The kitchen fraction nearest 0.9 is the whole: "1 bunch parsley" says more than is left.
    expect(texts(['0.1 bunch parsley'])).toEqual(['nearly 1 bunch parsley']);
    const kept = [{ id: 'k', text: 'nearly 1 bunch parsley' }];
    expect(subtractPantry(listOf(['½ bunch parsley']), kept, TEST_FOODS).list.items).toEqual([]);
    expect(texts(['½ bunch thyme'])).toEqual(['½ bunch thyme']);
  });

  it('counts the pieces left of a pack of them: cloves of a bulb, eggs of a box', async () => {
    const foods = await loadFoodTable();
    const texts = (lines: string[]) =>
      weekLeftovers(listOf(lines), foods).leftovers.map((l) => l.text);
    // A bulb for 8 cloves leaves 2 cloves, not "0.2 bulb garlic cloves".
    expect(texts(['8 garlic cloves'])).toEqual(['2 garlic cloves']);
    // A box of 6 for one egg leaves 5 eggs, not "5 egg".
    expect(texts(['1 egg'])).toEqual(['5 eggs']);
  });

  it('counts every amount of a merged row, and leaves packs of a known size in their measure', async () => {
    const foods = await loadFoodTable();
    const texts = (lines: string[]) =>
      weekLeftovers(listOf(lines), foods).leftovers.map((l) => l.text);
    // Two 250 g blocks for a pack and 100 g: 150 g left, not "1 block butter".
    expect(texts(['1 pack butter', '100 g butter'])).toEqual(['150 g butter']);
    // A 500 g pack of gnocchi for 300 g.
    expect(texts(['300 g gnocchi'])).toEqual(['200 g gnocchi']);
  });

  it('is empty for an empty week', () => {
    expect(weekLeftovers({ categories: [], items: [] }, TEST_FOODS)).toEqual({
      leftovers: [],
      packs: 0,
      boughtGrams: 0,
      leftoverGrams: 0,
      leftoverShare: 0,
    });
  });
});

describe('keepDaysFor', () => {
  it('uses a name’s own row before its aisle’s, and none for the store cupboard', () => {
    expect(keepDaysFor('double cream', 'dairy_and_eggs')).toBe(2);
    expect(keepDaysFor('cheddar', 'dairy_and_eggs')).toBe(21);
    expect(keepDaysFor('quark', 'dairy_and_eggs')).toBe(5);
    expect(keepDaysFor('basmati rice', 'pasta_and_grains')).toBeNull();
  });

  it('keeps a jar of sugar, brine or vinegar for weeks once open, and honey for months', () => {
    // The aisle's 3 days are a tin's, decanted.
    expect(keepDaysFor('chopped tomatoes', 'tinned_and_jarred')).toBe(5);
    expect(keepDaysFor('passata', 'tinned_and_jarred')).toBe(3);
    expect(keepDaysFor('tomato purée', 'tinned_and_jarred')).toBe(28);
    expect(keepDaysFor('lemon curd', 'tinned_and_jarred')).toBe(28);
    expect(keepDaysFor('bean curd', 'tinned_and_jarred')).toBe(3);
    expect(keepDaysFor('strawberry jam', 'tinned_and_jarred')).toBe(42);
    expect(keepDaysFor('kalamata olives', 'tinned_and_jarred')).toBe(14);
    expect(keepDaysFor('runny honey', 'tinned_and_jarred')).toBeNull();
    // The sauces aisle keeps for months, but for pesto and a jar of paste once open.
    expect(keepDaysFor('green pesto', 'sauces')).toBe(14);
    expect(keepDaysFor('tikka curry paste', 'sauces')).toBe(28);
    expect(keepDaysFor('soy sauce', 'sauces')).toBeNull();
  });

  it('keeps an opened chilled pack of gnocchi, pastry or halloumi for days, not months', () => {
    expect(keepDaysFor('gnocchi', 'pasta_and_grains')).toBe(3);
    expect(keepDaysFor('ready rolled puff pastry', 'baking')).toBe(3);
    expect(keepDaysFor('halloumi', 'dairy_and_eggs')).toBe(3);
    expect(keepDaysFor('penne', 'pasta_and_grains')).toBeNull();
  });
});

describe('weekLeftovers after the pantry', () => {
  it('leaves over nothing of what an entry of several things at an amount each covers', () => {
    // Half a bunch of rosemary and of thyme to buy, less "½ bunch each rosemary and thyme".
    const list = listOf(['½ bunch rosemary', '½ bunch thyme', '½ cucumber']);
    expect(weekLeftovers(list, TEST_FOODS).leftovers.map((l) => l.text)).toEqual([
      '½ bunch rosemary',
      '½ bunch thyme',
      '½ cucumber',
    ]);
    const bought = subtractPantry(
      list,
      [{ id: 'h', text: '½ bunch each rosemary and thyme' }],
      TEST_FOODS,
    ).list;
    expect(weekLeftovers(bought, TEST_FOODS).leftovers.map((l) => l.text)).toEqual(['½ cucumber']);
  });
});
