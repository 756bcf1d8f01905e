import { normaliseRecipe } from '@plateful/contracts';
import { buildShoppingList, type ShoppingItem } from '@plateful/core';
import { describe, expect, it } from 'vitest';
import {
  guidedAisles,
  guidedProgress,
  keysToBuy,
  shopButtonFor,
  supermarketQuery,
  supermarketSearchUrl,
} from './shop-plan.ts';

const traybake = normaliseRecipe({
  id: 't',
  name: 'Traybake',
  servings: 4,
  ingredients: [
    '350g unsalted butter',
    '4 chicken thighs',
    '2 lemons',
    '300ml whole milk',
    '5 eggs',
  ],
});

const list = buildShoppingList([traybake]);
const byName = (name: string): ShoppingItem => {
  const found = list.items.find((item) => item.ingredient.toLowerCase().includes(name));
  if (!found)
    throw new Error(`no ${name} in ${list.items.map((item) => item.ingredient).join(', ')}`);
  return found;
};

describe('the Shop button follows the basket service', () => {
  it("keeps SPEC's 'Shop Now with Whisk' for Whisk", () => {
    expect(shopButtonFor('whisk')).toEqual({ kind: 'whisk', label: 'Shop Now with Whisk' });
  });

  it('names the supermarket and walks its search for one', () => {
    expect(shopButtonFor('tesco')).toEqual({
      kind: 'supermarket',
      retailer: 'tesco',
      label: 'Shop Now at Tesco',
    });
    expect(shopButtonFor('sainsburys').label).toBe('Shop Now at Sainsbury’s');
  });
});

describe('a supermarket search is for the name and the pack to buy', () => {
  it('adds a weighed pack size written as shops write it', () => {
    expect(supermarketQuery(byName('butter'))).toBe('Unsalted Butter 250g');
  });

  it('adds the count of a counted pack', () => {
    expect(supermarketQuery(byName('egg'))).toBe('Eggs 6');
  });

  it('is the name alone when the buy amount names no pack', () => {
    expect(supermarketQuery(byName('lemon'))).toBe('Lemons');
    expect(supermarketQuery({ ingredient: ' Strawberries ', buy: null })).toBe('Strawberries');
  });

  it("opens the chosen supermarket's search page", () => {
    expect(supermarketSearchUrl('tesco', byName('butter'))).toBe(
      'https://www.tesco.com/groceries/en-GB/search?query=Unsalted%20Butter%20250g',
    );
    expect(supermarketSearchUrl('waitrose', { ingredient: 'Double Cream', buy: null })).toBe(
      'https://www.waitrose.com/ecom/shop/search?searchTerm=Double%20Cream',
    );
  });
});

describe('the guided walk', () => {
  it('lists the items to buy in the aisle order of the list, owned ones left out', () => {
    const owned = byName('lemon');
    const start = buildShoppingList([traybake], { checkedKeys: [owned.key] });
    const toBuy = keysToBuy(start.items);
    const aisles = guidedAisles(start, toBuy);
    expect(aisles.map((aisle) => aisle.id)).toEqual(
      start.categories.map((category) => category.id).filter((id) => id !== 'fruit'),
    );
    expect(aisles.flatMap((aisle) => aisle.items).map((item) => item.key)).not.toContain(owned.key);
    expect(guidedProgress(aisles)).toEqual({ added: 0, total: start.items.length - 1 });
  });

  it('keeps an item added on the way in view, counted as added', () => {
    const toBuy = keysToBuy(list.items);
    const butter = byName('butter');
    const after = buildShoppingList([traybake], { checkedKeys: [butter.key] });
    const aisles = guidedAisles(after, toBuy);
    const shown = aisles.flatMap((aisle) => aisle.items);
    expect(shown.find((item) => item.key === butter.key)?.checked).toBe(true);
    expect(guidedProgress(aisles)).toEqual({ added: 1, total: list.items.length });
  });
});
