import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { servingsFactor } from '../shopping/build-shopping-list.ts';
import { scaleIngredientLine } from './scale-ingredient-line.ts';

describe('scaleIngredientLine', () => {
  it.each([
    ['2 eggs', 1.5, '3 eggs'],
    ['1 onion, chopped', 0.5, '½ onion, chopped'],
    ['1 tbsp olive oil', 1.5, '1½ tbsp olive oil'],
    ['1 1/2 tsp cumin', 0.5, '¾ tsp cumin'],
    ['½ tsp salt', 2, '1 tsp salt'],
    ['1½ tbsp honey', 2, '3 tbsp honey'],
    ['3 carrots', 1 / 3, '1 carrot'],
    ['1 lemon', 1 / 3, '⅓ lemon'],
    ['250g flour', 1.5, '380g flour'],
    ['400 ml coconut milk', 0.5, '200 ml coconut milk'],
    ['1.5 kg potatoes', 1 / 3, '0.5 kg potatoes'],
    ['2-3 cloves garlic', 2, '4-6 cloves garlic'],
    ['2 to 3 tbsp water', 0.5, '1 to 1½ tbsp water'],
    ['2 x 400g tins tomatoes', 1.5, '3 x 400g tins tomatoes'],
    // The fraction slash of a page's "<sup>1</sup>⁄<sub>4</sub>", with or without spaces.
    ['1⁄4 cup lemon juice', 2, '½ cup lemon juice'],
    ['1 1⁄2 cups flour', 2, '3 cups flour'],
    ['1 ⁄ 4 tsp saffron', 2, '½ tsp saffron'],
    // A count before a size is the count alone.
    ['1 15-ounce can tomatoes', 2, '2 15-ounce cans tomatoes'],
    ['8 8-inch flour tortillas', 2, '16 8-inch flour tortillas'],
    // A US mixed number written with a hyphen, not a range.
    ['1-1/2 teaspoons cumin', 2, '3 teaspoons cumin'],
    ['1/2-1 tsp salt', 2, '1-2 tsp salt'],
    // "One and a half" written out with "and".
    ['1 and 1/2 teaspoons cinnamon', 2, '3 teaspoons cinnamon'],
    ['1 and 1/3 cup (167g) flour', 2, '2⅔ cups (330g) flour'],
    ['2 and a half cups milk', 2, '5 cups milk'],
  ])('scales %s by %d to %s', (line, factor, expected) => {
    expect(scaleIngredientLine(line, factor)).toBe(expected);
  });

  it.each(['a pinch of salt', 'Salt and pepper to taste', 'Olive oil, for frying', ''])(
    'leaves %j untouched: it has no amount to scale',
    (line) => {
      expect(scaleIngredientLine(line, 2)).toBe(line);
    },
  );

  it.each([
    // The same amount in other units, in a bracket or after a slash.
    ['1 cup (125 g) flour', 2, '2 cups (250 g) flour'],
    ['250g/9oz flour', 2, '500g/18oz flour'],
    ['200g (7oz) sugar', 0.5, '100g (3½oz) sugar'],
    // More of the measure joined on.
    ['1 cup plus 2 tablespoons flour', 2, '2 cups plus 4 tablespoons flour'],
    ['2 tbsp + 1 tsp oil', 2, '4 tbsp + 2 tsp oil'],
    ['1 lb 4 oz beef', 2, '2 lb 8 oz beef'],
    ['1 ½ cups (3 sticks / 339 g) unsalted butter', 2, '3 cups (6 sticks / 680 g) unsalted butter'],
    ['1 cup (about 2 medium) carrots', 2, '2 cups (about 4 medium) carrots'],
  ])('scales an amount that goes with the measure: %s by %d to %s', (line, factor, expected) => {
    expect(scaleIngredientLine(line, factor)).toBe(expected);
  });

  it.each([
    // A pack's size is each pack's; a bracket of anything else is a note.
    ['2 (15 oz) cans beans', 2, '4 (15 oz) cans beans'],
    ['1 can (400g) tomatoes', 2, '2 cans (400g) tomatoes'],
    ['1 cup (about 1 inch) pieces of ham', 2, '2 cups (about 1 inch) pieces of ham'],
    ['1 cup 2% milk', 2, '2 cups 2% milk'],
  ])('leaves an amount that is not the measure’s: %s by %d to %s', (line, factor, expected) => {
    expect(scaleIngredientLine(line, factor)).toBe(expected);
  });

  it.each([
    ['1 lemon, juiced', 2, '2 lemons, juiced'],
    ['2 eggs', 0.5, '1 egg'],
    ['1 large onion, finely chopped', 2, '2 large onions, finely chopped'],
    ['1 bay leaf', 2, '2 bay leaves'],
    ['1 Lemon', 2, '2 Lemons'],
    ['1 onion (about 150 g)', 2, '2 onions (about 300 g)'],
    // The unit the count is of, standing after a word.
    ['2 garlic cloves, crushed', 0.5, '1 garlic clove, crushed'],
    ['1 x 400g tin chopped tomatoes', 2, '2 x 400g tins chopped tomatoes'],
    ['1 small bunch of coriander', 1.5, '1½ small bunches of coriander'],
    // After each pack's size: the pack and the thing counted.
    ['1 (15 oz) can black beans', 2, '2 (15 oz) cans black beans'],
    ['1 (1 pound) bag spinach', 2, '2 (1 pound) bags spinach'],
    ['1 (1-pound) salmon fillet', 2, '2 (1-pound) salmon fillets'],
    // Words whose count is no piece of them stay as written.
    ['2 garlic, minced', 2, '4 garlic, minced'],
    ['1 broccoli', 2, '2 broccoli'],
    ['1 avocado, or 1 mango', 2, '2 avocados, or 2 mangoes'],
  ])(
    'writes a counted thing in the form its new count needs: %s by %d to %s',
    (line, factor, expected) => {
      expect(scaleIngredientLine(line, factor)).toBe(expected);
    },
  );

  it.each([
    ['1 cup flour and 1 cup sugar', 2, '2 cups flour and 2 cups sugar'],
    ['2 cups milk plus 1 cup flour', 0.5, '1 cup milk plus ½ cup flour'],
    ['1 red and 1 yellow pepper', 2, '2 red and 2 yellow peppers'],
  ])('scales each amount of a line of two things: %s by %d to %s', (line, factor, expected) => {
    expect(scaleIngredientLine(line, factor)).toBe(expected);
  });

  it.each([
    ['About 3 cups turkey broth', 2, 'About 6 cups turkey broth'],
    ['Scant 2/3 cup (60g) oats', 2, 'Scant 1⅓ cups (120g) oats'],
    ['Juice of 1 lime', 2, 'Juice of 2 limes'],
    ['water: 320 ml', 2, 'water: 640 ml'],
    ['Parsley, 1 bunch', 2, 'Parsley, 2 bunches'],
    ['Optional glaze: ½ cup icing sugar', 2, 'Optional glaze: 1 cup icing sugar'],
    ['Beurre - 20 grammes', 2, 'Beurre - 40 grammes'],
    ['Farine de sarrasin (blé noir) : 55 g', 2, 'Farine de sarrasin (blé noir) : 110 g'],
    // A name, then the amount ends the line, alone or with a unit.
    ['Latte intero 200 ml', 2, 'Latte intero 400 ml'],
    ['Tuorli 3', 2, 'Tuorli 6'],
    ['The thick end of 3 large carrots', 2, 'The thick end of 3 large carrots'],
    // A count in words, written in figures once scaled.
    ['One 3-inch cinnamon stick', 2, '2 3-inch cinnamon sticks'],
    ['four 8-ounce packages cream cheese', 0.5, '2 8-ounce packages cream cheese'],
    ['One', 2, 'One'],
    // An amount inside a note is the note's.
    ['Salt, to taste (about 1 tsp)', 2, 'Salt, to taste (about 1 tsp)'],
  ])('scales an amount after a qualifier or a name: %s by %d to %s', (line, factor, expected) => {
    expect(scaleIngredientLine(line, factor)).toBe(expected);
  });

  it.each([
    ['1 cup sugar', 2, '2 cups sugar'],
    ['2 tablespoons olive oil', 0.5, '1 tablespoon olive oil'],
    ['1-2 cups stock', 0.5, '½-1 cup stock'],
    ['1 Cup sugar', 3, '3 Cups sugar'],
    ['1 tin chopped tomatoes', 2, '2 tins chopped tomatoes'],
    ['1 pinch salt', 2, '2 pinches salt'],
    ['1 tbsp oil', 2, '2 tbsp oil'],
    // Every unit word of the unit table, not abbreviations or metric words other languages share.
    ['1 head broccoli', 2, '2 heads broccoli'],
    ['1 recipe peanut sauce', 2, '2 recipes peanut sauce'],
    ['2 loaves bread', 0.5, '1 loaf bread'],
    ['1 dash salt', 2, '2 dashes salt'],
    ['1 gal water', 2, '2 gal water'],
    ['250 gram champignons', 2, '500 gram champignons'],
    ['2 slice(s) bread', 2, '4 slice(s) bread'],
    ['1 thumb sized ginger', 2, '2 thumb sized ginger'],
  ])(
    'writes a unit word in the form its new amount needs: %s by %d to %s',
    (line, factor, expected) => {
      expect(scaleIngredientLine(line, factor)).toBe(expected);
    },
  );

  it.each([
    ['3 tomatoes (about 1 pound), chopped', 2, '6 tomatoes (about 2 pounds), chopped'],
    ['1 cup onion, diced (about 1 medium)', 2, '2 cups onion, diced (about 2 medium)'],
    [
      '1 cup mashed banana (about 2 large bananas)',
      0.5,
      '½ cup mashed banana (about 1 large banana)',
    ],
    [
      '5-6 cups spinach (chopped (about 8 ounces))',
      2,
      '10-12 cups spinach (chopped (about 16 ounces))',
    ],
    [
      '1 cup pepper, diced (about 2 small or 1 large)',
      2,
      '2 cups pepper, diced (about 4 small or 2 large)',
    ],
    [
      '1 package noodles (about 10-12 ounces, cooked)',
      2,
      '2 packages noodles (about 20-24 ounces, cooked)',
    ],
    ['1 cup (about 2 medium) carrots', 2, '2 cups (about 4 medium) carrots'],
    // An alternative is the same amount of another thing or form.
    [
      '1 teaspoon dried thyme (or 1 tablespoon fresh)',
      2,
      '2 teaspoons dried thyme (or 2 tablespoons fresh)',
    ],
    [
      '3/4 cup frozen spinach or 1 cup fresh spinach',
      2,
      '1½ cups frozen spinach or 2 cups fresh spinach',
    ],
    ['3 green scallions or 1 shallot (diced)', 2, '6 green scallions or 2 shallots (diced)'],
    // After an amount, "or" gives it in another unit; "2%" is a milk's fat.
    [
      '1 pound macaroni, (uncooked (16oz or 454g))',
      2,
      '2 pounds macaroni, (uncooked (16oz or 454g))',
    ],
    ['1 cup milk (whole or 2%)', 2, '2 cups milk (whole or 2%)'],
    // A size, a pack's own size, a time: not the line's amount.
    [
      '2 pounds steak (sliced (about 1-inch thick))',
      2,
      '4 pounds steak (sliced (about 1-inch thick))',
    ],
    ['2 cups potatoes (about 1-1.5 inches)', 2, '4 cups potatoes (about 1-1.5 inches)'],
    ['2 (about 14 oz each) packages sausage', 2, '4 (about 14 oz each) packages sausage'],
    ['1 (about 3-pound) chicken', 2, '2 (about 3-pound) chicken'],
    ['1 cup rice (about 20 minutes)', 2, '2 cups rice (about 20 minutes)'],
  ])('scales the same amount told another way: %s by %d to %s', (line, factor, expected) => {
    expect(scaleIngredientLine(line, factor)).toBe(expected);
  });

  it.each([
    ['3 or 4 radishes', 2, '6 or 8 radishes'],
    ['4 or 5 sprigs mint', 0.5, '2 or 2½ sprigs mint'],
  ])('scales both ends of a range written with "or": %s by %d to %s', (line, factor, expected) => {
    expect(scaleIngredientLine(line, factor)).toBe(expected);
  });

  it('joins a range that rounds to one amount', () => {
    expect(scaleIngredientLine('1-2 tsp chilli flakes', 0.25)).toBe('¼-½ tsp chilli flakes');
    expect(scaleIngredientLine('100-104g sugar', 0.5)).toBe('50g sugar');
  });

  it('leaves unbelievable amounts and bad factors alone', () => {
    expect(scaleIngredientLine('9999999999 g sugar', 2)).toBe('9999999999 g sugar');
    expect(scaleIngredientLine('2 eggs', Number.NaN)).toBe('2 eggs');
    expect(scaleIngredientLine('2 eggs', -1)).toBe('2 eggs');
    expect(scaleIngredientLine('0 eggs', 2)).toBe('0 eggs');
  });

  it('never writes NaN, a negative or a runaway number, for any recipe and 1–50 servings', () => {
    const amount = fc.oneof(
      fc.integer({ min: 0, max: 5000 }).map(String),
      fc.double({ min: 0, max: 5000, noNaN: true }).map((value) => value.toFixed(3)),
      fc.constantFrom('½', '1½', '1 1/2', '3/4', '2-3', '1 to 2', '0', '1/0', '1e300'),
    );
    const unit = fc.constantFrom('', ' g', 'g', ' kg', ' ml', ' l', ' tbsp', ' tsp', ' cup', ' x');
    const line = fc
      .tuple(amount, unit, fc.stringMatching(/^[a-z ,()]{0,20}$/))
      .map(([value, unitText, rest]) => `${value}${unitText} ${rest}`);
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 12 }),
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 50 }),
        (lines, recipeServings, wanted) => {
          const factor = servingsFactor(recipeServings, wanted);
          for (const original of lines) {
            const scaled = scaleIngredientLine(original, factor);
            expect(scaled).not.toMatch(/NaN|Infinity|(^|\s)-\d|\d{12,}|\de[+-]\d/);
            if (factor === 1) expect(scaled).toBe(original);
          }
        },
      ),
    );
  });
});
