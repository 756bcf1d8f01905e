import { describe, expect, it } from 'vitest';
import { GARLIC_CLOVES_PER_BULB, productForm } from './product-forms.ts';

describe('productForm', () => {
  it('counts a bulb or head of garlic as its cloves', () => {
    expect(productForm({ name: 'garlic', quantity: 1, unit: 'bulb' }, '1 bulb garlic')).toEqual({
      name: 'garlic cloves',
      quantity: GARLIC_CLOVES_PER_BULB,
      unit: null,
    });
    expect(
      productForm({ name: 'garlic', quantity: 2, unit: 'head' }, '2 heads of garlic'),
    ).toMatchObject({ name: 'garlic cloves', quantity: 20 });
  });

  it('keeps cinnamon sticks apart from ground cinnamon', () => {
    expect(
      productForm({ name: 'cinnamon', quantity: 2, unit: 'stick' }, '2 cinnamon sticks'),
    ).toEqual({ name: 'cinnamon sticks', quantity: 2, unit: null });
    expect(productForm({ name: 'cinnamon', quantity: 1, unit: 'tsp' }, '1 tsp cinnamon').name).toBe(
      'ground cinnamon',
    );
  });

  it('reads coriander by the spoon as ground coriander, and chopped or fresh coriander as the herb', () => {
    expect(
      productForm({ name: 'cilantro', quantity: 0.5, unit: 'tsp' }, '½ tsp coriander').name,
    ).toBe('ground coriander');
    expect(
      productForm({ name: 'cilantro', quantity: 2, unit: 'tbsp' }, '2 tbsp chopped coriander').name,
    ).toBe('cilantro');
    expect(
      productForm({ name: 'cilantro', quantity: 1, unit: 'bunch' }, '1 bunch coriander').name,
    ).toBe('cilantro');
  });

  it('reads ginger by the teaspoon as ground ginger, and by the tablespoon as fresh', () => {
    expect(productForm({ name: 'ginger', quantity: 1, unit: 'tsp' }, '1 tsp ginger').name).toBe(
      'ground ginger',
    );
    expect(productForm({ name: 'ginger', quantity: 1, unit: 'tbsp' }, '1 tbsp ginger').name).toBe(
      'ginger',
    );
  });

  it('reads pepper by the spoon or to taste as black pepper, and a counted pepper as the vegetable', () => {
    expect(
      productForm({ name: 'pepper', quantity: null, unit: null }, 'pepper, to taste').name,
    ).toBe('black pepper');
    expect(productForm({ name: 'pepper', quantity: 1, unit: 'tsp' }, '1 tsp pepper').name).toBe(
      'black pepper',
    );
    expect(productForm({ name: 'pepper', quantity: 1, unit: null }, '1 pepper').name).toBe(
      'pepper',
    );
    expect(
      productForm(
        { name: 'ground black pepper', quantity: 1, unit: 'tsp' },
        '1 tsp ground black pepper',
      ).name,
    ).toBe('black pepper');
    expect(
      productForm({ name: 'red pepper', quantity: 0.5, unit: 'tsp' }, '½ tsp crushed red pepper')
        .name,
    ).toBe('chilli flakes');
  });

  it('reads vanilla by the spoon as vanilla extract', () => {
    expect(productForm({ name: 'vanilla', quantity: 1, unit: 'tsp' }, '1 tsp vanilla').name).toBe(
      'vanilla extract',
    );
  });
});
