import { describe, expect, it } from 'vitest';
import { methodParts, methodTitle } from './method-parts.ts';

describe('methodTitle', () => {
  it.each([
    ['For the cake', 'For the cake'],
    ['For the frosting:', 'For the frosting'],
    ['FOR THE ICING', 'For the icing'],
    ['Make the sauce:', 'Make the sauce'],
    ['To serve', 'To serve'],
    ['to make the dressing', 'To make the dressing'],
    ['ASSEMBLY', 'Assembly'],
  ])('reads %j as the title %j', (line, title) => {
    expect(methodTitle(line)).toBe(title);
  });

  it.each([
    'Preheat the oven to 180C.',
    'Boil the pasta',
    'Serve.',
    'To serve, scatter over the herbs.',
    'Meanwhile, make the sauce:',
    'Bake for 25 minutes',
    'STEP 1',
    'For the best results leave the dough to rest in the fridge overnight before shaping it',
  ])('keeps %j a step', (line) => {
    expect(methodTitle(line)).toBeNull();
  });
});

describe('methodParts', () => {
  it('gives each title to the step after it and numbers only the steps', () => {
    expect(
      methodParts([
        'For the cake',
        'Beat the butter.',
        'Fold in the flour.',
        'For the icing:',
        'Whisk.',
      ]),
    ).toEqual([
      { title: 'For the cake', text: 'Beat the butter.' },
      { title: null, text: 'Fold in the flour.' },
      { title: 'For the icing', text: 'Whisk.' },
    ]);
  });

  it('keeps a title with no step after it, and a title before another title, as steps', () => {
    expect(methodParts(['CAKE', 'For the batter:', 'Mix.', 'To serve'])).toEqual([
      { title: null, text: 'CAKE' },
      { title: 'For the batter', text: 'Mix.' },
      { title: null, text: 'To serve' },
    ]);
  });

  it('leaves blank lines out and trims the steps', () => {
    expect(methodParts(['  Chop the onion. ', '', '   ', 'Fry it.'])).toEqual([
      { title: null, text: 'Chop the onion.' },
      { title: null, text: 'Fry it.' },
    ]);
  });
});
