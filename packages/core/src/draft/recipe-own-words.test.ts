import { describe, expect, it } from 'vitest';
import { emptyDraft } from './recipe-draft.ts';
import { mendFromOwnWords } from './recipe-own-words.ts';

const draft = (parts: { name?: string; ingredients?: string[]; instructions?: string[] }) => ({
  ...emptyDraft(),
  ...parts,
});

describe("a photographed recipe's words mended from its own words", () => {
  it('mends a misread food from the word the method prints', () => {
    const mended = mendFromOwnWords(
      draft({
        name: 'Roast Leeks',
        ingredients: ['3 leeks', '2 tbsp olive oil', '4 cloves garfic, sliced', 'flaky sea alt'],
        instructions: ['Toss the leeks with the oil, garlic and a pinch of salt.'],
      }),
    );
    expect(mended.ingredients).toEqual([
      '3 leeks',
      '2 tbsp olive oil',
      '4 cloves garlic, sliced',
      'flaky sea salt',
    ]);
  });

  it('mends a title that lost a letter, keeping its capital', () => {
    const mended = mendFromOwnWords(
      draft({
        name: 'Spiced Ancakes',
        ingredients: ['200g flour', '1 egg'],
        instructions: ['Fry spoonfuls of the batter until the pancakes are golden.'],
      }),
    );
    expect(mended.name).toBe('Spiced Pancakes');
  });

  it('takes a speck off the head of a unit, in its own case', () => {
    const mended = mendFromOwnWords(
      draft({ ingredients: ['1 teaspoon cumin', '1/2 Yteaspoon chilli flakes'] }),
    );
    expect(mended.ingredients[1]).toBe('1/2 teaspoon chilli flakes');
  });

  it('leaves known words, forms of one word, spellings and names read twice', () => {
    const lines = [
      '2 banana shallots, sliced',
      '4 salmon filets',
      '8 Nutter biscuits',
      '1 cheesy sauce mix',
    ];
    const mended = mendFromOwnWords(
      draft({
        name: 'Nutter Traybake',
        ingredients: lines,
        instructions: ['Fry the shallot, lay the fillets on it, add the cheese and the butter.'],
      }),
    );
    expect(mended.ingredients).toEqual(lines);
    expect(mended.name).toBe('Nutter Traybake');
  });

  it('leaves a word two of the recipe words are equally near, and short words', () => {
    const mended = mendFromOwnWords(
      draft({
        ingredients: ['1 tsp malt vinegar', '1 tsp salt', '2 tbsp sugar, or to taste', 'oi'],
        instructions: ['Mix with a fork. Add the halt and the oil.'],
      }),
    );
    expect(mended.ingredients[3]).toBe('oi');
    expect(mended.instructions).toEqual(['Mix with a fork. Add the halt and the oil.']);
  });

  it('mends a word of two letters only where it ends the line, by its lost end', () => {
    const mended = mendFromOwnWords(
      draft({
        ingredients: ['1 tsp sesame oi', '1 tbsp olive oil'],
        instructions: ['Heat the oil.'],
      }),
    );
    expect(mended.ingredients).toEqual(['1 tsp sesame oil', '1 tbsp olive oil']);
    const inside = mendFromOwnWords(
      draft({ ingredients: ['oi to fry', '1 tbsp olive oil'], instructions: ['Heat the oil.'] }),
    );
    expect(inside.ingredients[0]).toBe('oi to fry');
  });

  it('mends only to a word of a food or a unit, not to an everyday word', () => {
    const lines = ['2 cups flour (see notes, refer to the tin)', '1 egg'];
    const mended = mendFromOwnWords(
      draft({ ingredients: lines, instructions: ['Use spelt if you prefer.'] }),
    );
    expect(mended.ingredients).toEqual(lines);
  });

  it('mends a step only from the words of the list', () => {
    const mended = mendFromOwnWords(
      draft({
        ingredients: ['1 courgette, grated', '1 egg'],
        instructions: ['Squeeze the courgetle dry, then mix in the egg with a fork.', 'Serve.'],
      }),
    );
    expect(mended.instructions[0]).toBe(
      'Squeeze the courgette dry, then mix in the egg with a fork.',
    );
  });
});
