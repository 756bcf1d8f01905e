import { normaliseRecipe } from '@plateful/contracts';
import { describe, expect, it } from 'vitest';
import { buildCurrentList } from './build-current-list.ts';

const pasta = normaliseRecipe({
  id: 'p',
  name: 'Pasta',
  servings: 4,
  ingredients: ['400g spaghetti', '2 onions'],
});

describe('the shopping list for the household size (Settings)', () => {
  it('scales each recipe to the household size', () => {
    const { list } = buildCurrentList([pasta], [], [], 2);
    const spaghetti = list.items.find((item) => item.name === 'spaghetti');
    expect(spaghetti?.quantity).toBe(200);
  });

  it('keeps recipe quantities when no household size is set', () => {
    const { list } = buildCurrentList([pasta], [], [], null);
    expect(list.items.find((item) => item.name === 'spaghetti')?.quantity).toBe(400);
  });
});
