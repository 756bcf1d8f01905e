import { describe, expect, it } from 'vitest';
import {
  CITRUS_FRUITS,
  mayOpenVagueAmount,
  NOTE_STARTERS,
  VAGUE_AMOUNT_ALTERNATIVES,
  vagueAmountLength,
  withoutVagueAmount,
} from './descriptors.ts';
import { extractName } from './extract-name.ts';
import { caseFoldedLine, parseIngredient } from './parse-ingredient.ts';
import { pluralWord, singularWord } from './plural.ts';
import { convertQuantity } from './units.ts';

type Case = [line: string, quantity: number | null, unit: string | null, name: string];

const check = (cases: readonly Case[]) =>
  it.each(cases)('%s', (line, quantity, unit, name) => {
    const parsed = parseIngredient(line);
    if (quantity === null) expect(parsed.quantity).toBeNull();
    else expect(parsed.quantity).toBeCloseTo(quantity, 6);
    expect(parsed.unit).toBe(unit);
    expect(parsed.name).toBe(name);
  });

describe('parseIngredient', () => {
  describe('reads integers, decimals, fractions, unicode fractions and mixed numbers', () => {
    check([
      ['3 tablespoons flour', 3, 'tbsp', 'flour'],
      [
        '0.5 c fresh Italian flat-leaf parsley, chopped',
        0.5,
        'cup',
        'fresh Italian flat-leaf parsley',
      ],
      ['1/2 cup water', 0.5, 'cup', 'water'],
      ['½ cup catsup', 0.5, 'cup', 'catsup'],
      ['⅓ c unsalted butter', 1 / 3, 'cup', 'unsalted butter'],
      ['1 1/4 teaspoon fenugreek', 1.25, 'tsp', 'fenugreek'],
      ['2½ cups buttermilk', 2.5, 'cup', 'buttermilk'],
      ['1 ½ c cake flour', 1.5, 'cup', 'cake flour'],
    ]);
  });

  describe("keeps 'good' and 'good quality' in the name, but not a good pinch or handful", () => {
    check([
      ['170ml/6fl oz good quality gin', 170, 'ml', 'good quality gin'],
      ['good olive oil, to drizzle', null, null, 'good olive oil'],
      ['2 tbsp good quality cocoa', 2, 'tbsp', 'good quality cocoa'],
      ['a good pinch of salt', null, 'pinch', 'salt'],
      ['good handful of basil', null, 'handful', 'basil'],
    ]);
  });

  describe("reads ranges ('2-3', '2 to 3') with the upper end as quantityMax", () => {
    it.each([
      ['2–3 large ripe avocados', 2, 3],
      ['1 to 2 teaspoons dried summer savory', 1, 2],
      ['4-5 celery sticks, cut into small pieces', 4, 5],
      ['5 or 6 fresh thyme sprigs', 5, 6],
    ])('%s', (line, low, high) => {
      const parsed = parseIngredient(line);
      expect(parsed.quantity).toBe(low);
      expect(parsed.quantityMax).toBe(high);
    });
  });

  describe('adds joined measures into one amount, and reads ranges with a run-together mixed number', () => {
    check([
      ['1 cup plus 2 tablespoons all-purpose flour', 1.125, 'cup', 'all-purpose flour'],
      ['2 C + 3½ Tbs sugar', 2 + (3.5 * 15) / 240, 'cup', 'sugar'],
      ['1 pound plus 12 ounces bittersweet chocolate', 1.75, 'lb', 'bittersweet chocolate'],
      ['2 tbsp plus 1 tsp vegetable oil', 2 + 1 / 3, 'tbsp', 'vegetable oil'],
      // A can and a spoon do not add up: the spoonful stays a note.
      ['1 can plus 2 tbsp tomatoes', 1, 'can', 'tomatoes'],
      // A stick measured with a spoon, a cup or a weight is the butter stick: ½ cup, 4 ounces.
      ['1 stick plus 2 tablespoons butter', 1.25, 'stick', 'butter'],
      ['1 stick + 2 tbsp unsalted butter', 1.25, 'stick', 'unsalted butter'],
      ['2 sticks plus 1/4 cup butter', 2.5, 'stick', 'butter'],
      ['1 stick plus 1 ounce butter', 1.25, 'stick', 'butter'],
      ['1 stick (½ cup) plus 2 tablespoons butter', 1.25, 'stick', 'butter'],
      // '/' joins alternatives, not more of the thing.
      ['125ml/4fl oz milk', 125, 'ml', 'milk'],
      // Set off by commas, the joined measure is added the same way.
      [
        '1 cup, plus 2 tablespoons, fine fresh bread crumbs',
        1.125,
        'cup',
        'fine fresh bread crumbs',
      ],
      ['1/4 cup, plus 2 tablespoons, mayonnaise', 0.375, 'cup', 'mayonnaise'],
      ['2 tablespoons, plus 2 teaspoons vegetable oil', 2 + 2 / 3, 'tbsp', 'vegetable oil'],
      ['½ pound, plus 2 tablespoons, softened butter', 0.5, 'lb', 'butter'],
    ]);
    it('adds a comma-set joined measure whatever line before it shared its head', () => {
      // The amount of "1/2 cup," is kept by its head for lines that follow (`readLineAmount`).
      expect(parseIngredient('1/2 cup, plus 1 tablespoon, granulated sugar').quantity).toBe(0.5625);
      expect(parseIngredient('1/2 cup, plus 6 tablespoons, olive oil').quantity).toBe(0.875);
      expect(parseIngredient('1/2 cup, sifted').quantity).toBe(0.5);
    });
    describe('says the sum in the larger of the two units, within one system', () => {
      check([
        // Not 49 teaspoons: the list weighs a cup of sugar, and shows spoons as spoons.
        ['1 teaspoon plus 1 cup sugar', 1 + 1 / 48, 'cup', 'sugar'],
        ['2 tablespoons plus 1/4 cup canola oil', 0.375, 'cup', 'canola oil'],
        ['1 teaspoon plus 1 tablespoon chopped garlic', 4 / 3, 'tbsp', 'garlic'],
        ['1/2 teaspoon, plus 1 tablespoon, sugar', 3.5 / 3, 'tbsp', 'sugar'],
        ['2 ounces plus 1 pound beef', 1.125, 'lb', 'beef'],
        ['500ml plus 1 litre water', 1.5, 'l', 'water'],
        // Across systems the sum stays in the first unit, the one the page gave.
        ['600g plus 5oz plain flour', 600 + 5 * 28.3495, 'g', 'plain flour'],
      ]);
    });
    describe('a range joined on after "plus" keeps its upper end', () => {
      it.each([
        ['2 tablespoons plus 3½ to 4 cups flour', 3.5 + 2 / 16, 4 + 2 / 16, 'cup', 'flour'],
        ['1 cup plus 2-3 tablespoons sugar', 1 + 2 / 16, 1 + 3 / 16, 'cup', 'sugar'],
        ['1 tablespoon plus 1-2 teaspoons olive oil', 1 + 1 / 3, 1 + 2 / 3, 'tbsp', 'olive oil'],
      ])('reads "%s" with the upper end of its range', (line, low, high, unit, name) => {
        const parsed = parseIngredient(line);
        expect(parsed.quantity).toBeCloseTo(low, 9);
        expect(parsed.quantityMax).toBeCloseTo(high, 9);
        expect([parsed.unit, parsed.name]).toEqual([unit, name]);
      });
      it('keeps a plain sum a single amount', () => {
        expect(parseIngredient('2 tablespoons plus 3½ cups flour').quantityMax).toBeNull();
      });
    });
    describe('a metric amount\'s imperial twin written with "and" is one alternative', () => {
      it.each([
        ['600g/1lb and 5¼oz plain flour', 600, 'g', 'plain flour', '1lb and 5 1/4 oz'],
        ['450g/1lb and 2oz butter', 450, 'g', 'butter', '1lb and 2oz'],
      ])('reads "%s" as %d %s of %s, the note "%s"', (line, quantity, unit, name, note) => {
        const parsed = parseIngredient(line);
        expect([parsed.quantity, parsed.quantityMax, parsed.unit, parsed.name]).toEqual([
          quantity,
          null,
          unit,
          name,
        ]);
        expect(parsed.notes).toBe(note);
      });
      it('still adds a second measure of the first system: 1 cup and 2 tablespoons', () => {
        expect(parseIngredient('1 cup and 2 tablespoons flour').quantity).toBe(1.125);
        expect(parseIngredient('600g plus 5oz plain flour').quantity).toBeCloseTo(741.7475, 6);
      });
    });
    it('keeps a comma-set measure that does not convert as a note', () => {
      expect(parseIngredient('½ pound, plus 2 tablespoons, softened butter').notes).toContain(
        'plus 2 tablespoons',
      );
    });
    it('reads "2-21/2 pounds" as 2 to 2½ pounds', () => {
      const parsed = parseIngredient('2-21/2 pounds beef chuck');
      expect(parsed).toMatchObject({
        quantity: 2,
        quantityMax: 2.5,
        unit: 'lb',
        name: 'beef chuck',
      });
    });
    it.each([
      ['1Ib 5oz potatoes', 1.3125, 'potatoes'],
      ['2 Ibs chicken thighs', 2, 'chicken thighs'],
    ])('reads a capital I typed for the l of "lb": %s', (line, quantity, name) => {
      expect(parseIngredient(line)).toMatchObject({ quantity, unit: 'lb', name });
    });
    it('leaves a word that only opens with "Ib" after a number', () => {
      expect(parseIngredient('1 Ibérico ham hock')).toMatchObject({
        unit: null,
        name: 'Ibérico ham hock',
      });
    });
  });

  describe('keeps the shapes a shop sells by in the name, not sizes', () => {
    check([
      ['500g/1lb 2½oz long grain rice', 500, 'g', 'long grain rice'],
      ['6 long red chillies, seeds removed', 6, null, 'long red chillies'],
      ['200g/7¼oz thick double cream', 200, 'g', 'thick double cream'],
      ['250 g full fat cream cheese', 250, 'g', 'full fat cream cheese'],
      ['2 large onions, chopped', 2, null, 'onions'],
      ['4 thick slices white bread', 4, 'slice', 'white bread'],
    ]);
  });

  describe('keeps what the labelled corpora keep: a choice left open, homemade, cinnamon sticks, a similar thing', () => {
    check([
      ['150g/5½oz dried pasta of your choice', 150, 'g', 'dried pasta of your choice'],
      ['Hot sauce of choice', null, null, 'Hot sauce of choice'],
      ['200ml/7fl oz homemade chicken stock', 200, 'ml', 'homemade chicken stock'],
      ['300g/10½oz top-quality sausagemeat', 300, 'g', 'top-quality sausagemeat'],
      ['2 cinnamon sticks, broken up', 2, null, 'cinnamon sticks'],
      // A loaf after words that name a bread is the bread bought; after a bread, its portion.
      ['1 white loaf', 1, null, 'white loaf'],
      ['1 small farmhouse loaf', 1, null, 'farmhouse loaf'],
      ['1 soda bread loaf', 1, 'loaf', 'soda bread'],
      ['½ ciabatta loaf', 0.5, 'loaf', 'ciabatta'],
      ['4 celery sticks, sliced', 4, 'stick', 'celery'],
      ['3 celery ribs, diced', 3, 'rib', 'celery'],
      ['8 meaty beef short ribs', 8, null, 'meaty beef short ribs'],
      ['4 pork ribs', 4, null, 'pork ribs'],
      ['6 large spare ribs, cut into individual ribs', 6, null, 'spare ribs'],
      // An animal's heads are the part bought (for stock), not heads of it as of garlic.
      ['3 hake heads, gills removed', 3, null, 'hake heads'],
      ['4 fish heads', 4, null, 'fish heads'],
      ['2 fennel heads, trimmed', 2, 'head', 'fennel'],
      [
        '150g/5oz gorgonzola (or a similar blue cheese)',
        150,
        'g',
        'gorgonzola or a similar blue cheese',
      ],
    ]);
  });

  describe('after a mix of things, one word each that is no plural names the kinds in the mix', () => {
    check([
      ['2 lb mixed heirloom tomatoes, beefsteak and cherry', 2, 'lb', 'mixed heirloom tomatoes'],
      ['1 lb assorted chiles, ancho, pasilla and guajillo', 1, 'lb', 'assorted chiles'],
      // More things after the mix stay in the name: plurals, or after a mix named in the singular.
      ['1 cup mixed nuts, almonds and cashews', 1, 'cup', 'mixed nuts, almonds and cashews'],
      ['2 pounds mixed ground beef, veal and pork', 2, 'lb', 'mixed ground beef, veal and pork'],
      // Kinds after a thing that is no mix are not told from more things.
      ['4 carrots, celery and onion', 4, null, 'carrots, celery and onion'],
    ]);
    it('keeps the kinds in the notes', () => {
      expect(parseIngredient('2 lb mixed heirloom tomatoes, beefsteak and cherry').notes).toBe(
        'beefsteak and cherry',
      );
    });
  });

  describe('a comma list of choices stays one name when a choice of their kind follows it', () => {
    check([
      [
        '50g/2oz Cornish blue, Stilton or Gorgonzola (or a similar vegetarian blue cheese), diced',
        50,
        'g',
        'Cornish blue, Stilton or Gorgonzola or a similar vegetarian blue cheese',
      ],
      [
        '1 cup rum, brandy or whiskey (or another spirit)',
        1,
        'cup',
        'rum, brandy or whiskey or another spirit',
      ],
      [
        '50g Cheddar, Stilton or Gorgonzola (or similar)',
        50,
        'g',
        'Cheddar, Stilton or Gorgonzola or similar',
      ],
      [
        '1 cup rum, brandy or whiskey or other spirit',
        1,
        'cup',
        'rum, brandy or whiskey or other spirit',
      ],
      // A preparation before "or other" is no choice: still a note.
      ['2 onions, chopped or other', 2, null, 'onions'],
    ]);
  });

  describe('reads how exact an amount is, sizes in two words and units run into the next amount', () => {
    check([
      ['2 tbsp or so runny honey', 2, 'tbsp', 'runny honey'],
      ['2 TBSP OR SO HONEY', 2, 'tbsp', 'HONEY'],
      ['1 tsp each salt and pepper', 1, 'tsp', 'salt and pepper'],
      ['100g each of raisins and sultanas', 100, 'g', 'raisins and sultanas'],
      ['2 Cups Of Flour', 2, 'cup', 'Flour'],
      ['Up to 1 tablespoon minced garlic', 1, 'tbsp', 'garlic'],
      ['¼ cup (or less) water', 0.25, 'cup', 'water'],
      ['4 medium sized onions', 4, null, 'onions'],
      ['640g/1lb5½oz sea trout fillets', 640, 'g', 'sea trout fillets'],
      ['125g4½oz soft brown sugar', 125, 'g', 'soft brown sugar'],
      // Cloves alone are the spice: twenty of them, not twenty portions of nothing.
      ['20 to 24 cloves', 20, null, 'cloves'],
      ['Extra virgin olive oil, to drizzle', null, null, 'Extra virgin olive oil'],
      ['1 c (50g) dried mushrooms like porcini', 1, 'cup', 'dried mushrooms'],
      // An amount after the name, with a vulgar fraction.
      ['Heavy cream, 1½ cups', 1.5, 'cup', 'Heavy cream'],
      ['All-purpose flour 1½ cups (190 grams)', 1.5, 'cup', 'All-purpose flour'],
      ['Ground cloves, ½ teaspoon', 0.5, 'tsp', 'Ground cloves'],
      // How long an egg is boiled goes with the boiling ("hard cheese" keeps "hard").
      ['3 hard boiled eggs', 3, null, 'eggs'],
      ['1 soft cooked egg, halved', 1, null, 'egg'],
      ['100g hard cheese', 100, 'g', 'hard cheese'],
      // Preparations after the name with no comma before them.
      ['2 large eggs separated', 2, null, 'eggs'],
      ['1 jalapeño seeded and deribbed', 1, null, 'jalapeño'],
      // A count after the name, set off by a comma.
      ['Egg yolks (large), 4', 4, null, 'Egg yolks'],
      // "Juice of" before a decimal written without its leading zero.
      ['Juice of .5 small lime', 0.5, null, 'lime'],
    ]);
  });

  describe("reads 'a', 'an' and number words", () => {
    check([
      ['One 9-ounce box frozen artichoke hearts', 1, 'box', 'frozen artichoke hearts'],
      ['Two 15-ounce cans chickpeas, drained', 2, 'can', 'chickpeas'],
      ['half tsp bicarbonate of soda', 0.5, 'tsp', 'bicarbonate of soda'],
      ['a piece of cheese, such as cheddar, to serve', 1, 'piece', 'cheese'],
      ['an onion, finely chopped', 1, null, 'onion'],
      ['A pinch of salt', null, 'pinch', 'salt'],
      ['A little butter or olive oil for frying', null, null, 'A little butter or olive oil'],
    ]);
  });

  describe('maps units and their synonyms to canonical short forms', () => {
    check([
      ['2 Tbsp olive oil', 2, 'tbsp', 'olive oil'],
      ['1 teaspoon baking soda', 1, 'tsp', 'baking soda'],
      ['2 pounds small new potatoes, peeled and quartered', 2, 'lb', 'new potatoes'],
      ['12 ounces cranberries, washed and picked over', 12, 'oz', 'cranberries'],
      ['1.75 litres/3 pints stock, made with 1 chicken stock cube', 1.75, 'l', 'stock'],
      ['1 quart vanilla ice cream', 1, 'quart', 'vanilla ice cream'],
      ['10fl oz/275ml milk - this can be infused but must be cold', 10, 'fl oz', 'milk'],
      ['4 large cloves garlic', 4, 'clove', 'garlic'],
      ['3 garlic cloves, finely chopped', 3, 'clove', 'garlic'],
      ['1 small bunch fresh thyme, roughly chopped', 1, 'bunch', 'fresh thyme'],
      ['Pinch salt', null, 'pinch', 'salt'],
    ]);
  });

  describe('reads UK metric-first lines', () => {
    check([
      ['125ml/4fl oz milk', 125, 'ml', 'milk'],
      [
        '1kg/2lb 4oz floury potatoes, such as Maris Piper or King Edwards',
        1,
        'kg',
        'floury potatoes',
      ],
      ['100g/3½oz margarine', 100, 'g', 'margarine'],
      ['400g/14oz tin chickpeas', 400, 'g', 'chickpeas'],
      ['1 x 400g tin chopped tomatoes', 1, 'can', 'chopped tomatoes'],
      ['2 x 400g tins chopped tomatoes', 2, 'can', 'chopped tomatoes'],
      ['1x120g tub fresh pesto sauce', 1, 'tub', 'fresh pesto sauce'],
      ['2 x 150g salmon fillets', 2, null, 'salmon fillets'],
    ]);
  });

  it('reads so many packs of a size of zero as holding nothing, the size kept as a note', () => {
    expect(parseIngredient('2 x 0 g rice')).toMatchObject({
      quantity: 0,
      unit: null,
      name: 'rice',
      notes: '0 g',
    });
    expect(parseIngredient('2 x 0g tins chopped tomatoes')).toMatchObject({
      quantity: 0,
      unit: 'can',
      name: 'chopped tomatoes',
      notes: '0g',
    });
    expect(parseIngredient('3 x 0.0 kg flour')).toMatchObject({ quantity: 0, name: 'flour' });
    // A range from zero is no size of zero; a pack of something stays a count of packs.
    expect(parseIngredient('2 x 0-400g rice')).toMatchObject({ quantity: 2, name: 'rice' });
    expect(parseIngredient('2 x 400 g tins chopped tomatoes')).toMatchObject({
      quantity: 2,
      unit: 'can',
      notes: '400 g',
    });
  });

  describe('reads counted packs with their size in brackets or hyphenated', () => {
    it('keeps another amount after the pack in the notes, as after any unit', () => {
      expect(parseIngredient('1 (14-ounce) can or 2 cups chickpeas')).toMatchObject({
        quantity: 1,
        unit: 'can',
        name: 'chickpeas',
        notes: '14-ounce; 2 cups',
      });
    });
    check([
      ['1 (14-ounce) can tomatoes', 1, 'can', 'tomatoes'],
      [
        '2 (12-ounce) cans fire-roasted tomatoes, including juice',
        2,
        'can',
        'fire-roasted tomatoes',
      ],
      ['1 13 3/4-ounce can artichoke hearts, well drained', 1, 'can', 'artichoke hearts'],
      ['1 1/4-ounce package active dry yeast', 1, 'package', 'active dry yeast'],
      ['One 4-inch piece fresh ginger, julienned', 1, 'piece', 'fresh ginger'],
    ]);
  });

  describe('moves preparation, sizes, brackets and comma clauses to the notes', () => {
    it.each([
      [
        '2 tablespoons finely chopped truffle peelings (optional)',
        'truffle peelings',
        /finely chopped.*optional/,
      ],
      ['1 large carrot, cut into thin matchsticks', 'carrot', /large.*cut into thin matchsticks/],
      ['Salt to taste', 'Salt', /to taste/],
      ['55g/2oz butter, melted', 'butter', /melted/],
    ])('%s', (line, name, notes) => {
      const parsed = parseIngredient(line);
      expect(parsed.name).toBe(name);
      expect(parsed.notes).toMatch(notes);
    });
  });

  describe('keeps lists of alternatives and products sold prepared in the name', () => {
    check([
      ['2 tablespoons dark rum, brandy or whiskey', 2, 'tbsp', 'dark rum, brandy or whiskey'],
      ['25g/1oz anchovies or pickled herring', 25, 'g', 'anchovies or pickled herring'],
      ['2 x 400g/14oz tin of chopped tomatoes', 2, 'can', 'chopped tomatoes'],
      ['1 pound ripe, flavorful pears, peeled, cored and halved', 1, 'lb', 'ripe flavorful pears'],
    ]);
  });

  describe('reads the part taken before the amount', () => {
    check([
      ['Juice of 1 lemon or 1 tablespoon sumac', 1, null, 'lemon'],
      ['Grated rind from 2 lemons', 2, null, 'lemons'],
    ]);
  });

  describe('never throws on bad input', () => {
    it.each([
      '',
      '   ',
      '\u0000\u0001binary\uffff',
      '½',
      '1/0 cup',
      'x'.repeat(100_000),
      '((((',
      '2 x',
    ])('%j gives a result', (line) => {
      const parsed = parseIngredient(line);
      expect(typeof parsed.name).toBe('string');
      expect(parsed.original).toBe(line);
    });
  });

  it('reads words that name built-in object properties as plain words', () => {
    expect(parseIngredient('constructor eggs')).toMatchObject({
      quantity: null,
      name: 'constructor eggs',
    });
    expect(singularWord('constructor')).toBe('constructor');
    expect(pluralWord('constructor')).toBe('constructors');
    expect(singularWord('__proto__')).toBe('__proto__');
  });

  describe('keeps a comma list of alternatives, and the notes after it apart', () => {
    check([
      ['200 g kale, chard or spinach, roughly torn', 200, 'g', 'kale, chard or spinach'],
      ['1 cup oat milk, almond milk or cow milk', 1, 'cup', 'oat milk, almond milk or cow milk'],
      ['2 new, red or white potatoes', 2, null, 'new, red or white potatoes'],
      ['3 spring onions, green and white parts, sliced', 3, null, 'spring onions'],
      ['1 tbsp salt, either flaky or fine', 1, 'tbsp', 'salt'],
    ]);
  });

  describe('seasonings listed after salt with commas only are one name, as "salt and pepper" is', () => {
    check([
      ['Salt, pepper', null, null, 'Salt, pepper'],
      ['Salt, black pepper to taste', null, null, 'Salt, black pepper'],
      [
        'salt,white peppercorns, cayenne, nutmeg, to season',
        null,
        null,
        'salt, white peppercorns, cayenne, nutmeg',
      ],
      // The last after "and", its preparation a note.
      ['Salt, pepper, and grated nutmeg (to taste)', null, null, 'Salt, pepper, and nutmeg'],
      // The salt's kind or grind after it, how much more, or a note: not another seasoning.
      ['Salt, kosher', null, null, 'Salt'],
      ['Salt, finely ground', null, null, 'Salt'],
      ['10g flaky sea salt, ground', 10, 'g', 'flaky sea salt'],
      ['1/2 teaspoon kosher salt, more to taste', 0.5, 'tsp', 'kosher salt'],
      ['1 tsp salt, divided', 1, 'tsp', 'salt'],
      ['Salt, as needed', null, null, 'Salt'],
      // What the cook does after it: "adjust to taste", "add more if needed".
      ['½ teaspoon kosher salt, adjust to taste', 0.5, 'tsp', 'kosher salt'],
      ['Salt, add more if needed', null, null, 'Salt'],
      ['Sea salt, season to taste', null, null, 'Sea salt'],
      // Only after salt: another name's comma clause is still a note.
      ['Butter, unsalted', null, null, 'Butter'],
    ]);
    it('keeps the notes after the seasonings', () => {
      expect(parseIngredient('Salt, pepper to taste').notes).toBe('to taste');
    });
  });

  describe('a comma list whose alternatives are named with describing words made from verbs', () => {
    check([
      // An alternative ending in a word naming a thing is one, its participles before it.
      [
        '200g/7oz freekeh, pearled spelt or pearled barley',
        200,
        'g',
        'freekeh, pearled spelt or pearled barley',
      ],
      [
        '½ c bread crumbs, panko, or French fried onions',
        0.5,
        'cup',
        'bread crumbs, panko, or French fried onions',
      ],
      [
        '1 cup fresh mint, cilantro, or Asian basil leaves',
        1,
        'cup',
        'fresh mint, cilantro, or Asian basil leaves',
      ],
      // A clause with a number after the list is a note, and so is what is left of a clause cut
      // at "cut into" after its "and".
      [
        '1 pound salmon, grouper, or other fish fillets, 1½ inches thick',
        1,
        'lb',
        'salmon, grouper, or other fish fillets',
      ],
      [
        '2 orange, yellow or red bell peppers, cored, seeded, and cut into 1 in. pieces',
        2,
        null,
        'orange, yellow or red bell peppers',
      ],
      ['4 oz smoked salmon, broken or cut into bite-size pieces', 4, 'oz', 'smoked salmon'],
      ['40g/1½oz unsalted butter, fridge-cold and cut into cubes', 40, 'g', 'unsalted butter'],
      // Parts of the thing, and preparations, stay notes.
      ['4 large lemons, juice and rind', 4, null, 'lemons'],
      ['½ lemon, grated rind and juice', 0.5, null, 'lemon'],
      ['¼ cup chopped cilantro, tops and stems', 0.25, 'cup', 'cilantro'],
      ['1 vanilla pod, sliced lengthways and seeds scraped out', 1, null, 'vanilla pod'],
      ['1 lb fresh figs, mixed sizes and colors, stems trimmed', 1, 'lb', 'fresh figs'],
      ['2 carrots, peeled and cut in chunks', 2, null, 'carrots'],
      ['Parmesan cheese, grated or shaved, for serving', null, null, 'Parmesan cheese'],
      // "(or combination)" is a note, not another thing.
      [
        '9 c Rice Chex, Corn Chex or Chocolate Chex cereal (or combination)',
        9,
        'cup',
        'Rice Chex, Corn Chex or Chocolate Chex cereal',
      ],
    ]);
  });

  describe('a choice of forms is one thing, an alternative in brackets is an alternative', () => {
    check([
      ['250 g fresh or frozen peas', 250, 'g', 'peas'],
      ['1 cup cooked or tinned lentils', 1, 'cup', 'lentils'],
      ['100 g sliced or roughly chopped walnuts', 100, 'g', 'walnuts'],
      ['2 tbsp mirin (or dry sherry)', 2, 'tbsp', 'mirin or dry sherry'],
      // "blade" a portion of mace since session 80 (was named "blade mace").
      ['1 blade mace (or pinch nutmeg)', 1, 'blade', 'mace'],
    ]);
  });

  describe('preparations listed before the name and how pepper is ground are notes, other describing words stay', () => {
    check([
      ['2 cups peeled, cored, and diced golden pineapple', 2, 'cup', 'golden pineapple'],
      ['1 cup roasted, shelled, and skinned chestnuts', 1, 'cup', 'chestnuts'],
      ['2 tsp sweet, hot, or smoked paprika', 2, 'tsp', 'sweet hot or smoked paprika'],
      ['salt and fresh ground pepper to taste', null, null, 'salt and pepper'],
      ['Sea salt and milled black pepper', null, null, 'Sea salt and black pepper'],
      ['1 lb fresh ground beef', 1, 'lb', 'fresh ground beef'],
      // "ground" alone is the spice as bought, ground pepper and not peppercorns, as ground cumin
      // is; how the cook grinds it ("freshly", "fresh", "coarsely ground", "cracked") is a note.
      ['1 tsp ground black pepper', 1, 'tsp', 'ground black pepper'],
      ['Salt and ground white pepper, to taste', null, null, 'Salt and ground white pepper'],
      ['½ teaspoon ground peppercorns', 0.5, 'tsp', 'ground peppercorns'],
      ['Ground black pepper', null, null, 'Ground black pepper'],
      ['2 tablespoons coarse ground black pepper', 2, 'tbsp', 'coarse ground black pepper'],
      ['1 tsp freshly ground black pepper', 1, 'tsp', 'black pepper'],
      ['1 tsp coarsely ground black pepper', 1, 'tsp', 'black pepper'],
      ['1 tsp cracked black pepper', 1, 'tsp', 'black pepper'],
      ['1/2 tsp ground pepper', 0.5, 'tsp', 'ground pepper'],
      ['1 tsp ground cayenne pepper', 1, 'tsp', 'ground cayenne pepper'],
      ['2 tsp ground cumin', 2, 'tsp', 'ground cumin'],
      // "fresh squeezed" is freshly squeezed, as "fresh-squeezed" and "fresh ground" are.
      ['2 tbsp fresh squeezed lemon juice', 2, 'tbsp', 'lemon juice'],
      ['1 tbsp fresh-squeezed lime juice', 1, 'tbsp', 'lime juice'],
      ['2 tbsp fresh chopped parsley', 2, 'tbsp', 'fresh parsley'],
      // "fresh grated" a hard cheese or nutmeg is freshly grated; a food with a fresh kind
      // keeps "fresh" (fresh ginger, not ground; fresh mozzarella, a cheese of its own).
      ['½ cup fresh grated Parmesan cheese', 0.5, 'cup', 'Parmesan cheese'],
      ['1/4 cup fresh shredded parmesan cheese, (optional)', 0.25, 'cup', 'parmesan cheese'],
      ['1/4 tsp fresh grated nutmeg', 0.25, 'tsp', 'nutmeg'],
      ['1 tablespoon fresh grated ginger', 1, 'tbsp', 'fresh ginger'],
      ['1 cup fresh shredded mozzarella', 1, 'cup', 'fresh mozzarella'],
      // The grind as one hyphenated word, as "freshly-ground" is.
      ['1/4 teaspoon fine-ground white pepper', 0.25, 'tsp', 'white pepper'],
      ['½ tsp coarse-ground black pepper', 0.5, 'tsp', 'black pepper'],
      ['1 tsp coarsely-cracked black peppercorns', 1, 'tsp', 'black peppercorns'],
      ['2 tsp fine-ground cornmeal', 2, 'tsp', 'fine-ground cornmeal'],
    ]);
  });

  describe('describing words before a comma run on into the name', () => {
    check([
      ['1 cup unbleached, strong white flour', 1, 'cup', 'unbleached strong white flour'],
      [
        '500 g skinless, boneless chicken thigh halves, diced',
        500,
        'g',
        'skinless boneless chicken thigh halves',
      ],
      ['50 g (2 oz), roughly chopped dark chocolate', 50, 'g', 'dark chocolate'],
      // More describing clauses, then the name: one head.
      [
        "100g firm, salted, strained yoghurt or fresh goats' cheese",
        100,
        'g',
        "firm salted yoghurt or fresh goats' cheese",
      ],
      ['4 ounces short, fine noodles', 4, 'oz', 'short fine noodles'],
      // A name ending in a plant's part ("leaves", "stalks") is the name's end, not a note.
      ['4 large, fresh basil leaves', 4, null, 'fresh basil leaves'],
      ['1 cup packed, fresh mint leaves', 1, 'cup', 'fresh mint leaves'],
      ['2 cups loosely packed, tender celery leaves', 2, 'cup', 'tender celery leaves'],
      ['6 fresh, whole sage leaves', 6, null, 'fresh whole sage leaves'],
      // After a preparation too: the word before the part names the plant.
      [
        '1 cup loosely packed, coarsely chopped fresh coriander leaves',
        1,
        'cup',
        'fresh coriander leaves',
      ],
      ['1 cup tightly packed, torn basil leaves', 1, 'cup', 'basil leaves'],
      ['16 large, firm, unblemished spinach leaves', 16, null, 'firm unblemished spinach leaves'],
      ['1 bunch fresh, leaves only', 1, 'bunch', 'fresh'],
      ['1 bunch fresh, whole leaves', 1, 'bunch', 'fresh'],
      // How it was raised, pressed or made, hyphenated or not, describes too.
      ['6 free-range, organic eggs', 6, null, 'free-range organic eggs'],
      ['2 cups day-old, crusty bread', 2, 'cup', 'day-old crusty bread'],
      ['2 cups long-grain, white rice', 2, 'cup', 'long-grain white rice'],
      ['1 lb wild, Alaskan salmon', 1, 'lb', 'wild Alaskan salmon'],
      ['1 cup semi-sweet, chocolate chips', 1, 'cup', 'semi-sweet chocolate chips'],
      [
        '1 cup extra virgin, cold-pressed olive oil',
        1,
        'cup',
        'extra virgin cold-pressed olive oil',
      ],
      ['½ cup fruity, dark green olive oil', 0.5, 'cup', 'fruity dark green olive oil'],
      [
        '50ml good-quality, fruity, extra virgin olive oil',
        50,
        'ml',
        'good-quality fruity extra virgin olive oil',
      ],
      // A clause ending in an adjective runs on into the name after it.
      [
        '½ c sherry or other sweet, fortified wine',
        0.5,
        'cup',
        'sherry or other sweet fortified wine',
      ],
      // A "-quality" word is such an adjective in any case; "quality" alone, or a word not all
      // letters before it, is not.
      [
        '½ cup sherry or other High-Quality, fortified wine',
        0.5,
        'cup',
        'sherry or other High-Quality fortified wine',
      ],
      ['½ cup sherry or other quality, fortified wine', 0.5, 'cup', 'sherry or other quality'],
      [
        '½ cup sherry or other top-quality2, fortified wine',
        0.5,
        'cup',
        'sherry or other top-quality2',
      ],
      [
        '3 Roma tomatoes or other small, flavorful tomatoes, sliced',
        3,
        null,
        'Roma tomatoes or other small flavorful tomatoes',
      ],
      // Not before a note, a preparation or another choice.
      ['2 ripe, chopped', 2, null, 'ripe'],
      ['1 lb potatoes, large, peeled', 1, 'lb', 'potatoes'],
      ['1 cup wine, red or white', 1, 'cup', 'wine'],
      // "fat" is a size word and a noun: the clause is a name of its own.
      [
        '⅓ c duck fat, coconut oil, or ghee, melted',
        1 / 3,
        'cup',
        'duck fat, coconut oil, or ghee',
      ],
      ['2 eggs, medium, at room temperature', 2, null, 'eggs'],
    ]);
  });

  describe('takes off preparation and size words the shop does not sell by', () => {
    check([
      ['2 tbsp very finely sliced mint', 2, 'tbsp', 'mint'],
      ['1 handful hand-torn basil', 1, 'handful', 'basil'],
      ['4 bite-sized pieces of melon', 4, 'piece', 'melon'],
      ['2 carrots sliced lengthwise', 2, null, 'carrots'],
      ['4 hard-boiled eggs', 4, null, 'eggs'],
      ['1 lobster chopped into 6 pieces', 1, null, 'lobster'],
      ['12 mussels in their shells', 12, null, 'mussels'],
      ['20 g piece fresh root ginger', 20, 'g', 'fresh root ginger'],
      ['½ lemon, juice and zest', 0.5, null, 'lemon'],
    ]);
  });

  describe('reads a grade after "medium", a boned joint, iced water and liquid "to cover"', () => {
    check([
      // "medium" before dry, fat or strength is a grade the shop sells by, not a size.
      ['150ml/5fl oz medium dry cider', 150, 'ml', 'medium dry cider'],
      ['40g/2oz medium strength cheddar', 40, 'g', 'medium strength cheddar'],
      ['225g/8oz medium fat soft cheese', 225, 'g', 'medium fat soft cheese'],
      ['3 medium onions', 3, null, 'onions'],
      ['2 medium sweet potatoes', 2, null, 'sweet potatoes'],
      // "boned" is a preparation even before a meat; "minced" and "chopped" stay.
      ['1kg/2lb 4oz boned lamb shoulder', 1, 'kg', 'lamb shoulder'],
      ['500g/1lb minced lamb', 500, 'g', 'minced lamb'],
      ['2 cups chopped tomatoes', 2, 'cup', 'chopped tomatoes'],
      // "iced water" is water, "iced tea" a thing of its own.
      ['500ml/18fl oz iced water', 500, 'ml', 'water'],
      ['2 cups iced tea', 2, 'cup', 'iced tea'],
      ['350g/12oz unsifted flour', 350, 'g', 'flour'],
      ['Water to cover', null, null, 'Water'],
      ['Whole milk to cover', null, null, 'Whole milk'],
      ['2 cups cold water', 2, 'cup', 'cold water'],
    ]);
  });

  describe('takes off a measure joined by "minus", how flour is measured, keeps crushed red pepper', () => {
    check([
      ['1 cup minus 2 tablespoons (180 grams) sugar', 0.875, 'cup', 'sugar'],
      ['1 cup less 2 tablespoons sugar', 0.875, 'cup', 'sugar'],
      ['1 cup plus 2 tablespoons flour', 1.125, 'cup', 'flour'],
      // A part as large as the whole is not taken off: it stays a note.
      ['1 tbsp minus 1 cup water', 1, 'tbsp', 'water'],
      ['2 ½ c spooned and leveled all-purpose flour', 2.5, 'cup', 'all-purpose flour'],
      ['3 large passion fruits, seeds scooped out', 3, null, 'passion fruits'],
      // Crushed red pepper is the dried flakes, sold so; crushed chiles are crushed.
      ['3 tablespoons crushed red pepper flakes', 3, 'tbsp', 'crushed red pepper flakes'],
      ['Pinch of crushed red pepper', null, 'pinch', 'crushed red pepper'],
      ['2 tablespoons crushed red chiles', 2, 'tbsp', 'red chiles'],
    ]);
  });

  describe('reads a weight written in two units as one amount in the larger unit', () => {
    check([
      ['1 lb 4 oz lamb neck fillets', 1.25, 'lb', 'lamb neck fillets'],
      ['3 pounds 8 ounces pumpkin, peeled', 3.5, 'lb', 'pumpkin'],
      ['2lb 12oz (1.25kg) floury potatoes', 2.75, 'lb', 'floury potatoes'],
      ['1 kg 250 g plain flour', 1.25, 'kg', 'plain flour'],
      // Not a part of the larger unit: a range, a whole pound or more, another unit.
      ['1 lb 6-8 oz chard', 1, 'lb', 'chard'],
      ['1 lb 16 oz mixed mushrooms', 1, 'lb', 'mixed mushrooms'],
      ['2 lb 1 leek', 2, 'lb', '1 leek'],
    ]);
    it('keeps no note of the smaller part', () => {
      expect(parseIngredient('1 lb 4 oz lamb neck fillets').notes).toBe('');
    });
  });

  describe('reads "Pound" with no number as a pound, and a quarter pounder as a name', () => {
    check([
      ['Pound lean beef mince', null, 'lb', 'lean beef mince'],
      ['Pounds of cooking apples, peeled', null, 'lb', 'cooking apples'],
      ['Pound cake, sliced', null, null, 'Pound cake'],
      ['Quarter pounder beef patties', null, null, 'Quarter pounder beef patties'],
      ['6 half-pounder burgers', 6, null, 'half-pounder burgers'],
      ['a quarter-pounder bun', 1, null, 'quarter-pounder bun'],
      ['a quarter pound of cheddar', 0.25, 'lb', 'cheddar'],
      ['HALF-POUNDER patties', null, null, 'HALF-POUNDER patties'],
      ['third pounder burgers', null, null, 'third pounder burgers'],
    ]);
  });

  describe('reads a size word with its point before the pack', () => {
    check([['2 lg. tins chopped tomatoes', 2, 'can', 'chopped tomatoes']]);
  });

  describe('drops a label saying what a thing is for, and reads the amount after a label', () => {
    check([
      ['To serve: warm pitta breads', null, null, 'warm pitta breads'],
      ['Optional garnishes: chopped cilantro', null, null, 'cilantro'],
      ['Optional side dish: coconut rice', null, null, 'coconut rice'],
      // The label alone at the line's start, in the plural the pattern writes "(?:es)?", and a
      // singular the pattern writes with its "s?": found by the quick check before the pattern.
      ['Garnishes: chopped parsley', null, null, 'parsley'],
      ['Garnishes: 2 lime wedges', 2, null, 'lime wedges'],
      ['Accompaniment: steamed rice', null, null, 'rice'],
      ['For serving: lemon wedges', null, null, 'lemon wedges'],
      ['For the spiced yogurt dip: 150 ml Greek yogurt', 150, 'ml', 'Greek yogurt'],
      ['For the crumble topping: rolled oats', null, null, 'rolled oats'],
      ['Drizzle (optional): 2 tbsp maple syrup', 2, 'tbsp', 'maple syrup'],
      // A name before a colon is still the name when no ingredient follows the amount.
      ['Sugar: 75 g', 75, 'g', 'Sugar'],
      // What is served with it or on it, with no amount after: the things are the name.
      ['Accompaniments: steamed rice', null, null, 'rice'],
      [
        'Optional accompaniments: butter, maple syrup, or honey',
        null,
        null,
        'butter, maple syrup, or honey',
      ],
      ['Toppings: sour cream', null, null, 'sour cream'],
      ['Topping: 1 cup sugar', 1, 'cup', 'sugar'],
    ]);
    it('keeps "Topping" as a note before an amount', () => {
      expect(parseIngredient('Topping: 1 cup sugar').notes).toBe('Topping');
    });
    it('keeps a bracketed label as a note', () => {
      expect(parseIngredient('Drizzle (optional): 2 tbsp maple syrup').notes).toBe(
        'Drizzle (optional)',
      );
    });
  });

  describe('reads a unit glued to its spelled-out name once', () => {
    check([
      ['3 TBSaTablespoon rapeseed oil', 3, 'tbsp', 'rapeseed oil'],
      ['½ tspteaspoon ground cumin', 0.5, 'tsp', 'ground cumin'],
    ]);
  });

  describe('reads a unit written twice after the amount once', () => {
    check([
      ['½ tsp teaspoon (hibiscus) sea salt', 0.5, 'tsp', 'sea salt'],
      ['200 g g Kritharaki-Nudeln', 200, 'g', 'Kritharaki-Nudeln'],
      ['100g gram flour', 100, 'g', 'gram flour'],
    ]);
  });

  describe('takes the count in a bracket after the name when no amount comes before it', () => {
    check([
      ['plums (6-8 small, about 400 g)', 6, null, 'plums'],
      ['Leeks (2 medium), sliced', 2, null, 'Leeks'],
      ['Garlic (4 cloves), crushed', 4, 'clove', 'Garlic'],
    ]);
    it('keeps the size and the rest of the bracket as notes', () => {
      expect(parseIngredient('plums (6-8 small, about 400 g)')).toMatchObject({
        quantityMax: 8,
        notes: 'small; about 400 g',
      });
    });
  });

  describe('runs compound describing words before a comma on into the name, drops how a jar was stirred', () => {
    check([
      ['8 skin-on, bone-in chicken thighs', 8, null, 'skin-on bone-in chicken thighs'],
      [
        '1 cup reduced-sodium, fat-free chicken broth',
        1,
        'cup',
        'reduced-sodium fat-free chicken broth',
      ],
      ['2 chicken thighs, skin-on', 2, null, 'chicken thighs'],
      ['12 king prawns, tails-on and shell-on', 12, null, 'king prawns'],
      ['4 slices bread, fresh or day-old', 4, 'slice', 'bread'],
      ['2 cups well-shaken buttermilk', 2, 'cup', 'buttermilk'],
      ['2 tbsp well-stirred tahini', 2, 'tbsp', 'tahini'],
    ]);
  });

  describe('keeps the words of things sold that way', () => {
    check([
      ['1 16-ounce can peeled Italian tomatoes', 1, 'can', 'peeled Italian tomatoes'],
      ['4 peeled ripe tomatoes', 4, null, 'ripe tomatoes'],
      ['2 peeled red onions', 2, null, 'red onions'],
      ['300 g frozen chopped spinach', 300, 'g', 'frozen chopped spinach'],
      ['1 tsp dried minced garlic', 1, 'tsp', 'dried minced garlic'],
      ['1 tbsp prepared mustard', 1, 'tbsp', 'prepared mustard'],
      ['2 tbsp seasoned rice vinegar', 2, 'tbsp', 'seasoned rice vinegar'],
      ['200 g vacuum-packed beetroot', 200, 'g', 'vacuum-packed beetroot'],
      ['300g ready-cooked egg noodles', 300, 'g', 'ready-cooked egg noodles'],
      ['2 ready-cooked beetroot, sliced', 2, null, 'ready-cooked beetroot'],
      ['500 ml good-quality chicken stock', 500, 'ml', 'good-quality chicken stock'],
    ]);
  });

  describe('takes off a preparation after others before a thing sold prepared', () => {
    check([
      ['2 peeled and seeded tomatoes', 2, null, 'tomatoes'],
      ['1 cup chopped, seeded tomatoes', 1, 'cup', 'tomatoes'],
      ['2 cups diced, cooked chicken', 2, 'cup', 'chicken'],
      ['2 cups chopped tomatoes', 2, 'cup', 'chopped tomatoes'],
      ['1 cup toasted shredded coconut', 1, 'cup', 'shredded coconut'],
      ['1 can drained diced tomatoes', 1, 'can', 'diced tomatoes'],
      ['2 tins rinsed and drained chopped tomatoes', 2, 'can', 'chopped tomatoes'],
    ]);
  });

  describe('keeps "seeded" before bread, which is baked with seeds', () => {
    check([
      ['4 slices seeded bread', 4, 'slice', 'seeded bread'],
      ['6 seeded burger buns', 6, null, 'seeded burger buns'],
      ['2 seeded red chillies', 2, null, 'red chillies'],
    ]);
  });

  describe('keeps an adverb that grades how a thing is made to be sold', () => {
    check([
      ['85g lightly salted butter', 85, 'g', 'lightly salted butter'],
      ['1 cup lightly sweetened whipped cream', 1, 'cup', 'lightly sweetened whipped cream'],
      ['2 lightly beaten eggs', 2, null, 'eggs'],
    ]);
  });

  describe('keeps "a little" and "a few" at the head of a name, as the corpora do', () => {
    check([
      ['a little softened butter, for greasing', null, null, 'a little butter'],
      ['A few black peppercorns', null, null, 'A few black peppercorns'],
      ['a few sprigs thyme', null, 'sprig', 'thyme'],
      ['1 tbsp butter or a little oil', 1, 'tbsp', 'butter'],
    ]);
  });

  describe('keeps "several", "many", "plenty of" at the head of a name as "a few", and takes the size after it off', () => {
    check([
      ['Several large eggs', null, null, 'Several eggs'],
      ['several small new potatoes, scrubbed', null, null, 'several new potatoes'],
      ['A few large eggs', null, null, 'A few eggs'],
      ['Many small shallots', null, null, 'Many shallots'],
      ['Plenty of large ice cubes', null, null, 'Plenty of ice cubes'],
      // "a lot of" is no one lot.
      ['a lot of grated cheese', null, null, 'a lot of cheese'],
    ]);
    it('leaves the list "eggs", "salt", as it does after "a few"', () => {
      expect(withoutVagueAmount(parseIngredient('Several large eggs').name)).toBe('eggs');
      expect(withoutVagueAmount(parseIngredient('Plenty of salt').name)).toBe('salt');
      expect(withoutVagueAmount(parseIngredient('Lots of fresh basil').name)).toBe('fresh basil');
      expect(withoutVagueAmount(parseIngredient('a lot of grated cheese').name)).toBe('cheese');
      expect(withoutVagueAmount('Maple syrup')).toBe('Maple syrup');
      expect(withoutVagueAmount('Lotus root')).toBe('Lotus root');
    });
  });

  describe('takes "a couple" off a name with or without "of", as how many', () => {
    check([
      ['a couple of onions, peeled, sliced', null, null, 'onions'],
      ['a couple large eggs', null, null, 'eggs'],
      ['A couple fresh bay leaves', null, null, 'fresh bay leaves'],
    ]);
  });

  describe('a vague count before a name that ends in its portion counts the portions', () => {
    check([
      ['few thyme sprigs', null, 'sprig', 'thyme'],
      ['A few garlic cloves, crushed', null, 'clove', 'garlic'],
      ['Several celery ribs', null, 'rib', 'celery'],
      // The portion word alone is the thing ("a few cloves", the spice).
      ['a few cloves', null, null, 'a few cloves'],
    ]);
  });

  describe('a bracket left ending the name when its portion is taken off is a note', () => {
    check([
      ['2 fresh coriander (cilantro) sprigs', 2, 'sprig', 'fresh coriander'],
      ['a few fresh coriander (cilantro) sprigs, chopped', null, 'sprig', 'fresh coriander'],
      ['3 spring onion (scallion) stalks', 3, 'stalk', 'spring onion'],
      // No portion taken off: a word kept in its brackets is still the name's.
      ['1 cup heavy (whipping) cream', 1, 'cup', 'heavy (whipping) cream'],
    ]);
    it('keeps the bracket in the notes, before the clauses after the name', () => {
      expect(parseIngredient('a few fresh coriander (cilantro) sprigs, chopped').notes).toBe(
        'cilantro; chopped',
      );
    });
  });

  describe('takes "hot cooked" off a name, how it is served', () => {
    check([
      ['Hot cooked rice, for serving', null, null, 'rice'],
      ['2 cups hot cooked noodles', 2, 'cup', 'noodles'],
      ['1 tbsp hot smoked paprika', 1, 'tbsp', 'hot smoked paprika'],
    ]);
  });

  describe('takes "room temp", the short form, after the name to the notes', () => {
    check([
      ['2 large eggs room temp.', 2, null, 'eggs'],
      ['1 stick butter at room temp', 1, 'stick', 'butter'],
      ['1 cup milk, room temp', 1, 'cup', 'milk'],
    ]);
  });

  describe('takes "or two of" after a unit to the notes', () => {
    check([
      ['a pinch or two of sea salt', null, 'pinch', 'sea salt'],
      ['1 tbsp or two of sugar', 1, 'tbsp', 'sugar'],
      // And with no "of".
      ['A drop or two hot sauce', null, 'drop', 'hot sauce'],
      ['a glug or two vegetable oil', null, 'glug', 'vegetable oil'],
    ]);
  });

  describe('keeps "mashed potato", the dish', () => {
    check([
      ['110g/4oz mashed potato', 110, 'g', 'mashed potato'],
      ['1 cup mashed ripe bananas', 1, 'cup', 'ripe bananas'],
      ['2 cups cooked and mashed sweet potatoes', 2, 'cup', 'sweet potatoes'],
      // After a word the name keeps, "mashed" stays with its potatoes; at the head it goes.
      ['4 cups Basic Mashed Potatoes', 4, 'cup', 'Basic Mashed Potatoes'],
      ['2 cups cold mashed potatoes', 2, 'cup', 'cold mashed potatoes'],
      ['1 cup instant mashed potatoes', 1, 'cup', 'instant mashed potatoes'],
      ['1 cup cold mashed sweet potato', 1, 'cup', 'cold mashed sweet potato'],
      ['2 cups mashed potatoes, chilled', 2, 'cup', 'potatoes'],
      ['4 cups cooked, mashed potatoes', 4, 'cup', 'potatoes'],
      ['1 cup ripe mashed bananas', 1, 'cup', 'ripe bananas'],
    ]);
  });

  describe('reads ranges with a unit at both ends, two numbers of one measure, lengths and labels', () => {
    check([
      ['110ml-150ml/4-5fl oz chilled sparkling water', 110, 'ml', 'sparkling water'],
      ['900g-1.2kg/2-2½lb whole chicken', 900, 'g', 'whole chicken'],
      ['5- to 6-pound beef tenderloin', 5, 'lb', 'beef tenderloin'],
      ['One 13- to 14-ounce can coconut milk', 1, 'can', 'coconut milk'],
      ['½ - ½ tsp dried chilli flakes', 0.5, 'tsp', 'dried chilli flakes'],
      ['2/3 + 1/4 cup sugar', 2 / 3 + 1 / 4, 'cup', 'sugar'],
      ['1 plus 1/2 cups milk', 1.5, 'cup', 'milk'],
      ['9 inch pound cake', 1, null, 'pound cake'],
      ['1 (16 oz) pound cake', 1, null, 'pound cake'],
      ['1 pound cake, cubed', 1, null, 'pound cake'],
      ['1 pound cake flour', 1, 'lb', 'cake flour'],
      ['1 cup gram flour', 1, 'cup', 'gram flour'],
      ['100g gram flour', 100, 'g', 'gram flour'],
      ['12 oz tube pasta', 12, 'oz', 'tube pasta'],
      ['1 tube tomato purée', 1, 'tube', 'tomato purée'],
      ['2 grams flour', 2, 'g', 'flour'],
      ['1 T. butter', 1, 'tbsp', 'butter'],
      ['1 t salt', 1, 'tsp', 'salt'],
      ['1 recipe for pie dough, chilled', 1, 'recipe', 'pie dough'],
      ['1 batch of pizza dough', 1, 'batch', 'pizza dough'],
      ['2 tbsp thinly and evenly sliced shallots', 2, 'tbsp', 'shallots'],
      ['Eggs - 2', 2, null, 'Eggs'],
      ['Onion - 2 nos, finely chopped', 2, null, 'Onion'],
      ['Cardamom pods - 3 nos', 3, null, 'Cardamom pods'],
      ['9-inch pie crust', 1, null, 'pie crust'],
      ['2-inch piece ginger', 1, 'piece', 'ginger'],
      ['1 inch-long piece ginger root, peeled', 1, 'piece', 'ginger root'],
      ['1 3-inch-thick piece pork belly', 1, 'piece', 'pork belly'],
      ['Optional Glaze: ½ cup powdered sugar', 0.5, 'cup', 'powdered sugar'],
      ['Topping: a handful of walnuts', null, 'handful', 'walnuts'],
      ['Salt: 1 tsp', 1, 'tsp', 'Salt'],
      ['2 ptns chips', 2, 'portion', 'chips'],
      ['4 servings cooked spaghetti', 4, 'serving', 'spaghetti'],
      ['1 dessertspoon white wine vinegar', 1, 'dessertspoon', 'white wine vinegar'],
      ['A generous ½ teaspoon salt', 0.5, 'tsp', 'salt'],
      ['Slightly rounded 1/8 teaspoon saffron threads', 0.125, 'tsp', 'saffron threads'],
      ['a good pinch of salt', null, 'pinch', 'salt'],
    ]);
    it('keeps the upper end of a range written with its unit, in the first unit', () => {
      expect(parseIngredient('900g-1.2kg whole chicken').quantityMax).toBe(1200);
      expect(parseIngredient('110ml-150ml/4-5fl oz water').notes).toBe('4-5fl oz');
      expect(parseIngredient('9-inch pie crust').notes).toBe('9-inch');
      expect(parseIngredient('Optional Glaze: ½ cup powdered sugar').notes).toBe('Glaze');
    });
    it('reads half of a pack as half a pack, and notes no article ("½ a lemon")', () => {
      expect(parseIngredient('half a 3.4-ounce package instant pudding mix')).toMatchObject({
        quantity: 0.5,
        unit: 'package',
        name: 'instant pudding mix',
        notes: '3.4-ounce',
      });
      expect(parseIngredient('½ a lemon, juiced')).toMatchObject({
        name: 'lemon',
        notes: 'juiced',
      });
    });
    it('keeps a label that names the whole of a list of amounts', () => {
      expect(
        parseIngredient('Bouquet garni: 3 rosemary sprigs, 3 thyme sprigs, and 3 oregano sprigs')
          .name,
      ).toBe('Bouquet garni');
    });
  });

  // Corpora such as cookstr keep a bracketed synonym in the name ('heavy whipping cream'): one
  // word between two words of the name stays, in its brackets, and the list's name drops it
  // (shopping/normalise-name.test.ts), so it never shows 'roma plum tomatoes'.
  describe('one word in brackets inside a name stays in it, with its brackets', () => {
    check([
      ['2 Roma (plum) tomatoes, chopped', 2, null, 'Roma (plum) tomatoes'],
      ['¼ cup rolled (old-fashioned) oats', 0.25, 'cup', 'rolled (old-fashioned) oats'],
      ['1 cup heavy (whipping) cream', 1, 'cup', 'heavy (whipping) cream'],
    ]);
  });

  describe('other brackets are notes: amounts, preparations, a synonym after the name', () => {
    check([
      ['¼ cup (packed) brown sugar', 0.25, 'cup', 'brown sugar'],
      ['1 tsp (heaped) kosher salt', 1, 'tsp', 'kosher salt'],
      ['2.5 c diced (canned) pineapple', 2.5, 'cup', 'pineapple'],
      ['3 cups thinly sliced (chiffonade) collard greens', 3, 'cup', 'collard greens'],
      ['2 tbsp fish sauce (nam pla)', 2, 'tbsp', 'fish sauce'],
      ['1 tbsp (15 ml) olive oil', 1, 'tbsp', 'olive oil'],
      ['2 cups (about 8 oz) grated cheddar', 2, 'cup', 'cheddar'],
    ]);
  });

  describe('keeps how cold a thing is in its name, as the corpora do', () => {
    check([
      ['110g/4oz cold unsalted butter, cubed', 110, 'g', 'cold unsalted butter'],
      ['1 tbsp cold pressed rapeseed oil', 1, 'tbsp', 'cold pressed rapeseed oil'],
      ['1 cup very cold heavy cream', 1, 'cup', 'very cold heavy cream'],
    ]);
  });

  describe('keeps how an oil is made, not how other things are prepared', () => {
    check([
      ['½ teaspoon toasted sesame oil', 0.5, 'tsp', 'toasted sesame oil'],
      ['2 tbsp roasted peanut oil', 2, 'tbsp', 'roasted peanut oil'],
      ['50 g toasted sesame seeds', 50, 'g', 'sesame seeds'],
    ]);
  });

  describe('a couple is how many, and a size after a describing word is a size', () => {
    check([
      ['a couple of onions, peeled, sliced', null, null, 'onions'],
      ['a couple of handfuls of sprouted seeds', null, 'handful', 'sprouted seeds'],
      ['Couple of handfuls fresh parsley', null, 'handful', 'fresh parsley'],
      ['4 ripe large tomatoes, skinned', 4, null, 'ripe tomatoes'],
      ['2 fresh large red chiles', 2, null, 'fresh red chiles'],
      ['1 ripe, medium cantaloupe', 1, null, 'ripe cantaloupe'],
      ['2 long thin leeks', 2, null, 'long thin leeks'],
    ]);
  });

  describe('what a thing is dissolved in or mixed into, with its own amount, is a note', () => {
    check([
      ['2 stock cubes in 1 litre of hot water', 2, null, 'stock cubes'],
      ['1 sachet gelatine in 4 tbsp cold water', 1, 'sachet', 'gelatine'],
      ['1 egg yolk beaten with 1 tbsp milk', 1, null, 'egg yolk'],
    ]);
    it('keeps the second amount whole in the notes', () => {
      expect(parseIngredient('2 stock cubes in 1 litre of hot water').notes).toBe(
        'in 1 litre of hot water',
      );
    });
  });

  describe('what was done to a thing, said after it with no comma, is a note', () => {
    check([
      ['1 cup split peas simmered in water until tender', 1, 'cup', 'split peas'],
      ['2 onions fried in butter', 2, null, 'onions'],
      ['Bouquet garni tied in cheesecloth', null, null, 'Bouquet garni'],
      ['4 sprigs thyme tied with string', 4, 'sprig', 'thyme'],
      ['2 tbsp dried onions reconstituted in hot water', 2, 'tbsp', 'dried onions'],
      ['Fish sauce seasoned with chopped chillies', null, null, 'Fish sauce'],
      // Before the name, the same words are the name's own.
      ['200g fried onions', 200, 'g', 'fried onions'],
      // What comes in the tin with it.
      ['1 (28-ounce) can whole tomatoes and their juice', 1, 'can', 'whole tomatoes'],
      ['1 can peaches and their syrup', 1, 'can', 'peaches'],
    ]);
    it('keeps the clause in the notes', () => {
      expect(parseIngredient('2 onions fried in butter').notes).toBe('fried in butter');
    });
  });

  describe('a preparation between a thing and another to use instead leaves one choice of the two', () => {
    check([
      ['2 tbsp butter, melted, or olive oil', 2, 'tbsp', 'butter or olive oil'],
      ['1 egg, beaten, or milk, for brushing', 1, null, 'egg or milk'],
      [
        '10 oz button mushrooms, left whole, or large mushrooms, quartered',
        10,
        'oz',
        'button mushrooms or large mushrooms',
      ],
      [
        'Vegetables, cut up, or vegetable trimmings',
        null,
        null,
        'Vegetables or vegetable trimmings',
      ],
      // What follows "or" is a preparation, the amount's own, or a note: the first thing alone.
      ['2 lime leaves, thinly sliced, or grated', 2, null, 'lime leaves'],
      ['1 can beans, drained, or 2 cups cooked beans', 1, 'can', 'beans'],
      ['1 tsp chilli flakes, crushed, or to taste', 1, 'tsp', 'chilli flakes'],
      ['1 tbsp Lemon Confit, optional, or lemon zest', 1, 'tbsp', 'Lemon Confit'],
      // A prepared thing between them is one more choice.
      [
        '1 tbsp chopped fresh chillies, pickled chillies, or sambal oelek',
        1,
        'tbsp',
        'fresh chillies, pickled chillies, or sambal oelek',
      ],
    ]);
    it('keeps the preparation in the notes', () => {
      expect(parseIngredient('2 tbsp butter, melted, or olive oil').notes).toBe('melted');
    });
  });

  describe('a comma list closed by "and", "or" or "and/or" keeps its prepared things', () => {
    check([
      // Each is one more thing to buy, its preparation a note, as "sliced strawberries" alone is.
      [
        'Blackberries, halved strawberries, and/or hulled gooseberries, to serve',
        null,
        null,
        'Blackberries, strawberries, and/or gooseberries',
      ],
      [
        'Steamed white rice, grated Gruyère cheese, crème fraîche, and diced shallot, to serve',
        null,
        null,
        'white rice, Gruyère cheese, crème fraîche, and shallot',
      ],
      ['Pistachios, chopped dates, or dried figs', null, null, 'Pistachios, dates, or dried figs'],
      [
        '1 cup walnuts, toasted pecans, and/or hazelnuts',
        1,
        'cup',
        'walnuts, pecans, and/or hazelnuts',
      ],
      // Preparations only between the commas, or a choice of one: notes, as before.
      ['2 pears, peeled, and sliced', 2, null, 'pears'],
      ['3 leeks, or sliced onions', 3, null, 'leeks'],
    ]);
    it('keeps the preparations in the notes', () => {
      expect(parseIngredient('Pistachios, chopped dates, or dried figs').notes).toBe('chopped');
    });
  });

  describe('a comma head of milk describers runs on into the name', () => {
    check([
      [
        '1 pound whole-milk or part-skim, low-moisture mozzarella cheese, thinly sliced',
        1,
        'lb',
        'whole-milk or part-skim low-moisture mozzarella cheese',
      ],
      ['8 oz part-skim, low-moisture mozzarella', 8, 'oz', 'part-skim low-moisture mozzarella'],
      ['2 tsp sweet or hot, smoked paprika', 2, 'tsp', 'sweet or hot smoked paprika'],
      ['1 cup whole-milk ricotta', 1, 'cup', 'whole-milk ricotta'],
    ]);
  });

  describe('what is left intact on a thing is a note, not another thing', () => {
    check([
      ['8 raw prawns, heads and shells intact', 8, null, 'raw prawns'],
      ['12 shrimp, heads and tails intact, deveined', 12, null, 'shrimp'],
    ]);
  });

  describe('a comparison before a note starter is the note, whole', () => {
    check([
      ['1 1/2 cups water just slightly warmer than room temperature', 1.5, 'cup', 'water'],
      ['1 cup milk a little warmer than room temperature', 1, 'cup', 'milk'],
      ['2 cups water warmer than room temperature', 2, 'cup', 'water'],
    ]);
    it('keeps the comparison in the notes', () => {
      expect(parseIngredient('1 cup milk a little warmer than room temperature').notes).toBe(
        'a little warmer than room temperature',
      );
    });
  });

  describe("a count of a citrus fruit's juice or zest counts the fruit, as 'Juice of 1 lemon'", () => {
    check([
      ['½ orange juice', 0.5, null, 'orange'],
      ['1 lemon zest, for garnish', 1, null, 'lemon'],
      ['2 limes juice', 2, null, 'limes'],
      // The part in any case (its last letter is looked at before the pattern is run).
      ['1 Lemon ZEST', 1, null, 'Lemon'],
      ['2 LIMES JUICE', 2, null, 'LIMES'],
      ['1 fresh Meyer lemon juice', 1, null, 'fresh Meyer lemon'],
      ['1 squeeze lemon juice', 1, null, 'squeeze lemon juice'],
      ['Juice of 1 lemon', 1, null, 'lemon'],
      ['2 cups orange juice', 2, 'cup', 'orange juice'],
      ['1 apple juice carton', 1, null, 'apple juice carton'],
    ]);
    it('says which part in the notes', () => {
      expect(parseIngredient('½ orange juice').notes).toBe('juice');
    });
  });

  describe('a choice of preparations before the name is one note', () => {
    it('keeps the "or" with the preparations', () => {
      expect(parseIngredient('2/3 cup sliced or coarsely chopped almonds')).toMatchObject({
        name: 'almonds',
        notes: 'sliced or coarsely chopped',
      });
      expect(parseIngredient('Steamed or boiled basmati rice (for serving)')).toMatchObject({
        name: 'basmati rice',
        notes: 'steamed or boiled; for serving',
      });
      expect(parseIngredient('2 cups sliced or chopped celery').notes).toBe('sliced or chopped');
      // Crushed red pepper is sold so; whole almonds are another thing.
      expect(parseIngredient('1 tsp chopped or crushed red pepper flakes').name).toBe(
        'red pepper flakes',
      );
      expect(parseIngredient('1 cup chopped or whole almonds').name).toBe('whole almonds');
    });
  });

  describe('a note keeps the "and" or "or" that joins it to the clauses before', () => {
    it('joins preparations listed with commas to the note after "and"', () => {
      expect(
        parseIngredient('4 medium chayote squash, peeled, pitted, and cut into 1/2-inch dice')
          .notes,
      ).toBe('medium; peeled, pitted, and cut into 1/2-inch dice');
      expect(
        parseIngredient('1 1/4 pounds pork shoulder, trimmed of excess fat and cut into pieces')
          .notes,
      ).toBe('trimmed of excess fat and cut into pieces');
      expect(parseIngredient('6 cups white bread, cut or torn into 1-inch chunks').notes).toBe(
        'cut or torn into 1-inch chunks',
      );
    });
    it('joins a preparation to the note it goes on into', () => {
      expect(parseIngredient('400g/14oz fillet steak, sliced into thin strips').notes).toBe(
        '14oz; sliced into thin strips',
      );
      expect(
        parseIngredient('1 large red radish, sliced lengthways into julienne strips').notes,
      ).toBe('large; sliced lengthways into julienne strips');
      expect(
        parseIngredient('200g/7oz red lentils, cooked according to packet instructions').notes,
      ).toBe('7oz; cooked according to packet instructions');
    });
    it('keeps an "or" clause whole', () => {
      expect(parseIngredient('1 tablespoon balsamic vinegar, or as desired').notes).toBe(
        'or as desired',
      );
      expect(parseIngredient('sprig of fresh thyme, or about ½tsp dried thyme').notes).toBe(
        'or about 1/2 tsp dried thyme',
      );
    });
  });

  describe('a tube is a pack', () => {
    check([
      ['1 tube (16.3 oz) refrigerated biscuits', 1, 'tube', 'refrigerated biscuits'],
      ['1 tube tomato purée', 1, 'tube', 'tomato purée'],
      ['2 tubes crescent rolls', 2, 'tube', 'crescent rolls'],
      // The end of a name is the thing's own.
      ['4 squid tubes, cleaned', 4, null, 'squid tubes'],
    ]);
  });

  describe('an article before a spoon or a cup measured is no count', () => {
    check([
      ['a ½ cup sugar', 0.5, 'cup', 'sugar'],
      ['a 1/2 cup of milk', 0.5, 'cup', 'milk'],
      ['a 1/4 teaspoon salt', 0.25, 'tsp', 'salt'],
      // A weight is one thing's size.
      ['a 1.5kg chicken', 1, null, 'chicken'],
    ]);
  });

  describe('"ea" and "ct" after a count say only that the things are counted', () => {
    check([
      ['4 ea eggs', 4, null, 'eggs'],
      ['2 ct tortillas', 2, null, 'tortillas'],
      ['1 ea. onion', 1, null, 'onion'],
      ['2 eastern oysters', 2, null, 'eastern oysters'],
      [
        '3 eaches skinless, boneless chicken breast halves',
        3,
        null,
        'skinless boneless chicken breast halves',
      ],
      ['1 eaches onion', 1, null, 'onion'],
    ]);
  });

  describe('a range hyphenated as one word ("-to-") is a range', () => {
    check([
      ['1 1/2-to-2-pound chicken', 1.5, 'lb', 'chicken'],
      ['2-to-3 cups stock', 2, 'cup', 'stock'],
      // A count, then one thing's weight: the weight is a note.
      ['1 3-to-4-pound chicken', 1, null, 'chicken'],
    ]);
    it('reads the upper end', () => {
      expect(parseIngredient('1 1/2-to-2-pound chicken').quantityMax).toBe(2);
    });
  });

  describe('a range with its upper end in a bracket is a range', () => {
    check([
      ['2 (or 3) cloves garlic', 2, 'clove', 'garlic'],
      ['1 (to 2) tsp chilli flakes', 1, 'tsp', 'chilli flakes'],
      ['1 (or 2) jalapeños, minced', 1, null, 'jalapeños'],
      // "or more" is no upper end; a pack's size stays the pack's.
      ['3 (or more) tbsp olive oil', 3, 'tbsp', 'olive oil'],
      ['1 (14 oz) can tomatoes', 1, 'can', 'tomatoes'],
    ]);
    it('reads the upper end', () => {
      expect(parseIngredient('2 (or 3) cloves garlic').quantityMax).toBe(3);
      expect(parseIngredient('3 (or more) tbsp olive oil').quantityMax).toBeNull();
    });
  });

  describe("a portion's weight in a bracket between its size and its unit", () => {
    check([
      ['1 large (1 1/2 lb.) head cauliflower', 1, 'head', 'cauliflower'],
      ['1 small (about 8 oz) bunch kale, stemmed', 1, 'bunch', 'kale'],
      ['1 large (3-inch) piece ginger', 1, 'piece', 'ginger'],
      ['1 medium (or 1/2 large) onion', 1, null, 'onion'],
    ]);
    it('keeps the size and the weight as two notes', () => {
      expect(parseIngredient('1 large (1 1/2 lb.) head cauliflower').notes).toBe(
        'large; 1 1/2 lb.',
      );
    });
  });

  describe('how many a pack or a portion holds, before its thing, is a note', () => {
    check([
      ['1 sachet of 1 bay leaf', 1, 'sachet', 'bay leaf'],
      ['1 pack of 8 tortillas', 1, 'pack', 'tortillas'],
      ['2 packs of 4 burger buns', 2, 'pack', 'burger buns'],
      // A number in the thing's name does not agree with its last word: the name keeps it.
      ['1 (20 oz) bag 15 bean soup mix', 1, 'bag', '15 bean soup mix'],
      ['2 slices 12 grain bread', 2, 'slice', '12 grain bread'],
      ['1 jar 5 spice powder', 1, 'jar', '5 spice powder'],
    ]);
    it('keeps the count in the notes', () => {
      expect(parseIngredient('1 pack of 8 tortillas').notes).toBe('8');
    });
  });

  describe('a part taken from an amount that names only a portion is the thing named', () => {
    check([
      ['Celery leaves from 4 ribs', null, null, 'Celery leaves'],
      ['Leaves cut from 2 sprigs', null, null, 'Leaves'],
      ['water or stock made from a cube', null, null, 'water or stock'],
      // The portion's thing named after it: the amount is of that thing, the part a note.
      ['Leaves from 1 sprig fresh rosemary', 1, 'sprig', 'fresh rosemary'],
      ['leaves from 4 stalks celery', 4, 'stalk', 'celery'],
      // A pack with nothing named after it, as a portion.
      ['pickled walnuts from a jar, to serve', null, null, 'pickled walnuts'],
      ['olives from a jar', null, null, 'olives'],
      ['Leaves from 1 bunch mint, to serve', 1, 'bunch', 'mint'],
    ]);
    it('keeps the whole amount in the notes', () => {
      expect(parseIngredient('Celery leaves from 4 ribs').notes).toBe('from 4 ribs');
    });
    it('keeps the notes after the amount once', () => {
      expect(parseIngredient('Celery leaves from 4 ribs, chopped').notes).toBe(
        'from 4 ribs; chopped',
      );
      expect(parseIngredient('pickled walnuts from a jar, to serve').notes).toBe(
        'from a jar; to serve',
      );
    });
  });

  describe('a portion after describing words and before the name is the unit', () => {
    check([
      [
        '6 crisp, smaller inner leaves Boston lettuce',
        6,
        'leaf',
        'crisp smaller inner Boston lettuce',
      ],
      ['4 fresh sprigs thyme', 4, 'sprig', 'fresh thyme'],
      ['1 whole head garlic', 1, 'head', 'whole garlic'],
      ['4 outer leaves of savoy cabbage', 4, 'leaf', 'outer savoy cabbage'],
      ['1 ready-rolled sheet puff pastry', 1, 'sheet', 'ready-rolled puff pastry'],
      // Part of the name, not a portion: the rib of a rib eye, a name's own first word.
      ['2 boneless rib eye steaks', 2, null, 'boneless rib eye steaks'],
      ['3 romaine leaves lettuce', 3, null, 'romaine leaves lettuce'],
    ]);
  });

  describe('a cake (of fresh yeast, of pressed tofu) is a unit after a number', () => {
    check([
      ['1 cake yeast', 1, 'cake', 'yeast'],
      ['2 cakes compressed yeast', 2, 'cake', 'compressed yeast'],
      ['1 cake pressed bean curd, cut into julienne strips', 1, 'cake', 'pressed bean curd'],
      ['1 sponge cake', 1, null, 'sponge cake'],
      ['1 (0.6-ounce) cake fresh yeast', 1, 'cake', 'fresh yeast'],
      ['1 ½ c cake flour', 1.5, 'cup', 'cake flour'],
      ['1 cake', 1, null, 'cake'],
    ]);
  });

  it('reads a spoon with no number as the unit of an unsaid quantity', () => {
    expect(parseIngredient('tbsp honey or maple syrup')).toMatchObject({
      quantity: null,
      unit: 'tbsp',
      name: 'honey or maple syrup',
    });
  });

  // Note starters and citrus parts are found by lower-case ASCII patterns on the folded text
  // (`foldedForAsciiPatterns`, decision 0023), whatever its case and letters.
  it('has its note starters and citrus fruits in lower-case ASCII, as the ASCII patterns need', () => {
    for (const word of [...NOTE_STARTERS, ...CITRUS_FRUITS])
      expect(word).toMatch(/^[\x20-\x40\x5b-\x7e]*$/);
  });

  it('starts a note at every note starter, whatever letter it begins with', () => {
    for (const starter of NOTE_STARTERS) {
      expect(parseIngredient(`200 g parsley ${starter} x`).name).toBe('parsley');
      expect(parseIngredient(`200 g parsley, ${starter} x`).name).toBe('parsley');
    }
    expect(parseIngredient('200 g parsley tomatoes').name).toBe('parsley tomatoes');
  });

  it('finds a note starter and a citrus part in any case, with or without other letters', () => {
    expect(parseIngredient('200 g Parsley TO SERVE')).toMatchObject({
      name: 'Parsley',
      notes: 'TO SERVE',
    });
    expect(parseIngredient('200 g persillade fraîche, To Serve')).toMatchObject({
      name: 'persillade fraîche',
      notes: 'To Serve',
    });
    expect(parseIngredient('1 onion, Cut Into rings')).toMatchObject({
      name: 'onion',
      notes: 'Cut Into rings',
    });
    expect(parseIngredient('2 Blood ORANGES zest')).toMatchObject({
      quantity: 2,
      name: 'Blood ORANGES',
      notes: 'zest',
    });
    expect(parseIngredient('1 Seville orange Juice (fraîche)')).toMatchObject({
      name: 'Seville orange',
      notes: 'Juice; fraîche',
    });
  });

  // "or two of", a length after a number and "a little"/"a few" are found by lower-case ASCII
  // patterns on the folded text (decisions 0023, 0020): any case, and any letter after them.
  it('takes "or two of" to the notes in any case, before any letter, not before a number', () => {
    expect(parseIngredient('a pinch OR TWO OF crème fraîche')).toMatchObject({
      unit: 'pinch',
      name: 'crème fraîche',
      notes: 'OR TWO',
    });
    expect(parseIngredient('a pinch or two of émincé')).toMatchObject({
      name: 'émincé',
      notes: 'or two',
    });
    expect(parseIngredient('a pinch or two of 2 eggs')).toMatchObject({ quantity: 2, unit: null });
  });

  it('reads a length after a number in any case, and not when a letter goes on from its unit', () => {
    expect(parseIngredient('2-INCH piece ginger')).toMatchObject({
      unit: 'piece',
      name: 'ginger',
      notes: '2-INCH',
    });
    expect(parseIngredient('1 Inch-Thick slice bread')).toMatchObject({
      unit: 'slice',
      notes: '1 Inch-Thick',
    });
    expect(parseIngredient('2 in. ähren')).toMatchObject({ name: 'ähren', notes: '2 in.' });
    expect(parseIngredient('3 inchés ginger')).toMatchObject({
      quantity: 3,
      name: 'inchés ginger',
    });
  });

  it('reads a unit after a number and a hyphen before any letter, astral ones too', () => {
    expect(parseIngredient('2-pound beef')).toMatchObject({ quantity: 2, unit: 'lb' });
    expect(parseIngredient('2-Élan cheese')).toMatchObject({ unit: null, name: 'Élan cheese' });
    expect(parseIngredient('5-𝐀bc rice')).toMatchObject({ unit: null, name: '𝐀bc rice' });
  });

  it('measures "a little", "a few", "several", "plenty of" before any letter, in any case, not before a number', () => {
    expect(vagueAmountLength('A Few émincés')).toBe('A Few '.length);
    expect(vagueAmountLength('a little Ölive oil')).toBe('a little '.length);
    expect(vagueAmountLength('a  few\u00a0\u017fage')).toBe('a  few\u00a0'.length);
    expect(vagueAmountLength('a few 2 eggs')).toBe(0);
    expect(vagueAmountLength('a fewer eggs')).toBe(0);
    expect(vagueAmountLength('few eggs')).toBe(0);
    expect(vagueAmountLength('Several Œufs')).toBe('Several '.length);
    expect(vagueAmountLength('PLENTY OF Éclairs')).toBe('PLENTY OF '.length);
    expect(vagueAmountLength('several 2 eggs')).toBe(0);
    expect(vagueAmountLength('severally eggs')).toBe(0);
  });

  it('lets every vague amount past its first-letter check, in either case, and no other letter', () => {
    for (const alternative of VAGUE_AMOUNT_ALTERNATIVES) {
      expect(alternative).toMatch(/^[a-z]/);
      expect(mayOpenVagueAmount(alternative)).toBe(true);
      expect(mayOpenVagueAmount(alternative.toUpperCase())).toBe(true);
    }
    const firsts = new Set(VAGUE_AMOUNT_ALTERNATIVES.map((alternative) => alternative[0]));
    for (const letter of 'abcdefghijklmnopqrstuvwxyz') {
      expect(mayOpenVagueAmount(`${letter}x`)).toBe(firsts.has(letter));
    }
    expect(mayOpenVagueAmount('')).toBe(false);
    expect(mayOpenVagueAmount('Ásome')).toBe(false);
    expect(mayOpenVagueAmount('@few')).toBe(false);
  });

  it('reads a glass as a unit, and strips, wedges and sheets opening a line in the plural', () => {
    expect(parseIngredient('1 glass of water')).toMatchObject({
      quantity: 1,
      unit: 'glass',
      name: 'water',
    });
    expect(parseIngredient('glass dry white wine')).toMatchObject({
      quantity: null,
      unit: 'glass',
      name: 'dry white wine',
    });
    expect(parseIngredient('Glass noodles')).toMatchObject({ unit: null, name: 'Glass noodles' });
    expect(parseIngredient('100g glass noodles')).toMatchObject({
      unit: 'g',
      name: 'glass noodles',
    });
    expect(parseIngredient('Strips of lemon peel')).toMatchObject({
      quantity: null,
      unit: 'strip',
      name: 'lemon peel',
    });
    expect(parseIngredient('wedges of lime, to serve')).toMatchObject({
      unit: 'wedge',
      name: 'lime',
    });
    expect(parseIngredient('Sheets nori')).toMatchObject({ unit: 'sheet', name: 'nori' });
    // In the singular they start names.
    expect(parseIngredient('Strip steak')).toMatchObject({ unit: null, name: 'Strip steak' });
    expect(parseIngredient('Sheet gelatine')).toMatchObject({ unit: null, name: 'Sheet gelatine' });
  });

  it('reads batch after a number, cubes opening a line, and a twist as units', () => {
    expect(parseIngredient('2 batches of pizza dough')).toMatchObject({
      quantity: 2,
      unit: 'batch',
      name: 'pizza dough',
    });
    // A share of a mix, or a French page's yield ("Env. 30 parts"), is no unit.
    expect(parseIngredient('30 parts')).toMatchObject({ quantity: 30, unit: null });
    expect(parseIngredient('2 cubes sugar')).toMatchObject({
      quantity: 2,
      unit: 'cube',
      name: 'sugar',
    });
    expect(parseIngredient('Cubes of stale bread')).toMatchObject({
      quantity: null,
      unit: 'cube',
      name: 'stale bread',
    });
    expect(parseIngredient('twist of lemon peel')).toMatchObject({
      quantity: null,
      unit: 'twist',
      name: 'lemon peel',
    });
    // Without a number before them they are words of the name.
    expect(parseIngredient('3 pounds chicken parts')).toMatchObject({
      unit: 'lb',
      name: 'chicken parts',
    });
    expect(parseIngredient('2 stock cubes')).toMatchObject({ unit: null, name: 'stock cubes' });
    expect(parseIngredient('Batch cooked rice')).toMatchObject({ unit: null });
    expect(parseIngredient('Cube steak')).toMatchObject({ unit: null, name: 'Cube steak' });
  });

  it('reads a pouch and a sleeve as containers', () => {
    expect(parseIngredient('1 pouch ready cooked rice')).toMatchObject({
      quantity: 1,
      unit: 'pouch',
    });
    expect(parseIngredient('2 pouches microwave rice')).toMatchObject({
      quantity: 2,
      unit: 'pouch',
      name: 'microwave rice',
    });
    expect(parseIngredient('1 sleeve saltine crackers')).toMatchObject({
      quantity: 1,
      unit: 'sleeve',
      name: 'saltine crackers',
    });
  });

  it('reads "env" and "env." as an envelope (old US cookbooks: "1 env. unflavored gelatin")', () => {
    expect(parseIngredient('1 env. unflavored gelatin')).toMatchObject({
      quantity: 1,
      unit: 'envelope',
      name: 'unflavored gelatin',
    });
    expect(parseIngredient('2 envs active dry yeast')).toMatchObject({ unit: 'envelope' });
  });

  describe('reads a mixed number before a measure and a portion as the measure', () => {
    check([
      ['1 1/2 cups sprigs parsley', 1.5, 'cup', 'sprigs parsley'],
      ['2½ cups leaves from celery hearts', 2.5, 'cup', 'leaves from celery hearts'],
      // A size set apart is still the size of one pack or piece.
      ['1 1/2-inch piece ginger', 1, 'piece', 'ginger'],
      ['1 13 3/4-ounce can artichoke hearts', 1, 'can', 'artichoke hearts'],
      ['1 (1/2 cup) slice bread', 1, 'slice', 'bread'],
    ]);
  });

  describe('reads half of a pack sized in two units as part of one pack', () => {
    check([
      ['Half a 400g/14oz tin chickpeas', 0.5, 'can', 'chickpeas'],
      ['½ a 425g/15oz can of butter beans, drained', 0.5, 'can', 'butter beans'],
      ['Half a 125g/4½oz pack mozzarella', 0.5, 'pack', 'mozzarella'],
      ['half a 400g tin chickpeas', 0.5, 'can', 'chickpeas'],
      ['half a lemon', 0.5, null, 'lemon'],
    ]);
  });

  describe('reads an alternative with an amount of its own after the name as a note', () => {
    check([
      ['3 tablespoons tomato paste or half of a 6-ounce can', 3, 'tbsp', 'tomato paste'],
      ['1 tablespoon lavender or a 2-inch cinnamon stick', 1, 'tbsp', 'lavender'],
      ['1 green mango or half a green papaya', 1, null, 'green mango'],
      ['2 cups chopped ripe tomatoes or a 1-pound can plum tomatoes', 2, 'cup', 'ripe tomatoes'],
      // Not a thing named "half-and-half".
      ['1 cup milk or half-and-half', 1, 'cup', 'milk or half-and-half'],
    ]);
  });

  describe('reads another state of the thing, its name left out, as a note', () => {
    check([
      ['1 1/2 cups fresh chicken broth or canned', 1.5, 'cup', 'fresh chicken broth'],
      ['4 tablespoons grated fresh horseradish or prepared', 4, 'tbsp', 'fresh horseradish'],
      ['1 cup mayonnaise, commercial or homemade', 1, 'cup', 'mayonnaise'],
      ['Frosting, store bought or homemade', null, null, 'Frosting'],
      // A choice of forms only is left as it was read.
      ['1 tsp thyme, fresh or dried', 1, 'tsp', 'thyme'],
    ]);
    it('keeps the other state in the notes', () => {
      expect(parseIngredient('1 1/2 cups fresh chicken broth or canned').notes).toBe('or canned');
    });
  });

  describe('reads how long a thing is soaked as a note, with "or" in it', () => {
    check([
      [
        '1 pound Great Northern beans, soaked several hours or overnight',
        1,
        'lb',
        'Great Northern beans',
      ],
      ['1 pound beans, soaked 4 hours or overnight', 1, 'lb', 'beans'],
    ]);
  });

  describe('reads "kosher for Passover" as a note, not a purpose', () => {
    check([
      ['3/4 teaspoon kosher for Passover baking soda', 0.75, 'tsp', 'baking soda'],
      ['2 cups kosher-for-Passover matzo meal', 2, 'cup', 'matzo meal'],
    ]);
  });

  describe('reads a mixed number before a measure and a pack as the measure, not a count of packs', () => {
    check([
      // An imperial/metric pair before "pack": 4½ oz, not four packs of half an ounce.
      ['4½oz/125g pack mozzarella', 4.5, 'oz', 'mozzarella'],
      ['4 1/2oz/125g pack mozzarella', 4.5, 'oz', 'mozzarella'],
      ['14½oz/410g can chopped tomatoes', 14.5, 'oz', 'chopped tomatoes'],
      ['14 1/2 ounce can diced tomatoes in juice, drained', 14.5, 'oz', 'diced tomatoes in juice'],
      // No pack is sold by the cup.
      ['1¾ cups/15oz can plain pumpkin purée', 1.75, 'cup', 'plain pumpkin purée'],
      // The metric-first pair reads so too.
      ['125g/4½oz pack mozzarella', 125, 'g', 'mozzarella'],
      // Packs written plural after more than one, or one pack of a fraction's weight, are packs.
      ['2 1/2 ounce cans anchovies', 2, 'can', 'anchovies'],
      ['1 1/4 ounce envelope unflavored gelatin', 1, 'envelope', 'unflavored gelatin'],
      ['2 x 4½oz/125g packs mozzarella', 2, 'pack', 'mozzarella'],
    ]);
  });

  describe('reads a unit joined to a word by a hyphen as part of that word', () => {
    check([
      ['20 cup-shaped lettuce leaves', 20, null, 'cup-shaped lettuce leaves'],
      ['2 cup-size ramekins', 2, null, 'ramekins'],
      ['1 14-ounce can tomatoes', 1, 'can', 'tomatoes'],
    ]);
  });

  describe('reads pouch, sleeve, and shot, rack and chunk after a number as units', () => {
    check([
      ['2 pouches tuna in water', 2, 'pouch', 'tuna in water'],
      ['1 sleeve saltine crackers', 1, 'sleeve', 'saltine crackers'],
      ['1 shot of espresso', 1, 'shot', 'espresso'],
      ['2 racks baby back ribs', 2, 'rack', 'baby back ribs'],
      ['3 chunks palm sugar', 3, 'chunk', 'palm sugar'],
      // Without a number before them they are words of the name.
      ['2 cups pineapple chunks', 2, 'cup', 'pineapple chunks'],
      ['1 lamb rack', 1, null, 'lamb rack'],
    ]);
  });

  describe('reads a link of sausage after a number as a unit', () => {
    check([
      ['2 links sausage', 2, 'link', 'sausage'],
      ['1 link chorizo, diced', 1, 'link', 'chorizo'],
      ['4 links Italian sausage, casings removed', 4, 'link', 'Italian sausage'],
      // After the name, and with no number, it is the thing's own word.
      ['2 chorizo sausage links, cut into bite-size pieces', 2, null, 'chorizo sausage links'],
      ['sausage links', null, null, 'sausage links'],
    ]);
  });

  describe('keeps the thing named after a choice of kinds or forms in the name', () => {
    it('reads a number with a per cent sign as a kind, not another amount', () => {
      expect(parseIngredient('1 cup whole or 2% milk')).toMatchObject({
        quantity: 1,
        unit: 'cup',
        name: 'whole or 2% milk',
      });
      expect(parseIngredient('3 cups skim or 1.5% milk')).toMatchObject({
        name: 'skim or 1.5% milk',
      });
      // Another amount is still a note.
      expect(parseIngredient('2 tablespoons butter or 1 tablespoon oil')).toMatchObject({
        name: 'butter',
        notes: 'or 1 tablespoon oil',
      });
    });

    it('keeps a comma list of kinds whose last one is sold dried, frozen or fresh', () => {
      expect(parseIngredient('4 cups chicken, vegetable, or dried porcini broth')).toMatchObject({
        name: 'chicken, vegetable, or dried porcini broth',
        notes: '',
      });
      expect(parseIngredient('1 cup beans, or frozen peas')).toMatchObject({
        name: 'beans, or frozen peas',
      });
      // A preparation is still a note, and a cooked thing is not a kind sold so.
      expect(parseIngredient('200g borlotti beans, fresh, or dried and soaked')).toMatchObject({
        name: 'borlotti beans',
      });
      expect(parseIngredient('2 onions, or cooked rice')).toMatchObject({
        name: 'onions',
        notes: 'or cooked rice',
      });
    });

    it('names the thing after another amount when only its form comes before it', () => {
      expect(parseIngredient('2 teaspoons dried or 1½ tablespoons fresh basil')).toMatchObject({
        quantity: 2,
        unit: 'tsp',
        name: 'dried basil',
        notes: 'or 1 1/2 tablespoons fresh basil',
      });
      expect(parseIngredient('1 cup fresh or 2 cups frozen spinach')).toMatchObject({
        quantity: 1,
        name: 'fresh spinach',
      });
      // After forms only, the other's colour or kind is the thing's too; a form is not.
      expect(parseIngredient('2 cups cooked or 1 (15-ounce) can black beans')).toMatchObject({
        quantity: 2,
        unit: 'cup',
        name: 'black beans',
      });
      expect(parseIngredient('1 cup cooked or 1/2 cup dry brown rice').name).toBe('brown rice');
      expect(parseIngredient('2 red or 3 green peppers').name).toBe('red peppers');
      // A count word after a word of the name ends the name ("curry leaves").
      expect(parseIngredient('4 fresh or 6 to 8 frozen curry leaves')).toMatchObject({
        quantity: 4,
        name: 'fresh curry leaves',
      });
      // Nothing named after the other amount: the form stays alone.
      expect(parseIngredient('2 tsp dried or 1 tbsp')).toMatchObject({ name: 'dried' });
      // A name before the other amount stays as it is.
      expect(parseIngredient('1 cup sugar or 2 tablespoons honey')).toMatchObject({
        name: 'sugar',
      });
    });
  });

  describe('a choice of forms before the name, one of them a preparation, is a note', () => {
    it('does not cut the name at a form after "or" and forms only', () => {
      expect(parseIngredient('1 cup fresh or thawed frozen corn kernels')).toMatchObject({
        name: 'corn kernels',
        notes: 'fresh or thawed frozen',
      });
      expect(parseIngredient('2 cups fresh or thawed blueberries, to serve')).toMatchObject({
        name: 'blueberries',
      });
      // After a name, "thawed" still starts a note.
      expect(parseIngredient('1 cup peas or thawed')).toMatchObject({ name: 'peas' });
      expect(parseIngredient('1 cup frozen peas, thawed')).toMatchObject({
        name: 'frozen peas',
        notes: 'thawed',
      });
    });

    it('takes off an "and" left where a preparation was taken off', () => {
      expect(parseIngredient('1 cup fresh or frozen and defrosted peas')).toMatchObject({
        name: 'peas',
        notes: 'defrosted; fresh or frozen',
      });
      // A preparation after "or" later in the name is still taken off alone.
      expect(parseIngredient('1 teaspoon whole fresh or chopped dried rosemary')).toMatchObject({
        name: 'whole fresh or dried rosemary',
      });
      expect(parseIngredient('1 cup dry or sweet vermouth')).toMatchObject({
        name: 'dry or sweet vermouth',
      });
    });
  });

  it('reads a length before a preparation as the size of the pieces, not another amount', () => {
    expect(parseIngredient('2 c peeled and 1/2-inch diced butternut squash')).toMatchObject({
      quantity: 2,
      unit: 'cup',
      name: 'butternut squash',
      notes: 'peeled and 1/2-inch diced',
    });
    expect(parseIngredient('1 cup 1/2-inch cubed carrots')).toMatchObject({
      name: 'carrots',
      notes: '1/2-inch cubed',
    });
    expect(parseIngredient('2 cups peeled and ½-inch diced potatoes')).toMatchObject({
      name: 'potatoes',
      notes: 'peeled and 1/2-inch diced',
    });
    // A length with nothing cut after it is the size of the thing counted, not of pieces.
    expect(parseIngredient('1 2-inch cinnamon stick')).toMatchObject({
      name: 'cinnamon stick',
      notes: '2-inch',
    });
    expect(parseIngredient('1 tablespoon ginger and 2 cm piece galangal')).toMatchObject({
      name: 'ginger',
      notes: 'and 2 cm piece galangal',
    });
    expect(parseIngredient('1 cup sugar or 2 tablespoons honey')).toMatchObject({
      name: 'sugar',
      notes: 'or 2 tablespoons honey',
    });
  });

  describe('small rules of session 19: kinds sold so, other units after a slash, notes after the name', () => {
    check([
      // "unpeeled" before the name is the thing as bought; after a comma it is a note.
      ['1 unpeeled Granny Smith apple, cored', 1, null, 'unpeeled Granny Smith apple'],
      ['2 whole unpeeled garlic cloves', 2, 'clove', 'whole unpeeled garlic'],
      ['8 garlic cloves, unpeeled', 8, 'clove', 'garlic'],
      // "packed" brown sugar is how it is measured.
      ['1 cup packed brown sugar', 1, 'cup', 'brown sugar'],
      // "medium" grades a curry powder's heat and a meal's grind.
      ['½ tsp medium curry powder', 0.5, 'tsp', 'medium curry powder'],
      ['100g/3½oz medium oatmeal, plus extra for dusting', 100, 'g', 'medium oatmeal'],
      ['2 medium onions', 2, null, 'onions'],
      // A size of the curd, the grain or the flake is the kind, as "medium-grain" is.
      ['1 cup large curd cottage cheese', 1, 'cup', 'large curd cottage cheese'],
      ['1 cup medium grain rice', 1, 'cup', 'medium grain rice'],
      ['2 cups large flake oats', 2, 'cup', 'large flake oats'],
      ['1/2 cup small batch bourbon', 0.5, 'cup', 'small batch bourbon'],
      ['1 lb large shrimp', 1, 'lb', 'shrimp'],
      // Shaved, scraped, ripped, popped and buttered are what the cook does, and cut after an adverb.
      ['½ cup shaved pecorino Romano cheese', 0.5, 'cup', 'pecorino Romano cheese'],
      ['8 c popped popcorn', 8, 'cup', 'popcorn'],
      ['¼ cup finely cut chives', 0.25, 'cup', 'chives'],
      ['4 slices buttered toast', 4, 'slice', 'toast'],
      ['1 cup finely cut celery', 1, 'cup', 'celery'],
      // Cut so before it is sold.
      ['1 cup steel-cut oats', 1, 'cup', 'steel-cut oats'],
      ['3 thick-cut bacon slices', 3, 'slice', 'thick-cut bacon'],
      // How pepper is ground, before either colour.
      ['Freshly milled white or black pepper', null, null, 'white or black pepper'],
      // The same amount in other units after a slash, and an extra amount after "+".
      [
        '1 cup (firmly packed)/7.6 ounces/217 grams light brown sugar',
        1,
        'cup',
        'light brown sugar',
      ],
      ['2 tablespoons/ about 1.5 ounces/ 40 grams honey', 2, 'tbsp', 'honey'],
      [
        '400g/14oz strong white bread flour + extra for dusting',
        400,
        'g',
        'strong white bread flour',
      ],
      // Only preparations before another amount: the thing is named after that amount's unit.
      [
        '1 c scooped and leveled, plus 1 tablespoon all-purpose flour',
        1,
        'cup',
        'all-purpose flour',
      ],
      ['2 teaspoons dried or 1½ tablespoons chopped fresh basil', 2, 'tsp', 'dried basil'],
      // Notes after the name with no comma.
      ['1-2 eggs per person', 1, null, 'eggs'],
      ['4 large flour tortillas used for burritos', 4, null, 'flour tortillas'],
      ['salt and pepper to season chicken', null, null, 'salt and pepper'],
      [
        'Sandwich pickles or pickle spears on the side',
        null,
        null,
        'Sandwich pickles or pickle spears',
      ],
    ]);
  });

  describe('what the cook has cooked, and ground after another preparation, are notes', () => {
    check([
      ['3 cups cooked chicken', 3, 'cup', 'chicken'],
      ['1 cooked chicken breast, shredded', 1, null, 'chicken breast'],
      ['4 cups well-seasoned chicken stock', 4, 'cup', 'chicken stock'],
      // A choice of forms is still taken off whole.
      ['2 pounds minced raw or cooked lamb', 2, 'lb', 'lamb'],
      // What the shop sells prepared stays.
      ['500 g minced beef', 500, 'g', 'minced beef'],
      ['1 can chopped tomatoes', 1, 'can', 'chopped tomatoes'],
      ['½ tsp toasted and ground cumin seeds', 0.5, 'tsp', 'cumin seeds'],
      // Dried by the cook after washing, not the dried form sold.
      ['2 cups washed and dried lettuce', 2, 'cup', 'lettuce'],
      ['1 pound washed, hulled, and dried strawberries, diced', 1, 'lb', 'strawberries'],
      ['1 cup dried cranberries', 1, 'cup', 'dried cranberries'],
      ['1 tsp ground cumin', 1, 'tsp', 'ground cumin'],
    ]);
  });

  describe('after a can or a jar, how the contents were cut is the kind bought', () => {
    check([
      ['1 4-ounce can chopped green chile, drained', 1, 'can', 'chopped green chile'],
      [
        'One 4-ounce can sliced, peeled green chiles, drained',
        1,
        'can',
        'sliced peeled green chiles',
      ],
      // What is done as they come out of the tin, after the name, or without a tin, is a note.
      ['1 can drained diced tomatoes', 1, 'can', 'diced tomatoes'],
      ['1 can tomatoes, chopped', 1, 'can', 'tomatoes'],
      ['1 cup chopped green chiles', 1, 'cup', 'green chiles'],
    ]);
  });

  describe('another amount in words after "or a", a length after the name, "of any kind"', () => {
    check([
      ['2 spring onions or a small leek', 2, null, 'spring onions'],
      ['500ml fish soup, or a tin of bisque', 500, 'ml', 'fish soup'],
      // "or a" and another thing stays an alternative.
      [
        '1 tbsp Chili Oil or a store-bought version',
        1,
        'tbsp',
        'Chili Oil or a store-bought version',
      ],
      ['6 quarts cucumbers 3 to 4 inches long', 6, 'quart', 'cucumbers'],
      // A spaced dash between two numbers is their range, not a note's dash.
      ['4 cucumbers 3 - 4 inches long', 4, null, 'cucumbers'],
      ['4 cucumbers 3 – 4 inches long', 4, null, 'cucumbers'],
      ['2 tablespoons chives - chopped', 2, 'tbsp', 'chives'],
      // The inch mark '"' or "″" after the name sizes the thing, as "inch" does.
      ['1 piece ginger 1 1/4″ thick', 1, 'piece', 'ginger'],
      ['1 piece ginger 1 1/4" thick', 1, 'piece', 'ginger'],
      ['2 rib-eye steaks 1″-thick', 2, null, 'rib-eye steaks'],
      ['1 stick cinnamon 3" long', 1, 'stick', 'cinnamon'],
      // A temperature after the name is a note, as it is in brackets.
      ['1 cup warm water 110 degrees F', 1, 'cup', 'warm water'],
      ['1 cup water at 100°F', 1, 'cup', 'water'],
      ['1¼ cups lukewarm water 90° to 100°F)', 1.25, 'cup', 'water'],
      ['2 cups milk heated to 110 degrees', 2, 'cup', 'milk'],
      ['350g water at 30C', 350, 'g', 'water'],
      // In any case, and with the masculine ordinal some pages write for the degree sign.
      ['1 cup warm water 110 DEGREES F', 1, 'cup', 'warm water'],
      ['350g water AT 30C', 350, 'g', 'water'],
      ['1 cup water 105º', 1, 'cup', 'water'],
      // A bare C after a number is cups, not Celsius, unless "at" says it is a temperature.
      ['3 cups flour plus 2 c water', 3, 'cup', 'flour'],
      ['1 2-inch piece ginger', 1, 'piece', 'ginger'],
      ['Fresh minced herbs of any kind', null, null, 'Fresh herbs'],
    ]);
  });

  describe('finds the name inside a bracket that is all the line has after its amount', () => {
    check([
      ['200 gms (1 cup of white sugar)', 200, 'g', 'white sugar'],
      ['2 cups (about 1 large head of cauliflower)', 2, 'cup', 'cauliflower'],
      // A bracket with no amount of its own, or no name after it, is left as it was.
      ['3 (optional)', 3, null, '(optional)'],
      ['200g (7oz)', 200, 'g', '(7oz)'],
    ]);
    it("keeps the bracket's amount as a note", () => {
      expect(parseIngredient('200 gms (1 cup of white sugar)').notes).toBe('1 cup');
      expect(parseIngredient('2 cups (about 1 large head of cauliflower)').notes).toBe(
        '1 large head',
      );
    });
  });

  describe('a hyphenated preparation the maker did, or a skin it has, is the kind sold', () => {
    check([
      ['1½ lbs small red-skinned potatoes, scrubbed', 1.5, 'lb', 'red-skinned potatoes'],
      ['2 lb thin-skinned cucumbers', 2, 'lb', 'thin-skinned cucumbers'],
      ['4 oz thick-sliced bacon, chopped', 4, 'oz', 'thick-sliced bacon'],
      ['2½ oz deli-sliced mortadella', 2.5, 'oz', 'deli-sliced mortadella'],
      // The cook's own hyphenated preparations still go.
      ['2 tbsp hand-torn basil leaves', 2, 'tbsp', 'basil leaves'],
      ['½ c rough-chopped red bell pepper', 0.5, 'cup', 'red bell pepper'],
      ['2 chicken breasts, de-skinned', 2, null, 'chicken breasts'],
      ['1 cup cut-up strawberries', 1, 'cup', 'strawberries'],
      ['4 cups cut-up cooked lobster', 4, 'cup', 'lobster'],
    ]);
  });

  describe('"any" before a food says only that the cook may choose it', () => {
    check([
      ['2 cups any berries', 2, 'cup', 'berries'],
      ['1 pound any white fish', 1, 'lb', 'white fish'],
    ]);
  });

  describe('a preparation after the name, before what it is done with, starts a note', () => {
    check([
      ['2 celery sticks sliced in half then cut ½cm/¼in thick', 2, 'stick', 'celery'],
      ['3 pounds boned shoulder of veal trimmed of gristle and fat', 3, 'lb', 'shoulder of veal'],
      ['½ lb short pasta cooked to very al dente', 0.5, 'lb', 'short pasta'],
      // Cut which way, and cut with a verb of its own ("cut", "split", "torn").
      ['1/2 cucumber cut lengthwise and thinly sliced', 0.5, null, 'cucumber'],
      ['3/4 cup celery cut crosswise into quarter-inch pieces', 0.75, 'cup', 'celery'],
      ['2 aubergines sliced lengthways and grilled', 2, null, 'aubergines'],
      ['4 white crusty rolls split in half, toasted', 4, null, 'white crusty rolls'],
      // "a cut of" is the thing bought.
      ['3 pounds sirloin or other cut of steak', 3, 'lb', 'sirloin or other cut of steak'],
      // A participle that ends the name is what the cook does to it, unless the name says what
      // the thing has.
      ['150ml/5fl oz double cream whipped', 150, 'ml', 'double cream'],
      ['4kg pork loin with belly attached', 4, 'kg', 'pork loin with belly attached'],
      ['¼ teaspoon powdered fennel seed', 0.25, 'tsp', 'powdered fennel seed'],
      // Not how a thing is sold ("packed in brine"), nor a preparation at the head.
      ['10.5 oz feta packed in brine', 10.5, 'oz', 'feta packed in brine'],
      ['1 cup chopped onion', 1, 'cup', 'onion'],
    ]);
  });

  describe('another amount said against this one, what not to buy, a size and "sufficient" are notes', () => {
    check([
      ['1 tablespoon chopped fresh tarragon or half the amount dried', 1, 'tbsp', 'fresh tarragon'],
      ['3 cloves of garlic and an equivalent amount of fresh ginger', 3, 'clove', 'garlic'],
      ['2 cups whole milk, do not substitute skim milk', 2, 'cup', 'whole milk'],
      ['1 pound noodles between ½ and 1 inch wide', 1, 'lb', 'noodles'],
      ['Vegetable oil sufficient in quantity to fill the fryer', null, null, 'Vegetable oil'],
    ]);
  });

  describe('another count after the unit, and a bracket before a joined measure, are notes', () => {
    check([
      ['1/8 teaspoon or a few drops of almond extract', 0.125, 'tsp', 'almond extract'],
      ['500g/1lb 2oz or 2 large handfuls of stale bread', 500, 'g', 'stale bread'],
      [
        '1 tablespoon (¼ ounce) plus 1 teaspoon granulated sugar',
        4 / 3,
        'tbsp',
        'granulated sugar',
      ],
      ['1 cup (packed) plus 2 tablespoons brown sugar', 1.125, 'cup', 'brown sugar'],
      // Another thing after "or" is still the name's alternative.
      ['2 tbsp or so honey', 2, 'tbsp', 'honey'],
      ['1 pound onions or 2 large', 1, 'lb', 'onions'],
      // A count of the thing itself after a weight or volume: the weight is the amount.
      ['200g or 1 med-lrg onion, medium diced', 200, 'g', 'onion'],
      ['1 cup or 2 large carrots, grated', 1, 'cup', 'carrots'],
    ]);
    it('keeps a count of the thing after a measure as a note', () => {
      expect(parseIngredient('200 g or 1 onion, diced').notes).toBe('or 1; diced');
      expect(parseIngredient('1 cup or 2 large carrots').notes).toBe('or 2 large');
    });
    it('keeps "packed" between the number and a measure as a note, as after it', () => {
      expect(parseIngredient('¾ packed cup (75g) sharp cheddar cheese')).toMatchObject({
        quantity: 0.75,
        unit: 'cup',
        name: 'sharp cheddar cheese',
        notes: 'packed; 75g',
      });
      expect(parseIngredient('1 packed cup basil leaves').notes).toBe('packed');
    });
    it('keeps the other count and the bracket as notes', () => {
      expect(parseIngredient('1/8 teaspoon or a few drops of almond extract').notes).toBe(
        'or a few drops',
      );
      expect(parseIngredient('1 cup (140g) plus 2 tablespoons flour').notes).toBe('140g');
    });
    it('reads a bracket before "or" and another amount, or "of", as a note, with no stray word', () => {
      expect(parseIngredient('1 can (15 oz) or 1 1/2 cups cooked black beans')).toMatchObject({
        quantity: 1,
        unit: 'can',
        name: 'black beans',
        notes: '15 oz; 1 1/2 cups; cooked',
      });
      expect(parseIngredient('1 tablespoon (15 ml) or 2 teaspoons dried oregano')).toMatchObject({
        quantity: 1,
        unit: 'tbsp',
        name: 'dried oregano',
        notes: '15 ml; 2 teaspoons',
      });
      expect(parseIngredient('1 cup (240 ml) or more chicken stock')).toMatchObject({
        quantity: 1,
        unit: 'cup',
        name: 'chicken stock',
        notes: '240 ml',
      });
      expect(parseIngredient('1/8 teaspoon (0.5 ml) or a few drops almond extract')).toMatchObject({
        name: 'almond extract',
        notes: '0.5 ml; or a few drops',
      });
      expect(parseIngredient('1 tbsp (scant) of kosher salt').notes).toBe('scant');
      expect(parseIngredient('2 cups (500 ml) of water').notes).toBe('500 ml');
      // An "or" further on names the thing's alternative.
      expect(parseIngredient('1 cup (packed) basil or parsley').name).toBe('basil or parsley');
    });
  });

  describe('two ways of making a thing joined by "or" go or stay together', () => {
    check([
      [
        '1 cup unsweetened shredded or flaked coconut',
        1,
        'cup',
        'unsweetened shredded or flaked coconut',
      ],
      ['1 teaspoon ground or crumbled dried sage', 1, 'tsp', 'ground or crumbled dried sage'],
      [
        'Toasted or grilled country bread, for serving',
        null,
        null,
        'Toasted or grilled country bread',
      ],
      // With an adverb the cook does both: both go.
      ['2 cups broken or coarsely chopped walnut pieces', 2, 'cup', 'walnut pieces'],
      ['¼ teaspoon freshly grated or ground nutmeg', 0.25, 'tsp', 'nutmeg'],
      // Two preparations went together already; a thing on one side is a choice of things.
      ['2 cups sliced or chopped celery', 2, 'cup', 'celery'],
      // The later thing's own preparation stays with it (lines19).
      ['225g baking spread or softened butter', 225, 'g', 'baking spread or softened butter'],
    ]);
  });

  describe('with no number, a herb or vegetable portion that ends the name is its unit', () => {
    check([
      ['Garlic cloves', null, 'clove', 'Garlic'],
      ['fresh parsley sprigs', null, 'sprig', 'fresh parsley'],
      ['Celery ribs, cleaned and trimmed', null, 'rib', 'Celery'],
      // Other portions, more than one thing, or no name before the portion: as written.
      ['Jicama sticks', null, null, 'Jicama sticks'],
      ['parsley or chervil sprigs, to garnish', null, null, 'parsley or chervil sprigs'],
      ['a few cloves', null, null, 'a few cloves'],
    ]);
  });

  describe('a unit\'s word joined by "and" to another part is the name', () => {
    check([
      ['Heads and bones from fish', null, null, 'Heads and bones from fish'],
      ['Several sprigs and stems of parsley', null, null, 'Several sprigs and stems of parsley'],
      ['pinch of salt', null, 'pinch', 'salt'],
    ]);
  });

  it('reads the thing after a choice of forms joined to a preparation by "and"', () => {
    expect(
      parseIngredient('¼ pound fresh or frozen and thawed green beans, cut into pieces'),
    ).toMatchObject({
      quantity: 0.25,
      unit: 'lb',
      name: 'green beans',
    });
    expect(parseIngredient('1 cup fresh or thawed frozen corn').name).toBe('corn');
  });

  describe('a per cent at the start of a line is the kind, not the amount', () => {
    check([
      [
        '60% bittersweet chocolate pistoles, 1½ cups',
        1.5,
        'cup',
        '60% bittersweet chocolate pistoles',
      ],
      ['70% dark chocolate', null, null, '70% dark chocolate'],
      ['100g 70% dark chocolate', 100, 'g', '70% dark chocolate'],
    ]);
  });

  describe('a size after "whole" or "free-range" is still a size', () => {
    check([
      ['4 whole large eggs', 4, null, 'whole eggs'],
      ['3 whole free-range medium eggs', 3, null, 'whole free-range eggs'],
      ['2 whole small dried chile peppers', 2, null, 'whole dried chile peppers'],
      // After a word of the name it is part of it.
      ['1 cup pasta small shells', 1, 'cup', 'pasta small shells'],
    ]);
  });

  describe('a portion after "with" or "and" is what the thing has, not its unit', () => {
    check([
      ['4 tall pears with stalks', 4, null, 'tall pears with stalks'],
      ['2 pork chops and ribs', 2, null, 'pork chops and ribs'],
      ['2 garlic cloves', 2, 'clove', 'garlic'],
    ]);
  });

  describe('keeps "store-bought" and "shop-bought" in the name, as "homemade" is', () => {
    check([
      ['270g/10oz shop-bought filo pastry', 270, 'g', 'shop-bought filo pastry'],
      ['1 store-bought graham cracker crust', 1, null, 'store-bought graham cracker crust'],
      ['1 cup homemade chicken stock', 1, 'cup', 'homemade chicken stock'],
      ['1 cup dulce de leche, store-bought or homemade', 1, 'cup', 'dulce de leche'],
    ]);
  });

  describe('a pat is a unit after a number, a name word without one', () => {
    check([
      ['2 pats of butter', 2, 'pat', 'butter'],
      ['a pat of salted butter', 1, 'pat', 'salted butter'],
      ['pat dry the fish fillets', null, null, 'pat dry the fish fillets'],
    ]);
  });

  describe('a size by a thing of that size comes before a unit as any size does', () => {
    check([
      ['thumb-sized piece of ginger, peeled', null, 'piece', 'ginger'],
      ['2 thumb-size pieces ginger', 2, 'piece', 'ginger'],
      ['walnut-sized knob of butter', null, 'knob', 'butter'],
      // And a cassia stick is bought as a cinnamon stick is.
      ['1 large cinnamon or cassia stick, broken', 1, null, 'cinnamon or cassia stick'],
    ]);
  });

  describe('"or use" starts a note, and "your choice of" before the name is no part of it', () => {
    check([
      ['2 Maraschino Cherries or use store-bought', 2, null, 'Maraschino Cherries'],
      ['1 cup of your choice of coarsely chopped nuts', 1, 'cup', 'nuts'],
      // After the name the corpora keep it.
      ['2 cups barbecue sauce of your choice', 2, 'cup', 'barbecue sauce of your choice'],
    ]);
  });

  describe('"packed in" after the name is how it is sold, and stays with what it is packed in', () => {
    check([
      ['10.5 oz feta packed in brine, brine reserved', 10.5, 'oz', 'feta packed in brine'],
      ['3 anchovy fillets packed in oil, drained', 3, null, 'anchovy fillets packed in oil'],
      // Before the name, or with nothing after it, it is how the cup is filled.
      ['1 cup packed brown sugar', 1, 'cup', 'brown sugar'],
      ['1 cup brown sugar, packed', 1, 'cup', 'brown sugar'],
    ]);
  });

  describe('preparations listed with a comma before "and" are one chain, as without it', () => {
    check([
      ['½ cup peeled, seeded, and diced tomato', 0.5, 'cup', 'tomato'],
      ['2 peeled, seeded and diced tomatoes', 2, null, 'tomatoes'],
      // A tin's kind after what is done to the tin's contents stays.
      ['1 can drained, rinsed, and diced tomatoes', 1, 'can', 'diced tomatoes'],
      ['1 cup roasted, shelled, and skinned chestnuts', 1, 'cup', 'chestnuts'],
    ]);
  });

  describe('a range of sizes written as one word is a size', () => {
    check([
      ['8 ounces medium-to-large raw shrimp', 8, 'oz', 'raw shrimp'],
      ['2 small-or-medium onions', 2, null, 'onions'],
      // Not a range of two sizes.
      ['1 cup ready-to-eat cereal', 1, 'cup', 'ready-to-eat cereal'],
    ]);
  });

  describe("a comma or dash that opens every bracket is no part of the bracket's note", () => {
    it.each([
      ['1 yellow onion (, chopped)', 'yellow onion', 'chopped'],
      ['1 large egg (, at room temperature)', 'egg', 'large; at room temperature'],
      ['1 tablespoon sugar (- raw or white sugar)', 'sugar', 'raw or white sugar'],
    ])('%s', (line, name, notes) => {
      expect(parseIngredient(line)).toMatchObject({ name, notes });
    });
    it('keeps a negative number and a decimal comma', () => {
      expect(parseIngredient('1 cup water (-1 tbsp)').notes).toBe('-1 tbsp');
      expect(parseIngredient('1 tomato, cut into ¼-inch (,5-cm) dice').notes).toContain(',5-cm');
    });
  });

  describe('a name written all in brackets is the bracket that names a thing', () => {
    check([
      ['2 cups (rolled oats)', 2, 'cup', 'rolled oats'],
      ['2 cups (500ml) (whole milk)', 2, 'cup', 'whole milk'],
      // A bracket that says how, not what, stays as it was.
      ['2 cups (optional)', 2, 'cup', '(optional)'],
      ['1 tsp (to taste)', 1, 'tsp', '(to taste)'],
    ]);
  });

  describe('a size, "whole" or a part\'s state after the name is a note', () => {
    check([
      ['2 Eggs large', 2, null, 'Eggs'],
      ['4 potatoes large, peeled', 4, null, 'potatoes'],
      // So is "whole", the thing left uncut, as after a comma (the name was "onions whole").
      ['2 onions whole', 2, null, 'onions'],
      ['3 medium beets whole, leaves and stems discarded', 3, null, 'beets'],
      ['1 cup almonds whole', 1, 'cup', 'almonds'],
      // A part's state after the name, with no comma, is a note too (the names found no food).
      ['2 pounds bone-in chicken thighs skin removed', 2, 'lb', 'bone-in chicken thighs'],
      ['4 Chicken Thighs Skin On', 4, null, 'Chicken Thighs'],
      ['500g prawns tails on', 500, 'g', 'prawns'],
      ['2 cups onion skins', 2, 'cup', 'onion skins'],
      // After alternatives it describes the other thing.
      [
        '3 Roma tomatoes or other small, flavorful tomato',
        3,
        null,
        'Roma tomatoes or other small flavorful tomato',
      ],
    ]);
  });

  describe("a citrus fruit's part with no count before the fruit names the fruit", () => {
    check([
      ['Grated zest of lemon', null, null, 'lemon'],
      ['Zest of orange, to garnish', null, null, 'orange'],
      // The fruit's other part after it is a note, as the first part is.
      ['grated zest of 1 lemon and juice', 1, null, 'lemon'],
      // Not a thing named after the fruit.
      ['Zest of lemon curd', null, null, 'Zest of lemon curd'],
      ['juice of lemon grass', null, null, 'juice of lemon grass'],
    ]);
  });

  describe('a citrus fruit\'s part before its count, "of" unsaid, counts the fruit', () => {
    check([
      ['zest ½ lemon', 0.5, null, 'lemon'],
      ['zest and juice 1 unwaxed lime', 1, null, 'unwaxed lime'],
      ['finely grated zest 1 orange, to serve', 1, null, 'orange'],
      ['Juice 2 limes', 2, null, 'limes'],
      ['zest 1 orange, plus a squeeze of juice', 1, null, 'orange'],
      // Not a thing named after the fruit, nor a measure of juice.
      ['zest 1 lemon curd', null, null, 'zest 1 lemon curd'],
      ['juice 2 cups', 2, 'cup', 'juice'],
    ]);
    it('keeps the part as a note', () => {
      expect(parseIngredient('zest and juice 1 lemon').notes).toBe('zest and juice');
    });
  });

  describe('a fraction of a pack before "x" counts the pack, as a whole count does', () => {
    check([
      ['½ x 20g pack coriander, chopped', 0.5, 'pack', 'coriander'],
      ['1.5 x 400g tins chickpeas', 1.5, 'can', 'chickpeas'],
      // No "x": a fraction before a word is still the amount of it.
      ['1/2 xanthan gum', 0.5, null, 'xanthan gum'],
    ]);
  });

  describe('a ball or a sheet after a weight is what the weight is of, as a tin is', () => {
    check([
      ['125g ball mozzarella, torn', 125, 'g', 'mozzarella'],
      [
        '375g/13oz sheet ready-rolled shortcrust pastry',
        375,
        'g',
        'ready-rolled shortcrust pastry',
      ],
      ['15g piece fresh root ginger', 15, 'g', 'fresh root ginger'],
      // Counted, they are the unit.
      ['2 balls mozzarella', 2, 'ball', 'mozzarella'],
    ]);
  });

  describe('a length after a count is the size of each thing counted', () => {
    check([
      ['1 9-inch pie crust', 1, null, 'pie crust'],
      ['2 6-inch flour tortillas', 2, null, 'flour tortillas'],
      // Before a pack or a portion it is still that pack's size.
      ['1 1-inch piece ginger', 1, 'piece', 'ginger'],
    ]);
    it('keeps the length as a note', () => {
      expect(parseIngredient('1 9-inch pie crust').notes).toBe('9-inch');
    });
  });

  describe('footnote marks are not part of the name', () => {
    check([
      ['1 teaspoon ground cinnamon¹', 1, 'tsp', 'ground cinnamon'],
      ['2 cups flour†, sifted', 2, 'cup', 'flour'],
      ['1 cup sugar²', 1, 'cup', 'sugar'],
      ['2 tbsp gochujang**', 2, 'tbsp', 'gochujang'],
    ]);
  });

  describe('a count and a times sign with no pack size count what follows', () => {
    check([
      ['3 x eggs', 3, null, 'eggs'],
      ['1 x red onion, finely chopped', 1, null, 'red onion'],
      ['2 x tins tomatoes', 2, 'can', 'tomatoes'],
      // "xl" is a size, not a times sign.
      ['1 xl egg', 1, null, 'egg'],
    ]);
  });

  describe('"as garnish" after the name is what it is for, and "you like" is no "like"', () => {
    check([
      ['1 thin spiral of orange peel as garnish', 1, null, 'thin spiral of orange peel'],
      ['Lemon wedges as an accompaniment', null, null, 'Lemon wedges'],
      [
        "Frank's Hot Sauce or whatever hot sauce you like",
        null,
        null,
        "Frank's Hot Sauce or whatever hot sauce you like",
      ],
      // "like" for "such as" still starts a note, and so does a note after "you like".
      ['hot sauce like Tabasco', null, null, 'hot sauce'],
      ['any cheese you like to taste', null, null, 'cheese you like'],
    ]);
  });

  describe('after a measure, the pieces a thing is cut into before its name are a note', () => {
    check([
      ['3 cups (750 mL) bite-size pieces roasted turkey', 3, 'cup', 'roasted turkey'],
      ['½ cup thin shavings Parmigiano-Reggiano', 0.5, 'cup', 'Parmigiano-Reggiano'],
      ['1 cup Bite-Size PIECES roasted turkey', 1, 'cup', 'roasted turkey'],
      ['2 cups 1-inch pieces cooked chicken', 2, 'cup', 'chicken'],
      // After the name they are the thing ("walnut pieces"), and a count of pieces is a count.
      ['2 tbsp walnut pieces (optional)', 2, 'tbsp', 'walnut pieces'],
      ['3 pieces chicken', 3, 'piece', 'chicken'],
    ]);
  });

  describe('after "each", every thing a comma list names is the name', () => {
    check([
      [
        '½ bunch each oregano, rosemary, thyme, sage, parsley',
        0.5,
        'bunch',
        'oregano, rosemary, thyme, sage, parsley',
      ],
      ['1 tbsp each oregano, rosemary, thyme', 1, 'tbsp', 'oregano, rosemary, thyme'],
      ['1 tsp each of cumin, coriander', 1, 'tsp', 'cumin, coriander'],
      // A clause after the things that names none is still a note.
      ['2 sprigs each thyme, rosemary, tied together', 2, 'sprig', 'thyme, rosemary'],
      // Without "each", a comma still ends the name.
      ['½ bunch oregano, leaves picked', 0.5, 'bunch', 'oregano'],
      // "whole" opening a clause of the list is that thing's, not a note on the one before.
      [
        '1 tablespoon each sliced almonds, whole pistachios, pine nuts, walnut halves',
        1,
        'tbsp',
        'almonds, whole pistachios, pine nuts, walnut halves',
      ],
      ['2 tbsp each pine nuts, whole pistachios', 2, 'tbsp', 'pine nuts, whole pistachios'],
      // "whole" alone is still how the thing before is left.
      ['1 tbsp each cumin, whole, toasted', 1, 'tbsp', 'cumin'],
      // Without "each", ", whole" is a note as before.
      ['2 chillies, whole', 2, null, 'chillies'],
    ]);
  });

  describe('a word of degree before a size inside the name goes with the size', () => {
    check([
      ['2 to 6 whole, very small white onions, peeled', 2, null, 'whole white onions'],
      ['3 ripe, very large tomatoes', 3, null, 'ripe tomatoes'],
      ['4 whole very large eggs', 4, null, 'whole eggs'],
      ['3 fresh extra large eggs', 3, null, 'fresh eggs'],
      // At the head, as before; "extra virgin" is no size.
      ['2 very large onions', 2, null, 'onions'],
      ['2 tbsp extra virgin olive oil', 2, 'tbsp', 'extra virgin olive oil'],
    ]);
    it('keeps the word of degree in the note', () => {
      expect(parseIngredient('4 whole very large eggs').notes).toBe('very large');
      expect(parseIngredient('3 ripe, very large tomatoes').notes).toBe('very large');
    });
  });

  describe("praise of a stock and a thing's warmth are notes", () => {
    check([
      ['4 cups well-flavored chicken stock', 4, 'cup', 'chicken stock'],
      [
        '4 1/2 cups well-flavored chicken or vegetable stock',
        4.5,
        'cup',
        'chicken or vegetable stock',
      ],
      ['2 cups well-flavoured beef stock', 2, 'cup', 'beef stock'],
      // Before a word shops sell prepared ("chicken"), as before any other.
      ['1 cup chilled chicken broth', 1, 'cup', 'chicken broth'],
      ['2 cups cooled chicken stock', 2, 'cup', 'chicken stock'],
      ['1 cup warmed tomatoes', 1, 'cup', 'tomatoes'],
      // A preparation the shop sells stays.
      ['1 cup chopped tomatoes', 1, 'cup', 'chopped tomatoes'],
    ]);
    it('keeps them in the note', () => {
      expect(parseIngredient('1 cup chilled chicken broth').notes).toBe('chilled');
      expect(parseIngredient('4 cups well-flavored chicken stock').notes).toBe('well-flavored');
    });
  });

  describe('the pieces a thing is cut to, said in words after the name, are a note', () => {
    check([
      ['6 ounces pancetta in small dice (1 1/2 cups)', 6, 'oz', 'pancetta'],
      [
        '3 pounds boneless rump roast or top round in one piece',
        3,
        'lb',
        'boneless rump roast or top round',
      ],
      [
        '6 ounces semisweet or bittersweet chocolate in small pieces',
        6,
        'oz',
        'semisweet or bittersweet chocolate',
      ],
      // As with a length, which was a note already.
      ['3 ounces slab bacon in 1/4-inch dice', 3, 'oz', 'slab bacon'],
      // The juice a thing comes in stays.
      ['2 cups diced tomatoes in their own juice', 2, 'cup', 'diced tomatoes in their own juice'],
    ]);
    it('keeps the pieces in the note', () => {
      expect(parseIngredient('6 ounces pancetta in small dice (1 1/2 cups)').notes).toBe(
        '1 1/2 cups; in small dice',
      );
    });
  });

  describe('an "and" between two preparations taken off the name goes with them', () => {
    check([
      [
        '4 ripe tomatoes skinned and chopped, or canned tomatoes, chopped',
        4,
        null,
        'ripe tomatoes or canned tomatoes',
      ],
      ['1 lb carrots peeled and diced, or parsnips', 1, 'lb', 'carrots or parsnips'],
      // Two things joined by "and" keep it.
      ['salt and freshly ground pepper', null, null, 'salt and pepper'],
      ['2 tbsp chopped parsley and chives', 2, 'tbsp', 'parsley and chives'],
    ]);
    it('keeps the "and" in the note', () => {
      expect(parseIngredient('1 lb carrots peeled and diced, or parsnips').notes).toBe(
        'peeled and diced',
      );
    });
  });

  describe('a fraction in words, and "a half"', () => {
    check([
      ['one-half cup sugar', 0.5, 'cup', 'sugar'],
      ['two-thirds cup milk', 2 / 3, 'cup', 'milk'],
      ['three-quarters teaspoon salt', 0.75, 'tsp', 'salt'],
      ['one and one-half cups flour', 1.5, 'cup', 'flour'],
      ['one and a half cups flour', 1.5, 'cup', 'flour'],
      ['2 and a half cups stock', 2.5, 'cup', 'stock'],
      ['a half cup sugar', 0.5, 'cup', 'sugar'],
      ['A quarter teaspoon cayenne', 0.25, 'tsp', 'cayenne'],
      // "a" before anything else is still one.
      ['a cup of flour', 1, 'cup', 'flour'],
    ]);
  });

  describe('"half of a", "a quarter of a" and "a dozen" are amounts', () => {
    check([
      ['half of a lemon', 0.5, null, 'lemon'],
      ['a quarter of a cup of milk', 0.25, 'cup', 'milk'],
      ['a dozen eggs', 12, null, 'eggs'],
      ['half a dozen eggs', 6, null, 'eggs'],
      // A part of the thing before "of" is still a note ("Juice of half a lemon").
      ['Juice of half a lemon', 0.5, null, 'lemon'],
    ]);
  });

  describe('a thumb after a number or "a" is a portion', () => {
    check([
      ['a thumb of ginger', 1, 'thumb', 'ginger'],
      ['1 thumb fresh ginger, grated', 1, 'thumb', 'fresh ginger'],
      ['2 Tom Thumb lettuces', 2, null, 'Tom Thumb lettuces'],
    ]);
  });

  describe("a numbered list's item number is not the amount", () => {
    check([
      ['1. 2 cups flour', 2, 'cup', 'flour'],
      ['4) 3 eggs', 3, null, 'eggs'],
    ]);
  });

  describe('a square after a number', () => {
    check([
      ['2 squares dark chocolate', 2, 'square', 'dark chocolate'],
      ['1 (1 ounce) square unsweetened chocolate', 1, 'square', 'unsweetened chocolate'],
      ['6 squares of filo pastry', 6, 'square', 'filo pastry'],
      // After more than one, the singular is the things' shape.
      ['24 square crackers', 24, null, 'square crackers'],
    ]);
  });

  it("takes a range of one thing's weight off its name, as a single weight is", () => {
    expect(parseIngredient('1 3- to 4-pound chicken')).toMatchObject({
      quantity: 1,
      unit: null,
      name: 'chicken',
      notes: '3- to 4-pound',
    });
    expect(parseIngredient('One 3 1/2- to 4-pound chicken').name).toBe('chicken');
    expect(parseIngredient('1 3-4 pound pork shoulder').name).toBe('pork shoulder');
    expect(parseIngredient('1 4-pound chicken').name).toBe('chicken');
  });

  it('keeps the size of a pack or a portion in the notes', () => {
    expect(parseIngredient('1 large pot yogurt')).toMatchObject({
      quantity: 1,
      unit: 'pot',
      name: 'yogurt',
      notes: 'large',
    });
    expect(parseIngredient('2 small tins sweetcorn, drained').notes).toBe('small; drained');
    expect(parseIngredient('4 large cloves garlic').notes).toBe('large');
    expect(parseIngredient('2 thick slices bread').notes).toBe('thick');
    expect(parseIngredient('1 cup milk').notes).toBe('');
  });

  describe('reads a unit after a range of sizes, the range a note', () => {
    check([
      ['3 small-to-medium cloves garlic, crushed', 3, 'clove', 'garlic'],
      ['2 small-medium heads broccoli', 2, 'head', 'broccoli'],
      ['2 medium to large bunches kale', 2, 'bunch', 'kale'],
      ['3 medium or large cloves garlic', 3, 'clove', 'garlic'],
      // "to" and "or" join sizes only: not a size after them, no unit.
      ['1 medium or 2 small leeks', 1, null, 'leeks'],
    ]);
    it('keeps the range in the notes', () => {
      expect(parseIngredient('2 medium to large bunches kale').notes).toBe('medium to large');
    });
  });

  it('keeps the recipe id when given', () => {
    expect(parseIngredient('1 onion', 'r1').recipeId).toBe('r1');
  });
});

describe('what leads a name and is not it', () => {
  it('takes off any white space and commas, then "of", "each", "d\'" and an extra amount', () => {
    expect(extractName('\u2009,\u00a0 of flour')).toEqual({ name: 'flour', notes: [] });
    expect(extractName('\ufeff\tEach carrot')).toEqual({ name: 'carrot', notes: [] });
    expect(extractName("d'ail").name).toBe('ail');
    expect(extractName(' , Plus 2 tablespoons, softened butter')).toEqual({
      name: 'butter',
      notes: ['softened', 'Plus 2 tablespoons'],
    });
    expect(extractName('  +2 tbsp softened butter').notes).toEqual(['softened', '+2 tbsp']);
    expect(extractName('plushy toy').name).toBe('plushy toy');
  });
});

describe('the characters a name has', () => {
  it('finds footnote marks, brackets, slashes, dashes, colons, plus signs and digits', () => {
    expect(extractName(' ground cinnamon¹').name).toBe('ground cinnamon');
    expect(extractName(' butter†, softened')).toEqual({ name: 'butter', notes: ['softened'] });
    expect(extractName(' flour (sifted)')).toEqual({ name: 'flour', notes: ['sifted'] });
    expect(extractName('/7.6 ounces/217 grams light brown sugar')).toEqual({
      name: 'light brown sugar',
      notes: ['/7.6 ounces/217 grams'],
    });
    expect(extractName(' sugar - or to taste').notes).toEqual(['or to taste']);
    expect(extractName(' salt; pepper').notes).toEqual(['pepper']);
    expect(extractName(' parmesan: grated').notes).toEqual(['grated']);
    expect(extractName(' flour + 2 tbsp extra').notes).toEqual(['+ 2 tbsp extra']);
    expect(extractName(' cucumbers 3 to 4 inches long').notes).toEqual(['3 to 4 inches long']);
    expect(extractName(' cucumbers 3 - 4 inches long').notes).toEqual(['3 - 4 inches long']);
    expect(extractName(' ginger 1 1/4" thick').notes).toEqual(['1 1/4" thick']);
    expect(extractName(' water at 110°F').notes).toEqual(['at 110°F']);
  });
});

describe('a participle at the end of a name', () => {
  it('is a note in either case, after a word of the name', () => {
    expect(extractName(' double cream whipped')).toEqual({
      name: 'double cream',
      notes: ['whipped'],
    });
    expect(extractName(' double cream WHIPPED')).toEqual({
      name: 'double cream',
      notes: ['WHIPPED'],
    });
    expect(extractName(' red').name).toBe('red');
  });
});

describe('lengths, packs and spoons written the British way', () => {
  describe('a length in two units before a piece is the size of one piece', () => {
    check([
      ['5cm/2in piece of ginger, grated', 1, 'piece', 'ginger'],
      ['4cm/1½in piece fresh root ginger, peeled', 1, 'piece', 'fresh root ginger'],
      ['2.5cm/1in piece of fresh root ginger', 1, 'piece', 'fresh root ginger'],
      ['2cm (¾in) piece fresh ginger', 1, 'piece', 'fresh ginger'],
      ['10cm/4in piece cucumber', 1, 'piece', 'cucumber'],
    ]);
    it('keeps both lengths in the notes', () => {
      expect(parseIngredient('5cm/2in piece of ginger, grated').notes).toBe('5cm/2in; grated');
      expect(parseIngredient('2cm (¾in) piece fresh ginger').notes).toBe('2cm (3/4 in)');
    });
  });

  describe('a range of packs before a times sign counts the packs', () => {
    check([
      ['2-3 x 150g cod fillets', 2, null, 'cod fillets'],
      ['4-6 x 400g tins chopped tomatoes', 4, 'can', 'chopped tomatoes'],
    ]);
    it('reads the upper end of the range', () => {
      expect(parseIngredient('2-3 x 150g cod fillets').quantityMax).toBe(3);
      expect(parseIngredient('1-2 x 5ml spoons sugar').quantityMax).toBe(2);
      expect(parseIngredient('1-2 x 2.5ml spoons salt').quantityMax).toBe(5);
    });
  });

  describe('a count of metric measuring spoons is teaspoons, dessertspoons or tablespoons', () => {
    check([
      ['1 x 5ml spoon salt', 1, 'tsp', 'salt'],
      ['1 x 5 ml spoon salt', 1, 'tsp', 'salt'],
      ['2 × 15ml spoons olive oil', 2, 'tbsp', 'olive oil'],
      ['2 x 10ml spoons sugar', 2, 'dessertspoon', 'sugar'],
      ['2 level 15ml spoons cocoa', 2, 'tbsp', 'cocoa'],
      ['1 heaped 5ml spoon mixed spice', 1, 'tsp', 'mixed spice'],
      ['½ x 5ml spoon pepper', 0.5, 'tsp', 'pepper'],
      ['1 x 2.5ml spoon salt', 2.5, 'ml', 'salt'],
      ['1 teaspoon salt', 1, 'tsp', 'salt'],
    ]);
  });

  describe('a bracket opened after the amount and never closed holds the amount in other units', () => {
    check([
      ['1 lb (500g firm white fish fillets, cut into pieces', 1, 'lb', 'firm white fish fillets'],
      ['2 cups (500 ml milk', 2, 'cup', 'milk'],
      // Not an amount: the bracket is left as it was.
      ['2 cups (about milk', 2, 'cup', '(about milk'],
    ]);
    it('keeps the bracket amount in the notes', () => {
      expect(parseIngredient('2 cups (500 ml milk').notes).toBe('500 ml');
    });
  });

  describe('an em dash beside a word sets a clause apart', () => {
    check([
      ['1 cup pitted soft olives —the Italian or Greek variety', 1, 'cup', 'pitted soft olives'],
      ['1 cup pitted soft olives—the Italian or Greek variety', 1, 'cup', 'pitted soft olives'],
      ['2—3 tbsp honey', 2, 'tbsp', 'honey'],
    ]);
  });
});

describe('a bracket inside a bracket is part of the outer one', () => {
  check([
    [
      'Pasta dough (made with 1 egg, a pinch of salt, and about 1 cup (150g) flour)',
      null,
      null,
      'Pasta dough',
    ],
    [
      '1-2 pieces wakame seaweed (soak, then cut into 1-inch [2.5-cm] pieces)',
      1,
      'piece',
      'wakame seaweed',
    ],
    ['2 cups rice (basmati (or jasmine)), rinsed', 2, 'cup', 'rice'],
  ]);
  it('keeps the outer bracket whole in the notes', () => {
    expect(extractName(' rice (basmati (or jasmine)), rinsed').notes).toEqual([
      'basmati (or jasmine)',
      'rinsed',
    ]);
  });
});

describe("a count, then one thing's weight in two units, counts the thing", () => {
  check([
    ['a 1.5kg/3lb 5oz chicken', 1, null, 'chicken'],
    ['1 1.5kg/3lb chicken, jointed', 1, null, 'chicken'],
    ['2 1.5kg/3lb 5oz chickens', 2, null, 'chickens'],
    // A mixed number's measure, and a hyphenated weight after "a", are read as before.
    ['1 1/2lb/700g stewing beef', 1.5, 'lb', 'stewing beef'],
    ['A 5½-lb ready-to-cook duckling', 5.5, 'lb', 'ready-to-cook duckling'],
  ]);
  it('keeps the weight in the notes', () => {
    expect(parseIngredient('a 1.5kg/3lb 5oz chicken').notes).toBe('1.5kg/3lb 5oz');
  });
});

describe('"topped and tailed" is a preparation', () => {
  check([
    ['4 salad onions topped, tailed and cut into 5cm/2in lengths', 4, null, 'salad onions'],
    ['200g green beans topped and tailed', 200, 'g', 'green beans'],
  ]);
});

describe('a preparation after the name, with what it is done to or another joined to it, is a note', () => {
  check([
    // Where a bracket was taken out, the words beside it are neighbours.
    ['½ lb short pasta (rigatoni, shells, etc.) cooked to very al dente', 0.5, 'lb', 'short pasta'],
    ['½ lb short pasta (such as rigatoni) cooked in salted water', 0.5, 'lb', 'short pasta'],
    // A word kept in its brackets ends the name as well.
    ['½ lb short pasta (rigatoni) cooked to very al dente', 0.5, 'lb', 'short pasta (rigatoni)'],
    // Two preparations joined by "and" at the end.
    ['200g spinach washed and dried', 200, 'g', 'spinach'],
    ['2 cups beans soaked and drained', 2, 'cup', 'beans'],
    ['4 corn cobs husked and halved', 4, null, 'corn cobs'],
  ]);
  it('keeps the whole preparation in the notes', () => {
    expect(parseIngredient('200g spinach washed and dried').notes).toBe('washed and dried');
    expect(parseIngredient('½ lb short pasta (rigatoni) cooked to very al dente').notes).toBe(
      'cooked to very al dente',
    );
  });
});

describe('preparations joined by "and" to a note after a comma are one note with it', () => {
  it('keeps "peeled and cut into chunks" whole', () => {
    expect(
      parseIngredient('1 small butternut squash (about 1kg), peeled and cut into chunks'),
    ).toMatchObject({
      name: 'butternut squash',
      notes: 'small; about 1kg; peeled and cut into chunks',
    });
    expect(parseIngredient('1 pound potatoes, peeled and cut into ½-inch dice').notes).toBe(
      'peeled and cut into 1/2-inch dice',
    );
  });
  it('leaves other words before the note apart', () => {
    expect(parseIngredient('1 lb beef, red and cut into strips').notes).toBe(
      'red and; cut into strips',
    );
  });
});

describe('a note started in a later comma clause', () => {
  it('comes after the clauses before it, in the order the line gives them', () => {
    expect(parseIngredient('1 carrot, peeled, cut into 1-inch pieces').notes).toBe(
      'peeled; cut into 1-inch pieces',
    );
    const tied = parseIngredient(
      '2 bay leaves, 12 black peppercorns, 6 juniper berries, all tied in cheesecloth',
    );
    expect(tied.name).toBe('bay leaves');
    expect(tied.notes).toBe('12 black peppercorns, 6 juniper berries, all; tied in cheesecloth');
  });

  it("keeps a note started in the name's own clause whole, with the clauses after it", () => {
    expect(parseIngredient('1 onion fried in butter, chopped').notes).toBe(
      'fried in butter, chopped',
    );
  });
});

describe("US recipe sites' layouts and other shorthands", () => {
  describe("a count, a dash and one pack's size are packs of that size", () => {
    check([
      ['1 - 12 oz. can evaporated milk', 1, 'can', 'evaporated milk'],
      ['2 - 10 oz packages frozen spinach, thawed', 2, 'package', 'frozen spinach'],
      ['1-16 oz jar salsa', 1, 'jar', 'salsa'],
      ['1 – 32 ounce carton chicken broth', 1, 'carton', 'chicken broth'],
    ]);
    it('keeps the size in the notes', () => {
      expect(parseIngredient('1 - 12 oz. can evaporated milk').notes).toBe('12 oz.');
    });
  });
  describe('a range of a measure stays a range', () => {
    check([
      ['8-12 oz. mushrooms', 8, 'oz', 'mushrooms'],
      ['1 - 2 tbsp honey', 1, 'tbsp', 'honey'],
      ['1 - 1.5 kg pork shoulder', 1, 'kg', 'pork shoulder'],
      // One pack is written singular and more plural: "1 - 12 oz. cans" is not read as packs.
      ['1 - 12 oz. cans evaporated milk', 1, 'oz', 'evaporated milk'],
    ]);
    it('with its upper end', () => {
      expect(parseIngredient('8-12 oz. mushrooms').quantityMax).toBe(12);
    });
  });
  describe('an inch mark after a count is the length of each thing', () => {
    check([
      ['1 10" flour tortilla', 1, null, 'flour tortilla'],
      ['2 8" round cake layers', 2, null, 'round cake layers'],
      // A fraction after the whole number is the length's own: one stick of 3½ inches.
      ['3 1/2" cinnamon stick', 1, null, 'cinnamon stick'],
    ]);
    it('keeps the length in the notes', () => {
      expect(parseIngredient('1 10" flour tortilla').notes).toBe('10"');
      expect(parseIngredient('3 1/2" cinnamon stick').notes).toBe('3 1/2"');
    });
  });
  describe('bars and wheels after a number are the unit', () => {
    check([
      ['2 bars milk chocolate, broken up', 2, 'bar', 'milk chocolate'],
      ['1 (3.5 oz) bar white chocolate', 1, 'bar', 'white chocolate'],
      ['1 small wheel camembert', 1, 'wheel', 'camembert'],
      // Not after the name, nor with no number: those are the things' names.
      ['6 granola bars, crumbled', 6, null, 'granola bars'],
      ['wagon wheel pasta', null, null, 'wagon wheel pasta'],
    ]);
  });
  describe('the size shorthands lge, lrg and sml are sizes', () => {
    check([
      ['1 lge onion, chopped', 1, null, 'onion'],
      ['3 lrg eggs', 3, null, 'eggs'],
      ['1 sml courgette', 1, null, 'courgette'],
      ['2 lge tins chopped tomatoes', 2, 'can', 'chopped tomatoes'],
    ]);
    it('kept in the notes', () => {
      expect(parseIngredient('3 lrg eggs').notes).toBe('lrg');
    });
  });
  describe("meal kits' counts and plural marks", () => {
    check([
      ['2 unit(s) Carrot', 2, null, 'Carrot'],
      ['3 unit(s) Garlic Clove', 3, 'clove', 'Garlic'],
      ['30 milliliter(s) Honey', 30, 'ml', 'Honey'],
    ]);
    it('leave nothing in the notes', () => {
      expect(parseIngredient('30 milliliter(s) Honey').notes).toBe('');
    });
  });
  describe('a dessertspoonful is a dessertspoon', () => {
    check([['2 dessertspoonfuls marmalade', 2, 'dessertspoon', 'marmalade']]);
  });
  describe('a spoon written as two words is the spoon', () => {
    check([
      ['1 table spoon oil', 1, 'tbsp', 'oil'],
      ['2 tea spoons sugar', 2, 'tsp', 'sugar'],
      ['1/2 tea spoonful turmeric powder', 0.5, 'tsp', 'turmeric powder'],
      ['2 dessert spoons honey', 2, 'dessertspoon', 'honey'],
      // Not the words of a name: tea bags, table salt.
      ['2 tea bags', 2, null, 'tea bags'],
      ['2 tsp table salt', 2, 'tsp', 'table salt'],
    ]);
  });
  describe('"env." is an envelope', () => {
    check([
      ['1 env. unflavored gelatin', 1, 'envelope', 'unflavored gelatin'],
      ['2 envs dry onion soup mix', 2, 'envelope', 'dry onion soup mix'],
    ]);
  });
  describe('"as per" and "to your liking" start notes', () => {
    check([
      ['sugar as per taste', null, null, 'sugar'],
      ['1 tsp red chilli powder, as per your spice level', 1, 'tsp', 'red chilli powder'],
      ['chilli flakes to your liking', null, null, 'chilli flakes'],
    ]);
  });
});

describe('Indian English counts and units', () => {
  check([
    ['3 nos potatoes, boiled', 3, null, 'potatoes'],
    ['1 no. carrot, grated', 1, null, 'carrot'],
    ['2 Nos green chillies', 2, null, 'green chillies'],
    ['1/2 lit water', 0.5, 'l', 'water'],
    ['3-4 pods cardamom', 3, 'pod', 'cardamom'],
    // "pod" only after a number: after the name it is the thing's own word.
    ['6 cardamom pods, lightly crushed', 6, null, 'cardamom pods'],
    ['2 no-knead rolls', 2, null, 'no-knead rolls'],
  ]);
});

describe('fractions in words before "of a"', () => {
  check([
    ['a third of a cup of cream', 1 / 3, 'cup', 'cream'],
    ['a third cup honey', 1 / 3, 'cup', 'honey'],
    ['three-quarters of a cup of stock', 0.75, 'cup', 'stock'],
    ['two-thirds of a cup brown sugar', 2 / 3, 'cup', 'brown sugar'],
    // "Juice of a lemon" is still the lemon's part.
    ['juice of a lime', 1, null, 'lime'],
  ]);
});

describe('a number word joined by a hyphen to a name is part of the name', () => {
  check([
    ['Half-and-half, to serve', null, null, 'Half-and-half'],
    ['half-fat crème fraîche', null, null, 'half-fat crème fraîche'],
    ['Third-generation olive oil', null, null, 'Third-generation olive oil'],
    // A fraction, a unit or a length after the hyphen: still an amount.
    ['one-half cup cream', 0.5, 'cup', 'cream'],
    ['half-pint double cream', 0.5, 'pint', 'double cream'],
    ['one-inch piece turmeric', 1, 'piece', 'turmeric'],
  ]);
});

describe('"a drizzle of", "a slug of" and other amounts no one measures', () => {
  check([
    ['a drizzle of maple syrup', null, null, 'maple syrup'],
    ['A generous slug of dark rum', null, null, 'dark rum'],
    ['a hunk of crusty bread, to serve', null, null, 'crusty bread'],
    ['a wineglass of dry sherry', null, null, 'dry sherry'],
    ['a grating of nutmeg', null, null, 'nutmeg'],
    ['a good grind of black pepper', null, null, 'black pepper'],
    ['a good shake of Tabasco', null, null, 'Tabasco'],
    ['A generous grinding of black pepper', null, null, 'black pepper'],
    // With no article the corpora keep the words in the name, and so does the parser.
    ['drizzle of chilli oil', null, null, 'drizzle of chilli oil'],
  ]);
  it('keeps the amount in the notes', () => {
    expect(parseIngredient('a drizzle of maple syrup').notes).toBe('a drizzle of');
  });
});

describe('"a bit of", "a little bit of", "a touch of": amounts no one measures, after "a"', () => {
  check([
    ['A little bit of kosher salt', null, null, 'kosher salt'],
    ['a bit of butter', null, null, 'butter'],
    ['a touch of cream', null, null, 'cream'],
    // "a little" with no "bit of" stays in the name, as the corpora keep it.
    ['a little salt', null, null, 'a little salt'],
  ]);
});

describe('the size of a pack or portion after "a" or a times sign', () => {
  it('is kept in the notes, as after a number', () => {
    expect(parseIngredient('a large tin of butter beans').notes).toBe('large');
    expect(parseIngredient('2 x small jars capers').notes).toBe('small');
    expect(parseIngredient('a small bunch of dill').notes).toBe('small');
    expect(parseIngredient('a tin of butter beans').notes).toBe('');
  });
});

describe('another thing\'s part with its own count after "or"', () => {
  check([
    ['2 tbsp verjuice or juice of 1 lemon', 2, 'tbsp', 'verjuice'],
    ['1 tsp vanilla paste or seeds from 1 vanilla pod', 1, 'tsp', 'vanilla paste'],
    // Without a count it is a choice named in full.
    ['1 tbsp lime juice or lemon juice', 1, 'tbsp', 'lime juice or lemon juice'],
  ]);
  it('is a note', () => {
    expect(parseIngredient('2 tbsp verjuice or juice of 1 lemon').notes).toBe(
      'or juice of 1 lemon',
    );
  });
});

describe('a part of a thing counted in words, then a bracketed amount', () => {
  check([
    ['Zest of one orange (about 2 teaspoons)', 1, null, 'orange'],
    ['Juice of two lemons (about 1/3 cup)', 2, null, 'lemons'],
    // With no count before it, the bracket's amount is the line's.
    ['Grated ginger (about 1 tablespoon)', 1, 'tbsp', 'ginger'],
  ]);
});

describe('two sizes set side by side in one word', () => {
  check([
    ['2 medium/large carrots', 2, null, 'carrots'],
    ['1 sm/med red onion', 1, null, 'red onion'],
    ['3 small-medium beetroot', 3, null, 'beetroot'],
    // Not other words joined so: how much fat is the kind of milk.
    ['1 cup full-fat milk', 1, 'cup', 'full-fat milk'],
  ]);
  it('keeps them in the notes', () => {
    expect(parseIngredient('2 medium/large carrots').notes).toBe('medium/large');
  });
});

describe('a name read after each kind of amount', () => {
  // The name's own unit and the units at its head are worked out once per name and kind of amount
  // (no amount, a count, a length, a measure): the same name after another kind reads as its own.
  const lines = [
    'Garlic cloves',
    '3 garlic cloves',
    '1 tbsp garlic cloves',
    '½ orange juice',
    '1 cup orange juice',
    '2 cups bite-size pieces roasted turkey',
    '2 bite-size pieces roasted turkey',
  ];
  it('reads the same, whatever was read before it and however often', () => {
    const first = lines.map((line) => parseIngredient(line));
    expect(first.map(({ unit, name, notes }) => [unit, name, notes])).toEqual([
      ['clove', 'Garlic', ''],
      ['clove', 'garlic', ''],
      ['tbsp', 'garlic cloves', ''],
      [null, 'orange', 'juice'],
      ['cup', 'orange juice', ''],
      ['cup', 'roasted turkey', 'pieces; bite-size'],
      ['piece', 'roasted turkey', 'bite-size'],
    ]);
    for (let round = 0; round < 3; round += 1) {
      const again = [...lines].reverse().map((line) => parseIngredient(line));
      expect(again.reverse()).toEqual(first);
    }
  });
});

describe('a count times a spoon or cup is that measure so many times', () => {
  check([
    ['2 x 2 tbsp olive oil', 4, 'tbsp', 'olive oil'],
    ['3 x ½ cup stock', 1.5, 'cup', 'stock'],
    ['2 x 1 tsp of sugar', 2, 'tsp', 'sugar'],
    // A weight or a pack after the sign is one thing's size, as before.
    ['2 x 150g salmon fillets', 2, null, 'salmon fillets'],
    ['2 x 400g tins tomatoes', 2, 'can', 'tomatoes'],
  ]);
  it('multiplies both ends of a range of counts', () => {
    expect(parseIngredient('1-2 x 2 tbsp oil').quantityMax).toBe(4);
  });
});

describe('a grade written as a fraction is part of the name, not the amount', () => {
  check([
    ['85/15 ground beef', null, null, '85/15 ground beef'],
    ['1 lb 80/20 ground chuck', 1, 'lb', '80/20 ground chuck'],
    ['16/20 shrimp, peeled', null, null, '16/20 shrimp'],
    ['85/15 ground beef, 1 pound', 1, 'lb', '85/15 ground beef'],
    // A mixed number with its space lost is still one.
    ['21/2 cups flour', 2.5, 'cup', 'flour'],
  ]);
});

describe('units of bars and older cookbooks', () => {
  check([
    ['1 jigger bourbon', 1, 'jigger', 'bourbon'],
    ['2 jiggers (3 ounces) gin', 2, 'jigger', 'gin'],
    ['1 gill milk', 1, 'gill', 'milk'],
    ['1 dessertsp. sugar', 1, 'dessertspoon', 'sugar'],
    ['2 sq. unsweetened chocolate, melted', 2, 'square', 'unsweetened chocolate'],
    ['1 doz. eggs', 12, null, 'eggs'],
    ['1/2 doz. oranges', 6, null, 'oranges'],
    ['Salmon heads, gills removed', null, null, 'Salmon heads'],
  ]);
});

describe('a can by its trade number', () => {
  check([
    ['1 No. 2 can tomatoes', 1, 'can', 'tomatoes'],
    ['2 #303 cans peas', 2, 'can', 'peas'],
    ['1 No. 2½ can peaches', 1, 'can', 'peaches'],
  ]);
  it('keeps the number in the notes', () => {
    expect(parseIngredient('1 No. 2 can tomatoes').notes).toBe('No. 2');
  });
});

describe('a count after the name, then a preparation', () => {
  check([
    ['Tomatoes, 3 chopped', 3, null, 'Tomatoes'],
    ['Onion, 1 finely chopped', 1, null, 'Onion'],
    ['Ginger - 1 inch piece', 1, 'piece', 'Ginger'],
  ]);
});

describe('a comma list of the forms a thing comes in, the last joined by "or"', () => {
  check([
    ['100g leftover baked, boiled or raw potatoes, grated', 100, 'g', 'potatoes'],
    ['200g cooked, peeled or raw prawns', 200, 'g', 'prawns'],
    ['fresh, frozen or canned corn', null, null, 'corn'],
    // Kinds, not forms, stay: they may be alternatives.
    ['1 tsp sweet, hot, or smoked paprika', 1, 'tsp', 'sweet hot or smoked paprika'],
  ]);
  it('keeps the forms in the notes', () => {
    expect(parseIngredient('leftover baked, boiled or raw potatoes').notes).toBe(
      'leftover baked, boiled or raw',
    );
  });
});

describe("a brand, or another brand's amount of the same thing", () => {
  check([
    [
      '1 Tbsp. Diamond Crystal or 1½ tsp. Morton kosher salt',
      1,
      'tbsp',
      'Diamond Crystal kosher salt',
    ],
    // Another thing, or another brand only: the first is the name, as before.
    ['1 tsp Salt or 2 tsp soy sauce', 1, 'tsp', 'Salt'],
    ['2 tbsp Marmite or 1 tbsp Vegemite', 2, 'tbsp', 'Marmite'],
  ]);
});

describe("a scanned page's 1 read as l or I", () => {
  check([
    ['l cup sugar', 1, 'cup', 'sugar'],
    ['I tbsp butter', 1, 'tbsp', 'butter'],
    ['l/2 tsp salt', 0.5, 'tsp', 'salt'],
  ]);
  it('keeps the line as the page gave it', () => {
    expect(parseIngredient('l cup sugar').original).toBe('l cup sugar');
  });
});

describe('an amount after the name, as Indian and home cooks list them', () => {
  check([
    ['Tomatoes 2 medium', 2, null, 'Tomatoes'],
    ['Red onion 1, sliced', 1, null, 'Red onion'],
    ['Curry leaves - a sprig', 1, 'sprig', 'Curry leaves'],
    ['Coriander: a small bunch, chopped', 1, 'bunch', 'Coriander'],
    ['Salt - a pinch', null, 'pinch', 'Salt'],
    ['Oil - 2 tbsp + 1 tsp', 2 + 1 / 3, 'tbsp', 'Oil'],
    ['Oil - 2 tbsp + for frying', 2, 'tbsp', 'Oil'],
  ]);
});

describe('a number in words joined by hyphens', () => {
  check([
    ['one-and-a-half cups flour', 1.5, 'cup', 'flour'],
    ['half-and-half', null, null, 'half-and-half'],
  ]);
});

describe('a range written in words', () => {
  check([
    ['one or two cloves garlic', 1, 'clove', 'garlic'],
    ['three or four sprigs thyme', 3, 'sprig', 'thyme'],
    ['two to three tablespoons butter', 2, 'tbsp', 'butter'],
    ['four or five 6-inch tortillas', 4, null, 'tortillas'],
  ]);
  it('reads the upper end', () => {
    expect(parseIngredient('two to three tablespoons butter').quantityMax).toBe(3);
  });
});

describe('a range of things or packs, then the size of one', () => {
  check([
    ['4-5 6-inch tortillas', 4, null, 'tortillas'],
    ['2-3 2-inch pieces ginger', 2, 'piece', 'ginger'],
    ['1-2 5ml spoons sugar', 1, 'tsp', 'sugar'],
    ['3-4 1.5kg/3lb chickens', 3, null, 'chickens'],
    // A mixed number after a range's dash is the upper end, as before.
    ['2-3 1/2 cups flour', 2, 'cup', 'flour'],
  ]);
  it('keeps the upper end and the size', () => {
    const parsed = parseIngredient('4-5 6-inch tortillas');
    expect(parsed.quantityMax).toBe(5);
    expect(parsed.notes).toBe('6-inch');
    expect(parseIngredient('2-3 1/2 cups flour').quantityMax).toBe(3.5);
  });
});

describe('"and" joining more of the same measure, and "and a half"', () => {
  check([
    ['1 cup and 2 tablespoons flour', 1.125, 'cup', 'flour'],
    ['a cup and a half of flour', 1.5, 'cup', 'flour'],
    ['1 pound and a half beef', 1.5, 'lb', 'beef'],
    // Another thing with its own amount, or a measure that does not convert, is not added.
    ['1 tsp salt and 1/2 tsp pepper', 1, 'tsp', 'salt'],
    ['1 can and 2 tbsp water', 1, 'can', 'water'],
  ]);
});

describe('how near the amount is, said before it', () => {
  check([
    ['just under 1 cup milk', 1, 'cup', 'milk'],
    ['a little over 200g flour', 200, 'g', 'flour'],
    ['at least 4 cups water', 4, 'cup', 'water'],
    ['no more than 1/2 tsp cayenne', 0.5, 'tsp', 'cayenne'],
  ]);
});

describe('several of a word that is no plural, then another count of the thing both name', () => {
  check([
    // The first alternative describes the thing the second names last: 18 corn tortillas.
    ['18 corn or 12 flour tortillas, warmed', 18, null, 'corn tortillas'],
    ['12 cherry or 4 plum tomatoes', 12, null, 'cherry tomatoes'],
    ['3 Roma or 2 large tomatoes', 3, null, 'Roma tomatoes'],
    ['8 beef or 6 pork sausages', 8, null, 'beef sausages'],
    ['2 hamburger or 4 slider buns', 2, null, 'hamburger buns'],
    // A variety's capitalised words are one describing name.
    ['2 Yukon Gold or 3 red potatoes', 2, null, 'Yukon Gold potatoes'],
    ['2 Granny Smith apples or 3 Bosc pears', 2, null, 'Granny Smith apples'],
    // One of a thing, several of it, a unit, or a thing counted with no plural mark: as before.
    ['1 egg or 2 egg whites', 1, null, 'egg'],
    ['1 baguette or 4 crusty rolls', 1, null, 'baguette'],
    ['2 lemons or 3 limes', 2, null, 'lemons'],
    ['12 shrimp or 6 king prawns', 12, null, 'shrimp'],
    ['2 onion or 3 onions', 2, null, 'onion'],
    ['2 tbsp butter or 3 tbsp olive oil', 2, 'tbsp', 'butter'],
    ['4 hamburger or kaiser rolls', 4, null, 'hamburger or kaiser rolls'],
    ['2 red or 3 green peppers', 2, null, 'red peppers'],
  ]);
});

describe('a size, then another count of another size: all the other names is the thing', () => {
  check([
    ['1 large or 2 medium sweet potatoes', 1, null, 'sweet potatoes'],
    ['1 large or 2 small red onions', 1, null, 'red onions'],
    ['2 large or 3 medium ripe tomatoes, diced', 2, null, 'ripe tomatoes'],
    // Up to its note or preparations; a unit after the count names only its last words.
    ['1 large or 2 medium carrots to serve', 1, null, 'carrots'],
    ['1 large or 2 small onions finely chopped', 1, null, 'onions'],
    ['1 large or 2 cups chopped onion', 1, null, 'onion'],
    ['3 large or 4 medium eggs', 3, null, 'eggs'],
  ]);
  it('keeps the size and the other count in the notes', () => {
    expect(parseIngredient('1 large or 2 medium sweet potatoes').notes).toBe(
      'large; or 2 medium sweet potatoes',
    );
  });
});

describe('"but" and the describing word after it go with the word before', () => {
  check([
    // Taken off with a preparation taken off, kept with a describing word kept.
    ['1 cup cooked but still firm rice', 1, 'cup', 'rice'],
    ['1 cup cooked but not mushy lentils', 1, 'cup', 'lentils'],
    [
      '1½ cups dried but not toasted bread crumbs',
      1.5,
      'cup',
      'dried but not toasted bread crumbs',
    ],
    ['4 ripe but firm pears', 4, null, 'ripe but firm pears'],
    ['2 ripe but not soft Hass avocados', 2, null, 'ripe but not soft Hass avocados'],
  ]);
  it('keeps the whole clause in the note', () => {
    expect(parseIngredient('1 cup cooked but still firm rice').notes).toBe('cooked but still firm');
  });
});

describe('an "and" between a preparation kept and one taken off', () => {
  check([
    ['1 cup pitted and halved cherries', 1, 'cup', 'pitted cherries'],
    ['1 cup halved and pitted cherries', 1, 'cup', 'pitted cherries'],
    // Between two things it stays.
    ['Salt and freshly ground black pepper', null, null, 'Salt and black pepper'],
    ['Flaky sea salt and toasted sesame seeds', null, null, 'Flaky sea salt and sesame seeds'],
  ]);
  it('leaves no "and" in the note', () => {
    expect(parseIngredient('1 cup pitted and halved cherries').notes).toBe('halved');
    expect(parseIngredient('1 cup halved and pitted cherries').notes).toBe('halved');
  });
});

// Issue 28: short checks before long patterns (LEADING_FILLERS by its first word,
// ALTERNATIVE_AMOUNT, LENGTH_AFTER_NAME and BEFORE_PREPARATION_OBJECT by a hint, a clause's note
// starter by NOTE_START, an elision by its "d") skip only what the long pattern would not match.
describe('checks before long patterns', () => {
  check([
    ['ABOUT 2 cups flour', 2, 'cup', 'flour'],
    ['approx. 200g sugar', 200, 'g', 'sugar'],
    ['Up to 3 tbsp milk', 3, 'tbsp', 'milk'],
    ['Optional: 1 tsp chilli flakes', 1, 'tsp', 'chilli flakes'],
    ['small bunch fresh coriander, chopped', null, 'bunch', 'fresh coriander'],
    ["250 g de d'ail", 250, 'g', 'ail'],
    ['4 EA eggs', 4, null, 'eggs'],
    ['2 Ct. tortillas', 2, null, 'tortillas'],
    ['2  EACH red onions', 2, null, 'red onions'],
    ['2 eating apples', 2, null, 'eating apples'],
  ]);
  it('still finds what the long patterns find', () => {
    expect(parseIngredient('2 carrots or 1 parsnip').notes).toBe('or 1 parsnip');
    expect(parseIngredient('1 cup milk AND 2 tbsp cream').notes).toBe('AND 2 tbsp cream');
    expect(parseIngredient('1 onion,   To serve').notes).toBe('To serve');
    expect(parseIngredient('2 cucumbers 3 to 4 INCHES long').name).toBe('cucumbers');
    expect(parseIngredient('4 celery sticks sliced in half').notes).toBe('sliced in half');
    expect(parseIngredient('shoulder of veal trimmed of gristle').notes).toBe('trimmed of gristle');
  });
});

describe('the amount again in another unit, straight after the first with no bracket', () => {
  check([
    ['10 ounces 285g peeled, cubed pumpkin', 10, 'oz', 'pumpkin'],
    ['150 gms 3/4 cup of brown sugar', 150, 'g', 'brown sugar'],
    ['1 cup 2 sticks unsalted butter, softened', 1, 'cup', 'unsalted butter'],
    ['1/2 Cup 1 Stick Butter, melted', 0.5, 'cup', 'Butter'],
    ['1 bottle 750ml of dry white wine', 1, 'bottle', 'dry white wine'],
    ['1 tbsp 15 ml soy sauce', 1, 'tbsp', 'soy sauce'],
    // A number that is no amount stays: a flour's grade, a spirit's proof, a lone letter.
    ['5 c 00 flour', 5, 'cup', '00 flour'],
    ['1 cup 100 proof vodka', 1, 'cup', '100 proof vodka'],
    ['1 cup 2 t sugar', 1, 'cup', '2 t sugar'],
  ]);
  it('keeps the other amount as a note', () => {
    expect(parseIngredient('10 ounces 285g peeled, cubed pumpkin').notes).toBe(
      '285g; peeled cubed',
    );
    expect(parseIngredient('1 cup 2 sticks unsalted butter, softened').notes).toBe(
      '2 sticks; softened',
    );
  });
});

describe('"the" after a unit\'s "of", and "the rest of" opening a line', () => {
  check([
    ['1 cup of the pasta cooking water', 1, 'cup', 'pasta cooking water'],
    ['2 tablespoons of the reserved bacon fat', 2, 'tbsp', 'reserved bacon fat'],
    ['The rest of the caster sugar', null, null, 'caster sugar'],
    ['rest of the icing sugar, for dusting', null, null, 'icing sugar'],
    // A capital "The" after "of" opens a brand's name.
    ['Handful of The Good Crisp Co crisps', null, 'handful', 'The Good Crisp Co crisps'],
  ]);
});

describe('the size of one thing after describing words, with a hyphen or a space', () => {
  check([
    ['1 8 inch flour tortilla', 1, null, 'flour tortilla'],
    ['1 frozen 9-inch pie shell', 1, null, 'frozen pie shell'],
    ['1 boneless 3-4 pound pork shoulder', 1, null, 'boneless pork shoulder'],
    ['1, 10-inch tart case', 1, null, 'tart case'],
    // A size with two sides is one size ("2 by 3-inch", below); a joining word before the size
    // makes it part of something else (after "or a", another thing's amount: a note).
    ['2 3 x 5-inch sheets nori', 2, 'sheet', 'nori'],
    ['1 cup tomato juice from two 14-ounce cans', 1, 'cup', 'tomato juice from two 14-ounce cans'],
    ['1 pound salt cod or a 1-pound fillet fresh cod', 1, 'lb', 'salt cod'],
    // Before cut pieces, both are how it is cut.
    ['1 cup 2-inch lengths chives', 1, 'cup', 'chives'],
  ]);
  it('keeps the size as a note', () => {
    expect(parseIngredient('1 boneless 3-4 pound pork shoulder').notes).toBe('3-4 pound');
  });
});

describe('"see notes", "see steps" and "see tips" start a note, as "see note" does', () => {
  check([
    ['1 tsp fine sea salt, see notes below', 1, 'tsp', 'fine sea salt'],
    ['1/2 cup oat milk *see notes for other milks', 0.5, 'cup', 'oat milk'],
    ['2 tbsp spice paste * see steps below', 2, 'tbsp', 'spice paste'],
    ['1 cup rice flour, see tips', 1, 'cup', 'rice flour'],
  ]);
  it('keeps the pointer as a note', () => {
    expect(parseIngredient('1 tsp fine sea salt, see notes below').notes).toBe('see notes below');
  });
});

describe('"coarse" before a comma joins the name, as "fine" does', () => {
  check([
    ['1 cup coarse, fresh breadcrumbs', 1, 'cup', 'coarse fresh breadcrumbs'],
    ['2 tbsp coarse, dark sugar', 2, 'tbsp', 'coarse dark sugar'],
    // After the name it is the salt's grind, a note.
    ['salt, coarse', null, null, 'salt'],
  ]);
});

describe('a bracketed alternative, then a note of its own after a semicolon', () => {
  check([
    ['1 cup chicken stock (or water; see notes)', 1, 'cup', 'chicken stock or water'],
    ['2 tbsp olive oil (or butter; optional)', 2, 'tbsp', 'olive oil or butter'],
    // A bracket that is no alternative stays a note whole.
    ['1 tsp salt (2 g; see note)', 1, 'tsp', 'salt'],
  ]);
  it('keeps what follows the semicolon as a note', () => {
    expect(parseIngredient('1 cup chicken stock (or water; see notes)').notes).toBe('see notes');
  });
});

describe('a unit word that opens the name of a kind', () => {
  check([
    // Pasta of that shape, not a tube of it, after a bare count as after a weight.
    ['1 tube pasta', 1, null, 'tube pasta'],
    ['2 tube noodles', 2, null, 'tube noodles'],
    ['1 tube tomato paste', 1, 'tube', 'tomato paste'],
    ['2 tubes crescent rolls', 2, 'tube', 'crescent rolls'],
    // "cup mushrooms" are a size of mushroom after another unit; after a number, a cup of them.
    ['250g cup mushrooms, sliced', 250, 'g', 'cup mushrooms'],
    ['2 handfuls of cup or button mushrooms, sliced', 2, 'handful', 'cup or button mushrooms'],
    ['1 cup mushrooms, sliced', 1, 'cup', 'mushrooms'],
  ]);
});

describe('a unit word before "or" and another kind is one of the kinds', () => {
  check([
    ['200 g pound or sponge cake', 200, 'g', 'pound or sponge cake'],
    ['2 handfuls of cup and flat mushrooms', 2, 'handful', 'cup and flat mushrooms'],
    // "or so", "or more" say how much.
    ['1 cup or so flour', 1, 'cup', 'flour'],
    ['1 tablespoon or more honey', 1, 'tbsp', 'honey'],
  ]);
});

describe('portions that come from a part of the thing are the things counted', () => {
  check([
    [
      '5 stalks from the center of a celery bunch',
      5,
      null,
      'stalks from the center of a celery bunch',
    ],
    [
      '3 leaves from the heart of a romaine lettuce',
      3,
      null,
      'leaves from the heart of a romaine lettuce',
    ],
    ['2 sprigs of from the garden thyme', 2, null, 'sprigs from the garden thyme'],
    // Portions of the thing named keep their unit.
    ['2 stalks celery, from the center', 2, 'stalk', 'celery'],
    ['Leaves from 1 sprig fresh rosemary', 1, 'sprig', 'fresh rosemary'],
  ]);
});

describe('a JSON escape whose backslash was lost', () => {
  check([
    ['Salt u0026 black pepper', null, null, 'Salt & black pepper'],
    ['1 Jalapeu00f1o, seeded', 1, null, 'Jalapeño'],
    ['3 u00bd cups water', 3.5, 'cup', 'water'],
  ]);
});

describe("a cut's state before its name, its hyphen lost", () => {
  check([
    ['6 bone in, skin on chicken thighs', 6, null, 'bone-in skin-on chicken thighs'],
    ['3 lb bone in beef short ribs, cut into pieces', 3, 'lb', 'bone-in beef short ribs'],
    ['2 skin on salmon fillets', 2, null, 'skin-on salmon fillets'],
    // After the name it is a note, as written.
    ['4 chicken thighs, bone in, skin on', 4, null, 'chicken thighs'],
    ['2 pounds salmon fillets (skin on or off)', 2, 'lb', 'salmon fillets'],
  ]);
  it('leaves the note as the page wrote it', () => {
    expect(parseIngredient('4 chicken thighs, bone in, skin on').notes).toBe('bone in, skin on');
  });
});

describe('a count by size after a weight or volume is a note', () => {
  check([
    ['24 oz 3 large chicken breasts, sliced in half', 24, 'oz', 'chicken breasts'],
    ['500g 2 medium aubergines', 500, 'g', 'aubergines'],
    ['1 cup 2 large eggs, beaten', 1, 'cup', 'eggs'],
    // A grade is left; a number by a length is the size of each ("2 by 3-inch", below).
    ['200g 00 flour', 200, 'g', '00 flour'],
    ['1 lb 2 by 1/4-inch sirloin strips', 1, 'lb', 'sirloin strips'],
  ]);
  it('keeps the count as a note', () => {
    expect(parseIngredient('24 oz 3 large chicken breasts').notes).toBe('3 large');
  });
});

describe("the author's aside after a name is a note", () => {
  check([
    ['1 pie crust, can be frozen or homemade', 1, null, 'pie crust'],
    ['⅓ cup vegetable oil I used canola', 1 / 3, 'cup', 'vegetable oil'],
    ['1 cup milk we use oat milk', 1, 'cup', 'milk'],
    ['2 cups flour, you can use spelt', 2, 'cup', 'flour'],
    ['2 tbsp tomato paste add more to adjust consistency', 2, 'tbsp', 'tomato paste'],
    // A rough measure with no comma before it: how the cup was filled.
    ['2 cups grated zucchini somewhere between firmly and lightly packed', 2, 'cup', 'zucchini'],
    // "can" and "be" inside words are no aside.
    ['1 can beans', 1, 'can', 'beans'],
  ]);
});

describe('a state and its negation after a name is a note (session 61, "food14")', () => {
  check([
    [
      '3/4 cup (170g) sourdough starter fed (ripe) or unfed (discard)',
      0.75,
      'cup',
      'sourdough starter',
    ],
    ['1 cup sourdough starter fed or unfed', 1, 'cup', 'sourdough starter'],
    ['2 cups flour bleached or unbleached, sifted', 2, 'cup', 'flour'],
    // The state alone is all the line has, and a word that is not its negation is another thing.
    ['1 cup fed or unfed', 1, 'cup', 'fed or unfed'],
    ['1 cup onion or unions', 1, 'cup', 'onion or unions'],
  ]);
  it('keeps the choice as a note', () => {
    expect(parseIngredient('1 cup sourdough starter fed or unfed').notes).toBe('fed or unfed');
  });
});

describe('an amount said in words before the name is a note', () => {
  check([
    ['as needed Sesame seeds', null, null, 'Sesame seeds'],
    ['to your taste Japanese instant bouillon', null, null, 'Japanese instant bouillon'],
    ['to taste flaky salt', null, null, 'flaky salt'],
    ['as you like celery leaves', null, null, 'celery leaves'],
    // Alone, it is all the line has.
    ['To taste', null, null, 'To taste'],
  ]);
  it('keeps the words as a note', () => {
    expect(parseIngredient('as needed Sesame seeds').notes).toBe('as needed');
  });
});

describe('the vessel a thing is set out in, after the name, is a note', () => {
  check([
    ['1 cup breadcrumbs in a shallow dish', 1, 'cup', 'breadcrumbs'],
    ['3 tbsp milk in a small bowl', 3, 'tbsp', 'milk'],
    ['1 cup orange juice in a spray bottle', 1, 'cup', 'orange juice'],
    ['caster sugar in a shaker, for dusting', null, null, 'caster sugar'],
    // A pack is what is bought, and a later clause keeps its own words.
    ['2 tbsp capers in a jar', 2, 'tbsp', 'capers in a jar'],
    ['2 cups stock, or water, warmed in a pan', 2, 'cup', 'stock, or water'],
  ]);
  it('keeps the vessel as a note', () => {
    expect(parseIngredient('3 tbsp milk in a small bowl').notes).toBe('in a small bowl');
  });
});

describe('a participle made one describing word by the word before it reads as its hyphenated form', () => {
  check([
    ['2 tbsp hand torn basil', 2, 'tbsp', 'basil'],
    ['200 g thin sliced ham', 200, 'g', 'ham'],
    ['3 cups air popped popcorn', 3, 'cup', 'popcorn'],
    ['8 long stemmed roses', 8, null, 'long stemmed roses'],
    ['12 long-stemmed strawberries', 12, null, 'long-stemmed strawberries'],
    ['4 slices thick sliced bacon', 4, 'slice', 'thick sliced bacon'],
    // Taken off, stems are a preparation; a describing word that stands alone is no part of it.
    ['1 cup de-stemmed kale', 1, 'cup', 'kale'],
    ['1 tsp fresh chopped dill', 1, 'tsp', 'fresh dill'],
  ]);
  it('notes the two words together', () => {
    expect(parseIngredient('2 tbsp hand torn basil').notes).toBe('hand torn');
  });
});

describe('"room temperature" before the name is its state, as "room-temperature" is', () => {
  check([
    ['1 cup room temperature butter', 1, 'cup', 'butter'],
    ['2 large room temperature eggs', 2, null, 'eggs'],
    ['½ cup room temp milk', 0.5, 'cup', 'milk'],
    // After the name it was a note already.
    ['2 eggs room temperature, beaten', 2, null, 'eggs'],
  ]);
  it('notes the state', () => {
    expect(parseIngredient('1 cup room temperature butter').notes).toBe('room temperature');
  });
});

describe('a length and the way it is measured, written apart, are one note', () => {
  check([
    ['4 1-inch thick pork chops', 4, null, 'pork chops'],
    ['2 3/4-inch thick salmon steaks', 2, null, 'salmon steaks'],
    ['2 1-inch long pieces ginger', 2, 'piece', 'ginger'],
    // Hyphenated, as before.
    ['4 (1-inch-thick) pork chops', 4, null, 'pork chops'],
  ]);
  it('keeps the length and its way together', () => {
    expect(parseIngredient('4 1-inch thick pork chops').notes).toBe('1-inch thick');
  });
});

describe('"or more", "or so" between the number and the unit', () => {
  check([
    ['2 or more tablespoons olive oil', 2, 'tbsp', 'olive oil'],
    ['6 or so cloves garlic', 6, 'clove', 'garlic'],
    ['3 or more eggs', 3, null, 'eggs'],
    // A portion word that is all the name: the thing counted, as "15 cloves" is.
    ['15 or more cloves', 15, null, 'cloves'],
    ['6 or so cloves, crushed', 6, null, 'cloves'],
    // A second number is a range, as before.
    ['1 or 2 tablespoons olive oil', 1, 'tbsp', 'olive oil'],
  ]);
});

describe('the juice a thing is packed or cut with, with no comma before it, stays in its name', () => {
  check([
    [
      '1 can peeled plum tomatoes in their own juice',
      1,
      'can',
      'peeled plum tomatoes in their own juice',
    ],
    [
      '2 cups chopped fresh tomatoes with their juices',
      2,
      'cup',
      'fresh tomatoes with their juices',
    ],
    [
      '1 can pineapple rings in its natural juice',
      1,
      'can',
      'pineapple rings in its natural juice',
    ],
    // Other things with them stay notes, and so does the juice after a comma.
    ['1 cup oysters with their liquor', 1, 'cup', 'oysters'],
    ['1 lb prawns in their shells', 1, 'lb', 'prawns'],
    ['1 can diced tomatoes, with their juice', 1, 'can', 'diced tomatoes'],
  ]);
  it('reads a note after the juice', () => {
    const parsed = parseIngredient('1 can diced tomatoes in their own juice, preferably organic');
    expect(parsed.name).toBe('diced tomatoes in their own juice');
    expect(parsed.notes).toBe('preferably organic');
  });
  it('keeps the juice after a comma a note of its own', () => {
    expect(parseIngredient('2 cans plum tomatoes, coarsely chopped, with their juices').notes).toBe(
      'coarsely chopped; with their juices',
    );
  });
});

describe('a participle after "freshly" is what was just done to the thing, a preparation', () => {
  check([
    ['4 freshly harvested mint stems', 4, null, 'mint stems'],
    ['1/4 cup freshly brewed coffee', 0.25, 'cup', 'coffee'],
    ['12 freshly shucked oysters', 12, null, 'oysters'],
    // Made so before it is sold, as without "freshly".
    ['200 g freshly smoked salmon', 200, 'g', 'freshly smoked salmon'],
  ]);
  it('keeps the preparation as a note', () => {
    expect(parseIngredient('1/4 cup freshly brewed coffee').notes).toBe('freshly brewed');
  });
});

describe('a size with two sides is one length, as "2-inch" is', () => {
  check([
    // In a bracket, after a count, or with no count: the piece or sheet is the unit.
    ['1 (2 by 3-inch) piece kombu', 1, 'piece', 'kombu'],
    ['1 (4 x 6-inch) piece kombu', 1, 'piece', 'kombu'],
    ['2 4-by-6-inch pieces kombu', 2, 'piece', 'kombu'],
    ['1 4x6-inch piece kombu', 1, 'piece', 'kombu'],
    ['One 9-by-13-inch sheet puff pastry', 1, 'sheet', 'puff pastry'],
    ['8 6 by 8-inch corn tortillas', 8, null, 'corn tortillas'],
    ['2 by 3-inch piece kombu', 1, 'piece', 'kombu'],
    ['A 2 by 3-inch piece of kombu', 1, 'piece', 'kombu'],
    // After a measure, the size at the head of the name, or of the pieces it is cut into.
    ['1 pound 2 by ¼-inch sirloin strips', 1, 'lb', 'sirloin strips'],
    ['1 pound 2 x 3-inch strips beef', 1, 'lb', 'beef'],
    // With no length after the second number it is still a count of packs or a measure.
    ['2 x 400g tins tomatoes', 2, 'can', 'tomatoes'],
    ['2 x 2 tbsp olive oil', 4, 'tbsp', 'olive oil'],
  ]);
  it('keeps both sides in the note', () => {
    expect(parseIngredient('1 (2 by 3-inch) piece kombu').notes).toBe('2 by 3-inch');
    expect(parseIngredient('1 pound 2 by ¼-inch sirloin strips').notes).toBe('2 by 1/4-inch');
  });
});

describe('after a measure, a length in inch marks or with its way is a note, as "1/2-inch" is', () => {
  check([
    ['2 cups 1/2" thick banana slices', 2, 'cup', 'banana slices'],
    ['2 cups ½-inch thick banana slices', 2, 'cup', 'banana slices'],
    ['1 pound 1 inch thick pork chops', 1, 'lb', 'pork chops'],
    ['1 pound 1" thick steak', 1, 'lb', 'steak'],
    ['4 1" thick pork chops', 4, null, 'pork chops'],
    ['1 cup 1" cubes bread', 1, 'cup', 'bread'],
    ['1 lb 2 x 3" strips beef', 1, 'lb', 'beef'],
    // With its way written hyphenated, and "of" after pieces cut to a size.
    ['1 cup 1/4-inch-thick slices fennel bulb', 1, 'cup', 'fennel bulb'],
    ['2 cups 1/2-inch-thick strips of Napa cabbage', 2, 'cup', 'Napa cabbage'],
    ['2 cups 1-inch cubes of bread', 2, 'cup', 'bread'],
    // A word after the length that is no way it is measured stays in the name.
    ['1 pound 1-inch thickness fish', 1, 'lb', 'thickness fish'],
  ]);
  it('keeps the length and its way in the note', () => {
    expect(parseIngredient('2 cups 1/2" thick banana slices').notes).toBe('1/2" thick');
    expect(parseIngredient('2 cups ½-inch thick banana slices').notes).toBe('1/2-inch thick');
    expect(parseIngredient('1 cup 1" cubes bread').notes).toBe('1" cubes');
    expect(parseIngredient('2 cups 1-inch cubes of bread').notes).toBe('1-inch cubes');
  });
});

describe('a word of degree or a joining word between describing words still lets a size after them be a size', () => {
  check([
    ['3 very ripe medium tomatoes', 3, null, 'very ripe tomatoes'],
    ['2 really ripe large bananas', 2, null, 'really ripe bananas'],
    ['2 ripe but firm medium bananas', 2, null, 'ripe but firm bananas'],
    ['3 ripe and juicy large pears', 3, null, 'ripe and juicy pears'],
    // A word that names a thing before the size keeps it in the name.
    ['salt and large shrimp', null, null, 'salt and large shrimp'],
  ]);
  it('keeps the size in the notes', () => {
    expect(parseIngredient('3 very ripe medium tomatoes').notes).toBe('medium');
  });
});

describe('how fine or how small, after a participle that ends the name, goes with it into the note', () => {
  check([
    ['4 stalks celery chopped small', 4, 'stalk', 'celery'],
    ['8 garlic cloves chopped fine', 8, 'clove', 'garlic'],
    ['1 onion chopped finely', 1, null, 'onion'],
    ['1 lb beef sliced thin', 1, 'lb', 'beef'],
    ['1 lb carrots peeled and chopped small', 1, 'lb', 'carrots'],
  ]);
  it('keeps the participle and the word after it in the note', () => {
    expect(parseIngredient('4 stalks celery chopped small').notes).toBe('chopped small');
    expect(parseIngredient('1 lb carrots peeled and chopped small').notes).toBe(
      'peeled and chopped small',
    );
  });
});

describe('a size by a thing of that size, written as two words before the name, is a size', () => {
  check([
    ['1 average sized courgette', 1, null, 'courgette'],
    ['2 burrito sized flour tortillas', 2, null, 'flour tortillas'],
    ['1 cup regular size marshmallows', 1, 'cup', 'marshmallows'],
    // A size word written so is read as before.
    ['4 medium sized onions', 4, null, 'onions'],
  ]);
  it('keeps the size in the notes', () => {
    expect(parseIngredient('1 average sized courgette').notes).toBe('average sized');
  });
});

describe('the amount read once for lines that share their text up to the first comma', () => {
  const amountOf = (line: string) => {
    const { quantity, quantityMax, unit } = parseIngredient(line);
    return { quantity, quantityMax, unit };
  };
  it('gives lines with the same head and other notes the same amount', () => {
    amountOf('2 x 400g tins chopped tomatoes, drained');
    expect(amountOf('2 x 400g tins chopped tomatoes, drained')).toEqual({
      quantity: 2,
      quantityMax: null,
      unit: 'can',
    });
    expect(parseIngredient('2 x 400g tins chopped tomatoes, rinsed well')).toMatchObject({
      quantity: 2,
      unit: 'can',
      notes: '400g; rinsed well',
    });
  });
  it('reads a bracket closed after the comma again, not from a head without it', () => {
    // Twice: an amount is kept from its head's second time.
    amountOf('2 cups (16 fl oz, drained');
    expect(amountOf('2 cups (16 fl oz, drained')).toEqual({
      quantity: 2,
      quantityMax: null,
      unit: 'cup',
    });
    expect(parseIngredient('2 cups (16 fl oz, 475 ml) plus 2 tbsp milk')).toMatchObject({
      quantity: 2.125,
      unit: 'cup',
      name: 'milk',
    });
  });
  it('reads a unit with no number again where no letter follows the comma', () => {
    parseIngredient('Pinch, of salt');
    expect(parseIngredient('Pinch, of salt')).toMatchObject({ unit: 'pinch', name: 'salt' });
    expect(parseIngredient('Pinch, -')).toMatchObject({ unit: null, name: 'Pinch' });
  });
});

describe('another amount after "or" or "/", hedged with "about", is a note as the plain one is', () => {
  check([
    ['1 lb or about 2 cups of chicken livers', 1, 'lb', 'chicken livers'],
    ["4 slices or about 1 pound calf's liver", 4, 'slice', "calf's liver"],
    ['250g/approx. 9oz plain flour', 250, 'g', 'plain flour'],
  ]);
  it('keeps the hedge in the note', () => {
    expect(parseIngredient('3 cups or about 1 pound green beans').notes).toBe('about 1 pound');
  });
});

describe('a range of lengths joined by "- or", as "- to" is', () => {
  check([
    ['Two 3- or 4-inch cinnamon sticks', 2, null, 'cinnamon sticks'],
    ['Eight 6- or 7-inch dessert crêpes', 8, null, 'dessert crêpes'],
    ['2- or 3-inch piece ginger', 1, 'piece', 'ginger'],
  ]);
  it('keeps the lengths as a note', () => {
    expect(parseIngredient('Two 3- or 4-inch cinnamon sticks').notes).toBe('3- or 4-inch');
  });
});

describe('a pack or portion size written as a range with the unit at both ends is one size', () => {
  check([
    ['4 x 150g-200g/5½-7oz hake fillets, skin on', 4, null, 'hake fillets'],
    ['2 x 175g-200g/6oz-7oz whole prepared squid', 2, null, 'whole prepared squid'],
    ['1 x 180g-200g/6-7oz portion of brill', 1, 'portion', 'brill'],
  ]);
  it('keeps the range whole in the note', () => {
    expect(parseIngredient('1 x 250g-300g/9-10oz goose breast').notes).toBe('250g-300g/9-10oz');
  });
});

describe('a count times things described by a number joined to a word is read as without the sign', () => {
  check([
    ['2 x 6-bone racks of lamb, French trimmed', 2, null, '6-bone racks of lamb'],
    ['1 x 4-bone rack of lamb, trimmed', 1, null, '4-bone rack of lamb'],
    ['2 6-bone racks of lamb', 2, null, '6-bone racks of lamb'],
    // A length after the sign is still the size of one.
    ['2 x 6-inch tortillas', 2, null, 'tortillas'],
  ]);
});

describe('a count times things whose bones are counted by a number and a space', () => {
  check([
    ['4 x 4 bone lamb racks, French cut', 4, null, '4 bone lamb racks'],
    ['2 x 6 rib racks of pork', 2, null, '6 rib racks of pork'],
    // Other numbers after the sign are left as they were read.
    ['2 x 400g tins chopped tomatoes', 2, 'can', 'chopped tomatoes'],
  ]);
});

describe('a times sign typed twice is one', () => {
  check([
    ['2 x x 150g/5oz duck breasts', 2, null, 'duck breasts'],
    ['3 x x 400g tins chickpeas', 3, 'can', 'chickpeas'],
    // "x-large" after the sign is a size.
    ['2 x x-large eggs', 2, null, 'eggs'],
  ]);
});

describe('a count, a length and the same length in a bracket, then a piece', () => {
  check([
    ['1 2-inch (5cm) piece ginger', 1, 'piece', 'ginger'],
    ['One 1-inch (2.5-cm) piece fresh ginger, peeled', 1, 'piece', 'fresh ginger'],
    ['One 2 in (5cm) piece fresh ginger', 1, 'piece', 'fresh ginger'],
    ['2 6-inch (15 cm) flour tortillas', 2, null, 'flour tortillas'],
    // The way it is measured, after the bracket, goes with the lengths.
    ['4 2-inch (5 cm) long green chiles', 4, null, 'green chiles'],
  ]);
  it('keeps both lengths in the note', () => {
    expect(parseIngredient('1 3-inch (8 cm) piece orange zest').notes).toBe('3-inch (8 cm)');
  });
});

describe('an amount after a slash whose unit was lost is a note, and the word after it the name', () => {
  check([
    ['75g/2½ butter', 75, 'g', 'butter'],
    ['300g/10½ raspberries', 300, 'g', 'raspberries'],
    ['200g/7 caster sugar', 200, 'g', 'caster sugar'],
    // With its unit the amount goes whole into the note, as before; a hedge may open it.
    ['1 cup/7.6 ounces/217 grams light brown sugar', 1, 'cup', 'light brown sugar'],
    ['2 tablespoons/ scant 1 ounce/ 25 grams sugar', 2, 'tbsp', 'sugar'],
    // A misspelt unit is still the unit: joined to its number, or short after a fraction.
    ['100g/3½z raisins', 100, 'g', 'raisins'],
    // "1Ib" is read as lb (a capital I for the l), so "small" is the size as after any weight.
    ['500g/1Ib 2oz small currants', 500, 'g', 'currants'],
  ]);
  it('keeps the number in the note', () => {
    // Read after the measure since session 53, as "125ml/4fl oz" is: the note without its slash.
    expect(parseIngredient('100g/3½ brie, chopped').notes).toBe('3 1/2; chopped');
  });
});

describe('a hedged measure after the name and a comma, on a line with no other amount, is its amount', () => {
  check([
    ['Beef broth, about 2 cups', 2, 'cup', 'Beef broth'],
    ['Salt, about ¼ teaspoon', 0.25, 'tsp', 'Salt'],
    // A name with its own amount keeps it, and a length is no amount.
    ['Sprig of rosemary, about 2 inches, needles finely chopped', null, 'sprig', 'rosemary'],
    ['Black Bean Dip, about 1/3 cup per tortilla', null, null, 'Black Bean Dip'],
  ]);
  it('keeps the hedge as a note', () => {
    expect(parseIngredient('Powdered dried chile, about 1 teaspoon (see Notes)').notes).toBe(
      'about; see Notes',
    );
  });
});

describe('a bracket of words left opening the name is part of it, without the brackets', () => {
  check([
    ['75g/2½oz shelled (unsalted) pistachios', 75, 'g', 'unsalted pistachios'],
    ['2 tablespoons tiny (nonpareil) capers', 2, 'tbsp', 'nonpareil capers'],
    ['1 cup medium (amontillado) sherry', 1, 'cup', 'amontillado sherry'],
    // A bracket inside the name stays as written.
    ['4 sprigs Italian (flat-leaf) parsley', 4, 'sprig', 'Italian (flat-leaf) parsley'],
  ]);
  it('takes a note word in such a bracket to the notes', () => {
    expect(parseIngredient('1 cup (optional) raisins')).toMatchObject({
      name: 'raisins',
      notes: 'optional',
    });
  });
});

describe('a "liquid cup" is a cup', () => {
  check([
    ['¼ liquid cup/ 2 ounces/ 59 grams water', 0.25, 'cup', 'water'],
    ['2/3 liquid cup/ 5.5 ounces/ 156 grams water, at room temperature', 2 / 3, 'cup', 'water'],
    // "liquid" before a name is the name's.
    ['1 tsp liquid smoke', 1, 'tsp', 'liquid smoke'],
  ]);
});

describe('a range said "between … and …" before the name is the range', () => {
  check([
    ['between 2 and 3 tbsp honey', 2, 'tbsp', 'honey'],
    ['Between two and three cloves garlic', 2, 'clove', 'garlic'],
    ['between 400g and 500g beef mince', 400, 'g', 'beef mince'],
    ['between 6 & 8 chicken thighs', 6, null, 'chicken thighs'],
    // Words after "between" that are no number stay the name's.
    ['between-meal snack bars', null, null, 'between-meal snack bars'],
  ]);
  it('gives the upper end as quantityMax', () => {
    expect(parseIngredient('between 1 1/2 and 2 cups flour')).toMatchObject({
      quantity: 1.5,
      quantityMax: 2,
    });
  });
});

describe('a second thing measured with "a" and a unit after "and" is a note', () => {
  check([
    ['2 tbsp olive oil and a knob of butter', 2, 'tbsp', 'olive oil'],
    ['beaten egg and a drop of water, to glaze', null, null, 'egg'],
    ['1 tbsp oil and a small handful of mint', 1, 'tbsp', 'oil'],
    // No unit after "a": the name's own words.
    ['200g spinach and a squeeze of lemon', 200, 'g', 'spinach and a squeeze of lemon'],
  ]);
  it('keeps the second thing in the notes', () => {
    expect(parseIngredient('2 eggs and a splash of milk').notes).toBe('and a splash of milk');
  });
});

describe('two things told apart by colour share the name after the second colour', () => {
  check([
    ['2 large white and 2 large brown onions', 2, null, 'white onions'],
    ['2 white and 2 brown onions', 2, null, 'white onions'],
    ['100g white and 100g brown rice', 100, 'g', 'white rice'],
  ]);
});

describe('a times sign between the packs and one pack’s size reads as without it', () => {
  check([
    ['2 tins x 400g chopped tomatoes', 2, 'can', 'chopped tomatoes'],
    ['1 can × 400ml coconut milk', 1, 'can', 'coconut milk'],
    ['4 fillets x 150g salmon', 4, 'fillet', 'salmon'],
  ]);
  it('keeps the size as a note', () => {
    expect(parseIngredient('2 cans x 400g chickpeas, drained').notes).toBe('400g; drained');
  });
});

describe('another measure after "or" with how full it is between number and unit is a note', () => {
  check([
    ['1 heaped teaspoon or 2 level teaspoons sugar', 1, 'tsp', 'sugar'],
    ['2 level tbsp or 1 heaped tbsp cocoa powder', 2, 'tbsp', 'cocoa powder'],
  ]);
  it('keeps the other measure in the notes', () => {
    expect(parseIngredient('1 tsp or 2 scant tsp honey').notes).toBe('2 scant tsp');
  });
});

describe('the other part of the fruit, with its own count, after "and" is a note', () => {
  check([
    ['zest of 1 lemon and juice of 2', 1, null, 'lemon'],
    ['finely grated zest of 2 limes and the juice of 1', 2, null, 'limes'],
    ['zest of 1 orange and juice from 1/2', 1, null, 'orange'],
  ]);
});

describe('"(or frozen)" after a name is the same thing in another state, a note', () => {
  check([
    ['2 cups fresh blueberries (or frozen)', 2, 'cup', 'fresh blueberries'],
    ['1 cup frozen peas (or fresh)', 1, 'cup', 'frozen peas'],
    ['1 cup pesto (or homemade)', 1, 'cup', 'pesto'],
    // Another thing named is still an alternative, and a bracket inside the name is its choice.
    ['1 cup sake (or dry sherry)', 1, 'cup', 'sake or dry sherry'],
    ['1½ pounds fresh (or frozen) okra', 1.5, 'lb', 'okra'],
  ]);
  it('keeps the other state in the notes', () => {
    expect(parseIngredient('2 cups fresh blueberries (or frozen)').notes).toBe('or frozen');
  });
});

describe('"or a combination" after alternatives joined by "or" alone is a note', () => {
  check([
    ['5 tablespoons butter or oil or a combination', 5, 'tbsp', 'butter or oil'],
    ['1 cup milk or cream or a mix, warmed', 1, 'cup', 'milk or cream'],
    ['1 cup raisins or currants or both', 1, 'cup', 'raisins or currants'],
    ['3 cups pecan halves or a mixture of halves and pieces', 3, 'cup', 'pecan halves'],
    // After a comma the mix stays, and the list is read as it was.
    ['2 tbsp butter or oil, or a combination', 2, 'tbsp', 'butter or oil, or a combination'],
    [
      '¼ cup olive oil, walnut oil, or a combination',
      0.25,
      'cup',
      'olive oil, walnut oil, or a combination',
    ],
  ]);
  it('keeps the mix in the notes', () => {
    expect(parseIngredient('5 tablespoons butter or oil or a combination').notes).toBe(
      'or a combination',
    );
  });
});

describe('"c." or "ca." (circa) before an amount is a hedge, as "about" is', () => {
  check([
    ['c. 300ml water', 300, 'ml', 'water'],
    ['ca. 2 kg potatoes', 2, 'kg', 'potatoes'],
    ['3 c. flour', 3, 'cup', 'flour'],
    ['c. flour', null, null, 'c. flour'],
  ]);
});

describe('"cc" after a number is a millilitre', () => {
  check([
    ['100 cc milk', 100, 'ml', 'milk'],
    ['200cc water', 200, 'ml', 'water'],
  ]);
});

describe('the teens in words are numbers, as "fifteen" was', () => {
  check([
    ['Sixteen ounces sour cream', 16, 'oz', 'sour cream'],
    ['Thirteen ounces flour', 13, 'oz', 'flour'],
    ['fourteen eggs', 14, null, 'eggs'],
  ]);
});

describe('a count with "nos" after the name is its amount, with no dash before it too', () => {
  check([
    ['Onion 2 nos', 2, null, 'Onion'],
    ['Tomato 2 no.', 2, null, 'Tomato'],
    ['Potatoes 3 Nos, boiled', 3, null, 'Potatoes'],
    // A bare count after a name in capitals each is left, as a heading's.
    ['Weeknight Suppers 12', null, null, 'Weeknight Suppers 12'],
  ]);
});

describe('"each" after a unit with no number says the amount is every thing’s', () => {
  check([
    ['A pinch each of salt and pepper', null, 'pinch', 'salt and pepper'],
    ['a sprig each of rosemary and thyme', 1, 'sprig', 'rosemary and thyme'],
  ]);
  it('leaves no "of" in the notes and marks the line', () => {
    const parsed = parseIngredient('A pinch each of salt and pepper');
    expect(parsed.notes).toBe('');
    expect(parsed.each).toBe(true);
    expect(parseIngredient('a handful each of mint and dill').each).toBe(true);
  });
});

describe('a "stick" of bread is the bread, not a portion of it', () => {
  check([
    ['1 French stick, sliced', 1, null, 'French stick'],
    ['12 bread sticks', 12, null, 'bread sticks'],
    ['2 celery sticks', 2, 'stick', 'celery'],
  ]);
});

describe('a supermarket’s own name or range at the head of a name is a note', () => {
  check([
    ['1 x 400g tin Tesco chopped tomatoes', 1, 'can', 'chopped tomatoes'],
    ["1 pack Sainsbury's Taste the Difference pork sausages", 1, 'pack', 'pork sausages'],
    ['1 x 200g pack Essential Waitrose chicken fillets', 1, 'pack', 'chicken fillets'],
    ['1 x 300g pack M&S cooked king prawns', 1, 'pack', 'king prawns'],
    // A maker's brand is the thing chosen, and stays.
    ['1 tbsp Heinz tomato ketchup', 1, 'tbsp', 'Heinz tomato ketchup'],
  ]);
  it('keeps the shop in the notes', () => {
    expect(parseIngredient('2 Tesco Finest sourdough rolls').notes).toBe('Tesco Finest');
  });
});

describe('"(optional)" or "optional -" before the amount is a note, the amount read after it', () => {
  check([
    ['(optional) 2 tbsp honey', 2, 'tbsp', 'honey'],
    ['optional - 1 tsp chilli flakes', 1, 'tsp', 'chilli flakes'],
    ['Optional: 1 tsp smoked paprika', 1, 'tsp', 'smoked paprika'],
  ]);
  it('keeps "optional" in the notes', () => {
    expect(parseIngredient('(optional) 2 tbsp honey').notes).toBe('optional');
    expect(parseIngredient('Optional: 1 tsp smoked paprika').notes).toBe('optional');
  });
});

describe('a packing word before the amount is a note, the amount read after it', () => {
  check([
    ['Lightly packed ½ cup ground blanched almonds', 0.5, 'cup', 'ground blanched almonds'],
    ['Packed 1 cup brown sugar', 1, 'cup', 'brown sugar'],
    ['firmly-packed 2 cups spinach', 2, 'cup', 'spinach'],
  ]);
  it('keeps the packing word in the notes, as after the amount', () => {
    expect(parseIngredient('Lightly packed ½ cup ground blanched almonds').notes).toBe(
      'lightly packed',
    );
    expect(parseIngredient('Packed 1 cup brown sugar').notes).toBe(
      parseIngredient('1 cup packed brown sugar').notes,
    );
  });
  it('leaves a packing word with no amount after it, or after another word, as it was', () => {
    expect(parseIngredient('Packed brown sugar')).toMatchObject({
      quantity: null,
      name: 'brown sugar',
      notes: 'packed',
    });
    expect(parseIngredient('1 cup packed brown sugar')).toMatchObject({
      quantity: 1,
      unit: 'cup',
      name: 'brown sugar',
    });
    expect(parseIngredient('Vacuum packed 2 duck breasts').quantity).toBeNull();
    expect(parseIngredient('Packaged 2 cups spinach').quantity).toBeNull();
  });
});

describe('"ctn" is a carton', () => {
  check([
    ['300ml ctn thickened cream', 300, 'ml', 'thickened cream'],
    ['2 x 300ml ctns cream', 2, 'carton', 'cream'],
  ]);
});

describe('"or" before a line’s amount (the line before’s alternative) is a note', () => {
  check([
    ['or 150g/5oz desiccated coconut', 150, 'g', 'desiccated coconut'],
    ['OR 2 tablespoons packed dark brown sugar', 2, 'tbsp', 'dark brown sugar'],
    ['and/or 1-2 fresh red chillies, chopped', 1, null, 'fresh red chillies'],
  ]);
});

describe('a count in a bracket after the name may have a times sign before it', () => {
  check([
    ['Eggs (x2)', 2, null, 'Eggs'],
    ['Lemons (×3), juiced', 3, null, 'Lemons'],
  ]);
});

describe('a tilde between two numbers is a range', () => {
  check([
    ['2~3 tbsp sugar', 2, 'tbsp', 'sugar'],
    ['1 ~ 2 cups rice', 1, 'cup', 'rice'],
    ['~200g rice', 200, 'g', 'rice'],
    // In a bracket after the name (session 77, lines77), and a full-width tilde or a wave dash.
    ['Water to cover (2~3 quarts)', 2, 'quart', 'Water'],
    ['Water to cover (2 ~ 3 quarts)', 2, 'quart', 'Water'],
    ['Eggs (2~3), beaten', 2, null, 'Eggs'],
    ['2～3 cloves garlic', 2, 'clove', 'garlic'],
    // A tilde before one number is "about": the bracket stays a note.
    ['Water to cover (~2 quarts)', null, null, 'Water'],
  ]);
  it('reads the upper end', () => {
    expect(parseIngredient('2~3 tbsp sugar').quantityMax).toBe(3);
    expect(parseIngredient('Water to cover (2~3 quarts)').quantityMax).toBe(3);
    expect(parseIngredient('2〜3 cloves garlic').quantityMax).toBe(3);
  });
});

describe('a range of lengths, and lengths in inches with the way they are measured', () => {
  it('reads a range with the length at both ends as one size, in the notes', () => {
    expect(parseIngredient('12 5"–6" corn tortillas')).toMatchObject({
      quantity: 12,
      unit: null,
      name: 'corn tortillas',
      notes: '5"-6"',
    });
    expect(parseIngredient('2 10"-12" flour tortillas').name).toBe('flour tortillas');
    expect(parseIngredient('12 5-inch to 6-inch corn tortillas')).toMatchObject({
      quantity: 12,
      name: 'corn tortillas',
      notes: '5-inch to 6-inch',
    });
    expect(parseIngredient('4 2-inch to 3-inch pieces ginger')).toMatchObject({
      quantity: 4,
      unit: 'piece',
      name: 'ginger',
    });
  });
  it("reads inches with a fraction, or a way measured after them, as one thing's size", () => {
    expect(parseIngredient('2 1½"-thick New York strip steaks')).toMatchObject({
      quantity: 2,
      name: 'New York strip steaks',
      notes: '1 1/2"-thick',
    });
    expect(parseIngredient('2 1"–1½"-thick bone-in pork rib chops').name).toBe(
      'bone-in pork rib chops',
    );
    expect(parseIngredient('6 6"-diameter corn tortillas')).toMatchObject({
      quantity: 6,
      name: 'corn tortillas',
    });
    expect(parseIngredient('5 10-inch-diameter flour tortillas').name).toBe('flour tortillas');
    // One stick of a length with a fraction is still one stick.
    expect(parseIngredient('2 1/2" cinnamon stick').quantity).not.toBe(2);
  });
});

describe('an ampersand between two preparations', () => {
  it('joins them as "and" does, so both are notes', () => {
    expect(parseIngredient('0.5 lb peeled & deveined shrimp')).toMatchObject({
      quantity: 0.5,
      unit: 'lb',
      name: 'shrimp',
      notes: 'peeled and deveined',
    });
    expect(parseIngredient('200g peeled&deveined prawns').name).toBe('prawns');
  });
  it('leaves one between things', () => {
    expect(parseIngredient('salt & pepper').name).toBe('salt & pepper');
    expect(parseIngredient('2 tbsp fish & chip seasoning').name).toBe('fish & chip seasoning');
  });
});

describe('a portion word with only notes after it', () => {
  it('is the thing counted, as the word alone is, and the notes are notes', () => {
    expect(parseIngredient('10 cloves (approx)')).toMatchObject({
      quantity: 10,
      unit: null,
      name: 'cloves',
      notes: 'approx',
    });
    expect(parseIngredient('6 cloves, crushed')).toMatchObject({
      quantity: 6,
      unit: null,
      name: 'cloves',
      notes: 'crushed',
    });
    expect(parseIngredient('2 slices, toasted, buttered')).toMatchObject({
      name: 'slices',
      notes: 'toasted, buttered',
    });
  });
  it('reads a bracket and a comma clause together, and a clause of what it is for', () => {
    // The notes were read as the name ("to serve", "bruised").
    expect(parseIngredient('10 cloves (approx), to serve')).toMatchObject({
      quantity: 10,
      unit: null,
      name: 'cloves',
      notes: 'approx; to serve',
    });
    expect(parseIngredient('3 cloves, lightly bruised (optional)')).toMatchObject({
      unit: null,
      name: 'cloves',
      notes: 'lightly bruised; optional',
    });
    expect(parseIngredient('12 cloves, to stud the onion')).toMatchObject({
      unit: null,
      name: 'cloves',
      notes: 'to stud the onion',
    });
    expect(parseIngredient('4 sticks, broken')).toMatchObject({ unit: null, name: 'sticks' });
  });
  it('is the thing after a count in words too', () => {
    expect(parseIngredient('a few cloves, to serve')).toMatchObject({
      quantity: null,
      unit: null,
      name: 'a few cloves',
      notes: 'to serve',
    });
    expect(parseIngredient('several sprigs (optional)')).toMatchObject({
      unit: null,
      name: 'several sprigs',
    });
    // A thing named after the portion keeps it as the unit.
    expect(parseIngredient('a few sprigs of thyme')).toMatchObject({
      unit: 'sprig',
      name: 'thyme',
    });
  });
  it('leaves a portion of a thing named after the bracket or before the comma', () => {
    expect(parseIngredient('3 slices (about 100g) bread')).toMatchObject({
      unit: 'slice',
      name: 'bread',
    });
    expect(parseIngredient('2 cloves garlic, crushed')).toMatchObject({
      unit: 'clove',
      name: 'garlic',
    });
  });
});

describe('a hedge on the amount between commas before the name', () => {
  it('is a note, and the name follows it', () => {
    expect(parseIngredient('2 tbsp, or more, slivered basil leaves')).toMatchObject({
      quantity: 2,
      unit: 'tbsp',
      name: 'basil leaves',
    });
    expect(parseIngredient('1 cup, more or less, water')).toMatchObject({
      name: 'water',
      notes: 'more or less',
    });
    expect(parseIngredient('1 tbsp, or more to taste, honey').name).toBe('honey');
    expect(parseIngredient('2 tbsp, or to taste, sugar').name).toBe('sugar');
    expect(parseIngredient("2 cups, approximately, confectioners' sugar")).toMatchObject({
      quantity: 2,
      name: "confectioners' sugar",
      notes: 'approximately',
    });
    expect(parseIngredient('1 cup, about, flour').name).toBe('flour');
  });
  it('leaves a comma clause that is no hedge', () => {
    expect(parseIngredient('2 tbsp, chopped, parsley').name).toBe('parsley');
    expect(parseIngredient('3 cloves, crushed').name).toBe('cloves');
  });
});

describe('a count before one thing’s length with a fraction', () => {
  check([
    // A range of counts whose upper end runs into the length's fraction.
    ['25 to 28 3/8-inch-thick slices of French baguette', 25, 'slice', 'French baguette'],
    ['4-6 1/2-inch-thick slices bread', 4, 'slice', 'bread'],
    // A hedge on the length in a bracket goes with it.
    [
      '10 3/4-inch-thick (roughly) slices French or Italian bread',
      10,
      'slice',
      'French or Italian bread',
    ],
    // Both sides of a piece, each with its length.
    ['4 1/2-inch-by-4-inch pieces of orange zest', 4, 'piece', 'orange zest'],
    ['2 2-inch by 3-inch pieces kombu', 2, 'piece', 'kombu'],
    // A range up to a mixed number with no length after it stays a range.
    ['1 to 1 1/2 pounds beef', 1, 'lb', 'beef'],
    ['1 to 1 1/2-inch piece ginger', 1, 'piece', 'ginger'],
  ]);
  it('keeps the range of counts', () => {
    expect(parseIngredient('25 to 28 3/8-inch-thick slices baguette').quantityMax).toBe(28);
    expect(parseIngredient('1 to 1 1/2 pounds beef').quantityMax).toBe(1.5);
  });
});

describe('pairs, grinds, shakes, lengths and a fifth after a number', () => {
  check([
    ['3 pairs salt herring roes', 3, 'pair', 'salt herring roes'],
    ['6 grinds black pepper', 6, 'grind', 'black pepper'],
    ['5 shakes Tabasco', 5, 'shake', 'Tabasco'],
    ['24 lengths of lemon grass', 24, 'length', 'lemon grass'],
    ['1 2-inch length of leek', 1, 'length', 'leek'],
    ['1 fifth brandy', 1, 'fifth', 'brandy'],
    // Not without a number.
    ['Lengths of chive', null, null, 'Lengths of chive'],
    ['shake of salt', null, null, 'shake of salt'],
  ]);
});

describe('how it tastes, feels or has aged, before a comma and more describing words', () => {
  check([
    ['8 cups stale, sweetened corn bread, crumbled', 8, 'cup', 'stale sweetened corn bread'],
    ['1 bottle robust, fruity red wine', 1, 'bottle', 'robust fruity red wine'],
    ['4 tablespoons tangy, fresh goat cheese', 4, 'tbsp', 'tangy fresh goat cheese'],
    ['16 large, meaty, free-range chicken wings', 16, null, 'meaty free-range chicken wings'],
  ]);
});

describe('another amount by the first after "or" is a note', () => {
  check([
    [
      '2 tablespoons finely chopped fresh basil or half that amount dried',
      2,
      'tbsp',
      'fresh basil',
    ],
    ['1 tbsp fresh oregano or half as much dried', 1, 'tbsp', 'fresh oregano'],
    ['2 tbsp fresh basil or a third as much dried', 2, 'tbsp', 'fresh basil'],
    // "half-and-half" is a thing.
    ['1 cup cream or half and half', 1, 'cup', 'cream or half and half'],
  ]);
});

describe('a length with a mixed number after the name', () => {
  check([
    ['1 orange slice 1 1/4-inch thick, cut in half', 1, 'slice', 'orange'],
    ['4 carrots 1 to 1 1/2 inches thick', 4, null, 'carrots'],
  ]);
  it('keeps the whole length in one note', () => {
    expect(parseIngredient('6 loin pork chops, 1 to 1½ inches thick').notes).toBe(
      '1 to 1 1/2 inches thick',
    );
  });
});

describe('how much so before how small, after a participle after the name', () => {
  check([
    ['4 shucked oysters chopped very fine', 4, null, 'oysters'],
    ['2 tablespoons onion chopped very fine', 2, 'tbsp', 'onion'],
    ['1 cup very fine sugar', 1, 'cup', 'very fine sugar'],
  ]);
});

describe('what a cut thing was cut from, after the name', () => {
  check([
    ['2 cups corn cut from 4 or 5 large ears', 2, 'cup', 'corn'],
    ['2 slices bread cut from a round loaf', 2, 'slice', 'bread'],
    // Not after another verb.
    [
      '1/4 cup oil drained from the sun-blushed tomatoes',
      0.25,
      'cup',
      'oil from the sun-blushed tomatoes',
    ],
  ]);
  it('leaves a later clause whole', () => {
    expect(
      parseIngredient('2 ears corn, husks removed and kernels cut from the cobs (about 1 cup)')
        .notes,
    ).toBe('about 1 cup; husks removed and kernels cut from the cobs');
  });
});

describe('a longer part named before the amount it is of', () => {
  check([
    ['Grated zest and freshly squeezed juice of 1 orange', 1, null, 'orange'],
    ['Finely grated zest and freshly squeezed juice of 2 lemons', 2, null, 'lemons'],
  ]);
});

describe('part of one pack whose size is set apart with no "x"', () => {
  check([
    ['½ 400g/14oz can chopped tomatoes', 0.5, 'can', 'chopped tomatoes'],
    ['½ 326g/11½ oz can sweetcorn, drained and rinsed', 0.5, 'can', 'sweetcorn'],
    ['1/2 12-ounce package frozen peas', 0.5, 'package', 'frozen peas'],
    ['Thirty-two 1½-inch-long pieces fresh chives', 32, 'piece', 'fresh chives'],
    // As before: a size alone, a whole count.
    ['½ 400g can tomatoes', 0.5, 'can', 'tomatoes'],
    ['2 400g/14oz cans chopped tomatoes', 2, 'can', 'chopped tomatoes'],
  ]);
  it('keeps the pack size as a note', () => {
    expect(parseIngredient('½ 400g/14oz can chopped tomatoes').notes).toBe('400g/14oz');
  });
});

describe('a shape before a unit, and a dish named by what is baked in it', () => {
  check([
    [
      '1 round loaf of crusty French or Italian white bread',
      1,
      'loaf',
      'crusty French or Italian white bread',
    ],
    ['1 small round bulb fennel', 1, 'bulb', 'fennel'],
    ['8 small oval slices of French bread', 8, 'slice', 'French bread'],
    ['4 square pieces banana leaf', 4, 'piece', 'banana leaf'],
    // No unit after the shape: the shape stays in the name.
    ['1 round lettuce', 1, null, 'round lettuce'],
    ['12 round rice paper sheets', 12, null, 'round rice paper sheets'],
    ['24 square crackers', 24, null, 'square crackers'],
    ['1 1/2 squares unsweetened chocolate', 1.5, 'square', 'unsweetened chocolate'],
    // A dish is equipment, not a loaf of tin.
    ['1 loaf tin', 1, null, 'loaf tin'],
    ['1 x 900g/2lb loaf tin, greased and lined', 1, null, 'loaf tin'],
    ['1 cake pan', 1, null, 'cake pan'],
    ['2 sheet pans (one with rack)', 2, null, 'sheet pans'],
    ['10-inch tube pan, ungreased', 1, null, 'tube pan'],
    ['One 9-inch square pan, greased', 1, null, 'square pan'],
    ['2 tablespoons pan drippings', 2, 'tbsp', 'pan drippings'],
    ['2 loaves Pan Cubano', 2, 'loaf', 'Pan Cubano'],
    ['2 x 400g tins chopped tomatoes', 2, 'can', 'chopped tomatoes'],
  ]);
  it('keeps the shape as a note', () => {
    expect(parseIngredient('1 round loaf crusty white bread').notes).toBe('round');
  });
});

describe('"half" before a measure after a number is half that measure', () => {
  check([
    ['1 half-gallon organic apple juice', 0.5, 'gallon', 'organic apple juice'],
    ['2 half-pints fresh raspberries (about 6 ounces each)', 1, 'pint', 'fresh raspberries'],
    ['1 half pint red raspberries, slightly crushed', 0.5, 'pint', 'red raspberries'],
    // Not before a thing, nor a burger named by its weight.
    ['2 half chickens', 2, null, 'half chickens'],
    ['2 half-pounder patties', 2, null, 'half-pounder patties'],
    ['a half-pint of cream', 0.5, 'pint', 'cream'],
  ]);
  it('halves both ends of a range', () => {
    const parsed = parseIngredient('2 to 3 half-pints blueberries');
    expect([parsed.quantity, parsed.quantityMax, parsed.unit]).toEqual([1, 1.5, 'pint']);
  });
});

describe('"with" a part taken off, in the name\'s own clause, is a note', () => {
  check([
    ['24 orange sections with membranes removed', 24, null, 'orange sections'],
    ['5 ripe plum tomatoes with core removed and chopped coarsely', 5, null, 'ripe plum tomatoes'],
    ['2 jalapeños with the seeds discarded', 2, null, 'jalapeños'],
    ['1 large fresh basil stem with leaves removed', 1, null, 'fresh basil stem'],
    // A part left on or attached may name the cut bought; "with" alone joins things.
    ['4 chicken legs with thighs attached', 4, null, 'chicken legs with thighs attached'],
    ['1 chicken with giblets', 1, null, 'chicken with giblets'],
  ]);
  it('keeps the part and what else was done to it in one note', () => {
    expect(
      parseIngredient('5 ripe plum tomatoes with core removed and chopped coarsely').notes,
    ).toBe('with core removed and chopped coarsely');
    // A later clause is a note already, and keeps its place.
    expect(parseIngredient('3 cardamoms, crushed with husk removed').notes).toBe(
      'crushed with husk removed',
    );
  });
});

describe('a count of one size or another: the other names what both are counted in', () => {
  check([
    ['1 large or 2 small cloves garlic, minced', 1, 'clove', 'garlic'],
    ['1 large or 2 medium heads romaine', 1, 'head', 'romaine'],
    ['4 medium or 8 small fillets of trout, pinboned', 4, 'fillet', 'trout'],
    ['1 large or 2 small cans tomatoes', 1, 'can', 'tomatoes'],
    // No portion or pack after the other count: the thing itself is counted.
    ['1 large or 2 small onions', 1, null, 'onions'],
    ['2 small or 1 medium yellow beets, peeled', 2, null, 'yellow beets'],
  ]);
});

describe('how a portion was cut, before its unit, says how the slice was cut', () => {
  check([
    ['6 lengthwise slices fresh ginger', 6, 'slice', 'fresh ginger'],
    ['4 thickly cut slices bread', 4, 'slice', 'bread'],
    ['4 thick-cut slices crusty bread, such as ciabatta', 4, 'slice', 'crusty bread'],
    ['8 paper-thin slices prosciutto', 8, 'slice', 'prosciutto'],
    ['8 wafer-thin slices French baguette', 8, 'slice', 'French baguette'],
    ['2 diagonal slices ciabatta', 2, 'slice', 'ciabatta'],
    // No unit after it: the words are the name's or its notes', as before.
    ['1 thinly sliced onion', 1, null, 'onion'],
    ['3 cut lemons', 3, null, 'cut lemons'],
  ]);
  it('keeps the way it was cut as a note', () => {
    expect(parseIngredient('4 paper-thin slices red onion').notes).toBe('paper-thin');
  });
});

describe('a mistyped imperial alternative after a metric measure is a note, not the name', () => {
  check([
    ['200ml//7fl oz lamb gravy, warmed through', 200, 'ml', 'lamb gravy'],
    ['200g//7oz stoned Medjool dates', 200, 'g', 'Medjool dates'],
    ['10g/¼ fine salt', 10, 'g', 'fine salt'],
    ['20g/¾ caster sugar', 20, 'g', 'caster sugar'],
    ['25g/oz ground almonds', 25, 'g', 'ground almonds'],
    ['100ml/fl oz light olive oil', 100, 'ml', 'light olive oil'],
    ['600g/lb 5oz topside beef', 600, 'g', 'topside beef'],
    ['450g/llb dried linguine', 450, 'g', 'dried linguine'],
    ['10g/ baby capers', 10, 'g', 'baby capers'],
    // A unit mistyped after the number stays with it, as before.
    ['100ml/3½ozfl oz dry vermouth', 100, 'ml', 'dry vermouth'],
    ['100g/3½z raisins', 100, 'g', 'raisins'],
    // Not after a spoon or cup: only a metric measure has an imperial one after its slash.
    ['2 tbsp/ baby capers', 2, 'tbsp', '/ baby capers'],
  ]);
  it('keeps the alternative as a note', () => {
    expect(parseIngredient('200ml//7fl oz lamb gravy').notes).toBe('7fl oz');
    expect(parseIngredient('10g/¼ fine salt').notes).toBe('1/4');
  });
});

describe('an amount after a name in a table of ingredients is the amount', () => {
  check([
    ['Egg yolks 4 (72 grams)', 4, null, 'Egg yolks'],
    ['Eggs 4 (200 grams)', 4, null, 'Eggs'],
    ['Milk ¼ to ½ cup', 0.25, 'cup', 'Milk'],
    [
      'Unsalted butter 1/3 cup or 2/3 stick (75 grams), plus more for the pan',
      1 / 3,
      'cup',
      'Unsalted butter',
    ],
    // A bare count after a name written as names are is its count.
    ['Eggs 2', 2, null, 'Eggs'],
    ['Corn cob 1', 1, null, 'Corn cob'],
    // A bare count may be a heading's; a flour type, a size or a phrase are no amount of a name.
    ['Weeknight Suppers 12', null, null, 'Weeknight Suppers 12'],
    ['Chapter 3', null, null, 'Chapter 3'],
    ['Lemons 1.5', null, null, 'Lemons 1.5'],
    ['Weizenmehl 405, zum Bearbeiten', null, null, 'Weizenmehl 405'],
    ['Bakvorm 20x20cm', null, null, 'Bakvorm 20x20cm'],
    ['reduce oats by 1/4 cup', null, null, 'reduce oats by 1/4 cup'],
    ['Serves 4 (200 g)', null, null, 'Serves 4'],
  ]);
  it('keeps the range, the bracket and the notes after the amount', () => {
    expect(parseIngredient('Milk ¼ to ½ cup').quantityMax).toBe(0.5);
    expect(parseIngredient('Eggs 4 (200 grams)').notes).toBe('200 grams');
    expect(
      parseIngredient('Unsalted butter 1/3 cup or 2/3 stick (75 grams), plus more').notes,
    ).toBe('2/3 stick; 75 grams; plus more');
  });
});

describe('a count of one size and, after a slash, a count of another size', () => {
  check([
    ['1 small/½ large red onion, finely sliced', 1, null, 'red onion'],
    ['2 large/3 medium King Edward potatoes', 2, null, 'King Edward potatoes'],
  ]);
  it('keeps the other count as a note', () => {
    expect(parseIngredient('1 small/½ large red onion').notes).toBe('small; or 1/2 large');
  });
});

describe('a range written the wrong way round with "to"', () => {
  check([
    ['½ to 1/3 cup heavy cream', 1 / 3, 'cup', 'heavy cream'],
    ['3 to 2 1/2 pounds beef chuck', 2.5, 'lb', 'beef chuck'],
  ]);
  it('has the larger number as its upper end', () => {
    expect(parseIngredient('½ to 1/3 cup heavy cream').quantityMax).toBe(0.5);
  });
  it('leaves "or" alternatives and a ratio', () => {
    expect(parseIngredient('1 or 1/2 cup milk').quantityMax).toBeNull();
    expect(parseIngredient('3 to 1 cups water').quantityMax).toBeNull();
  });
});

describe("a pack's size set off by commas is a note, and the name follows it", () => {
  check([
    [
      '2 packages, 10 ounces, frozen raspberries in syrup',
      2,
      'package',
      'frozen raspberries in syrup',
    ],
    [
      '2 pieces, about 1 pound, preserved goose or duck (confit)',
      2,
      'piece',
      'preserved goose or duck',
    ],
  ]);
  it('keeps the size as a note', () => {
    expect(parseIngredient('2 packages, 10 ounces, frozen raspberries').notes).toBe('10 ounces');
  });
});

describe('a whole number and a fraction joined by "e" or "y"', () => {
  check([
    // The cup known since session 56 (see "Portuguese and Spanish measures" below).
    ['1 e 1/2 xícara de açúcar', 1.5, 'cup', 'açúcar'],
    ['0 e 1/2 xícara (chá) de leite', 0.5, 'cup', 'leite'],
  ]);
});

describe('an alternative after a slash hedged with "<" or "less than" is a note', () => {
  check([
    ['3 g/<1/8 oz/1 teaspoon ground cinnamon', 3, 'g', 'ground cinnamon'],
    ['2 g/<1/8 oz/¼ teaspoon baking soda', 2, 'g', 'baking soda'],
    ['3 g/less than 1/8 oz ground mace', 3, 'g', 'ground mace'],
  ]);
  it('keeps the alternatives as the note', () => {
    expect(parseIngredient('3 g/<1/8 oz/1 teaspoon ground cinnamon').notes).toBe(
      '<1/8 oz/1 teaspoon',
    );
  });
});

describe('a letter l typed for a 1 before a digit or a fraction is the 1', () => {
  check([
    ['l00ml/3½fl oz strong, dark beer', 100, 'ml', 'strong dark beer'],
    ['l½ cups flour', 1.5, 'cup', 'flour'],
    ['¾ teaspoon table salt or l½ teaspoons kosher salt', 0.75, 'tsp', 'table salt'],
    // Inside a word it is a letter.
    ['2 cups ll2 flour', 2, 'cup', 'll2 flour'],
  ]);
  it('reads the other amount as the note', () => {
    expect(parseIngredient('¾ teaspoon table salt or l½ teaspoons kosher salt').notes).toBe(
      'or 1 1/2 teaspoons kosher salt',
    );
  });
});

describe('ounces typed with a zero for the o, or with the o lost after pounds', () => {
  check([
    ['330ml/12fl 0z bottle of real ale', 330, 'ml', 'real ale'],
    ['12fl 0z milk', 12, 'fl oz', 'milk'],
    ['20z butter', 2, 'oz', 'butter'],
    ['1 x 750g/1lb10z cooked small lobster', 1, null, 'lobster'],
  ]);
  it('keeps the ounces after pounds as they were meant', () => {
    expect(parseIngredient('1 x 750g/1lb10z cooked small lobster').notes).toBe(
      '750g/1lb10oz; cooked small',
    );
    expect(parseIngredient('55g/20z parmesan cheese, grated').notes).toBe('2oz; grated');
  });
  it('leaves a zero inside a word or number', () => {
    expect(parseIngredient('2 cups Z0z cereal').name).toBe('Z0z cereal');
  });
});

describe('"weighing" after a name starts a note, with no comma before it', () => {
  check([
    ['1 free-range turkey weighing 4kg/8lb 11oz', 1, null, 'free-range turkey'],
    ['4 squid weighing about 250g/9oz each, cleaned', 4, null, 'squid'],
    ['1 baking potato weighing about 1/2 pound', 1, null, 'baking potato'],
  ]);
  it('keeps the weight whole in the note', () => {
    expect(parseIngredient('1 free-range turkey weighing 4kg/8lb 11oz').notes).toBe(
      'weighing 4kg/8lb 11oz',
    );
    expect(parseIngredient('4 halibut fillets, each weighing 200g/7oz').notes).toBe(
      'each weighing 200g/7oz',
    );
  });
});

describe('Portuguese and Spanish measures', () => {
  check([
    ['3 colheres (sopa) de azeite', 3, 'tbsp', 'azeite'],
    ['2 colheres de sopa de óleo', 2, 'tbsp', 'óleo'],
    ['3 c. de sopa polpa de tomate', 3, 'tbsp', 'polpa de tomate'],
    ['1 colher (chá) de fermento em pó', 1, 'tsp', 'fermento em pó'],
    ['2 c. de chá sal', 2, 'tsp', 'sal'],
    ['1 colher de sobremesa de canela', 1, 'dessertspoon', 'canela'],
    ['½ xícara (chá) de iogurte desnatado', 0.5, 'cup', 'iogurte desnatado'],
    ['2 xícaras de farinha de trigo', 2, 'cup', 'farinha de trigo'],
    ['1 xícara de chá de leite', 1, 'cup', 'leite'],
    // A cup of tea: no "de" after the tea.
    ['1 xícara de chá preto', 1, 'cup', 'chá preto'],
    ['1 lata de leite condensado', 1, 'can', 'leite condensado'],
    ['1 pitada de sal', 1, 'pinch', 'sal'],
    ['2 dentes de alho espremidos', 2, 'clove', 'alho espremidos'],
    ['1 quilo de peito de frango', 1, 'kg', 'peito de frango'],
    ['2 tazas de harina', 2, 'cup', 'harina'],
    ['4 dientes de ajo', 4, 'clove', 'ajo'],
    // A coffee spoon has no unit of its own: left as written.
    ['1 colher (café) de sal', 1, null, 'colher (café) de sal'],
  ]);
});

describe("a shape word before a name whose end gives the portion is the portion's", () => {
  check([
    ['6 long rosemary sprigs', 6, 'sprig', 'rosemary'],
    ['4 fat garlic cloves, crushed', 4, 'clove', 'garlic'],
    ['6 thin asparagus spears, tough ends removed', 6, 'spear', 'asparagus'],
    ['3 thin lemon slices', 3, 'slice', 'lemon'],
    ['4 thin skinless, boneless fillets of sole', 4, 'fillet', 'skinless boneless sole'],
    // With no portion read from the name, the word stays.
    ['2 thin baguettes', 2, null, 'thin baguettes'],
  ]);
  it('keeps the shape as a note', () => {
    expect(parseIngredient('4 fat garlic cloves, crushed').notes).toBe('fat; crushed');
  });
});

describe('German, Dutch, Norwegian and French measures seen on recipe pages', () => {
  check([
    ['1 Msp. Salz', 1, 'pinch', 'Salz'],
    ['3 Zehen Knoblauch', 3, 'clove', 'Knoblauch'],
    ['0.5 Bund Frühlingszwiebeln', 0.5, 'bunch', 'Frühlingszwiebeln'],
    ['2 Pck. Veganes Hack', 2, 'package', 'Veganes Hack'],
    ['2 takjes tijm', 2, 'sprig', 'tijm'],
    ['1 bosje koriander (fijn gesneden)', 1, 'bunch', 'koriander'],
    ['5 teentjes knoflook', 5, 'clove', 'knoflook'],
    ['1 teen knoflook', 1, 'clove', 'knoflook'],
    ['1 snuifje zout', 1, 'pinch', 'zout'],
    ['4 stuks tomaten', 4, 'piece', 'tomaten'],
    ['3 ss flytende honning', 3, 'tbsp', 'flytende honning'],
    ['3 ts karripulver', 3, 'tsp', 'karripulver'],
    ["2 cuill. à soupe d'huile d'olive", 2, 'tbsp', "huile d'olive"],
    ['1 cuill. à café de graines de coriandre', 1, 'tsp', 'graines de coriandre'],
    ['4 càs de sucre glace', 4, 'tbsp', 'sucre glace'],
    ['1 pincée de sel', 1, 'pinch', 'sel'],
    ['Sel fin : 8 pincées', 8, 'pinch', 'Sel fin'],
    // A vanilla pod is a "gousse" too: not read as a clove.
    ['1/2 gousse de vanille', 0.5, null, 'gousse de vanille'],
  ]);
});

describe('a spoon mistyped by one letter after its number is the spoon', () => {
  check([
    ['2 tablepoons light corn syrup', 2, 'tbsp', 'light corn syrup'],
    ['1/4 tesapoon kosher salt', 0.25, 'tsp', 'kosher salt'],
    ['1 tablespooon Asian sesame oil', 1, 'tbsp', 'Asian sesame oil'],
    ['2 tablspoons/15 milliliters water', 2, 'tbsp', 'water'],
    // Two letters off, or another spoon, is left as written.
    ['2 soupspoons sugar', 2, null, 'soupspoons sugar'],
    ['2 tbalspoons sugar', 2, null, 'tbalspoons sugar'],
  ]);
});

describe('"and a half" after a unit in French, Portuguese, Spanish and Dutch', () => {
  check([
    ['1 càc et demie de cannelle', 1.5, 'tsp', 'cannelle'],
    ['2 cuillères à soupe et demie de sucre', 2.5, 'tbsp', 'sucre'],
    ['1 xícara e meia de açúcar', 1.5, 'cup', 'açúcar'],
    ['1 taza y media de harina', 1.5, 'cup', 'harina'],
    ['1 cup and a half flour', 1.5, 'cup', 'flour'],
    // Another word after "e" or "y" is no half.
    ['1 cup evaporated milk', 1, 'cup', 'evaporated milk'],
  ]);
});

describe('another language\'s article before a unit is read as "a" is', () => {
  check([
    ['Una pizca de sal', null, 'pinch', 'sal'],
    ['Une pincée de sel', null, 'pinch', 'sel'],
    ['Eine Prise Salz', null, 'pinch', 'Salz'],
    ['Een snufje zout', null, 'pinch', 'zout'],
    ['Uma pitada de sal', null, 'pinch', 'sal'],
    ['Un puñado de anacardos', null, 'handful', 'anacardos'],
    ['Une cuillère à soupe de miel', 1, 'tbsp', 'miel'],
    ['Een teentje knoflook', 1, 'clove', 'knoflook'],
    ['Un bote de 800 g de tomate entero pelado', 1, 'jar', 'tomate entero pelado'],
    // With no unit after it, the line is left as written.
    ['Una cebolla', null, null, 'Una cebolla'],
  ]);
  it('takes the "of" after a pack\'s size with it', () => {
    expect(parseIngredient('1 tin of 400 g of tomatoes').name).toBe('tomatoes');
  });
});

describe('"to taste" in Spanish, Portuguese, Dutch and German is a note', () => {
  check([
    ['Sal al gusto', null, null, 'Sal'],
    ['1 pizca de sal o al gusto', 1, 'pinch', 'sal'],
    ['Champignon a gosto', null, null, 'Champignon'],
    ['cayennepeper naar smaak', null, null, 'cayennepeper'],
    ['Salz nach Geschmack', null, null, 'Salz'],
  ]);
});

describe('a metric amount mistyped before a slash and the other units is the amount meant', () => {
  check([
    // A letter o for a 0 before the unit.
    ['7og/2½oz salted butter', 70, 'g', 'salted butter'],
    // Another unit's letter typed after the unit.
    ['100gl/3½oz cream cheese', 100, 'g', 'cream cheese'],
    ['500gkg/1lb 2oz salt', 500, 'g', 'salt'],
    ['1kgg/2lb 4oz potatoes', 1, 'kg', 'potatoes'],
    // Written right, as before.
    ['100ml/3½fl oz milk', 100, 'ml', 'milk'],
  ]);
});

describe('Greek, Croatian, Czech, Slovak and Polish measures, in letters beyond Latin-1', () => {
  check([
    ['1 κ.σ. ζάχαρη', 1, 'tbsp', 'ζάχαρη'],
    ['2 κ.γ. αλάτι', 2, 'tsp', 'αλάτι'],
    ['1⅓ φλ. ελαιόλαδο', 4 / 3, 'cup', 'ελαιόλαδο'],
    ['1 ματσ. μαϊντανό', 1, 'bunch', 'μαϊντανό'],
    ['200 γρ. φέτα', 200, 'g', 'φέτα'],
    ['2 žlice suncokretovih sjemenki', 2, 'tbsp', 'suncokretovih sjemenki'],
    ['1 žličica soli', 1, 'tsp', 'soli'],
    ['1 lžička bramborový škrob', 1, 'tsp', 'bramborový škrob'],
    ['1 špetka sůl', 1, 'pinch', 'sůl'],
    ['1 sáček vanilkový cukr', 1, 'sachet', 'vanilkový cukr'],
    ['mąka 3 łyżki', 3, 'tbsp', 'mąka'],
    // The word whole is the cheese, not a slice of it.
    ['1 φέτα', 1, null, 'φέτα'],
  ]);
});

describe('a plural mark last on a line leaves no note', () => {
  it('is dropped after a name, or after the unit of an amount set after its name', () => {
    expect(parseIngredient('1 oignon(s)')).toMatchObject({ name: 'oignon', notes: '' });
    expect(parseIngredient('Oeuf(s) : 1 pièce(s)')).toMatchObject({
      quantity: 1,
      unit: 'piece',
      name: 'Oeuf',
      notes: '',
    });
    expect(parseIngredient('Sel fin : 8 pincée(s)')).toMatchObject({ unit: 'pinch', notes: '' });
  });
});

describe('the French "demi" before a measure after a number is half of it', () => {
  check([
    ['1 demie càc poudre de vanille', 0.5, 'tsp', 'poudre de vanille'],
    ['1 demi-cuillère à café de sel', 0.5, 'tsp', 'sel'],
    // Before no measure it is the name's ("demi-glace").
    ['2 demi-glace cubes', 2, null, 'demi-glace cubes'],
    ['1 demi baguette', 1, null, 'demi baguette'],
  ]);
});

describe('Chinese and Japanese measures, counts and amounts after the name', () => {
  check([
    // A measure straight after the number, with or without a space.
    ['250克 奶油奶酪', 250, 'g', '奶油奶酪'],
    ['125 克 细砂糖', 125, 'g', '细砂糖'],
    ['⅛ 茶匙 细盐', 0.125, 'tsp', '细盐'],
    ['200毫升 牛奶', 200, 'ml', '牛奶'],
    // A count's classifier is no unit.
    ['2个 鸡蛋', 2, null, '鸡蛋'],
    ['4 个 蛋 (A级)', 4, null, '蛋'],
    // Chinese numerals before a classifier or a measure, a half before or after.
    ['一个 土豆', 1, null, '土豆'],
    ['半个 青椒', 0.5, null, '青椒'],
    ['一个半 番茄', 1.5, null, '番茄'],
    ['两个 鸡蛋', 2, null, '鸡蛋'],
    ['一勺 酱油', 1, 'tbsp', '酱油'],
    // The name first, then the amount; a Japanese spoon before its number.
    ['卵 4個', 4, null, '卵'],
    ['ベーコン 2枚', 2, 'slice', 'ベーコン'],
    ['牛乳 200cc', 200, 'ml', '牛乳'],
    ['薄力粉 大さじ1/2', 0.5, 'tbsp', '薄力粉'],
    ['醤油 大さじ2', 2, 'tbsp', '醤油'],
    ['コンソメ 小さじ1/3', 1 / 3, 'tsp', 'コンソメ'],
    // A bracket between the name and its amount is a note.
    ['卵(60g 程度) 2個', 2, null, '卵'],
    ['めんつゆ（3倍濃縮） 大さじ1', 1, 'tbsp', 'めんつゆ'],
    ['玉ねぎ 1/4個(50g)', 0.25, null, '玉ねぎ'],
    // No unit before a number: the measure's character starts a name.
    ['克什米尔辣椒粉', null, null, '克什米尔辣椒粉'],
  ]);
  it('reads "as needed" and "a little" as notes, before or after the name', () => {
    expect(parseIngredient('水 適量')).toMatchObject({ quantity: null, name: '水', notes: '適量' });
    expect(parseIngredient('适量 黑胡椒粉')).toMatchObject({ name: '黑胡椒粉', notes: '适量' });
    expect(parseIngredient('黒こしょう 少々')).toMatchObject({ name: '黒こしょう', notes: '少々' });
    expect(parseIngredient('卵(60g 程度) 2個')).toMatchObject({ notes: '60g 程度' });
  });
});

describe("a portion's size set off by commas before the name is a note", () => {
  check([
    [
      '8 slices, about ½ inch (1 cm) thick, pound cake (purchased, or homemade)',
      8,
      'slice',
      'pound cake',
    ],
    ['8 slices, about 1 inch thick, pound cake', 8, 'slice', 'pound cake'],
    ['8 slices, ½ inch thick, pound cake', 8, 'slice', 'pound cake'],
    [
      '9 slices, each 5mm/½in thick, good-quality white bread, one day old',
      9,
      'slice',
      'good-quality white bread',
    ],
    ['6 strips, roughly 2 cm wide, lemon peel', 6, 'strip', 'lemon peel'],
    ['4 pieces, 2 inches long, fresh ginger', 4, 'piece', 'fresh ginger'],
    // A pack's weight in commas, as before; a count of things with no portion is left.
    ['2 pieces, about 1 pound, preserved goose', 2, 'piece', 'preserved goose'],
    ['1 chicken, about 3 pounds, cut up', 1, null, 'chicken'],
  ]);
  it('keeps the size as a note, after a line with the same head whose parse is reused', () => {
    expect(parseIngredient('8 slices, cut in half')).toMatchObject({ unit: 'slice' });
    expect(parseIngredient('8 slices, about 1 inch thick, pound cake')).toMatchObject({
      name: 'pound cake',
      notes: 'about 1 inch thick',
    });
  });
});

describe('"or a bit more" or "less" after the name is a note, as "or a little more" is', () => {
  check([
    [
      '0.5 tsp caster sugar, or a bit more or less, depending on the sweetness',
      0.5,
      'tsp',
      'caster sugar',
    ],
    ['1 tsp caster sugar, or a bit more', 1, 'tsp', 'caster sugar'],
    ['2 tbsp lemon juice, or a bit less', 2, 'tbsp', 'lemon juice'],
    ['1 tsp sugar, or a little more, to taste', 1, 'tsp', 'sugar'],
    // "a bit of" another thing is no hedge on the amount.
    ['salt and a bit of pepper', null, null, 'salt and a bit of pepper'],
  ]);
});

describe('a thing\'s length after its count may be a mixed number, and "in" before the way it is measured', () => {
  check([
    ['Four 1½ in (4cm) thick veal shanks', 4, null, 'veal shanks'],
    ['4 1 1/2 inch thick pork chops', 4, null, 'pork chops'],
    ['2 1 in thick steaks', 2, null, 'steaks'],
    ['A 2 3/4-inch round cookie cutter', 1, null, 'round cookie cutter'],
    // A diameter is one thing's size too.
    [
      '25 to 28 3/8-inch-thick slices of 3 1/2-inch-diameter French baguette',
      25,
      'slice',
      'French baguette',
    ],
    ['1 10-inch-diameter cake layer', 1, null, 'cake layer'],
    // "in" with no way after it may be the preposition: left.
    ['1 9 in pie shell', 1, null, '9 in pie shell'],
    // Cut pieces are still the unit.
    ['4 1 1/2 inch pieces ginger', 4, 'piece', 'ginger'],
  ]);
  it('keeps the length as a note', () => {
    expect(parseIngredient('Four 1½ in (4cm) thick veal shanks').notes).toBe('1 1/2 in thick; 4cm');
  });
});

describe('a count of sized packs after a measure\'s "or" is an alternative, a note', () => {
  check([
    ['4 cups or 2 x 10oz packages frozen peas', 4, 'cup', 'frozen peas'],
    ['1 cup or 1 (15-ounce) can chickpeas', 1, 'cup', 'chickpeas'],
    ['2 cups or 1 10-ounce package frozen spinach', 2, 'cup', 'frozen spinach'],
    ['1 lb or 2 x 8oz bags spinach', 1, 'lb', 'spinach'],
    ['400g/2 x 200g packs tofu', 400, 'g', 'tofu'],
    // A count of the thing itself: the measure is the amount, the count a note.
    ['3 cups or 2 large onions', 3, 'cup', 'onions'],
  ]);
  it('keeps the packs as a note', () => {
    expect(parseIngredient('4 cups or 2 x 10oz packages frozen peas').notes).toBe(
      '2 x 10oz packages',
    );
  });
});

describe('"and/or" before another amount starts a note, as "or" and "and" do', () => {
  check([
    [
      '1 Scotch bonnet or habañero pepper and/or 1 tsp chile flakes (to taste)',
      1,
      null,
      'Scotch bonnet or habañero pepper',
    ],
    ['2 tbsp butter and/or 2 tbsp olive oil', 2, 'tbsp', 'butter'],
    ['1 lemon and/or 2 limes', 1, null, 'lemon'],
    // With no amount after it, the other thing is part of the name.
    ['1 cup milk and/or cream', 1, 'cup', 'milk and/or cream'],
  ]);
  it('keeps the other amount in the note', () => {
    expect(parseIngredient('2 tbsp butter and/or 2 tbsp olive oil').notes).toBe(
      'and/or 2 tbsp olive oil',
    );
  });
});

describe('salt and a ground pepper listed after it with a comma', () => {
  check([
    ['Salt, freshly ground black pepper', null, null, 'Salt, black pepper'],
    ['Sea salt, freshly ground black pepper, to taste', null, null, 'Sea salt, black pepper'],
    [
      'Salt, freshly ground white pepper and Espelette pepper or hot paprika to taste',
      null,
      null,
      'Salt, white pepper and Espelette pepper or hot paprika',
    ],
    ['Salt, coarsely ground black pepper', null, null, 'Salt, black pepper'],
    // The grind alone after a comma is a note on the thing before.
    ['Black pepper, freshly ground', null, null, 'Black pepper'],
    ['20 juniper berries, freshly ground', 20, null, 'juniper berries'],
  ]);
});

describe('"more" before the name is more of a thing named before', () => {
  check([
    ['1/4 cup more grated Gruyère', 0.25, 'cup', 'Gruyère'],
    ['2 tablespoons more butter', 2, 'tbsp', 'butter'],
    ['1 cup flour, more as needed', 1, 'cup', 'flour'],
  ]);
  it('keeps it in the note', () => {
    expect(parseIngredient('2 tablespoons more butter').notes).toBe('more');
  });
});

describe('how full a measure is, an adverb and its fill word before the unit', () => {
  check([
    ['2 loosely packed cups chopped, fresh parsley', 2, 'cup', 'fresh parsley'],
    [
      '2 lightly piled cups cleaned, dry, fresh chanterelles, 6 to 8 ounces',
      2,
      'cup',
      'dry fresh chanterelles',
    ],
    ['2 lightly packed cups basil', 2, 'cup', 'basil'],
    // Not before a preparation: "lightly beaten" is what is done to the eggs.
    ['2 lightly beaten eggs', 2, null, 'eggs'],
  ]);
  it('keeps how it was filled as a note', () => {
    expect(parseIngredient('2 lightly piled cups spinach').notes).toBe('lightly piled');
  });
});

describe('how full a measure is, any word of degree before its fill word (session 61)', () => {
  check([
    // "reasonably" was kept in the name ("reasonably romaine"), the fill word a note.
    ['8 cups reasonably packed romaine', 8, 'cup', 'romaine'],
    ['1 cup moderately packed basil leaves', 1, 'cup', 'basil leaves'],
    ['1 cup densely packed spinach', 1, 'cup', 'spinach'],
    ['2 reasonably packed cups basil', 2, 'cup', 'basil'],
    ['1 cup reasonably heaped flour', 1, 'cup', 'flour'],
    // Before any other word the degree is the name's: "reasonably ripe", "moderately hot".
    ['1/2 cup reasonably ripe mango', 0.5, 'cup', 'reasonably ripe mango'],
    ['2 cups moderately hot salsa', 2, 'cup', 'moderately hot salsa'],
  ]);
  it('keeps how it was filled as a note', () => {
    expect(parseIngredient('8 cups reasonably packed romaine').notes).toBe('reasonably packed');
  });
});

describe('a count of sized packs after the name (session 61)', () => {
  check([
    // Was 1 of "tomatoes can": the pack lost into the name.
    ['tomatoes, 1 (14-oz) can', 1, 'can', 'tomatoes'],
    ['chickpeas, 2 (15 oz) cans, drained', 2, 'can', 'chickpeas'],
    ['coconut milk, 1 (400ml) tin', 1, 'can', 'coconut milk'],
    // Was no amount at all, all of it a note.
    ['tomatoes, 1 14-oz can', 1, 'can', 'tomatoes'],
    ['chopped tomatoes, 1 x 400g tin', 1, 'can', 'chopped tomatoes'],
    // A bracket of no weight or volume is no pack size: as before.
    ['basil leaves, 2 (about 5) sprigs', 2, 'sprig', 'basil leaves'],
    // A word after the pack with no comma (lines12): was 1 of "Spinach package frozen".
    ['Spinach, 1 (10 oz.) package frozen', 1, 'package', 'Spinach'],
    ['Tomatoes, 1 (14 oz) can diced', 1, 'can', 'Tomatoes'],
    // "of" after the pack names another thing: left as it was.
    ['Beans, 1 (15 oz) can of black beans', 1, null, 'Beans can of black beans'],
  ]);
  it('keeps the size and what follows as notes', () => {
    expect(parseIngredient('chickpeas, 2 (15 oz) cans, drained').notes).toBe('15 oz; drained');
    expect(parseIngredient('Spinach, 1 (10 oz.) package frozen').notes).toBe('10 oz.; frozen');
  });
});

describe('cut pieces made from a thing, after a measure (session 61)', () => {
  check([
    // Was named "cubes", the bread a note.
    [
      '2 cups cubes made from crusty white bread, such as a baguette',
      2,
      'cup',
      'crusty white bread',
    ],
    ['2 cups 1-inch cubes made from day-old bread', 2, 'cup', 'day-old bread'],
    ['3 cups bite-size pieces made from leftover turkey', 3, 'cup', 'leftover turkey'],
    // A thing of its own made from another stays that thing.
    ['2 cups croutons made from day-old bread', 2, 'cup', 'croutons'],
    ['1 cup pesto made from basil', 1, 'cup', 'pesto'],
  ]);
  it('keeps the pieces as a note', () => {
    expect(parseIngredient('2 cups cubes made from crusty white bread').notes).toBe('cubes');
  });
});

describe('a stock kept simmering is bought as stock', () => {
  check([
    ['1 cup simmering chicken stock', 1, 'cup', 'chicken stock'],
    ['2 cups simmering beef broth', 2, 'cup', 'beef broth'],
    ['6 cups chicken stock, simmering', 6, 'cup', 'chicken stock'],
    // "boiling" stays: a kind of potato, and the water the sets keep.
    ['2 cups boiling water', 2, 'cup', 'boiling water'],
  ]);
  it('keeps the word as a note', () => {
    expect(parseIngredient('1 cup simmering chicken stock').notes).toBe('simmering');
  });
});

describe('the decagram of central European recipes', () => {
  check([
    ['50 dkg mąki', 50, 'dag', 'mąki'],
    ['25 dag Butter', 25, 'dag', 'Butter'],
    ['2 dkg. drożdży', 2, 'dag', 'drożdży'],
  ]);
  it('weighs ten grams', () => {
    expect(convertQuantity(50, 'dag', 'g')).toBe(500);
    expect(convertQuantity(2, 'dag', 'kg')).toBeCloseTo(0.02, 9);
  });
});

describe('Korean measures, counts and amounts after the name', () => {
  check([
    // A measure after the number, with or without a space, before or after the name.
    ['2 큰술 간장', 2, 'tbsp', '간장'],
    ['간장 2큰술', 2, 'tbsp', '간장'],
    ['간장 2 큰술', 2, 'tbsp', '간장'],
    ['설탕 1/2컵', 0.5, 'cup', '설탕'],
    ['참기름 1작은술', 1, 'tsp', '참기름'],
    ['마늘 3쪽', 3, 'clove', '마늘'],
    ['대파 1대', 1, 'stalk', '대파'],
    ['배추 1포기', 1, 'head', '배추'],
    ['돼지고기 300g', 300, 'g', '돼지고기'],
    // A count's word is no unit.
    ['양파 1개', 1, null, '양파'],
    ['단호박 1/4개', 0.25, null, '단호박'],
    ['닭 1마리', 1, null, '닭'],
    ['양파(중) 1개', 1, null, '양파'],
    // A Korean numeral before a measure or a count's word.
    ['소금 한 꼬집', 1, 'pinch', '소금'],
    ['부추 한 줌', 1, 'handful', '부추'],
    ['양파 반 개', 0.5, null, '양파'],
    // A measure is a whole word: "단호박" is a squash, not a bunch ("단") of something.
    ['1 단호박', 1, null, '단호박'],
  ]);
  it('reads "a little" and "as needed" as notes', () => {
    expect(parseIngredient('소금 약간')).toMatchObject({
      quantity: null,
      name: '소금',
      notes: '약간',
    });
    expect(parseIngredient('후추 조금')).toMatchObject({ name: '후추', notes: '조금' });
    expect(parseIngredient('양파 1/2개(100g)')).toMatchObject({ quantity: 0.5, notes: '100g' });
  });
});

describe("a range of one thing's weight or length with the unit on both sides is its size", () => {
  check([
    ['Two 4-pound to 4½-pound ducks', 2, null, 'ducks'],
    ['2 3-pound or 4-pound chickens', 2, null, 'chickens'],
    ['1 whole 4-pound to 5-pound chicken', 1, null, 'whole chicken'],
    ['1 unbaked 9-inch to 10-inch pie shell', 1, null, 'unbaked pie shell'],
    // A range of measures with no count before it is the amount.
    ['4-pound to 5-pound duck', 4, 'lb', 'duck'],
  ]);
  it('keeps the range whole as a note', () => {
    expect(parseIngredient('Two 4-pound to 4½-pound ducks').notes).toBe('4-pound to 4 1/2-pound');
  });
});

describe('"à" or "a" between two numbers is a range in French, Spanish, Portuguese and Italian', () => {
  check([
    ['1 à 2 c. à café de miel (selon votre envie)', 1, 'tsp', 'miel'],
    ['2 a 3 dientes de ajo', 2, 'clove', 'ajo'],
    ['1 a 2 colheres de sopa de azeite', 1, 'tbsp', 'azeite'],
  ]);
  it('reads the upper end', () => {
    expect(parseIngredient('2 à 3 gousses d’ail').quantityMax).toBe(3);
    expect(parseIngredient('2 a 3 dientes de ajo').quantityMax).toBe(3);
  });
  it('leaves "a" before a word', () => {
    expect(parseIngredient('2 a day').quantityMax).toBeNull();
  });
});

describe('the French spoons written "c.à.s" and the Swiss "c.s."', () => {
  check([
    ["6 c.à.s d'huile d'olive", 6, 'tbsp', "huile d'olive"],
    ['1 c.à.c. de sel', 1, 'tsp', 'sel'],
    ['2 c.s. de farine', 2, 'tbsp', 'farine'],
    ['2 C.S. sucre', 2, 'tbsp', 'sucre'],
    // Spanish pages write cubic centimetres "c.c.": left.
    ['200 c.c. de leche', 200, 'ml', 'leche'],
    ['2 c. sugar', 2, 'cup', 'sugar'],
  ]);
});

describe('"about" before the amount in other languages', () => {
  check([
    ['etwa 200 g Mehl', 200, 'g', 'Mehl'],
    ['environ 200 g de farine', 200, 'g', 'farine'],
    ['Plm. 750 gram spitskool', 750, 'g', 'spitskool'],
    ['ca 2 dl fløde', 2, 'dl', 'fløde'],
    ['ongeveer 1 kg aardappelen', 1, 'kg', 'aardappelen'],
    ['aprox. 100 g de queso', 100, 'g', 'queso'],
  ]);
});

describe('the Portuguese and Spanish "unidade de" after a count is no unit', () => {
  check([
    ['1 unidade de cebola branca', 1, null, 'cebola branca'],
    ['2 unidades de ovos', 2, null, 'ovos'],
    ['2 unidades alhos', 2, null, 'alhos'],
    ['1 unidad de cebolla', 1, null, 'cebolla'],
    ['unidade de medida', null, null, 'unidade de medida'],
  ]);
});

describe('Italian measures and "q.b."', () => {
  check([
    ['Sale fino 1 pizzico', 1, 'pinch', 'Sale fino'],
    ["1 spicchio d'aglio", 1, 'clove', 'aglio'],
    ['2 spicchi di aglio', 2, 'clove', 'aglio'],
    ['4 fette di pancetta non stagionata', 4, 'slice', 'pancetta non stagionata'],
    ['1 rametto di rosmarino', 1, 'sprig', 'rosmarino'],
    ['1 ciuffo di prezzemolo', 1, 'bunch', 'prezzemolo'],
    ['1 bicchiere di aceto di vino', 1, 'glass', 'aceto di vino'],
    ['1 bustina di lievito', 1, 'sachet', 'lievito'],
    ['1 manciata di basilico', 1, 'handful', 'basilico'],
    ['2 pezzi di zenzero', 2, 'piece', 'zenzero'],
    ['1 vasetto di yogurt', 1, 'jar', 'yogurt'],
    ['Sale q.b.', null, null, 'Sale'],
    ['q.b. azeite', null, null, 'azeite'],
  ]);
  it('keeps "q.b." as a note, before the name or after it', () => {
    expect(parseIngredient('Olio extravergine di oliva q.b.').notes).toBe('q.b.');
    expect(parseIngredient('q.b. manjericão').notes).toBe('q.b.');
  });
});

describe('a size before a unit with no number is a note', () => {
  check([
    ['small handful of mint', null, 'handful', 'mint'],
    ['large handful parsley leaves', null, 'handful', 'parsley leaves'],
    ['small bunch coriander', null, 'bunch', 'coriander'],
  ]);
  it('keeps the size', () => {
    expect(parseIngredient('small handful of mint').notes).toBe('small');
    expect(parseIngredient('very large bunch of basil').notes).toBe('very large');
  });
});

describe('a unit written twice, in English and then in Chinese, is read once', () => {
  check([
    ['250 g 克 牛油 (有盐，室温)', 250, 'g', '牛油'],
    ['½ tsp 茶匙 细盐', 0.5, 'tsp', '细盐'],
    ['130 ml 毫升 牛奶', 130, 'ml', '牛奶'],
    // Another unit after the first is left as written.
    ['1 tbsp 茶匙 泡打粉', 1, 'tbsp', '茶匙 泡打粉'],
  ]);
});

describe('"to serve" in other languages starts a note', () => {
  check([
    ['extra koriander om te serveren', null, null, 'koriander'],
    ['Crème fraîche pour servir', null, null, 'Crème fraîche'],
    ['Petersilie zum Servieren', null, null, 'Petersilie'],
    ['Cilantro para servir', null, null, 'Cilantro'],
    ['parmigiano per servire', null, null, 'parmigiano'],
  ]);
});

describe("each piece's weight after the name, after a joining word, is a note", () => {
  check([
    ['4 courgettes of about 200 g each', 4, null, 'courgettes'],
    ['2 chicken breasts of about 150g each', 2, null, 'chicken breasts'],
    ["4 zucchine di circa 200 g l'una", 4, null, 'zucchine'],
    ['2 filetti di salmone da 200 g ciascuno', 2, null, 'filetti di salmone'],
    ["4 pommes de terre d'environ 200 g chacune", 4, null, 'pommes de terre'],
    ['4 calabacines de unos 200 g cada uno', 4, null, 'calabacines'],
    ['4 Kartoffeln von je 200 g', 4, null, 'Kartoffeln'],
    ['4 Kartoffeln à ca. 200 g', 4, null, 'Kartoffeln'],
    // The plain forms are as they were.
    ['2 potatoes, 500 g each', 2, null, 'potatoes'],
    ['4 x 200g salmon fillets', 4, null, 'salmon fillets'],
    ['bag of about 500 g spinach', null, 'bag', 'about 500 g spinach'],
  ]);
  it('keeps the weight, its hedge and its "each", without the joining word', () => {
    expect(parseIngredient('4 courgettes of about 200 g each').notes).toBe('about 200 g each');
    expect(parseIngredient("4 zucchine di circa 200 g l'una").notes).toBe("circa 200 g l'una");
    expect(parseIngredient('4 Kartoffeln von je 200 g').notes).toBe('je 200 g');
    expect(parseIngredient('2 potatoes, 500 g each').notes).toBe('500 g each');
  });
  it('leaves a weight with no "each" after "of" in the name', () => {
    // "of 2 kg" may be all of them: not said to be each piece's.
    expect(parseIngredient('2 potatoes of 2 kg').name).toBe('potatoes of');
  });
});

describe('a length by the foot: "2 feet hog casing" (session 60, lines10)', () => {
  check([
    ['2 feet hog casing', 2, 'foot', 'hog casing'],
    ['3 ft natural casings', 3, 'foot', 'natural casings'],
    // Feet of an animal stay the food, and a foot-long thing is one of it.
    ["4 pig's feet", 4, null, "pig's feet"],
    ['1 lb chicken feet', 1, 'lb', 'chicken feet'],
    ['1 foot-long baguette', 1, null, 'foot-long baguette'],
    ['4 feet', 4, null, 'feet'],
    ['2 feet, cleaned', 2, null, 'feet'],
  ]);
});

describe('a cob of corn, and a part taken from cobs (session 60, lines10)', () => {
  check([
    ['3 cobs corn', 3, 'cob', 'corn'],
    ['2 cobs of corn', 2, 'cob', 'corn'],
    ['3 corn cobs', 3, null, 'corn cobs'],
    ['4 corn cobs husked and halved', 4, null, 'corn cobs'],
    // The part named before "from" and a portion with no thing after it: the amount a note, as
    // "Celery leaves from 4 ribs" is.
    ['corn kernels from 3 cobs', null, null, 'corn kernels'],
  ]);
  it('keeps the cobs in the notes', () => {
    expect(parseIngredient('corn kernels from 3 cobs').notes).toBe('from 3 cobs');
  });
});

describe('another source of a part after "or from" is a note (session 60, lines10)', () => {
  check([
    ['Giblets from 3 chickens or from 1 turkey', 3, null, 'chickens'],
    ['Meat from 1 roasted chicken or from 2 ducks', 1, null, 'roasted chicken'],
    ['zest of 1 lemon or of 2 limes', 1, null, 'lemon'],
  ]);
  it('keeps the other source in the notes', () => {
    expect(parseIngredient('Giblets from 3 chickens or from 1 turkey').notes).toBe(
      'Giblets from; or from 1 turkey',
    );
  });
});

describe('spoons and grams of other languages (session 60, lines10)', () => {
  check([
    // Portuguese "c." with what it measures by and no "de".
    ['1 c. chá de sal', 1, 'tsp', 'sal'],
    ['1 c. (chá) de sal', 1, 'tsp', 'sal'],
    ['1 c. sopa de azeite', 1, 'tbsp', 'azeite'],
    ['1 colher sopa de manteiga', 1, 'tbsp', 'manteiga'],
    // Spanish short forms.
    ['2 cdas de aceite', 2, 'tbsp', 'aceite'],
    ['1 cdta de sal', 1, 'tsp', 'sal'],
    ['½ cdita de comino', 0.5, 'tsp', 'comino'],
    // French "cs" without points, after a number only.
    ["1 cs Huile d'olive", 1, 'tbsp', "Huile d'olive"],
    ['4 cs de parmesan fraîchement râpé', 4, 'tbsp', 'parmesan fraîchement râpé'],
    ["1 CS huile d'olive", 1, 'tbsp', "huile d'olive"],
    // "cc" under 5 is the French teaspoon; more is the cubic centimetre.
    ['1 cc sel', 1, 'tsp', 'sel'],
    ['½ cc de cannelle', 0.5, 'tsp', 'cannelle'],
    ['1 c.c. sel', 1, 'tsp', 'sel'],
    ['100 cc milk', 100, 'ml', 'milk'],
    ['200 c.c. de leche', 200, 'ml', 'leche'],
    // Grams in Portuguese, Spanish and German.
    ['500 gramas de farinha', 500, 'g', 'farinha'],
    ['100 gramos de harina', 100, 'g', 'harina'],
    ['250 Gramm Mehl', 250, 'g', 'Mehl'],
    ['1 gramo de azafrán', 1, 'g', 'azafrán'],
  ]);
});

describe('a hedge between a part and its source’s amount is a note (session 60, lines10)', () => {
  check([
    ['corn kernels from about 3 cobs', null, null, 'corn kernels'],
    ['Celery leaves from about 4 ribs', null, null, 'Celery leaves'],
    ['Juice from about 2 lemons', 2, null, 'lemons'],
    ['Kernels cut from about 3 ears of corn', 3, 'ear', 'corn'],
  ]);
  it('keeps the hedge with the part', () => {
    expect(parseIngredient('Celery leaves from about 4 ribs').notes).toBe('from about 4 ribs');
    expect(parseIngredient('Juice from about 2 lemons').notes).toBe('Juice from about');
  });
});

describe('a portion word then a participle with no "-ed" is the thing counted (session 60, lines10)', () => {
  check([
    ['4 cloves, split', 4, null, 'cloves'],
    ['4 feet, split lengthwise', 4, null, 'feet'],
    ['6 cloves, torn', 6, null, 'cloves'],
    ['1 cup split peas', 1, 'cup', 'split peas'],
  ]);
});

describe('a portion and "of" with no number (lines12)', () => {
  check([
    // Were named with the portion: "slice of green apple", "Several gratings of nutmeg".
    ['slice of green apple, for garnish', null, 'slice', 'green apple'],
    ['Thin slice of ginger', null, 'slice', 'ginger'],
    ['Several gratings of nutmeg', null, null, 'nutmeg'],
    ['A bowl of good-quality vanilla ice cream', null, null, 'good-quality vanilla ice cream'],
    ['bowl of rice', null, null, 'rice'],
    // "slice" with no "of" starts a name; a wedge of cheese stays as the labels have it.
    ['Slice pizza', null, null, 'Slice pizza'],
    ['Wedge of Parmigiano-Reggiano cheese', null, null, 'Wedge of Parmigiano-Reggiano cheese'],
    ['A slice of lemon', 1, 'slice', 'lemon'],
  ]);
  it('keeps the portion as a note', () => {
    expect(parseIngredient('Several gratings of nutmeg').notes).toBe('Several gratings');
    expect(parseIngredient('A bowl of vanilla ice cream').notes).toBe('A bowl of');
  });
});

describe('a choice "of the following:" before the things listed (lines12)', () => {
  check([
    // Was named "combination of the following".
    [
      '4 cups of any combination of the following: onion sprouts, radish sprouts, garlic sprouts',
      4,
      'cup',
      'onion sprouts',
    ],
    ['2 cups greens (any combination of the following: kale, chard)', 2, 'cup', 'greens'],
    // Without "the following" the words stay as before.
    [
      '1/4 cup green or yellow pepper or a combination of both',
      0.25,
      'cup',
      'green or yellow pepper',
    ],
  ]);
});

describe('portions "made from" a thing, after their unit (lines12)', () => {
  check([
    // Was named "made from stock".
    ['3 cubes made from stock', 3, 'cube', 'stock'],
    ['4 slices made from a baguette', 4, 'slice', 'baguette'],
    // After a name, "made from" stays a note.
    ['3 ice cubes made from stock', 3, null, 'ice cubes'],
    ['2 cups cubes made from crusty white bread', 2, 'cup', 'crusty white bread'],
    // One rule after a unit and after cut pieces: the article goes after cut pieces too (was
    // named "a baguette").
    ['2 cups cubes made from a baguette', 2, 'cup', 'baguette'],
    ['2 cups 1-inch cubes made from a day-old loaf', 2, 'cup', 'day-old loaf'],
  ]);
});

describe('a ring, after a number (session 62, lines13)', () => {
  check([
    // Was named "rings pineapple", read as two whole pineapples.
    ['2 rings pineapple, from a tin, drained and diced', 2, 'ring', 'pineapple'],
    ['3 rings canned pineapple', 3, 'ring', 'canned pineapple'],
    ['1 ring of pineapple', 1, 'ring', 'pineapple'],
    ['1 ring kielbasa', 1, 'ring', 'kielbasa'],
    // A ring ending a name, or with no number, stays the name's.
    ['4 pineapple rings', 4, null, 'pineapple rings'],
    ['12 frozen onion rings', 12, null, 'frozen onion rings'],
    ['Onion rings, for serving', null, null, 'Onion rings'],
    ['2 rings', 2, null, 'rings'],
  ]);
});

describe('a size written as one word with "size" or two sizes, after a describing word (lines13)', () => {
  check([
    // Were named "ripe medium-large tomatoes", "ripe medium-size tomato".
    ['2 ripe medium-large tomatoes', 2, null, 'ripe tomatoes'],
    ['1 ripe medium-size tomato, peeled', 1, null, 'ripe tomato'],
    ['3 fresh medium-sized zucchini', 3, null, 'fresh zucchini'],
    ['1 ripe medium-small mango', 1, null, 'ripe mango'],
    ['2 ripe large-size avocados', 2, null, 'ripe avocados'],
  ]);
  it('keeps the size as a note', () => {
    expect(parseIngredient('2 ripe medium-large tomatoes').notes).toBe('medium-large');
  });
});

describe('"together" ends no name: after "each", "ground together" is a note (lines13)', () => {
  check([
    // Was named "beef, veal and pork, ground together".
    ['1 pound each beef, veal and pork, ground together', 1, 'lb', 'beef, veal and pork'],
  ]);
  it('keeps the clause as a note', () => {
    expect(parseIngredient('1 pound each beef, veal and pork, ground together').notes).toBe(
      'ground together',
    );
  });
});

describe('how full a measure is, as an adjective and "packed" in one word (lines13)', () => {
  check([
    // Was named "tight-packed basil".
    ['1/2 cup tight-packed chopped basil', 0.5, 'cup', 'basil'],
    ['1 cup loose-packed parsley leaves', 1, 'cup', 'parsley leaves'],
    ['1 cup firm-packed brown sugar', 1, 'cup', 'brown sugar'],
  ]);
});

describe('patterns run only after a first look at a character still read every case they read', () => {
  // The hedge before a size is looked for only where an a, r, l or "<" follows the white space,
  // in either case; the times sign before a pack's size only where an x, X or × does; a pack size
  // of zero only where the size opens with "0"; a grind written as one word is one of a set.
  check([
    ['1 lb or About 2 cups of chicken livers', 1, 'lb', 'chicken livers'],
    ['1 lb or ROUGHLY 2 cups of chicken livers', 1, 'lb', 'chicken livers'],
    ['1 lb (About 2 pounds) potatoes', 1, 'lb', 'potatoes'],
    ['2 tins X 400g chopped tomatoes', 2, 'can', 'chopped tomatoes'],
    ['2 cans ×400g chickpeas', 2, 'can', 'chickpeas'],
    ['2 x 00g tins chopped tomatoes', 0, 'can', 'chopped tomatoes'],
    ['2 x 0 g/0oz rice', 0, null, 'rice'],
    ['1/4 tsp freshly-milled black pepper', 0.25, 'tsp', 'black pepper'],
    ['1/2 tsp coarse-milled black pepper', 0.5, 'tsp', 'black pepper'],
    ['1 tsp Fine-Ground black pepper', 1, 'tsp', 'black pepper'],
  ]);
  it('keeps each hedged alternative, in any case, as the note', () => {
    expect(parseIngredient('1 lb or ROUGHLY 2 cups of chicken livers').notes).toBe(
      'ROUGHLY 2 cups',
    );
    expect(parseIngredient('1 (Roughly 2 pound) chicken').notes).toBe('Roughly 2 pound');
    expect(parseIngredient('3 g/Less than 1/8 oz ground mace').notes).toBe('Less than 1/8 oz');
    expect(parseIngredient('3 g/ <1/8 oz ground mace').notes).toBe('<1/8 oz');
    expect(parseIngredient('2 tins X 400g chopped tomatoes').notes).toBe('400g');
    expect(parseIngredient('2 x 00g tins chopped tomatoes').notes).toBe('00g');
  });
});

describe('joins and hedges looked for only after a first look still read in any case', () => {
  // OR_SO runs only where "or" follows the white space, UNIT_RANGE_JOIN only where a hyphen or
  // "to" does, PLUS_JOIN and MINUS_JOIN only on a join that opens with their first letters, and
  // the notes after a portion only where a comma or a bracket opens them.
  check([
    ['2 tbsp OR SO honey', 2, 'tbsp', 'honey'],
    ['1 cup Or More flour', 1, 'cup', 'flour'],
    ['1 (14 oz) can or so tomatoes', 1, 'can', 'tomatoes'],
    ['1 cup PLUS 2 tablespoons flour', 1.125, 'cup', 'flour'],
    ['1 cup And 2 tablespoons flour', 1.125, 'cup', 'flour'],
    ['1 cup + 2 tbsp milk', 1.125, 'cup', 'milk'],
    ['1 cup Less 2 tablespoons sugar', 0.875, 'cup', 'sugar'],
    ['1 cup MINUS 1 tbsp sugar', 0.9375, 'cup', 'sugar'],
    ['1 cup / 240 ml milk', 1, 'cup', 'milk'],
    ['3 sprigs (optional)', 3, null, 'sprigs'],
    ['4 slices , toasted', 4, null, 'slices'],
  ]);
  it('reads a range joined by "TO" or a spaced hyphen, and the notes after a portion', () => {
    expect(parseIngredient('900g TO 1.2kg potatoes')).toMatchObject({
      quantity: 900,
      quantityMax: 1200,
      unit: 'g',
    });
    expect(parseIngredient('2 tbsp To 3 tbsp oil')).toMatchObject({ quantity: 2, quantityMax: 3 });
    expect(parseIngredient('110ml - 150ml water')).toMatchObject({
      quantity: 110,
      quantityMax: 150,
    });
    expect(parseIngredient('1 (14 oz) can or so tomatoes').notes).toBe('14 oz; or so');
    expect(parseIngredient('3 sprigs (optional)').notes).toBe('optional');
    expect(parseIngredient('4 slices , toasted').notes).toBe('toasted');
  });
});

describe('a sliver, a leafy portion and a length set off by a dash (session 62, lines14)', () => {
  check([
    // Were named "Sliver of garlic", "sliver of garlic" (quantity 1), "leafy stems cilantro", "inch".
    ['Sliver of garlic', null, null, 'garlic'],
    ['a sliver of garlic', null, null, 'garlic'],
    ['8 leafy stems cilantro', 8, 'stem', 'cilantro'],
    ['2 leafy sprigs mint', 2, 'sprig', 'mint'],
    ['1 inch - Cinnamon stick', 1, null, 'Cinnamon stick'],
    ['2 inch - piece ginger', 1, 'piece', 'ginger'],
    // "leafy" after the number with no unit after it stays in the name.
    ['4 leafy greens', 4, null, 'leafy greens'],
    ['1 cup leafy greens', 1, 'cup', 'leafy greens'],
    ['1 cup blanched slivered almonds', 1, 'cup', 'blanched almonds'],
  ]);
  it('keeps the sliver, the leaf and the length as notes', () => {
    expect(parseIngredient('a sliver of garlic').notes).toBe('a sliver of');
    expect(parseIngredient('8 leafy stems cilantro').notes).toBe('leafy');
    expect(parseIngredient('1 inch - Cinnamon stick').notes).toBe('1 inch');
  });
});

describe('kinds after a name, a list of kinds, a fruit part in an each-list and rounds (lines15)', () => {
  check([
    // Were named "sausages, pork, herby or vegetarian": the kinds after the name are a note, as
    // "chard, red or green" is.
    ['4-6 sausages, pork, herby or vegetarian', 4, null, 'sausages'],
    ['8 sausages, herby or spicy', 8, null, 'sausages'],
    ['vegetarian, gluten-free sausages', null, null, 'vegetarian gluten-free sausages'],
    ['freshly shaved vegetarian Parmesan, to serve', null, null, 'vegetarian Parmesan'],
    // Was named "fresh green yellow Italian", the rest of the kinds a note.
    [
      '1 pound fresh green, yellow (wax), Italian, French, long, or winged beans',
      1,
      'lb',
      'fresh green yellow Italian French long or winged beans',
    ],
    // Without a describing head, a list of things as before.
    ['1 cup Cheddar, Gruyère, or Swiss cheese', 1, 'cup', 'Cheddar, Gruyère, or Swiss cheese'],
    // Was named "parsley, garlic", the zest a note: in an each-list every clause is a thing.
    [
      '1 tablespoon each chopped parsley, minced garlic, and grated orange zest',
      1,
      'tbsp',
      'parsley, garlic, and orange zest',
    ],
    ['2 tbsp each lime juice, fish sauce', 2, 'tbsp', 'lime juice, fish sauce'],
    // A part alone after a name is still a note on it.
    ['1 tbsp each chopped parsley, zest', 1, 'tbsp', 'parsley'],
    // Were named "rounds of cocktail rye bread", "rounds French bread" (no unit).
    ['16 rounds of cocktail rye bread', 16, 'round', 'cocktail rye bread'],
    ['4 rounds toasted French bread', 4, 'round', 'French bread'],
    ['18 to 20 thin rounds of French or Italian bread', 18, 'round', 'French or Italian bread'],
    // One round is a shape, and rounds ending a name are the name's.
    ['1 round loaf of crusty white bread', 1, 'loaf', 'crusty white bread'],
    ['1 round lettuce', 1, null, 'round lettuce'],
    ['4 round crusty rolls', 4, null, 'round crusty rolls'],
    ['4 oz round of fresh goat cheese', 4, 'oz', 'round of fresh goat cheese'],
    ['2 pita rounds', 2, null, 'pita rounds'],
    ['3 carrots, cut in 1/2-inch rounds', 3, null, 'carrots'],
  ]);
  it('keeps the kinds and the fruit part’s preparation as notes', () => {
    expect(parseIngredient('4-6 sausages, pork, herby or vegetarian').notes).toBe(
      'pork, herby or vegetarian',
    );
    expect(
      parseIngredient('1 tablespoon each chopped parsley, minced garlic, and grated orange zest')
        .notes,
    ).toBe('chopped minced grated');
  });
});

describe('how a thing is cut, a pointer to elsewhere in the recipe and a blend after "or" (lines17)', () => {
  check([
    // Was named "spinach cut across the stem", "celery cut crosswise", "leeks cut lengthwise".
    [
      '8 cups spinach cut across the stem into thin slices, or 2 boxes frozen spinach',
      8,
      'cup',
      'spinach',
    ],
    ['3/4 cup celery cut crosswise into quarter-inch pieces', 0.75, 'cup', 'celery'],
    ['2 leeks cut lengthwise', 2, null, 'leeks'],
    // Was named "berries as below or in any combination".
    ['6 cups berries as below or in any combination:', 6, 'cup', 'berries'],
    ['2 cups chicken stock as above', 2, 'cup', 'chicken stock'],
    // Was named "vegetable or olive oil or a blend of both".
    ['1 cup vegetable or olive oil or a blend of both', 1, 'cup', 'vegetable or olive oil'],
    // A blend that is the thing itself stays the name.
    ['1 tsp Cajun spice blend', 1, 'tsp', 'Cajun spice blend'],
  ]);
  it('keeps the cut whole in the notes', () => {
    expect(
      parseIngredient('1 heart of romaine, cut crosswise into ½-inch-wide ribbons').notes,
    ).toBe('1/2-inch-wide ribbons; cut crosswise into');
    expect(
      parseIngredient('4 cloves garlic, peeled and cut lengthwise into thin slices').notes,
    ).toBe('peeled and cut lengthwise into thin slices');
    expect(parseIngredient('1 cup vegetable or olive oil or a blend of both').notes).toBe(
      'or a blend of both',
    );
  });
});

describe('"in bulk" and "as accompaniments" after a name are notes (lines17)', () => {
  check([
    // Was named "spinach in bulk".
    ['2 1/2 pounds spinach in bulk, or two 10-ounce plastic wrapped bags', 2.5, 'lb', 'spinach'],
    // Was named with "as accompaniments".
    [
      'Cranberry relish, chestnuts, pickles and potato chips as accompaniments, optional',
      null,
      null,
      'Cranberry relish, chestnuts, pickles and potato chips',
    ],
    // "bulk" before the name is a kind of sausage, kept.
    ['1 pound bulk sausage', 1, 'lb', 'bulk sausage'],
  ]);
  it('keeps the words in the notes', () => {
    expect(parseIngredient('2 pounds spinach in bulk').notes).toBe('in bulk');
  });
});

describe('a preparation opening a later choice stays with that choice (lines19)', () => {
  check([
    // Were named "ghee or butter", "vegetable oil or lard", "queso fresco or Monterey Jack
    // cheese", "Brussels sprout leaves or Brussels sprouts" (the preparation a note).
    ['6 tbsp (90 mL) ghee or softened butter, divided', 6, 'tbsp', 'ghee or softened butter'],
    ['1/4 cup vegetable oil or melted lard', 0.25, 'cup', 'vegetable oil or melted lard'],
    [
      '½ cup crumbled queso fresco or shredded Monterey Jack cheese',
      0.5,
      'cup',
      'queso fresco or shredded Monterey Jack cheese',
    ],
    [
      '2 c Brussels sprout leaves or thinly sliced Brussels sprouts',
      2,
      'cup',
      'Brussels sprout leaves or thinly sliced Brussels sprouts',
    ],
    // A preparation of the first choice, at the head, is still a note.
    ['1/4 cup melted lard or olive oil', 0.25, 'cup', 'lard or olive oil'],
    // A choice between describing words of one thing: the preparation is a note.
    [
      '1 teaspoon whole fresh or chopped dried rosemary leaves',
      1,
      'tsp',
      'whole fresh or dried rosemary leaves',
    ],
    // How a tin is handled is a note, whichever choice it is of.
    [
      '1 cup cooked black beans or well-rinsed canned beans',
      1,
      'cup',
      'black beans or canned beans',
    ],
    // "freshly ground" says when, not which form: a note wherever it stands.
    ['Salt or freshly ground black pepper', null, null, 'Salt or black pepper'],
    ['ground cinnamon or freshly grated nutmeg', null, null, 'ground cinnamon or nutmeg'],
  ]);
  it('leaves the first choice’s preparation in the notes, not the later one’s', () => {
    expect(
      parseIngredient('½ cup crumbled queso fresco or shredded Monterey Jack cheese').notes,
    ).toBe('crumbled');
    expect(parseIngredient('1/4 cup vegetable oil or melted lard').notes).toBe('');
  });
});

describe('stem ginger after a count (food22)', () => {
  check([
    // Were 3 and 1 "stem" of "ginger balls" and "ginger": stem ginger is the food, not a portion.
    ['3 stem ginger balls, finely chopped', 3, null, 'stem ginger balls'],
    ['1 stem ginger', 1, null, 'stem ginger'],
    ['4 stem ginger balls in syrup', 4, null, 'stem ginger balls in syrup'],
    // Stems of a herb or a stalk stay portions.
    ['2 stems lemongrass', 2, 'stem', 'lemongrass'],
    ['4 stems rosemary', 4, 'stem', 'rosemary'],
    ['2 balls stem ginger, chopped', 2, 'ball', 'stem ginger'],
  ]);
});

describe('a comma list of choices whose last opens with its preparation (lines20)', () => {
  check([
    // Was named "sesame seeds", the two other choices a note.
    [
      '4 tbsp sesame seeds, breadcrumbs or crushed crackers (optional), for coating',
      4,
      'tbsp',
      'sesame seeds, breadcrumbs or crushed crackers',
    ],
    // The first choice after the comma a preparation: the clause is a note, as before.
    ['2 garlic cloves, peeled and crushed or pushed through a garlic press', 2, 'clove', 'garlic'],
    // One choice after the comma is still a note.
    ['1 tbsp olive oil, or melted butter', 1, 'tbsp', 'olive oil'],
  ]);
  it('keeps each choice’s preparation a note when the one before the "or" had one too', () => {
    const parsed = parseIngredient('Blackberries, halved strawberries, and/or hulled gooseberries');
    expect(parsed.name).toBe('Blackberries, strawberries, and/or gooseberries');
    expect(parsed.notes).toBe('halved hulled');
  });
});

describe('"and/or" between two choices of a comma list (lines20)', () => {
  check([
    // Was named "lime wedges", the rest a note: "onion rings and/or fresh chilies" was read as one
    // choice of five words, too long for one.
    [
      'Garnish: lime wedges, onion rings, red pepper strips, tomato wedges and/or fresh chilies',
      null,
      null,
      'lime wedges, onion rings, red pepper strips, tomato wedges and/or fresh chilies',
    ],
    [
      'lime wedges, onion rings and/or fresh chilies',
      null,
      null,
      'lime wedges, onion rings and/or fresh chilies',
    ],
  ]);
});

describe('a choice between a word taken off and one kept stays in the name (lines21)', () => {
  check([
    // Were "dark rye flour" and "domestic basmati rice", the notes "medium; or" and "imported; or".
    ['1 1/2 cups medium or dark rye flour', 1.5, 'cup', 'medium or dark rye flour'],
    ['2 cups imported or domestic basmati rice', 2, 'cup', 'imported or domestic basmati rice'],
    // A choice of two words both taken off is one note still.
    ['1 lb small or medium shrimp', 1, 'lb', 'shrimp'],
    ['1 cup chopped or sliced almonds', 1, 'cup', 'almonds'],
  ]);
  it('leaves no "or" of its own in the notes', () => {
    expect(parseIngredient('2 cups uncooked imported or domestic basmati rice').notes).toBe(
      'uncooked',
    );
    expect(parseIngredient('1 lb small or medium shrimp').notes).toBe('small or medium');
  });
});

describe('a list whose last thing says where the things come from (lines69)', () => {
  it('keeps the whole list and its source in the name', () => {
    // Was named "bones", the rest a note: "from" made the last clause a note.
    expect(parseIngredient('bones, heads, and scraps from edible fish')).toMatchObject({
      name: 'bones, heads, and scraps from edible fish',
      notes: '',
    });
    expect(parseIngredient('carrots, celery and onions from the garden')).toMatchObject({
      name: 'carrots, celery and onions from the garden',
      notes: '',
    });
    expect(
      parseIngredient('1 lb. or more of bones, heads, and scraps from edible fish, gills removed'),
    ).toMatchObject({
      quantity: 1,
      unit: 'lb',
      name: 'bones, heads, and scraps from edible fish',
      notes: 'gills removed',
    });
  });
  it('leaves a preparation, parts, or a counted source a note', () => {
    expect(parseIngredient('2 lemons, zest and juice from both')).toMatchObject({
      name: 'lemons',
      notes: 'zest and juice from both',
    });
    expect(parseIngredient('corn, husks removed and kernels cut from the cobs').name).toBe('corn');
    expect(parseIngredient('corn kernels, and husks from 3 cobs')).toMatchObject({
      name: 'corn kernels',
      notes: 'and husks from 3 cobs',
    });
    expect(parseIngredient('2 leeks, trimmed, cleaned and split from the white tip').name).toBe(
      'leeks',
    );
  });
});

describe('a verb after an adverb of preparation', () => {
  it('reads the verb as the preparation it names', () => {
    expect(parseIngredient('1 cup thinly slice scallions')).toMatchObject({
      quantity: 1,
      unit: 'cup',
      name: 'scallions',
      notes: 'thinly sliced',
    });
    expect(parseIngredient('2 tbsp finely chop parsley').name).toBe('parsley');
    expect(parseIngredient('1 onion, Finely Dice')).toMatchObject({
      name: 'onion',
      notes: 'Finely diced',
    });
  });
  it('leaves a verb after another word, and a hyphened word, as they were', () => {
    expect(parseIngredient('1 thin slice lemon').name).toBe('lemon');
    expect(parseIngredient('2 cups chopped onion').name).toBe('onion');
    expect(parseIngredient('1 tbsp finely-chopped parsley').name).toBe('parsley');
    expect(parseIngredient('1 thinly slice of bread')).toMatchObject({
      unit: 'slice',
      name: 'bread',
    });
  });
});

describe("a sentence's full stop closing the line", () => {
  it('is no part of the last word, so the line reads as without it', () => {
    // The stop hid "crushed" from the tinned kind's rule and "fresh or frozen" from the notes'.
    expect(parseIngredient('1/2 cup crushed tomatoes.').name).toBe('crushed tomatoes');
    expect(parseIngredient('3 cups cranberries, fresh or frozen.')).toMatchObject({
      name: 'cranberries',
      notes: 'fresh or frozen',
    });
    expect(parseIngredient('1 egg yolk lightly beaten.')).toMatchObject({
      name: 'egg yolk',
      notes: 'lightly beaten',
    });
    expect(parseIngredient('1 garlic clove, chopped.').notes).toBe('chopped');
  });
  it('leaves the stops of an abbreviation of single letters', () => {
    expect(parseIngredient('Sale q.b.').notes).toBe('q.b.');
  });
});

describe('a line in capitals or in title case (session 71, lines73)', () => {
  it('reads the words the lower-case line has', () => {
    expect(parseIngredient('Water To Cover (2 To 3 Quarts)')).toMatchObject({
      quantity: 2,
      unit: 'quart',
      name: 'Water',
    });
    expect(parseIngredient('1 Cup Unsweetened Shredded Or Flaked Coconut')).toMatchObject({
      quantity: 1,
      unit: 'cup',
      name: 'Unsweetened Shredded Or Flaked Coconut',
    });
    expect(parseIngredient('HALF A BUNCH OF CILANTRO')).toMatchObject({
      quantity: 0.5,
      unit: 'bunch',
      name: 'CILANTRO',
    });
    expect(parseIngredient('3 Ounces Slab Bacon In 1/4-Inch Dice')).toMatchObject({
      quantity: 3,
      unit: 'oz',
      name: 'Slab Bacon',
    });
  });
  it('leaves a line of mixed case and a lone T', () => {
    expect(caseFoldedLine('2 Italian eggplants')).toBeNull();
    expect(caseFoldedLine('Sea Salt')).toBeNull();
    expect(caseFoldedLine('2 T Olive Oil')).toBe('2 T olive oil');
  });
});

describe('an amount after the name with a spoon letter or a decimal (session 71, lines73)', () => {
  it('reads "T" and "t" after the name as spoons', () => {
    expect(parseIngredient('Amaretto, 1 T')).toMatchObject({
      quantity: 1,
      unit: 'tbsp',
      name: 'Amaretto',
    });
    expect(parseIngredient('Salt, 1 t')).toMatchObject({ quantity: 1, unit: 'tsp', name: 'Salt' });
    expect(parseIngredient('Maple syrup to taste (about 1 1/2 T)')).toMatchObject({
      quantity: 1.5,
      unit: 'tbsp',
      name: 'Maple syrup',
    });
  });
  it('reads a decimal count after the name', () => {
    expect(parseIngredient('frozen banana, 0.5')).toMatchObject({
      quantity: 0.5,
      unit: null,
      name: 'frozen banana',
    });
    expect(parseIngredient('Onions, 1.5, chopped')).toMatchObject({
      quantity: 1.5,
      name: 'Onions',
      notes: 'chopped',
    });
  });
});

describe('an optional label opening the line (session 71, lines73)', () => {
  it('reads the rest as a line of its own', () => {
    expect(parseIngredient('Optional: 24 cloves')).toMatchObject({
      quantity: 24,
      unit: null,
      name: 'cloves',
      notes: 'optional',
    });
    expect(parseIngredient('Optional: 6 small cooked beets')).toMatchObject({
      quantity: 6,
      name: 'beets',
    });
    expect(parseIngredient('Optional: salt')).toMatchObject({ name: 'salt', notes: 'optional' });
  });
});

describe('", optional" closing a line of several commas (session 71, lines73)', () => {
  it('reads the line without it', () => {
    expect(parseIngredient('½ cup peeled, seeded, and diced tomato, optional')).toMatchObject({
      quantity: 0.5,
      unit: 'cup',
      name: 'tomato',
      notes: 'peeled seeded and diced; optional',
    });
    expect(parseIngredient('Garlic, 3 cloves, optional')).toMatchObject({
      quantity: 3,
      unit: 'clove',
      name: 'Garlic',
    });
  });
});

describe("a page's typing that changes nothing (session 72, lines74)", () => {
  it("takes a footnote's asterisk or dagger off a word before the commas are read", () => {
    expect(parseIngredient('1 cup unbleached, all-purpose flour*')).toMatchObject({
      quantity: 1,
      unit: 'cup',
      name: 'unbleached all-purpose flour',
    });
    expect(parseIngredient('1 1/2 pounds boneless, skinless chicken breast†')).toMatchObject({
      quantity: 1.5,
      unit: 'lb',
      name: 'boneless skinless chicken breast',
    });
    expect(parseIngredient('Celery leaves from 4 ribs*')).toMatchObject({
      quantity: null,
      name: 'Celery leaves',
    });
    // A times sign between numbers is not a footnote.
    expect(parseIngredient('2 * 400g tins chopped tomatoes')).toMatchObject({
      quantity: 2,
      unit: 'can',
    });
  });

  it('reads a comma typed twice, or with no space before a word, as ", "', () => {
    expect(parseIngredient('1 cup unbleached,, all-purpose flour')).toMatchObject({
      name: 'unbleached all-purpose flour',
    });
    expect(parseIngredient('25g/1oz fresh yeast,or 7g instant yeast')).toMatchObject({
      quantity: 25,
      unit: 'g',
      name: 'fresh yeast',
    });
    expect(parseIngredient('1 cup maple sugar,or 1/3 cup maple syrup')).toMatchObject({
      quantity: 1,
      unit: 'cup',
      name: 'maple sugar',
    });
    expect(parseIngredient('1,5 kg flour')).toMatchObject({ quantity: 1.5, unit: 'kg' });
  });

  it('keeps a hedge opening the line with its amount', () => {
    expect(parseIngredient('roughly 4 ounces (1 cup) cake flour')).toMatchObject({
      quantity: 4,
      unit: 'oz',
      name: 'cake flour',
    });
    expect(parseIngredient('around 2 cups (250 g) flour')).toMatchObject({
      quantity: 2,
      unit: 'cup',
      name: 'flour',
    });
  });

  it('reads a number in words and its unit before a bracketed amount as the digits are read', () => {
    expect(parseIngredient('two cups dried figs (about 10 ounces)')).toMatchObject({
      quantity: 2,
      unit: 'cup',
      name: 'dried figs',
    });
    expect(
      parseIngredient('one cup unsalted butter (2 sticks), at room temperature'),
    ).toMatchObject({ quantity: 1, unit: 'cup', name: 'unsalted butter' });
    // Not a count in words that is no number.
    expect(parseIngredient('Butter (2 tbsp)')).toMatchObject({ quantity: 2, unit: 'tbsp' });
  });

  it('reads a state or a use after a portion word as a note, not a name', () => {
    expect(parseIngredient('4 cloves, at room temperature')).toMatchObject({
      quantity: 4,
      name: 'cloves',
      notes: 'at room temperature',
    });
    expect(parseIngredient('2 sticks, as needed')).toMatchObject({
      quantity: 2,
      name: 'sticks',
      notes: 'as needed',
    });
  });
});

describe('a number in words and a unit, and a bracket before a joined measure (session 72, lines74)', () => {
  it('keeps a number in words and its unit as the amount, a later measure a note', () => {
    expect(parseIngredient('one cup raspberries 250 mL')).toMatchObject({
      quantity: 1,
      unit: 'cup',
      name: 'raspberries',
    });
    expect(parseIngredient('one lb 5oz (600g) ripe plum tomatoes')).toMatchObject({
      quantity: 1.3125,
      unit: 'lb',
      name: 'ripe plum tomatoes',
    });
  });

  it('adds or takes off a measure joined after a bracket', () => {
    expect(parseIngredient('1 cup (240 ml) less 2 tablespoons sugar')).toMatchObject({
      quantity: 0.875,
      unit: 'cup',
      name: 'sugar',
    });
    expect(parseIngredient('1 cup (240 ml) minus 2 tablespoons (180 grams) sugar')).toMatchObject({
      quantity: 0.875,
      name: 'sugar',
    });
    expect(parseIngredient('1 cup (240 ml), plus 4 tablespoons, light brown sugar')).toMatchObject({
      quantity: 1.25,
      unit: 'cup',
      name: 'light brown sugar',
    });
    expect(parseIngredient('1 cup (240 ml) and 2 tablespoons all-purpose flour')).toMatchObject({
      quantity: 1.125,
      name: 'all-purpose flour',
    });
  });
});

describe('a line in title case but for its unit (session 72, lines74)', () => {
  it('reads the words as it reads them in lower case', () => {
    expect(parseIngredient('1 cup Freekeh, Pearled Spelt Or Pearled Barley')).toMatchObject({
      quantity: 1,
      unit: 'cup',
      name: 'Freekeh, Pearled Spelt Or Pearled Barley',
    });
    expect(parseIngredient('200g/7oz Freekeh, Pearled Spelt Or Pearled Barley')).toMatchObject({
      quantity: 200,
      unit: 'g',
      name: 'Freekeh, Pearled Spelt Or Pearled Barley',
    });
    // The case given back where the parser writes the word's apostrophe or dash its own way.
    expect(parseIngredient('1 Cup Bob’s Red Mill Flour')).toMatchObject({
      name: "Bob's Red Mill Flour",
    });
    expect(parseIngredient('1 recipe Lemon–Cream Cheese Icing')).toMatchObject({
      name: 'Lemon-Cream Cheese Icing',
    });
    // A small word that is no unit leaves the line as written.
    expect(parseIngredient('2 cups Parmesan cheese')).toMatchObject({ name: 'Parmesan cheese' });
  });
});

describe("a page's harmless changes that moved the parse (session 73, lines75)", () => {
  check([
    // A comma or semicolon closing the line.
    ['4 cloves,', 4, null, 'cloves'],
    ['Celery leaves from 4 ribs,', null, null, 'Celery leaves'],
    ['150ml/5fl oz double cream whipped,', 150, 'ml', 'double cream'],
    ['2 cups milk;', 2, 'cup', 'milk'],
    // A decimal comma after a lone 0, with any number of digits.
    ['0,333 cup olive oil', 1 / 3, 'cup', 'olive oil'],
    ['0,125 tsp cayenne pepper', 0.125, 'tsp', 'cayenne pepper'],
    // The inch as a double prime, and "-in." for "-inch".
    ['1 (2″) piece ginger, peeled', 1, 'piece', 'ginger'],
    ['16 1/2″-thick slices Italian bread', 16, 'slice', 'Italian bread'],
    ['1 cup 1/2-in. cubes pineapple', 1, 'cup', 'pineapple'],
    ['2 cups 1/4-in.-thick slices fennel bulb', 2, 'cup', 'fennel bulb'],
    // A number in words, then a measure set off after a comma or in a bracket: a note.
    ['one medium onion, sliced (about 6 ounces; 170g)', 1, null, 'onion'],
    // "or" between the ends of a range in a bracket after the name.
    ['Water to cover (2 or 3 quarts)', 2, 'quart', 'Water'],
    // A hedge right after the name, before a measure.
    ['Cod fillets around 500g', 500, 'g', 'Cod fillets'],
    ['Cod fillets about 500g', 500, 'g', 'Cod fillets'],
    ['Cod fillets roughly 500g', 500, 'g', 'Cod fillets'],
    // ", + " joining a measure as ", plus " does.
    ['2 tablespoons, + 2 teaspoons, olive oil', 2 + 2 / 3, 'tbsp', 'olive oil'],
    // A spoon's letter after a bracket or a count in words.
    ['2 (25 ml) T tomato paste', 2, 'tbsp', 'tomato paste'],
    ['2 (5 ml) t salt', 2, 'tsp', 'salt'],
    ['Several T butter', null, 'tbsp', 'butter'],
    ['A few T butter', null, 'tbsp', 'butter'],
    // "a" or "half a" before a measure, and a measure joined on.
    ['a cup plus 2 tablespoons all-purpose flour', 1.125, 'cup', 'all-purpose flour'],
    ['a tablespoon plus 1 1/2 teaspoons sugar', 1.5, 'tbsp', 'sugar'],
    ['a cup, plus 4 tablespoons, light brown sugar', 1.25, 'cup', 'light brown sugar'],
    ['half a cup plus 2 tablespoons mayonnaise', 0.625, 'cup', 'mayonnaise'],
    ['half a teaspoon ground cloves', 0.5, 'tsp', 'ground cloves'],
    ['a cup less 2 tablespoons sugar', 0.875, 'cup', 'sugar'],
    ['a pound 2 ounces long pasta, such as fettucine', 1.125, 'lb', 'long pasta'],
    ['a tablespoon (¼ ounce) plus 1 teaspoon sugar', 4 / 3, 'tbsp', 'sugar'],
    ['a cup or more nonfat plain yogurt', 1, 'cup', 'nonfat plain yogurt'],
    // "half a" and a unit opening the line is its amount; a later measure stays a note.
    ['half a cup pecans (2 oz), chopped', 0.5, 'cup', 'pecans'],
    ['half a cup grated Pecorino cheese (about 1 1/2 ounces)', 0.5, 'cup', 'Pecorino cheese'],
    // A decimal comma with more than three digits after it.
    ['1,33333 l vegetable stock', 1.33333, 'l', 'vegetable stock'],
  ]);
  it('leaves what those rules stand back for', () => {
    expect(parseIngredient('1,000 g flour')).toMatchObject({ quantity: 1000, unit: 'g' });
    expect(parseIngredient('2 (8 oz) T bone steaks')).toMatchObject({ quantity: 2, unit: null });
    expect(parseIngredient('a cup of flour')).toMatchObject({ quantity: 1, unit: 'cup' });
    expect(parseIngredient('One (14-ounce) can tomatoes')).toMatchObject({
      quantity: 1,
      unit: 'can',
      name: 'tomatoes',
    });
    expect(parseIngredient('two cups dried figs (about 10 ounces)')).toMatchObject({
      quantity: 2,
      unit: 'cup',
    });
    expect(parseIngredient('2 cups flour, + more for dusting')).toMatchObject({
      quantity: 2,
      unit: 'cup',
      name: 'flour',
    });
  });
});

describe('"3-in-1" is no inch (session 73, review73)', () => {
  // "-in" before a hyphen and a digit is a product's "2-in-1", kept as written (was "3-inch-1").
  check([
    ['2 sachets 3-in-1 coffee mix', 2, 'sachet', '3-in-1 coffee mix'],
    ['1 tbsp 2-in-1 seasoning', 1, 'tbsp', '2-in-1 seasoning'],
    // "-in-" before a word is still the inch of a size.
    ['1 lb carrots, cut into 2-in-long sticks', 1, 'lb', 'carrots'],
  ]);
  it('keeps the inch of "2-in-long" in the notes', () => {
    expect(parseIngredient('1 lb carrots, cut into 2-in-long sticks').notes).toContain(
      '2-inch-long sticks',
    );
  });
});

describe('a figure in the name, a grade, a measure in words before "from" (session 74, lines78)', () => {
  check([
    // A figure hyphened to a capitalised word, or to a word describing the next, is the name's.
    ['7-Up', null, null, '7-Up'],
    ['5-spice powder', null, null, '5-spice powder'],
    ['3-bean salad, chilled', null, null, '3-bean salad'],
    // A grade written as a capital is no article.
    ['6 A grade eggs', 6, null, 'A grade eggs'],
    // A measure in words before the place a part was cut from: "two cups" as "2 cups" is.
    ['two cups corn cut from 4 or 5 large ears', 2, 'cup', 'corn'],
    ['one teaspoon zest from 1 orange', 1, 'tsp', 'zest from 1 orange'],
    // "fl" with the ounce in full.
    ['10fl ounces milk', 10, 'fl oz', 'milk'],
    ['290ml/10fl ounce/½ pint chicken stock', 290, 'ml', 'chicken stock'],
    // The fruit's other part before a last note is a note too, as at the line's end.
    ['grated zest of 1 lemon and juice (optional)', 1, null, 'lemon'],
    ['Zest of 2 limes and juice of 1, to serve', 2, null, 'limes'],
  ]);
  it('leaves a count, a size, a unit or "dozen" after the hyphen', () => {
    expect(parseIngredient('2-large eggs')).toMatchObject({ quantity: 2, name: 'large eggs' });
    expect(parseIngredient('2-eggs, beaten')).toMatchObject({ quantity: 2, name: 'eggs' });
    // An adjective after the hyphen describes what is counted, not the figure.
    expect(parseIngredient('2-red onions, diced')).toMatchObject({
      quantity: 2,
      name: 'red onions',
    });
    expect(parseIngredient('6-ripe bananas')).toMatchObject({ quantity: 6, name: 'ripe bananas' });
    expect(parseIngredient('2-boneless chicken breasts')).toMatchObject({ quantity: 2 });
    expect(parseIngredient('2-pound chicken')).toMatchObject({ quantity: 2, unit: 'lb' });
    expect(parseIngredient('2-dozen eggs')).toMatchObject({ quantity: 2 });
    expect(parseIngredient('2-3 eggs')).toMatchObject({ quantity: 2, quantityMax: 3 });
    expect(parseIngredient('1 can 7-Up')).toMatchObject({ quantity: 1, unit: 'can', name: '7-Up' });
    // A food after the hyphen is what is counted, capitalised or not (session 74, lead).
    expect(parseIngredient('4-chicken thighs')).toMatchObject({
      quantity: 4,
      name: 'chicken thighs',
    });
    expect(parseIngredient('4-Roma tomatoes')).toMatchObject({
      quantity: 4,
      name: 'Roma tomatoes',
    });
    expect(parseIngredient('2-Granny Smith apples')).toMatchObject({
      quantity: 2,
      name: 'Granny Smith apples',
    });
    // The words a figure makes names with, capitalised as on a label, name the food too.
    for (const line of ['5-Spice powder', '3-Bean Salad', '7-Grain bread', '10-Bean soup mix']) {
      expect(parseIngredient(line)).toMatchObject({ quantity: null, name: line });
    }
    expect(parseIngredient('Juice of 1 lemon')).toMatchObject({ quantity: 1, name: 'lemon' });
    expect(parseIngredient('a grade of salt').name).toBe('grade of salt');
  });
});

describe('a mixed length before one piece, sizes in short, a participle before a note (session 74, lines79)', () => {
  it("reads a whole number and a fraction before a length and one piece as that piece's length", () => {
    expect(parseIngredient('1½-inch piece ginger')).toMatchObject({
      quantity: 1,
      unit: 'piece',
      name: 'ginger',
      notes: '1 1/2-inch',
    });
    expect(parseIngredient('2½-inch piece ginger')).toMatchObject({
      quantity: 1,
      unit: 'piece',
      notes: '2 1/2-inch',
    });
    expect(parseIngredient('2 1/2-inch knob ginger')).toMatchObject({ quantity: 1, unit: 'knob' });
  });
  it('leaves pieces in the plural counted, each of the fraction', () => {
    expect(parseIngredient('2 1/2-inch pieces ginger')).toMatchObject({
      quantity: 2,
      unit: 'piece',
      notes: '1/2-inch',
    });
    expect(parseIngredient('12 3/4-inch-thick slices bread')).toMatchObject({
      quantity: 12,
      unit: 'slice',
    });
  });
  check([
    // A size's shorthand before another count names the portion both are counted in.
    ['1 lg or 2 small cloves garlic', 1, 'clove', 'garlic'],
    ['1 med or 2 small cans tomatoes', 1, 'can', 'tomatoes'],
    // A size's shorthand after a describing word is a size, as "large" is there.
    ['4 ripe lg tomatoes, skinned and seeded', 4, null, 'ripe tomatoes'],
    // The name's last participle before a comma's note is a note, as at the line's end.
    ['double cream whipped, optional', null, null, 'double cream'],
    ['150ml double cream whipped, to serve', 150, 'ml', 'double cream'],
  ]);
  it('keeps the participle note before the later notes', () => {
    expect(parseIngredient('double cream whipped, optional').notes).toBe('whipped; optional');
    expect(parseIngredient('1 cup cream whipped, optional').name).toBe('cream whipped');
  });
});

describe('lengths by "or", a space before a comma, an hour figure (session 75, lines80)', () => {
  check([
    // A range of lengths written with "or" after the name is a note, as "3 to 4" is.
    ['6 quarts cucumbers 3 or 4 inches long', 6, 'quart', 'cucumbers'],
    ['2 leeks 8 or 10 inches long', 2, null, 'leeks'],
    // A space before a comma parts the same clauses the comma does.
    ["2 cups , approximately, confectioners' sugar", 2, 'cup', "confectioners' sugar"],
    [
      'One 4-ounce can sliced , peeled green chiles, drained',
      1,
      'can',
      'sliced peeled green chiles',
    ],
    // A figure hyphened to "hour" names the food, as "minute" does.
    ['5-Hour energy', null, null, '5-Hour energy'],
  ]);
  it('keeps the lengths as the note and another amount after "or" as before', () => {
    expect(parseIngredient('2 leeks 8 or 10 inches long').notes).toBe('8 or 10 inches long');
    expect(parseIngredient('1 onion or 2 shallots')).toMatchObject({ quantity: 1, name: 'onion' });
    expect(parseIngredient('2 cups , approximately, sugar').notes).toBe('approximately');
    expect(parseIngredient('5-hour old bread')).toMatchObject({ quantity: null });
  });
  it('keeps an other amount after a comma clause after that clause in the notes', () => {
    expect(parseIngredient('1 large tomato, halved, or 2 small tomatoes').notes).toBe(
      'large; halved; or 2 small tomatoes',
    );
    expect(parseIngredient('4 tablespoons butter, softened, plus 2 tablespoons more').notes).toBe(
      'softened; plus 2 tablespoons more',
    );
    expect(parseIngredient('1 onion or 2 shallots, chopped').notes).toBe('or 2 shallots, chopped');
  });
});

describe('a way of cooking joined to a name in an alternative, in lower case (session 75, lines81)', () => {
  check([
    [
      '½ c dried bread crumbs, panko, or french fried onions',
      0.5,
      'cup',
      'dried bread crumbs, panko, or french fried onions',
    ],
    ['1 lb chicken, or chicken fried steak', 1, 'lb', 'chicken, or chicken fried steak'],
  ]);
  it('leaves a way of cooking after the name a note', () => {
    expect(parseIngredient('1 cup onions, fried').name).toBe('onions');
  });
});

describe('a portion ending a "from" clause (session 75, lines81)', () => {
  check([
    ['5 celery leaves from the inner ribs', 5, null, 'celery leaves from the inner ribs'],
    ['5 small basil leaves from the inner stalks', 5, null, 'basil leaves from the inner stalks'],
    // The article's adjective, then a comma: the part it describes comes after it.
    [
      '5 small celery leaves from the tender, inner ribs, for garnish',
      5,
      null,
      'celery leaves from the tender inner ribs',
    ],
    ['5 celery ribs', 5, 'rib', 'celery'],
  ]);
});

describe('a count in words read as its figures are (session 76, lines76)', () => {
  check([
    // The unit word that is all the name (the spice) loses the count's words, as "4 cloves" does.
    ['four cloves', 4, null, 'cloves'],
    ['three cloves, lightly bruised', 3, null, 'cloves'],
    ['six to eight cloves', 6, null, 'cloves'],
    ['2 dozen cloves', 24, null, 'cloves'],
    ['four cloves garlic', 4, 'clove', 'garlic'],
    // A hyphened word after the number in words: a later count after a comma is a note.
    ['three free-range eggs, 1 beaten for egg wash', 3, null, 'free-range eggs'],
    // A count in words before a part's "from a can of" counts the things, as "4 …" does.
    [
      'four chipotle chiles from a can of chipotle chiles in adobo sauce',
      4,
      null,
      'chipotle chiles from a can of chipotle chiles in adobo sauce',
    ],
    ['Kernels cut from three ears of corn', 3, 'ear', 'corn'],
  ]);
  it('reads a spoonful written out in a bracketed amount after the name', () => {
    expect(parseIngredient('Maple syrup to taste (about 1 1/2 tablespoonful)')).toMatchObject({
      quantity: 1.5,
      unit: 'tbsp',
      name: 'Maple syrup',
    });
  });
});

describe('an ampersand read as "and" is (session 76, lines76)', () => {
  check([
    ['1 cup & 2 tablespoons all-purpose flour', 1.125, 'cup', 'all-purpose flour'],
    ['1 teaspoon peeled & finely grated fresh ginger', 1, 'tsp', 'fresh ginger'],
    ['½ cup peeled, seeded, & diced tomato', 0.5, 'cup', 'tomato'],
    ['Zest & juice of 1 small lemon', 1, null, 'lemon'],
    ['80 g watercress, spinach & rocket', 80, 'g', 'watercress, spinach and rocket'],
    ['2 eggs & 1 yolk', 2, null, 'eggs'],
    ['1/4 teaspoon salt, & more to taste', 0.25, 'tsp', 'salt'],
    // Two things alone, and a brand, keep theirs.
    ['salt & pepper', null, null, 'salt & pepper'],
    ['3 tbsp Lea & Perrins sauce', 3, 'tbsp', 'Lea & Perrins sauce'],
  ]);
});

describe('"toasted & ground", "Juice & grated rind of", "large & small" read as with "and" (session 77, lines77)', () => {
  check([
    // "ground" (no "-ed") after a preparation and an ampersand: both preparations.
    ['1 cup toasted & ground almonds', 1, 'cup', 'almonds'],
    ['½ tsp toasted and ground cumin seeds', 0.5, 'tsp', 'cumin seeds'],
    // A fruit's part, an ampersand and a prepared part before "of".
    ['Juice & grated rind of 1 lemon', 1, null, 'lemon'],
    ['juice & finely grated zest of 2 oranges', 2, null, 'oranges'],
    ['Juice & rinds of 1 1/2 lemons', 1.5, null, 'lemons'],
    // The fruit's other part after it, one named before: a note, as with "and".
    ['grated zest of 1 lemon & juice', 1, null, 'lemon'],
    // "cut" after a preparation, two sizes, and an article after "&".
    ['1 medium zucchini cored & cut into cubes', 1, null, 'zucchini'],
    ['250g cooked large & small peeled prawns', 250, 'g', 'prawns'],
    ['3 cloves of garlic & an equivalent amount of fresh ginger', 3, 'clove', 'garlic'],
    // Not a fruit's part after the preparation: two things, left.
    ['juice & grated ginger', null, null, 'juice & ginger'],
    ['salt & ground pepper', null, null, 'salt & ground pepper'],
    ['1 lemon & juice', 1, null, 'lemon & juice'],
    ['1 tsp salt & cut chives', 1, 'tsp', 'salt & cut chives'],
    ['2 tbsp Lea & Perrins', 2, 'tbsp', 'Lea & Perrins'],
  ]);
});

describe('"ground" joined to a preparation after the name (session 77, lines77)', () => {
  check([
    ['2 tbsp cumin seeds toasted and ground', 2, 'tbsp', 'cumin seeds'],
    ['1 tbsp cumin seeds toasted & ground', 1, 'tbsp', 'cumin seeds'],
    ['1 cup walnuts chopped or ground', 1, 'cup', 'walnuts'],
    // An adverb before the first preparation goes with both (review77): "and ground" was left
    // in the name, as "and dried" was after "lightly washed".
    ['1 tbsp fennel seeds lightly toasted & ground', 1, 'tbsp', 'fennel seeds'],
    ['2 tsp cumin seeds lightly toasted and ground', 2, 'tsp', 'cumin seeds'],
    ['200g spinach lightly washed and dried', 200, 'g', 'spinach'],
    ['1 onion very finely chopped and fried', 1, null, 'onion'],
    // Guard: no preparation before "and", the adverb alone is no joined preparation.
    ['1 lb beef lightly and ground', 1, 'lb', 'beef lightly and ground'],
    // "ground" alone after the name, or after a word that is no preparation, stays.
    ['2 tbsp cumin seeds ground', 2, 'tbsp', 'cumin seeds ground'],
    ['1 lb beef and ground', 1, 'lb', 'beef and ground'],
  ]);
});

describe('another amount after "or", in capitals (session 77, lines77)', () => {
  check([
    ['500ml fish soup, Or A Tin Of Bisque', 500, 'ml', 'fish soup'],
    ['500ml fish soup, Or a tin of bisque', 500, 'ml', 'fish soup'],
    ['500ml fish soup, or A Tin Of Bisque', 500, 'ml', 'fish soup'],
    // No amount after "Or A": the alternative stays, as in lower case.
    ['2 spring onions Or A Leek', 2, null, 'spring onions Or A Leek'],
    ['1 cup flour, Or A Lot More', 1, 'cup', 'flour, Or A Lot More'],
  ]);
});

describe('a measure set off by commas after the first is read as a bracketed one (session 77, lines77b)', () => {
  check([
    ['12 ounces, about 2 1/3 cups, all-purpose flour', 12, 'oz', 'all-purpose flour'],
    ['1 cup, about 4 ounces, blanched whole hazelnuts', 1, 'cup', 'blanched whole hazelnuts'],
    ['1 tbsp, 15 mL, grated ginger root', 1, 'tbsp', 'ginger root'],
    ['½ cup, 4 oz., 110 g, golden raisins', 0.5, 'cup', 'golden raisins'],
    ['1 can, 10 oz/300 mL, sweetened condensed milk', 1, 'can', 'sweetened condensed milk'],
    ['2 to 3 tbsp, 25 to 45 mL, sweet rice flour', 2, 'tbsp', 'sweet rice flour'],
    ['10 handfuls, about 10 ounces, fresh rice noodles', 10, 'handful', 'fresh rice noodles'],
    // Counts, lengths and "each" after a comma are no such measure.
    ['3 shallots, 2 sliced, 1 finely chopped', 3, null, 'shallots'],
    ['1 baguette, about 2 inches in diameter', 1, null, 'baguette'],
    ['2 cans, 14 oz each, tomatoes', 2, 'can', 'tomatoes'],
  ]);
});

describe('a two-part first measure before measures set off by commas (session 78, lines78)', () => {
  check([
    // Was named "600g" and "180 grams": the first clause's two parts were not read as a measure.
    ['1 lb 5oz, 600g, plain flour', 1.3125, 'lb', 'plain flour'],
    ['1 cup minus 2 tablespoons, 180 grams, sugar', 0.875, 'cup', 'sugar'],
    ['1 cup plus 2 tbsp, 250 g, caster sugar', 1.125, 'cup', 'caster sugar'],
    ['2 lb 3 oz, about 1 kg, potatoes', 2.1875, 'lb', 'potatoes'],
  ]);
});

describe('"and" between two portions of one thing (session 78, lines78)', () => {
  check([
    // Was named "2 cloves garlic": the second portion after "and" is a note, as after "plus".
    ['1 head and 2 cloves garlic', 1, 'head', 'garlic'],
    ['2 heads and 3 cloves garlic, peeled', 2, 'head', 'garlic'],
    ['1 bunch and 3 sprigs mint', 1, 'bunch', 'mint'],
    // A measure, a pack or no unit after "and": two things or one sum, as before.
    ['1 cup and 2 tablespoons flour', 1.125, 'cup', 'flour'],
    ['2 cups and 1 egg', 2, 'cup', '1 egg'],
    ['1 can and 2 slices pineapple', 1, 'can', '2 slices pineapple'],
  ]);
  it('keeps the second portion as a note', () => {
    expect(parseIngredient('1 head and 2 cloves garlic').notes).toContain('2 cloves');
  });
});

describe('"&" in a part before "of" or "from", after a portion word, before a size (session 78, lines78)', () => {
  check([
    // Was no amount, or "head" the unit and the name "& bones from 2 snappers".
    ['Green & white portions of 3 or 4 scallions (optional)', 3, null, 'scallions'],
    ['Heads & bones from 2 snappers', 2, null, 'snappers'],
    ['Stems & leaves of 1 bunch cilantro', 1, 'bunch', 'cilantro'],
    // A portion word after the amount alone, then "&" and another: read as with "and".
    ['2 sprigs & stems of parsley', 2, 'sprig', 'parsley'],
    ['Several sprigs & stems of parsley', null, null, 'Several sprigs and stems of parsley'],
    ['Heads & bones from fish', null, null, 'Heads and bones from fish'],
    // "3 pounds & 2 inches thick": the size after the weight is its note (was no amount).
    [
      'Center-cut fillet of halibut, about 3 pounds & 2 inches thick, bone in',
      3,
      'lb',
      'Center-cut fillet of halibut',
    ],
    // No amount after "from", or two things: left.
    ['Salt & pepper from a grinder', null, null, 'Salt & pepper from a grinder'],
    ['salt & pepper', null, null, 'salt & pepper'],
    ['2 tbsp Lea & Perrins', 2, 'tbsp', 'Lea & Perrins'],
  ]);
});

describe('a count in words before a pack size with its weight in a bracket (session 78)', () => {
  it('counts the packs, as the same line with the count in digits does', () => {
    expect(
      parseIngredient('One 15 oz (420g) can red kidney beans, drained and rinsed'),
    ).toMatchObject({ quantity: 1, unit: 'can', name: 'red kidney beans' });
    expect(parseIngredient('Two 15 oz (440g) cans flageolet beans, drained')).toMatchObject({
      quantity: 2,
      unit: 'can',
      name: 'flageolet beans',
    });
    expect(parseIngredient('two 2 oz (56g) cans anchovies in oil')).toMatchObject({
      quantity: 2,
      unit: 'can',
      name: 'anchovies in oil',
    });
    expect(parseIngredient('Twelve 6 oz (170g) salmon fillets')).toMatchObject({
      quantity: 12,
      unit: null,
      name: 'salmon fillets',
    });
  });

  it('leaves a name before an amount and a word count without a size as they were', () => {
    expect(parseIngredient('Eggs 4 (200 grams)')).toMatchObject({ quantity: 4, name: 'Eggs' });
    expect(parseIngredient('Sugar 1 1/3 cups (230 grams)')).toMatchObject({
      quantity: 1 + 1 / 3,
      unit: 'cup',
      name: 'Sugar',
    });
    expect(parseIngredient('Two 400g tins chopped tomatoes')).toMatchObject({
      quantity: 2,
      unit: 'can',
      name: 'chopped tomatoes',
    });
  });
});

describe('"minus" or "less" after the name, or set off by commas (session 78, lines78b)', () => {
  check([
    // Was named "sugar minus" and "minus": the amount taken off is a note, or taken off.
    ['1 cup sugar minus 2 tablespoons', 1, 'cup', 'sugar'],
    ['1 cup sugar, less 2 tablespoons', 1, 'cup', 'sugar'],
    ['2 cups, minus 3 tablespoons, flour', 1.8125, 'cup', 'flour'],
    ['2 cups, less 3 tablespoons, all-purpose flour', 1.8125, 'cup', 'all-purpose flour'],
    ['½ pound, minus 2 tablespoons, softened butter', 0.5, 'lb', 'butter'],
    // "plus" as before.
    ['1 cup sugar plus 2 tablespoons', 1, 'cup', 'sugar'],
    ['2 cups, plus 3 tablespoons, flour', 2.1875, 'cup', 'flour'],
  ]);
  it('keeps the amount after the name as a note', () => {
    expect(parseIngredient('1 cup sugar minus 2 tablespoons').notes).toBe('minus 2 tablespoons');
  });
});

describe('a weight of two parts set off by commas (session 78, lines78b)', () => {
  check([
    // Was 1 lb, "5 ounces" an alternative.
    ['1 pound, 5 ounces, flour', 1.3125, 'lb', 'flour'],
    ['1 kg, 200 g, strong white flour', 1.2, 'kg', 'strong white flour'],
    ['1 lb, 5 oz, 600 g, plain flour', 1.3125, 'lb', 'plain flour'],
    // A comma after the name too (review78b: was 1 lb named "2 oz").
    ['1 lb, 2 oz, butter, softened', 1.125, 'lb', 'butter'],
    // Another system's measure, or a part of another unit, stays an alternative.
    ['1 pound, 500 g, flour', 1, 'lb', 'flour'],
    ['1 cup, 5 ounces, flour', 1, 'cup', 'flour'],
  ]);
});

describe('a describing word before two portions of one thing (session 78, lines78b)', () => {
  check([
    // Was no unit and named "whole head".
    ['1 whole head and 2 cloves garlic', 1, 'head', 'whole garlic'],
    ['1 whole head plus 2 cloves of garlic, peeled', 1, 'head', 'whole garlic'],
    ['1 whole head garlic', 1, 'head', 'whole garlic'],
    // Not two portions: left.
    ['1 whole chicken and 2 cups stock', 1, null, 'whole chicken'],
  ]);
});

describe('a length of a thing as the part before "of" or "from" (session 78, lines78b)', () => {
  check([
    // Was the whole line as the name, no amount.
    ['Top 4 inches from a bunch of celery', 1, 'bunch', 'celery'],
    ['Bottom 3 inches of 2 lemongrass stalks', 2, 'stalk', 'lemongrass'],
    ['The top 2 inches from 1 bunch celery', 1, 'bunch', 'celery'],
  ]);
});

describe('a fraction glyph in a metric length before one piece (session 79, lines79)', () => {
  check([
    // Was 2 pieces, the size "1/2 cm/1in" (the count and the glyph's half read apart).
    ['2½cm/1in piece fresh ginger', 1, 'piece', 'fresh ginger'],
    ['2½ cm/1in piece fresh ginger', 1, 'piece', 'fresh ginger'],
    ['7½cm/3in piece cinnamon stick', 1, 'piece', 'cinnamon stick'],
    ['2½cm/1in knob ginger', 1, 'knob', 'ginger'],
    ['2 1/2 inch piece ginger', 1, 'piece', 'ginger'],
    // Pieces in the plural are still so many pieces of the fraction.
    ['2 1/2 cm pieces ginger', 2, 'piece', 'ginger'],
    ['2 x 2½cm pieces ginger', 2, 'piece', 'ginger'],
  ]);
  it('keeps the whole length as the note', () => {
    expect(parseIngredient('2½cm/1in piece fresh ginger').notes).toBe('2 1/2 cm/1in');
    expect(parseIngredient('3½cm/1½in piece root ginger').notes).toBe('3 1/2 cm/1 1/2 in');
  });
});

describe("one thing's size inside the name: a range, a hedge, a number in words (session 79, lines79)", () => {
  check([
    // Was the size range in the name ("whole 3- to 4-pound chicken").
    ['1 whole 3- to 4-pound chicken', 1, null, 'whole chicken'],
    ['2 live 1 1/2- to 2-pound lobsters', 2, null, 'live lobsters'],
    ['1 3 1/2 - to 4-pound chicken', 1, null, 'chicken'],
    // Was named "about salmon fillets" and "approx. 6-8-oz salmon fillets".
    ['4 about 6-ounce salmon fillets', 4, null, 'salmon fillets'],
    ['4 approx. 6-8-oz salmon fillets', 4, null, 'salmon fillets'],
    // Was named "one-pound pork tenderloins", "two-pound rabbit".
    ['2 one-pound pork tenderloins', 2, null, 'pork tenderloins'],
    ['1 two-pound rabbit, dressed weight', 1, null, 'rabbit'],
    // Read as before: a size after the count, a count in words with a space, words not sizes.
    ['1 whole 3-pound chicken', 1, null, 'whole chicken'],
    ['1 one pound package frozen phyllo dough', 1, 'package', 'frozen phyllo dough'],
    ['Two-bite brownies', null, null, 'Two-bite brownies'],
    ['1 cup two-percent milk', 1, 'cup', 'two-percent milk'],
  ]);
  it('keeps the size, with its hedge, as a note', () => {
    expect(parseIngredient('1 whole 3- to 4-pound chicken').notes).toBe('3- to 4-pound');
    expect(parseIngredient('4 about 6-ounce salmon fillets').notes).toBe('about 6-ounce');
    expect(parseIngredient('2 one-pound pork tenderloins').notes).toBe('one-pound');
  });
});

describe('a portion no one measures, with a count in words or a size and no number (session 79, lines79)', () => {
  check([
    // Were all the name ("Few shakes salt", "good grating of nutmeg").
    ['Few shakes salt', null, 'shake', 'salt'],
    ['A few grinds fresh black pepper', null, 'grind', 'fresh black pepper'],
    ['good grating of nutmeg', null, null, 'nutmeg'],
    ['Good shake of Thai fish sauce', null, null, 'Thai fish sauce'],
    ['Few grates of fresh nutmeg', null, null, 'fresh nutmeg'],
    ['Several scrapes of fresh nutmeg', null, null, 'fresh nutmeg'],
    ['a few shavings of fresh white truffle', null, null, 'fresh white truffle'],
    ['Thin shavings of Parmesan', null, null, 'Parmesan'],
    ['A good lug of olive oil', null, null, 'olive oil'],
    // Read as before: "of" after the portion, a number, no size before a portion with no article.
    ['a few grinds of black pepper', null, null, 'black pepper'],
    ['6 grinds black pepper', 6, 'grind', 'black pepper'],
    ['drizzle of olive oil', null, null, 'drizzle of olive oil'],
    ['Parmesan shavings, to serve', null, null, 'Parmesan shavings'],
    ['a few cloves', null, null, 'a few cloves'],
  ]);
  it('keeps the portion as a note', () => {
    expect(parseIngredient('good grating of nutmeg').notes).toBe('good grating of');
    expect(parseIngredient('Few grates of fresh nutmeg').notes).toBe('Few grates');
  });
});

describe('a vague amount joined on by "plus" after a unit (session 79, lines79)', () => {
  check([
    // Was named "plus a pinch kosher salt".
    ['1 teaspoon plus a pinch kosher salt', 1, 'tsp', 'kosher salt'],
    ['1 tsp plus a pinch of salt', 1, 'tsp', 'salt'],
    ['2 tbsp plus a little olive oil', 2, 'tbsp', 'olive oil'],
    // A measure after "plus" still adds; "plus" after the name is the name's note, as before.
    ['1 cup plus 2 tablespoons flour', 1.125, 'cup', 'flour'],
    ['1 tsp sugar plus a pinch of salt', 1, 'tsp', 'sugar'],
  ]);
  it('keeps the vague amount as a note', () => {
    expect(parseIngredient('1 tsp plus a pinch of salt').notes).toBe('plus a pinch');
  });
  it('takes no word that opens a note for the name (review79b)', () => {
    // Were named "extra", "to serve", "to taste": the line is left as before the rule.
    expect(parseIngredient('2 tbsp plus a little extra for greasing').name).toBe(
      'plus a little extra for greasing',
    );
    expect(parseIngredient('2 tbsp plus a little more to serve').name).toBe(
      'plus a little more to serve',
    );
    expect(parseIngredient('2 tbsp plus a pinch to taste').name).toBe('plus a pinch to taste');
    // "more" before a food is still the vague amount's.
    expect(parseIngredient('1 tsp plus a pinch more salt').name).toBe('salt');
  });
});

describe('how much, said in words, before "of" (session 79, lines79b)', () => {
  check([
    // Were 1 "amount of parsley", 1 "quantity of ice", "dose of black pepper".
    ['a generous amount of parsley', null, null, 'parsley'],
    ['a good amount of salt', null, null, 'salt'],
    ['an equal amount of shrimp', null, null, 'shrimp'],
    ['Small amount of oil', null, null, 'oil'],
    ['Generous amount of parsley', null, null, 'parsley'],
    ['Healthy dose of freshly ground black pepper', null, null, 'black pepper'],
    ['a large quantity of ice', null, null, 'ice'],
    ['Large quantity of ice', null, null, 'ice'],
    ['a very small amount of chilli', null, null, 'chilli'],
    ['generous amounts of black pepper', null, null, 'black pepper'],
    // "quantity" with no size is a batch ("1 quantity shortcrust pastry"), a number is a number.
    ['a quantity of shortcrust pastry', 1, null, 'quantity of shortcrust pastry'],
    ['1 quantity of Salsa di Pomodoro (see below)', 1, null, 'quantity of Salsa di Pomodoro'],
    ['1 amount of salt', 1, null, 'amount of salt'],
  ]);
  it('keeps the words as a note', () => {
    expect(parseIngredient('a generous amount of parsley').notes).toBe('a generous amount of');
    expect(parseIngredient('Large quantity of ice').notes).toBe('Large quantity of');
  });
});

describe('"the smallest" before a portion no one measures (session 79, lines79b)', () => {
  check([
    // Were all the name ("The smallest dash of duck fat or olive oil").
    ['The smallest dash of duck fat or olive oil', null, 'dash', 'duck fat or olive oil'],
    ['the merest pinch of cayenne', null, 'pinch', 'cayenne'],
    ['the tiniest drop of vanilla extract', null, 'drop', 'vanilla extract'],
    // No portion after it, or a measure: as before.
    ['the smallest potatoes you can find', null, null, 'the smallest potatoes'],
    ['the smallest cup of flour', null, null, 'the smallest cup of flour'],
    ['The juice of 1 lemon', 1, null, 'lemon'],
  ]);
  it('keeps the size as a note', () => {
    expect(parseIngredient('the merest pinch of cayenne').notes).toBe('merest');
  });
});

describe('"well-" before a preparation, before a thing sold prepared (session 79, lines79b)', () => {
  check([
    // Were named "well-stirred coconut milk", "very lean well-trimmed pork".
    ['½ cup well-stirred coconut milk', 0.5, 'cup', 'coconut milk'],
    ['1 can well-shaken coconut milk', 1, 'can', 'coconut milk'],
    ['2 pounds very lean, well-trimmed pork', 2, 'lb', 'very lean pork'],
    // The shop's own: without "well-", or "well-" and no preparation.
    ['1 cup shredded coconut', 1, 'cup', 'shredded coconut'],
    ['400 g chopped tomatoes', 400, 'g', 'chopped tomatoes'],
    ['1 lb well-marbled beef chuck', 1, 'lb', 'well-marbled beef chuck'],
  ]);
});

describe('"hefty", "massive" and "wee" as sizes (session 79, lines79b)', () => {
  check([
    // Were 1 "hefty pinch of salt", 1 "massive handful of basil", 1 "wee bit of butter".
    ['a hefty pinch of salt', null, 'pinch', 'salt'],
    ['a massive handful of basil', null, 'handful', 'basil'],
    ['a wee bit of butter', null, null, 'butter'],
    ['2 hefty onions', 2, null, 'onions'],
    ['1 massive cauliflower', 1, null, 'cauliflower'],
    // As before: known sizes.
    ['a big handful of spinach', null, 'handful', 'spinach'],
    ['a very large onion', 1, null, 'onion'],
  ]);
  it('keeps the size as a note', () => {
    expect(parseIngredient('a hefty pinch of salt').notes).toBe('hefty');
  });
});

describe('a vague amount joined on by "plus", set off by commas (session 80, lines80)', () => {
  check([
    // Were named "plus a pinch", "plus a little more" (the name a note).
    ['1 cup, plus a pinch, sugar', 1, 'cup', 'sugar'],
    ['2 tbsp, plus a little more, olive oil', 2, 'tbsp', 'olive oil'],
    ['1 cup, + a few drops, milk', 1, 'cup', 'milk'],
    // A measure set off so still adds or stays a note, as before.
    ['1 cup, plus 2 tablespoons, sugar', 1.125, 'cup', 'sugar'],
    ['½ pound, plus 2 tablespoons, softened butter', 0.5, 'lb', 'butter'],
  ]);
  it('keeps the vague amount as a note', () => {
    expect(parseIngredient('1 cup, plus a pinch, sugar').notes).toBe('plus a pinch');
  });
});

describe('"with" before a part\'s state after the name (session 80, lines80)', () => {
  check([
    // Were named "sage leaves with", "shrimp with", "trout with heads".
    ['Large handful of sage leaves with stems intact', null, 'handful', 'sage leaves'],
    ['2 lb shrimp with tails on', 2, 'lb', 'shrimp'],
    ['4 trout with heads and tails on', 4, null, 'trout'],
    ['1 lb prawns with the shells on', 1, 'lb', 'prawns'],
    // A part with no state is the thing bought; a state alone is read as before.
    ['1 bunch parsley with stems', 1, 'bunch', 'parsley with stems'],
    ['4 chicken thighs skin removed', 4, null, 'chicken thighs'],
  ]);
  it('keeps "with" and the state as a note', () => {
    expect(parseIngredient('2 lb shrimp with tails on').notes).toBe('with tails on');
  });
});

describe('"up" after a preparation after the name (session 80, lines80)', () => {
  check([
    // Were named "chickens cut up", "chickens up", "chicken cut up" (notes "into 8 pieces").
    ['2 chickens (about 3 1/2 pounds each) cut up', 2, null, 'chickens'],
    ['2 chickens chopped up', 2, null, 'chickens'],
    ['1 chicken cut up into 8 pieces', 1, null, 'chicken'],
    ['3 cups day-old bread torn up', 3, 'cup', 'day-old bread'],
    // Before the name it is the name's, as "cut-up" is read.
    ['2 cups cut up chicken', 2, 'cup', 'cut up chicken'],
  ]);
  it('keeps the preparation with "up" as one note', () => {
    expect(parseIngredient('2 chickens chopped up').notes).toBe('chopped up');
    expect(parseIngredient('1 chicken cut up into 8 pieces').notes).toBe('cut up into 8 pieces');
  });
});

describe('strands, blades and drams as portions (session 80, lines80)', () => {
  check([
    // Were named "strands saffron", "blades mace", "dram of whisky" (no unit).
    ['10 strands saffron', 10, 'strand', 'saffron'],
    ['10 blades mace', 10, 'blade', 'mace'],
    ['2 blades of mace', 2, 'blade', 'mace'],
    ['a wee dram of whisky', 1, 'dram', 'whisky'],
    ['1 dram whisky', 1, 'dram', 'whisky'],
    // The cut of beef is the name; with no number they are names too.
    ['1 blade steak', 1, null, 'blade steak'],
    ['2 blade steaks', 2, null, 'blade steaks'],
    ['4 blade chops', 4, null, 'blade chops'],
    ['1 (3-lb) blade roast', 1, null, 'blade roast'],
    ['2 x 200g blade steaks', 2, null, 'blade steaks'],
    ['1 beef blade', 1, null, 'beef blade'],
    ['2 feather blade steaks', 2, null, 'feather blade steaks'],
    ['1 kg beef blade', 1, 'kg', 'beef blade'],
    ['Pinch saffron strands', null, 'pinch', 'saffron strands'],
  ]);
});

describe('"the smallest" before any portion or a vague amount\'s word (session 80, lines80)', () => {
  check([
    // Were all the name.
    ['the smallest knob of butter', 1, 'knob', 'butter'],
    ['the smallest sprig of rosemary', 1, 'sprig', 'rosemary'],
    ['the tiniest sliver of garlic', null, null, 'garlic'],
    ['the merest grating of nutmeg', null, null, 'nutmeg'],
    // A measure, or no portion: as before.
    ['the smallest cup of flour', null, null, 'the smallest cup of flour'],
    ['the smallest potatoes you can find', null, null, 'the smallest potatoes'],
  ]);
  it('keeps the size as a note once', () => {
    expect(parseIngredient('the smallest knob of butter').notes).toBe('smallest');
    expect(parseIngredient('the tiniest sliver of garlic').notes).toBe('the tiniest sliver of');
  });
});

describe('another amount in words in a bracket after "or" (session 80, lines80)', () => {
  check([
    // Was named "leg lamb or half leg".
    ['1 leg lamb (or half leg)', 1, null, 'leg lamb'],
    ['1 leg lamb (or 2 shoulders)', 1, null, 'leg lamb'],
    // Another thing is kept with its brackets' "or", as before; "half fat" is a thing.
    ['1 cup sherry (or dry white wine)', 1, 'cup', 'sherry or dry white wine'],
    [
      '2 tbsp crème fraîche (or half fat crème fraîche)',
      2,
      'tbsp',
      'crème fraîche or half fat crème fraîche',
    ],
  ]);
  it('keeps the other amount as a note', () => {
    expect(parseIngredient('1 leg lamb (or half leg)').notes).toBe('or half leg');
  });
});

describe('a hedge before a weight inside the name (session 80, lines80)', () => {
  check([
    // Were named "roughly salmon fillets", "about salmon fillets".
    ['4 roughly 150g salmon fillets', 4, null, 'salmon fillets'],
    ['4 about 150g salmon fillets', 4, null, 'salmon fillets'],
    ['4 approx. 150 g salmon fillets', 4, null, 'salmon fillets'],
    ['4 x roughly 150g salmon fillets', 4, null, 'salmon fillets'],
  ]);
  it('keeps the hedge with the weight as a note', () => {
    expect(parseIngredient('4 roughly 150g salmon fillets').notes).toBe('roughly 150g');
  });
});

describe('a grade or a kind said with a size word (session 80, lines80)', () => {
  check([
    // Were named "sherry", "couscous": the sweetness grade and the pearl kind are what is bought.
    ['250 ml medium sherry', 250, 'ml', 'medium sherry'],
    ['500ml medium cider', 500, 'ml', 'medium cider'],
    ['250 g giant couscous', 250, 'g', 'giant couscous'],
    // A thing's size is still a note.
    ['2 medium onions', 2, null, 'onions'],
    ['16 giant prawns', 16, null, 'prawns'],
  ]);
});

describe('a thing named with a number in a bracket after "or" (session 80, review80a)', () => {
  check([
    // Were read as another amount in words (a note) since lines80: a spice mix, a bean mix and a
    // cheese blend named with a number are another thing, kept with the "or" as before.
    ['2 tsp ground cinnamon (or five spice)', 2, 'tsp', 'ground cinnamon or five spice'],
    ['1 tsp allspice (or seven spice)', 1, 'tsp', 'allspice or seven spice'],
    ['1 can kidney beans (or three bean mix)', 1, 'can', 'kidney beans or three bean mix'],
    ['100g cheddar (or four cheese blend)', 100, 'g', 'cheddar or four cheese blend'],
    // Another amount in words is still a note.
    ['2 onions (or one large)', 2, null, 'onions'],
    ['1 leg lamb (or half leg)', 1, null, 'leg lamb'],
  ]);
});
