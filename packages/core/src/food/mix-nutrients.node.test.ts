// A food made of source rows by weight (food-data/sources.ts, `mix:` in foods.tsv): a sourdough
// starter is half flour, half water.
import { describe, expect, it } from 'vitest';
import { mixNutrients, type SourceNutrients } from '../../food-data/sources.ts';

const flour: SourceNutrients = {
  kcal: 352,
  kj: 1501,
  fat: 1.4,
  saturates: 0.44,
  carbohydrate: 80.9,
  sugars: 0.6,
  fibre: 4,
  protein: 9.1,
  salt: 0.005,
};
const water: SourceNutrients = {
  kcal: 0,
  kj: 0,
  fat: 0,
  saturates: 0,
  carbohydrate: 0,
  sugars: 0,
  fibre: 0,
  protein: 0,
  salt: 0,
};

describe('mixNutrients', () => {
  it('sums each figure by the parts’ shares', () => {
    const starter = mixNutrients([
      { share: 50, nutrients: flour },
      { share: 50, nutrients: water },
    ]);
    expect(starter.kcal).toBe(176);
    expect(starter.carbohydrate).toBe(40.45);
    expect(starter.salt).toBe(0.003);
    const stiff = mixNutrients([
      { share: 62.5, nutrients: flour },
      { share: 37.5, nutrients: water },
    ]);
    expect(stiff.kcal).toBe(220);
  });

  it('leaves a figure unknown when a part does not give it', () => {
    const mixed = mixNutrients([
      { share: 50, nutrients: { ...flour, fibre: null } },
      { share: 50, nutrients: water },
    ]);
    expect(mixed.fibre).toBeNull();
    expect(mixed.kcal).toBe(176);
  });

  it('refuses shares that do not make a whole, or a single part', () => {
    expect(() =>
      mixNutrients([
        { share: 50, nutrients: flour },
        { share: 40, nutrients: water },
      ]),
    ).toThrow(/100/);
    expect(() => mixNutrients([{ share: 100, nutrients: flour }])).toThrow();
    expect(() =>
      mixNutrients([
        { share: 110, nutrients: flour },
        { share: -10, nutrients: water },
      ]),
    ).toThrow();
  });
});
