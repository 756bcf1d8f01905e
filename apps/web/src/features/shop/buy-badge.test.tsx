import { buildShoppingList, ingredientFromText } from '@plateful/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BuyBadge } from './buy-badge.tsx';

function itemFor(line: string) {
  const list = buildShoppingList([
    { id: 'r', name: 'Recipe', ingredients: [ingredientFromText(line)] },
  ]);
  const [item] = list.items;
  if (item === undefined) throw new Error(`no item for ${line}`);
  return item;
}

describe('BuyBadge', () => {
  it('shows the amount to buy in UK shop units', () => {
    render(<BuyBadge buy={itemFor('350g unsalted butter').buy} />);
    expect(screen.getByTestId('item-buy').textContent).toBe('Buy 2 × 250 g');
  });

  it('shows a jar for half a teaspoon of a spice', () => {
    render(<BuyBadge buy={itemFor('½ tsp chilli powder').buy} />);
    expect(screen.getByTestId('item-buy').textContent).toBe('Buy 1 jar');
  });

  it('shows nothing when the recipe amount is already what one buys', () => {
    const { container } = render(<BuyBadge buy={itemFor('2 lemons').buy} />);
    expect(container.textContent).toBe('');
  });
});
