import { describe, expect, it } from 'vitest';
import { NO_NUTRIENTS } from './food.ts';
import { frontOfPackColours, labelColour, referenceIntakePercent } from './front-of-pack.ts';

describe('labelColour', () => {
  it('is green at or under the low figure per 100 g, red over the high one, amber between', () => {
    expect(labelColour('fat', 3, 100)).toBe('green');
    expect(labelColour('fat', 3.1, 100)).toBe('amber');
    expect(labelColour('fat', 17.5, 100)).toBe('amber');
    expect(labelColour('fat', 17.6, 100)).toBe('red');
    expect(labelColour('salt', 0.3, 100)).toBe('green');
    expect(labelColour('salt', 1.6, 100)).toBe('red');
    expect(labelColour('sugars', 10, 100)).toBe('amber');
    expect(labelColour('saturates', 1.5, 100)).toBe('green');
  });

  it('judges per 100 g of the portion, not the portion', () => {
    // 10 g fat in 400 g is 2.5 g per 100 g: green.
    expect(labelColour('fat', 10, 400)).toBe('green');
    // 10 g fat in 50 g is 20 g per 100 g: red.
    expect(labelColour('fat', 10, 50)).toBe('red');
  });

  it('makes a portion over 100 g red when it holds over 30% of the reference intake', () => {
    // 2 g salt in 500 g is 0.4 g per 100 g (amber), but 2 g > 1.8 g a portion: red.
    expect(labelColour('salt', 2, 500)).toBe('red');
    expect(labelColour('sugars', 28, 700)).toBe('red');
    // Exactly 30% (6 g) is not over it: 1.2 g per 100 g stays green.
    expect(labelColour('saturates', 6, 500)).toBe('green');
    expect(labelColour('saturates', 6.1, 500)).toBe('red');
    // The portion rule is for portions over 100 g only.
    expect(labelColour('salt', 0.25, 100)).toBe('green');
  });

  it('is green for an empty portion rather than dividing by zero', () => {
    expect(labelColour('fat', 0, 0)).toBe('green');
  });
});

describe('frontOfPackColours', () => {
  it('gives the four colours of a portion', () => {
    const portion = { ...NO_NUTRIENTS, fat: 30, saturates: 2, sugars: 1, salt: 2 };
    expect(frontOfPackColours(portion, 300)).toEqual({
      fat: 'red',
      saturates: 'green',
      sugars: 'green',
      salt: 'red',
    });
  });
});

describe('referenceIntakePercent', () => {
  it('is the share of an adult reference intake, rounded', () => {
    expect(referenceIntakePercent('energyKcal', 500)).toBe(25);
    expect(referenceIntakePercent('energyKj', 2100)).toBe(25);
    expect(referenceIntakePercent('fat', 7)).toBe(10);
    expect(referenceIntakePercent('salt', 1.5)).toBe(25);
    expect(referenceIntakePercent('fibre', 15)).toBe(50);
  });

  it('is null for nonsense', () => {
    expect(referenceIntakePercent('fat', Number.NaN)).toBeNull();
    expect(referenceIntakePercent('fat', -1)).toBeNull();
  });
});
