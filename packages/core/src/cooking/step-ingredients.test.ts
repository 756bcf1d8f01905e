import { describe, expect, it } from 'vitest';
import { ingredientsByStep } from './step-ingredients.ts';

describe('ingredientsByStep', () => {
  const lines = [
    '2 tbsp olive oil',
    '1 large onion, finely chopped',
    '400g can chopped tomatoes',
    '2 garlic cloves, crushed',
    'a pinch of saffron',
  ];

  it('matches a step to the lines whose ingredient it names', () => {
    expect(
      ingredientsByStep(
        [
          'Heat the oil and fry the onion for 5 minutes.',
          'Add the garlic and the tomatoes; simmer 20 mins.',
          'Serve.',
        ],
        lines,
      ),
    ).toEqual([[0, 1], [2, 3], []]);
  });

  it('leaves a line that no step names out of every step', () => {
    const byStep = ingredientsByStep(['Fry the onion.'], lines);
    expect(byStep.flat()).not.toContain(4);
  });

  it('gives a step a line whose amount is each of several things when it names any of them', () => {
    const each = ['½ bunch each oregano, rosemary, thyme', '2 tbsp each olive oil and lemon juice'];
    expect(
      ingredientsByStep(['Strip the rosemary leaves.', 'Whisk in the oil.', 'Stir.'], each),
    ).toEqual([[0], [1], []]);
    // A seasoning pair is its two seasonings.
    expect(ingredientsByStep(['Season with pepper.'], ['salt and black pepper'])).toEqual([[0]]);
  });

  it('copes with no steps and no lines', () => {
    expect(ingredientsByStep([], lines)).toEqual([]);
    expect(ingredientsByStep(['Boil the kettle.'], [])).toEqual([[]]);
  });
});
