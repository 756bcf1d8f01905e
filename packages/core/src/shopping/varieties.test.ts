import { describe, expect, it } from 'vitest';
import { alternativeJoins, plainNameJoins } from './varieties.ts';

describe('plainNameJoins', () => {
  it.each([
    [['milk', 'whole milk'], 'milk', 'whole milk'],
    [['butter', 'unsalted butter'], 'butter', 'unsalted butter'],
    [['salt', 'sea salt'], 'salt', 'sea salt'],
    [['onions', 'brown onions'], 'onions', 'brown onions'],
    [['sugar', 'caster sugar'], 'sugar', 'caster sugar'],
    [['semi skimmed milk', 'milk'], 'milk', 'semi skimmed milk'],
    [['cumin', 'ground cumin'], 'cumin', 'ground cumin'],
  ])('joins a plain name to its single variety: %j', (names, plain, variety) => {
    expect(plainNameJoins(names).get(plain)).toBe(variety);
  });

  it.each([
    [['milk', 'coconut milk']],
    [['butter', 'peanut butter']],
    [['salt', 'celery salt']],
    [['sugar', 'brown sugar']],
    [['onions', 'red onions']],
    [['cilantro', 'ground coriander']],
    [['cloves', 'garlic cloves']],
  ])('keeps different products apart: %j', (names) => {
    expect(plainNameJoins(names).size).toBe(0);
  });

  it('joins a plain name with several varieties to the one most recipes use', () => {
    const uses = new Map([
      ['sea salt', 1],
      ['kosher salt', 3],
    ]);
    expect(
      plainNameJoins(['salt', 'sea salt', 'kosher salt'], (name) => uses.get(name) ?? 0).get(
        'salt',
      ),
    ).toBe('kosher salt');
    expect(plainNameJoins(['salt', 'sea salt', 'kosher salt']).get('salt')).toBe('kosher salt');
  });

  it('joins along a chain to the last variety', () => {
    const joins = plainNameJoins(['salt', 'sea salt', 'flaky sea salt']);
    expect(joins.get('salt')).toBe('flaky sea salt');
    expect(joins.get('sea salt')).toBe('flaky sea salt');
  });
});

describe('alternativeJoins', () => {
  it('joins a name of alternatives to the one alternative on the list', () => {
    expect(alternativeJoins(['pecorino or parmesan', 'parmesan']).get('pecorino or parmesan')).toBe(
      'parmesan',
    );
    expect(
      alternativeJoins(['chicken or vegetable stock', 'vegetable stock']).get(
        'chicken or vegetable stock',
      ),
    ).toBe('vegetable stock');
    expect(alternativeJoins(['all purpose or plain flour', 'plain flour']).size).toBe(1);
  });

  it('keeps a name of alternatives when none or two of them are on the list', () => {
    expect(alternativeJoins(['pecorino or parmesan']).size).toBe(0);
    expect(
      alternativeJoins(['salted or unsalted butter', 'salted butter', 'unsalted butter']).size,
    ).toBe(0);
  });
});
