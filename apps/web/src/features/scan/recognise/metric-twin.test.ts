import { describe, expect, it } from 'vitest';
import type { TextLine } from '@plateful/core';
import { agreeWithMetric, twinGlyph } from './metric-twin.ts';

const weights: Record<string, number> = { sugar: 0.83, flour: 0.52, salt: 1.2 };
const gramsPerMl = (food: string) => weights[food] ?? null;

describe('session 61, photos14: a guessed fraction told by its metric twin', () => {
  it('takes the glyph whose measure comes to the grams or millilitres beside it', () => {
    // ⅛ cup of sugar is 25 g: a card's "30 g" is it, not ½ cup's 100 g.
    expect(twinGlyph('½ cup (30 g) sugar', gramsPerMl)).toBe('⅛');
    expect(twinGlyph('½ cup (60 ml) milk', gramsPerMl)).toBe('¼');
    expect(twinGlyph('¼ cup (180 ml) water', gramsPerMl)).toBe('¾');
    expect(twinGlyph('½ tbsp (5 ml) vanilla', gramsPerMl)).toBe('⅓');
  });

  it('leaves a guess the twin agrees with, a twin no glyph meets, and a food it cannot weigh', () => {
    expect(twinGlyph('½ cup (100 g) sugar', gramsPerMl)).toBeNull();
    expect(twinGlyph('½ cup (125 ml) milk', gramsPerMl)).toBeNull();
    // After a whole cup the glyph moves the total too little to be told (360 ml or 300).
    expect(twinGlyph('1 ½ cups (300 ml) stock', gramsPerMl)).toBeNull();
    // 300 g of flour is no fraction of a cup and a half.
    expect(twinGlyph('1 ½ cups (300 g) flour', gramsPerMl)).toBeNull();
    expect(twinGlyph('½ cup (30 g) walnuts', gramsPerMl)).toBeNull();
    expect(twinGlyph('½ cup sugar', gramsPerMl)).toBeNull();
  });

  it('does not go by a few grams of salt or spice (rounded, and weighed by their grind)', () => {
    expect(twinGlyph('½ tsp (2 g) salt', gramsPerMl)).toBeNull();
  });

  it('puts right only a guessed head, and keeps it marked with the engine text', async () => {
    const lines: TextLine[] = [
      { text: '½ cup (60 ml) milk', height: 20, top: 0, guessed: [{ read: '½', seen: 'Ys' }] },
      { text: '½ cup (60 ml) cream', height: 20, top: 30 },
    ];
    await agreeWithMetric(lines);
    expect(lines[0]).toMatchObject({
      text: '¼ cup (60 ml) milk',
      guessed: [{ read: '¼', seen: 'Ys' }],
    });
    // Read, not guessed: the card's own figures stand, whatever the twin says.
    expect(lines[1]!.text).toBe('½ cup (60 ml) cream');
  });

  it('weighs grams by the food table', async () => {
    const lines: TextLine[] = [
      { text: '½ cup (30 g) sugar', height: 20, top: 0, guessed: [{ read: '½', seen: 'Ys' }] },
    ];
    await agreeWithMetric(lines);
    expect(lines[0]!.text).toBe('⅛ cup (30 g) sugar');
  });
});
