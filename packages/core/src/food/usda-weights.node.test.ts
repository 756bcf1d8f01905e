// USDA SR28's household measures as the food table's builder reads them (food-data/sources.ts):
// a measure's name in lower case, as USDA spells some in capitals ("Tbsp", "NLEA Serving").
import { describe, expect, it } from 'vitest';
import { readUsdaWeights, usdaWeightsOf } from '../../food-data/sources.ts';

describe("USDA's household measures", () => {
  it('reads a measure named in capitals as the same measure in lower case', () => {
    const weights = usdaWeightsOf(
      [
        '~27050~^1^2^~Tbsp~^35^^',
        '~11252~^5^1^~NLEA Serving~^89^^',
        '~01001~^2^1^~tbsp~^14.2^^',
      ].join('\n'),
    );
    expect(weights.get('27050')).toEqual([{ amount: 2, description: 'tbsp', grams: 35 }]);
    expect(weights.get('11252')).toEqual([{ amount: 1, description: 'nlea serving', grams: 89 }]);
    expect(weights.get('01001')).toEqual([{ amount: 1, description: 'tbsp', grams: 14.2 }]);
  });

  it('skips a row without an amount or grams', () => {
    const weights = usdaWeightsOf('~09999~^1^^~cup~^100^^\n~09999~^2^1^~cup~^^^\n');
    expect(weights.get('09999')).toBeUndefined();
  });

  it('gives sweet and sour sauce its two tablespoons from the committed weight file', () => {
    const weights = readUsdaWeights();
    expect(weights.get('27050')?.[0]).toEqual({ amount: 2, description: 'tbsp', grams: 35 });
    for (const measures of weights.values()) {
      for (const measure of measures)
        expect(measure.description).toBe(measure.description.toLowerCase());
    }
  });
});
