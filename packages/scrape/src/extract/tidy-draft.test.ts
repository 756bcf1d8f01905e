import { emptyDraft } from '@plateful/core';
import { describe, expect, it } from 'vitest';
import { tidyDraft, tidyIngredientLine, withoutZeroDecimals } from './tidy-draft.ts';

const draft = (overrides: Partial<ReturnType<typeof emptyDraft>>) => ({
  ...emptyDraft(),
  sourceUrl: 'https://cook.example/r',
  ...overrides,
});

describe('a scraped draft, tidied for the cook', () => {
  it.each([
    ['225.0g smoked tofu', '225g smoked tofu'],
    ['4.0tbsp cornflour', '4tbsp cornflour'],
    ['1.0 large leek (200g)', '1 large leek (200g)'],
    ['125.00 gm water', '125 gm water'],
    ['1.50 kg potatoes', '1.5 kg potatoes'],
    ['0.25tsp fine salt', '0.25tsp fine salt'],
    ['10.05 oz', '10.05 oz'],
    ['2 x 400g tins', '2 x 400g tins'],
  ])('prints %s as %s', (line, tidy) => {
    expect(withoutZeroDecimals(line)).toBe(tidy);
  });

  it.each([
    ['1 cup warm water ((105 degrees F))', '1 cup warm water (105 degrees F)'],
    ['\u200d225 g all-purpose flour (maida)', '225 g all-purpose flour (maida)'],
    ['2 eggs (large) (beaten)', '2 eggs (large) (beaten)'],
  ])('shows %j as %j', (line, tidy) => {
    expect(tidyIngredientLine(line)).toBe(tidy);
  });

  it('tidies the amounts of grouped lines too', () => {
    const tidy = tidyDraft(
      draft({
        ingredients: ['250.0g noodles'],
        ingredientGroups: [{ title: 'Sauce', items: ['3.0tbsp gochujang'] }],
      }),
    );
    expect(tidy.ingredients).toEqual(['250g noodles']);
    expect(tidy.ingredientGroups).toEqual([{ title: 'Sauce', items: ['3tbsp gochujang'] }]);
  });

  it('ends with the last real step, never a blank one', () => {
    const tidy = tidyDraft(draft({ instructions: ['Boil.', ' ', '—', 'Serve.', ''] }));
    expect(tidy.instructions).toEqual(['Boil.', 'Serve.']);
  });

  it("maps the page's category onto the app's and keeps its words as tags", () => {
    const tidy = tidyDraft(
      draft({
        name: 'Chicken Tacos',
        ingredients: ['4 chicken thighs', '8 tortillas'],
        category: 'Dinner, Main course',
        tags: ['mexican', 'Dinner'],
      }),
    );
    expect(tidy.category).toBe('Meat');
    expect(tidy.tags).toEqual(['mexican', 'Dinner', 'main course']);
  });

  it('keeps no category when the page gives none', () => {
    expect(tidyDraft(draft({ category: null })).category).toBeNull();
  });
});
