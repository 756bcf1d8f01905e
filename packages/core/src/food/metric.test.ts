import { beforeAll, describe, expect, it } from 'vitest';
import { US_FLUID_MEASURES_ML } from '../ingredients/recipe-measures.ts';
import { loadFoodTable, type FoodTable } from './food-table.ts';
import { metricIngredientLine, metricMeasures, metricMethodStep, POURED_OUNCES } from './metric.ts';
import { TEST_FOODS } from './test-foods.ts';

const metric = (line: string): string => metricIngredientLine(TEST_FOODS, line);
/** A step's figure and unit as `metricMethodStep` joins them, with a no-break space. */
const nb = (text: string): string => text.replace(/(\d) (cm|mm|kg|g|ml|l|C)\b/gu, '$1\u00a0$2');

describe('metricIngredientLine', () => {
  it('weighs cups of a solid by its density', () => {
    // 240 ml × 0.52 g/ml.
    expect(metric('1 cup flour')).toBe('125 g flour');
    expect(metric('½ cup plain flour, sifted')).toBe('62 g plain flour, sifted');
    expect(metric('1⁄2 cup plain flour')).toBe('62 g plain flour');
    // A US mixed number written with a hyphen is one amount, not a range.
    expect(metric('2-1/4 cups milk')).toBe('540 ml milk');
    expect(metric('2 and 1/4 cups milk')).toBe('540 ml milk');
    // After a qualifier or a name, as the servings stepper reads it.
    expect(metric('About 1 cup plain flour')).toBe('About 125 g plain flour');
    expect(metric('milk: 1 cup')).toBe('milk: 240 ml');
  });

  it('reads a bracket of several amounts after the measure as the same amount', () => {
    // The author's own metric amount among them is the one shown; the bracket goes.
    expect(metric('1 cup (2 sticks / 230 g) unsalted butter, melted')).toBe(
      '230 g unsalted butter, melted',
    );
    expect(metric('1 cup (250ml / 8.5 fl oz) milk')).toBe('250 ml milk');
    expect(metric('1 cup (8 oz, 226 g) butter')).toBe('226 g butter');
    // A bracket of anything else is the author's note.
    expect(metric('1 cup (about 4 handfuls) plain flour')).toBe(
      '125 g (about 4 handfuls) plain flour',
    );
    // The author's grams written out in words, and a fraction's slash inside the bracket.
    expect(metric('1 2/3 cups (9 ounces/257 grams) caster sugar')).toBe('257 g caster sugar');
    expect(metric('3 ounces ( 3/4 cup) plain flour')).toBe('85 g plain flour');
  });

  it('shows a pack’s US or imperial size after its count in metric', () => {
    expect(metric('1 (15 oz) can black beans, drained')).toBe('1 (425 g) can black beans, drained');
    expect(metric('2 (8-ounce) packages cream cheese')).toBe('2 (227 g) packages cream cheese');
    expect(metric('1 (14.5 oz.) can diced tomatoes')).toBe('1 (411 g) can diced tomatoes');
    expect(metric('1 (3-4 lb) whole chicken')).toBe('1 (1.4-1.8 kg) whole chicken');
    // A US recipe's fluid ounce is 29.6 ml, a UK one's 28.4.
    expect(metricIngredientLine(TEST_FOODS, '1 (12 fl oz) bottle beer', US_FLUID_MEASURES_ML)).toBe(
      '1 (355 ml) bottle beer',
    );
    expect(metric('1 (12 fl oz) bottle beer')).toBe('1 (341 ml) bottle beer');
    // About a weight is still a weight; anything else in the bracket, or a metric size, stays.
    expect(metric('2 (about 1 lb) chicken breasts')).toBe('2 (about 454 g) chicken breasts');
    expect(metric('1 (400g) tin tomatoes')).toBe('1 (400g) tin tomatoes');
    expect(metric('2 (large) eggs')).toBe('2 (large) eggs');
    // A canning jar's ounces are fluid; a loaf tin's pounds its UK name (metric5).
    expect(metric('4 (8 oz) jelly jars')).toBe('4 (237 ml) jelly jars');
    expect(metric('1 (2-lb) loaf pan')).toBe('1 (900 g) loaf pan');
    expect(metric('2 (8 oz) jars pesto')).toBe('2 (227 g) jars pesto');
  });

  it('shows the same amount told another way as a weight, where the line’s own is no US measure', () => {
    expect(metric('3 tomatoes (about 1 pound), chopped')).toBe('3 tomatoes (about 454 g), chopped');
    expect(metric('1 package rice noodles (about 10-12 ounces, cooked)')).toBe(
      '1 package rice noodles (about 283-340 g, cooked)',
    );
    expect(metric('1 onion (about 8 oz.; such as Vidalia), chopped')).toBe(
      '1 onion (about 227 g; such as Vidalia), chopped',
    );
    expect(metric('1 bunch kale (or 6 ounces baby kale)')).toBe(
      '1 bunch kale (or 170 g baby kale)',
    );
    // A cup there weighs what its food does: left. A measure the switch rewrote says it already.
    expect(metric('2 carrots (about 1 cup), grated')).toBe('2 carrots (about 1 cup), grated');
    expect(metric('1 lb beef mince (about 2 cups)')).toBe('454 g beef mince (about 2 cups)');
  });

  it('weighs a cup each of things only when they weigh alike', () => {
    // Flour 125 g, butter 228 g a cup: no one weight is each one's.
    expect(metric('1 cup each of flour and butter')).toBe('1 cup each of flour and butter');
    expect(metric('1 cup each milk and double cream')).toBe('240 ml each milk and double cream');
    expect(metric('1 cup each flour')).toBe('125 g each flour');
  });

  it('shows a line of two amounts as its two lines would be: neither amount is the other’s', () => {
    expect(metric('1 cup milk and ½ cup double cream')).toBe('240 ml milk and 120 ml double cream');
    expect(metric('2 cups milk plus 1 cup flour')).toBe('480 ml milk plus 125 g flour');
    // A part the switch cannot show in metric stays as written.
    expect(metric('1 cup flour and 2 tbsp milk')).toBe('125 g flour and 2 tbsp milk');
    // One amount of two things is still neither's weight.
    expect(metric('1 cup salt and pepper')).toBe('1 cup salt and pepper');
    // But a weight of two things together is that weight in grams.
    expect(metric('2 pounds chicken fat and skin')).toBe('907 g chicken fat and skin');
    expect(metric('1-2 pounds chicken fat and skin')).toBe('454-907 g chicken fat and skin');
  });

  it("takes the author's own weight from a bracket", () => {
    expect(metric('1 cup (120 g) flour')).toBe('120 g flour');
  });

  it('pours liquids in ml', () => {
    expect(metric('2 cups milk')).toBe('480 ml milk');
    expect(metric('1 pint milk')).toBe('568 ml milk');
  });

  it('pours a US recipe’s pint and quart by their US size', () => {
    expect(metricIngredientLine(TEST_FOODS, '1 pint milk', US_FLUID_MEASURES_ML)).toBe(
      '473 ml milk',
    );
    expect(metricIngredientLine(TEST_FOODS, '2 quarts milk', US_FLUID_MEASURES_ML)).toBe(
      '1.9 l milk',
    );
  });

  it('weighs a stick of butter and converts ounces and pounds', () => {
    expect(metric('1 stick butter')).toBe('113 g butter');
    expect(metric('8 oz butter, softened')).toBe('227 g butter, softened');
    expect(metric('3 lb potato')).toBe('1.4 kg potato');
  });

  it('rewrites a measure and the measures joined to it as one amount', () => {
    // 1⅛ cups (270 ml × 0.52 g/ml): the joined "plus 2 tablespoons" is in it, not left after it.
    expect(metric('1 cup plus 2 tablespoons flour')).toBe('140 g flour');
    expect(metric('3/4 cup + 1 tbsp flour')).toBe('101 g flour');
    expect(metric('1 cup plus 2 tablespoons milk')).toBe('270 ml milk');
    expect(metric('1 cup minus 2 tablespoons milk')).toBe('210 ml milk');
    expect(metric('1 cup and a half flour')).toBe('187 g flour');
    expect(metric('1 lb 4 oz beef mince')).toBe('567 g beef mince');
    expect(metric('1 lb. 4 oz. potato')).toBe('567 g potato');
    // A stick and 2 tablespoons: 1¼ sticks, the bracket before the join the first part's.
    expect(metric('1 stick plus 2 tablespoons butter')).toBe('141 g butter');
    expect(metric('1 stick (½ cup) plus 2 tablespoons butter')).toBe('141 g butter');
    // The author's weight of the cup, with 2 tablespoons more: 140 g × 1⅛.
    expect(metric('1 cup (140 g) plus 2 tablespoons flour')).toBe('158 g flour');
    // After the joined measure, the author's weight of all of it.
    expect(metric('1 cup plus 2 tablespoons (150 g) flour')).toBe('150 g flour');
    // The larger part second: the parser says 1⅛ lb, the line is still all of it.
    expect(metric('2 ounces plus 1 pound beef')).toBe('510 g beef');
    // A spoon or grams first, kept alone, are rewritten with a cup or ounce joined on: the sum is
    // a cup's worth (49 tsp of milk, 1.02 cups of flour).
    expect(metric('1 tsp plus 1 cup milk')).toBe('245 ml milk');
    expect(metric('1 teaspoon plus 1 cup flour')).toBe('127 g flour');
    expect(metric('2 tbsp plus 1/4 cup milk, divided')).toBe('90 ml milk, divided');
    expect(metric('600g plus 5oz flour')).toBe('742 g flour');
    // Spoons joined to spoons stay, as one spoon does.
    expect(metric('1 tbsp plus 1 tsp milk')).toBe('1 tbsp plus 1 tsp milk');
    expect(metric('1 tsp milk')).toBe('1 tsp milk');
  });

  it('drops the same amount again in another US measure, in a bracket after it', () => {
    expect(metric('2 sticks (1 cup) butter')).toBe('226 g butter');
    expect(metric('1 cup (2 sticks) butter, softened')).toBe(metric('1 cup butter, softened'));
    // The author's 5 oz: 141.7 g.
    expect(metric('1 stick plus 2 tbsp (5 oz.) butter')).toBe('142 g butter');
    // Anything else in the bracket is the author's note.
    expect(metric('1 lb (about 3 medium) potato')).toBe('454 g (about 3 medium) potato');
  });

  it('keeps a range', () => {
    expect(metric('1-2 cups flour')).toBe('125-250 g flour');
    expect(metric('1-2 cups milk')).toBe('240-480 ml milk');
  });

  it('leaves spoons, metric lines, counts and unreadable lines as written', () => {
    for (const line of [
      '2 tbsp milk',
      '250 g flour',
      '3 onions',
      'salt to taste',
      'a cup of tea?',
    ]) {
      expect(metric(line)).toBe(line);
    }
  });

  it('pours an ounce of a thin liquid as a fluid ounce; weighs a solid’s or a syrup’s', () => {
    expect(metric('2 oz orange juice')).toBe('57 ml orange juice');
    expect(metricIngredientLine(TEST_FOODS, '2 oz orange juice', US_FLUID_MEASURES_ML)).toBe(
      '59 ml orange juice',
    );
    expect(metric('8 oz double cream')).toBe('227 ml double cream');
    expect(metric('8 oz butter')).toBe('227 g butter');
    expect(metricIngredientLine(TEST_FOODS, '4 oz honey')).toBe('113 g honey');
  });

  describe('in a drink (metric4)', () => {
    let table: FoodTable;
    beforeAll(async () => {
      table = await loadFoodTable();
    });
    const shown = (lines: string[]): string[] => {
      const measures = metricMeasures(table, lines, null);
      return lines.map((line) => metricIngredientLine(table, line, measures));
    };

    it('pours a syrup’s, a liqueur’s and an unknown liquid’s ounce where spirits and juices are poured', () => {
      const sour = ['2 oz bourbon', '¾ oz lemon juice', '1 oz simple syrup', '½ oz orgeat'];
      expect(metricMeasures(table, sour, null)?.[POURED_OUNCES]).toBe(1);
      expect(shown(sour)).toEqual([
        '57 ml bourbon',
        '21 ml lemon juice',
        '28 ml simple syrup',
        '14 ml orgeat',
      ]);
      expect(
        shown(['1 oz Cointreau', '1 oz tequila', '1 oz lime juice', '½ oz agave syrup']),
      ).toEqual(['28 ml Cointreau', '28 ml tequila', '28 ml lime juice', '14 ml agave syrup']);
      // With the recipe's US fluid measures, the US fluid ounce.
      const measures = metricMeasures(table, sour, US_FLUID_MEASURES_ML);
      expect(metricIngredientLine(table, '1 oz simple syrup', measures)).toBe('30 ml simple syrup');
    });

    it('leaves a syrup weighed where the recipe is no drink', () => {
      // A solid weighed in ounces: a sauce, not a drink.
      expect(shown(['8 oz cream cheese', '4 oz milk', '2 oz whisky', '2 oz honey'])).toEqual([
        '227 g cream cheese',
        '114 ml milk',
        '57 ml whisky',
        '57 g honey',
      ]);
      // One thin liquid in ounces is not enough; nor is a line alone.
      expect(shown(['4 oz milk', '2 oz honey'])).toEqual(['114 ml milk', '57 g honey']);
      expect(metricIngredientLine(table, '1 oz simple syrup')).toBe('28 g simple syrup');
      expect(metricMeasures(table, ['4 oz milk', '2 oz honey'], null)).toBeNull();
    });
  });

  it('shows a line’s Fahrenheit as Celsius, or the author’s Celsius beside it (metric4)', () => {
    expect(metric('1 cup warm water (105 degrees F)')).toBe('240 ml warm water (41°C)');
    expect(metric('2 tbsp water (110-115°F)')).toBe('2 tbsp water (43-46°C)');
    expect(metric('1 cup whole milk, warmed to 105° to 115°F')).toBe(
      '240 ml whole milk, warmed to 41-46°C',
    );
    expect(metric('1 stick butter, softened (65°F/18°C)')).toBe('113 g butter, softened (18°C)');
    // A line's bare degrees are no oven's.
    expect(metric('2 eggs, at 350 degrees')).toBe('2 eggs, at 350 degrees');
  });

  it('shows grams and ml as a scale shows them: whole from 1 up, one decimal below', () => {
    // ¼ oz is 7.09 g, ⅛ oz 3.54 g, 0.02 oz 0.57 g.
    expect(metric('1/4 oz dried yeast')).toBe('7 g dried yeast');
    expect(metric('1/8 oz mystery powder')).toBe('4 g mystery powder');
    expect(metric('0.02 oz mystery powder')).toBe('0.6 g mystery powder');
    // Kilograms and litres keep their decimal.
    expect(metric('2.5 lb mystery powder')).toBe('1.1 kg mystery powder');
  });

  it('takes the author’s metric amount after a slash', () => {
    expect(metric('10fl oz/275ml milk - this can be infused')).toBe(
      '275 ml milk - this can be infused',
    );
    expect(metric('8 oz / 225 g butter, softened')).toBe('225 g butter, softened');
    expect(metric('1 cup/125 grams plain flour')).toBe('125 g plain flour');
  });

  it('shows lengths in inches as centimetres or millimetres, as UK recipes write them', () => {
    expect(metric('1 carrot, cut into 1-inch pieces')).toBe('1 carrot, cut into 2.5 cm pieces');
    expect(metric('2 onions, cut into ½-inch dice')).toBe('2 onions, cut into 1 cm dice');
    expect(metric('1 lb potato, sliced 1/4 inch thick')).toBe('454 g potato, sliced 5 mm thick');
    expect(metric('1 apple, sliced 1/8 inch thick')).toBe('1 apple, sliced 3 mm thick');
    expect(metric('1 orange, sliced into 1/2-inch-thick rounds')).toBe(
      '1 orange, sliced into 1 cm thick rounds',
    );
    expect(metric('2 lb chicken bones, cut into 4- to 6-inch pieces')).toBe(
      '907 g chicken bones, cut into 10-15 cm pieces',
    );
    expect(metric('4 tortillas (about 8 inches across)')).toBe('4 tortillas (about 20 cm across)');
    expect(metric('1 leek, including 2 inches of the green')).toBe(
      '1 leek, including 5 cm of the green',
    );
    // A size straight after a count is bracketed, as a pack's is: not "1 2.5 cm piece".
    expect(metric('1 1-inch piece ginger')).toBe('1 (2.5 cm) piece ginger');
    expect(metric('1 (2-inch) piece ginger')).toBe('1 (5 cm) piece ginger');
    expect(metric('1 1 1/2-inch piece ginger')).toBe('1 (4 cm) piece ginger');
    // The author's own metric length in a bracket after it is the one shown, once.
    expect(metric('1 leek, chopped into 2-inch (5 cm) pieces')).toBe(
      '1 leek, chopped into 5 cm pieces',
    );
    expect(metric('1 onion, cut into ½-inch (1-cm) dice')).toBe('1 onion, cut into 1 cm dice');
    expect(metric('1 onion, cut into ¼-inch (.5-cm) dice')).toBe('1 onion, cut into 0.5 cm dice');
    // Two numbers sharing one "inch" are left whole rather than half converted.
    expect(metric('1 lb noodles between ½ and 1 inch wide')).toBe(
      '454 g noodles between ½ and 1 inch wide',
    );
    // …and a size's two sides are one size: not "9x33 cm", its first side left in inches.
    expect(metric('1 (9x13-inch) baking pan')).toBe('1 (23 x 33 cm) baking pan');
    expect(metric('one 12-by-17-inch sheet pan')).toBe('one 30 x 43 cm sheet pan');
    // A hyphen, a space and "by" (metric4): was "10- by 38 cm".
    expect(metricMethodStep('Roll it into a roughly 10- by 15-inch rectangle.')).toBe(
      'Roll it into a roughly 25 x 38\u00a0cm rectangle.',
    );
    expect(metric('1 cake tin, 8 x 8 inches')).toBe('1 cake tin, 20 x 20 cm');
    // The inch mark; a count of tins is not a pan's size.
    expect(metric('2" nub of ginger')).toBe('5 cm nub of ginger');
    expect(metric('1 x 14 fl oz tin coconut milk')).toBe('1 x 14 fl oz tin coconut milk');
  });

  it('gives up on a long run of spaces after a figure at once', () => {
    // The patterns once set two runs of spaces side by side: 2,000 spaces took 16 s (cubic).
    const started = Date.now();
    expect(metric(`1${' '.repeat(10_000)}to${' '.repeat(10_000)}`)).toContain('to');
    expect(metric(`9${' '.repeat(10_000)}x${' '.repeat(10_000)}`)).toContain('x');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('measures an unknown food by volume rather than guess its weight', () => {
    expect(metric('1 cup mystery powder')).toBe('240 ml mystery powder');
  });
});

describe('metricMethodStep', () => {
  it('shows Fahrenheit as Celsius: an oven’s to the nearest 10, a thermometer’s whole', () => {
    expect(metricMethodStep('Heat the oven to 350°F.')).toBe(
      'Heat the oven to 180°C/160°C fan/gas 4.',
    );
    expect(metricMethodStep('Preheat oven to 425 degrees F')).toBe(
      'Preheat oven to 220°C/200°C fan/gas 7',
    );
    expect(metricMethodStep('Bake at 325 °F for 1 hour')).toBe(
      'Bake at 160°C/140°C fan/gas 3 for 1 hour',
    );
    expect(metricMethodStep('Heat oil to 350-375 degrees Fahrenheit')).toBe(
      'Heat oil to 180-190°C',
    );
    expect(metricMethodStep('Cook until it reads 165°F inside.')).toBe(
      'Cook until it reads 74°C inside.',
    );
    // An oven's degrees with no scale, too hot for Celsius, are Fahrenheit; 180 degrees is not.
    expect(metricMethodStep('Preheat oven to 350 degrees.')).toBe(
      'Preheat oven to 180°C/160°C fan/gas 4.',
    );
    expect(metricMethodStep('Preheat oven to 180 degrees.')).toBe('Preheat oven to 180 degrees.');
    // A step that gives Celsius already is left as written.
    expect(metricMethodStep('Heat the oven to 180°C and bake to 165°F inside.')).toBe(
      'Heat the oven to 180°C and bake to 165°F inside.',
    );
    // The author's Celsius beside Fahrenheit is shown alone, as a UK recipe gives it.
    expect(metricMethodStep('Heat the oven to 350°F (180°C).')).toBe('Heat the oven to 180°C.');
    expect(metricMethodStep('Preheat to 350°F (175°C/Gas Mark 4) and grease a tin.')).toBe(
      'Preheat to 175°C/Gas Mark 4 and grease a tin.',
    );
    expect(metricMethodStep('Heat oven to 190°C (375°F).')).toBe('Heat oven to 190°C.');
    expect(metricMethodStep('Heat the oil to 350°F (see note)')).toBe(
      'Heat the oil to 180°C (see note)',
    );
  });

  it('gives an oven’s temperature with its fan oven’s and gas mark, as UK recipes do', () => {
    expect(metricMethodStep('Keep warm in a 250°F oven.')).toBe(
      'Keep warm in a 120°C/100°C fan/gas ½ oven.',
    );
    expect(metricMethodStep('Roast at 375-400°F until golden.')).toBe(
      'Roast at 190-200°C/170-180°C fan/gas 5-6 until golden.',
    );
    // A low oven is an oven's too: to the nearest 10, not a thermometer's whole degree.
    expect(metricMethodStep('Bake at 225 F for 3 hours')).toBe(
      'Bake at 110°C/90°C fan/gas ¼ for 3 hours',
    );
    // Oil, a fryer, a thermometer in the same sentence: Celsius alone.
    expect(metricMethodStep('Preheat oven to 400°F and heat the oil to 350°F.')).toBe(
      'Preheat oven to 200°C/180°C fan/gas 6 and heat the oil to 180°C.',
    );
    expect(metricMethodStep('Bake at 350°F until a thermometer reads 200°F.')).toBe(
      'Bake at 180°C/160°C fan/gas 4 until a thermometer reads 93°C.',
    );
    // "Until" is a reading of the food only below 250°F; no food reads hotter.
    expect(metricMethodStep('Bake until golden, about 25 minutes at 350°F.')).toBe(
      'Bake until golden, about 25 minutes at 180°C/160°C fan/gas 4.',
    );
    expect(metricMethodStep('Bake until the bread reaches 200°F.')).toBe(
      'Bake until the bread reaches 93°C.',
    );
    expect(metricMethodStep('Preheat the air fryer to 400°F.')).toBe(
      'Preheat the air fryer to 200°C.',
    );
    // Hotter than gas mark 9: no mark.
    expect(metricMethodStep('Heat the oven to 500°F.')).toBe('Heat the oven to 260°C/240°C fan.');
  });

  it('shows inches as centimetres, a pan’s sizes together', () => {
    expect(metricMethodStep('Butter a 9 x 13-inch baking dish.')).toBe(
      'Butter a 23 x 33\u00a0cm baking dish.',
    );
    expect(metricMethodStep('Line a 9x5-inch loaf tin')).toBe('Line a 23 x 13\u00a0cm loaf tin');
    expect(metricMethodStep('Roll out to 1/4 inch thick and cut 2-inch rounds')).toBe(
      'Roll out to 5\u00a0mm thick and cut 5\u00a0cm rounds',
    );
    // A size straight after a count is bracketed; a step with its own centimetres is left.
    expect(metricMethodStep('Fill each of the 8 8-inch tortillas')).toBe(
      'Fill each of the 8 (20\u00a0cm) tortillas',
    );
    // A count before a size is read after a pan's sizes are converted earlier in the step.
    expect(metricMethodStep('Use a 9 x 13-inch pan; cut into 8 1-inch squares')).toBe(
      'Use a 23 x 33\u00a0cm pan; cut into 8 (2.5\u00a0cm) squares',
    );
    expect(metricMethodStep('My pan measures 6 x 9 inches (15 x 23 cm).')).toBe(
      'My pan measures 6 x 9 inches (15 x 23 cm).',
    );
    expect(metricMethodStep('Stir in the flour and bake for 20 minutes.')).toBe(
      'Stir in the flour and bake for 20 minutes.',
    );
  });

  it('reads a pan’s bare sizes, the inch mark and a count of pans, with the article to match', () => {
    const nbsp = (text: string): string => text.replaceAll(' cm', '\u00a0cm');
    // American pans' sizes with no unit; a UK tin's centimetres are left as written.
    expect(metricMethodStep('Grease a 9x13 casserole dish.')).toBe(
      nbsp('Grease a 23 x 33 cm casserole dish.'),
    );
    expect(metricMethodStep('Use an 8x8 or 9x9 pan')).toBe(
      nbsp('Use a 20 x 20 cm or 23 x 23 cm pan'),
    );
    expect(metricMethodStep('Line a 20x30 tin')).toBe('Line a 20x30 tin');
    expect(metricMethodStep('Bake 3 x 12 minutes in a pan')).toBe('Bake 3 x 12 minutes in a pan');
    // The inch mark, but not a quotation's closing mark.
    expect(metricMethodStep('Heat a 12″ cast iron skillet')).toBe(
      nbsp('Heat a 30 cm cast iron skillet'),
    );
    expect(metricMethodStep('Grease a 9" x 13" pan')).toBe(nbsp('Grease a 23 x 33 cm pan'));
    expect(metricMethodStep('Label it "Day 1" and chill')).toBe('Label it "Day 1" and chill');
    // A page's software often sets the mark as a curly closing quote; a quotation is still left.
    expect(metricMethodStep('Line a 9” x 13” pan')).toBe(nbsp('Line a 23 x 33 cm pan'));
    expect(metricMethodStep('Call it “Batch 2” and freeze')).toBe('Call it “Batch 2” and freeze');
    expect(metricMethodStep('Butter an 8" or 9" springform pan')).toBe(
      nbsp('Butter a 20 cm or 23 cm springform pan'),
    );
    expect(metricMethodStep('Spray two 8"-inch round cake pans')).toBe(
      nbsp('Spray two 20 cm round cake pans'),
    );
    // "2 x 9-inch pans" are two pans; "2 x 3-inch rectangles" one size.
    expect(metricMethodStep('Grease 2 x 9-inch round cake pans')).toBe(
      nbsp('Grease 2 x 23 cm round cake pans'),
    );
    expect(metricMethodStep('Cut into 2 x 3-inch rectangles')).toBe(
      nbsp('Cut into 5 x 7.5 cm rectangles'),
    );
    expect(metricMethodStep('Use an 8-inch skillet and a 7-inch tin')).toBe(
      nbsp('Use a 20 cm skillet and an 18 cm tin'),
    );
  });

  const withNbsp = (text: string): string => text.replaceAll(' cm', '\u00a0cm');

  it('gives an oven’s fan and gas only where the nearest heat named is an oven (review66)', () => {
    // A Dutch oven is a pot: its oil is frying's heat, not an oven's.
    expect(
      metricMethodStep('Pour 3 inches of vegetable oil into a large Dutch oven and heat to 350°F.'),
    ).toBe(withNbsp('Pour 7.5 cm of vegetable oil into a large Dutch oven and heat to 180°C.'));
    // Oil named before the roasting is an ingredient; the oven is the heat.
    expect(metricMethodStep('Toss the potatoes with oil and roast at 425°F.')).toBe(
      'Toss the potatoes with oil and roast at 220°C/200°C fan/gas 7.',
    );
    expect(metricMethodStep('Line a baking tray, then heat the caramel to 300°F.')).toBe(
      'Line a baking tray, then heat the caramel to 150°C.',
    );
    expect(metricMethodStep('Preheat the barbecue to 400°F.')).toBe(
      'Preheat the barbecue to 200°C.',
    );
    expect(metricMethodStep('Bake until the internal temperature of the loaf is 205°F.')).toBe(
      'Bake until the internal temperature of the loaf is 96°C.',
    );
    expect(metricMethodStep('Bake until the bread reaches 200°F.')).toBe(
      'Bake until the bread reaches 93°C.',
    );
  });

  it('mends the article before a temperature it rewrote (review66)', () => {
    expect(metricMethodStep('Keep warm in a 180°F oven.')).toBe('Keep warm in an 82°C oven.');
  });

  it('reads a bare pan size with its depth, not a count of tins (review66)', () => {
    expect(metricMethodStep('Grease a 13x9x2 baking dish')).toBe(
      withNbsp('Grease a 33 x 23 x 5 cm baking dish'),
    );
    expect(metricMethodStep('Grease 4 x 12 hole muffin tins')).toBe(
      'Grease 4 x 12 hole muffin tins',
    );
  });

  it('shows the author’s Celsius alone where both scales stand side by side (metric4)', () => {
    // A Fahrenheit range with its scale after each figure, and a Celsius range in a bracket.
    expect(metricMethodStep('Heat water to 190F - 205F (87C - 96C) for the coffee.')).toBe(
      nb('Heat water to 87C - 96C for the coffee.'),
    );
    expect(metricMethodStep('Heat to 87C - 96C (190F - 205F).')).toBe(nb('Heat to 87C - 96C.'));
    expect(metricMethodStep('Bake at 350°F - 375°F for 20 minutes.')).toBe(
      nb('Bake at 180-190°C/160-170°C fan/gas 4-5 for 20 minutes.'),
    );
    // Parted by a slash or "or", either way round.
    expect(metricMethodStep('Preheat the oven to 350 F/180 C.')).toBe(
      nb('Preheat the oven to 180 C.'),
    );
    expect(metricMethodStep('Preheat it to 375°F/190°C.')).toBe(nb('Preheat it to 190°C.'));
    expect(metricMethodStep('Preheat the oven to 180°C / 400°F. Line a tray.')).toBe(
      nb('Preheat the oven to 180°C. Line a tray.'),
    );
    expect(metricMethodStep('Preheat oven to 180°C / 160°C fan / 350°F.')).toBe(
      nb('Preheat oven to 180°C / 160°C fan.'),
    );
    expect(metricMethodStep('The oil should bubble, ~90–95 °C / 195–205 °F.')).toBe(
      nb('The oil should bubble, ~90–95 °C.'),
    );
    expect(metricMethodStep('Preheat the oven to 170 C or 340 F.')).toBe(
      nb('Preheat the oven to 170 C.'),
    );
    // A slash to something else is not the other scale.
    expect(metricMethodStep('Cook at 350F/ 10 min')).toBe('Cook at 180°C/ 10 min');
    const started = Date.now();
    metricMethodStep(`12${' '.repeat(20000)}x`);
    metricMethodStep(`90 °${' '.repeat(20000)}C`);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('shows a step’s pounds, and a pack’s ounces, in grams; the ˚ sign as a degree (metric4)', () => {
    expect(metricMethodStep('Shred the 2 lbs chicken.')).toBe(nb('Shred the 907 g chicken.'));
    expect(metricMethodStep('Use a 1-lb. loaf of rye bread')).toBe(
      nb('Use a 454 g loaf of rye bread'),
    );
    expect(metricMethodStep('Roast a 3 to 4 pound chicken')).toBe(nb('Roast a 1.4-1.8 kg chicken'));
    expect(metricMethodStep('Add 2 lb. Stir.')).toBe(nb('Add 907 g. Stir.'));
    expect(metricMethodStep('Add a 15oz can butter beans')).toBe(
      nb('Add a 425 g can butter beans'),
    );
    // Other ounces may be fluid ("a 10-12oz mug"); a step in grams already gives the author's.
    expect(metricMethodStep('To a 10-12oz mug, add 1 oz chocolate')).toBe(
      'To a 10-12oz mug, add 1 oz chocolate',
    );
    expect(metricMethodStep('Serve 100 g / 3.5 oz or 1 lb for four')).toBe(
      'Serve 100 g / 3.5 oz or 1 lb for four',
    );
    expect(metricMethodStep('Preheat oven to 350˚F/180˚C.')).toBe(nb('Preheat oven to 180˚C.'));
    expect(metricMethodStep('Bake at 375˚F.')).toBe(nb('Bake at 190°C/170°C fan/gas 5.'));
  });

  it('names a loaf tin by its pounds as a UK tin is sold, 450 g or 900 g (metric5)', () => {
    expect(metricMethodStep('Grease a 1-pound loaf pan.')).toBe(nb('Grease a 450 g loaf pan.'));
    expect(metricMethodStep('Scrape into a 2-lb. loaf tin')).toBe(
      nb('Scrape into a 900 g loaf tin'),
    );
    expect(metricMethodStep('Line two 2 lb nonstick loaf pans')).toBe(
      nb('Line two 900 g nonstick loaf pans'),
    );
    expect(metricMethodStep('Divide between 2 1-lb loaf-tins.')).toBe(
      nb('Divide between 2 (450 g) loaf-tins.'),
    );
    expect(metricMethodStep('Bake in an 8 x 4-inch (1 1/2-pound) loaf pan.')).toBe(
      nb('Bake in a 20 x 10 cm (675 g) loaf pan.'),
    );
    // A loaf's own pounds, and dough put in a pan, are weights.
    expect(metricMethodStep('Use a 1-lb. loaf of rye bread')).toBe(
      nb('Use a 454 g loaf of rye bread'),
    );
    expect(metricMethodStep('Press 2 lb dough into a loaf pan')).toBe(
      nb('Press 907 g dough into a loaf pan'),
    );
  });

  it('shows a jar to fill by its ounces in ml, a bought jar’s as a weight (metric5)', () => {
    expect(metricMethodStep('Ladle the jam into 3 8-oz jars.')).toBe(
      nb('Ladle the jam into 3 (237 ml) jars.'),
    );
    expect(metricMethodStep('Fill six 4-ounce jars, leaving room at the top.')).toBe(
      nb('Fill six 118 ml jars, leaving room at the top.'),
    );
    expect(metricMethodStep('You will need 8-ounce jelly jars')).toBe(
      nb('You will need 237 ml jelly jars'),
    );
    expect(metricMethodStep('Process 16 oz jars in the canner; boil 2 quarts water.')).toBe(
      nb('Process 473 ml jars in the canner; boil 1.9 l water.'),
    );
    // A jar of food, or one the step only opens, is bought: its ounces are a weight.
    expect(metricMethodStep('Pour a 16-oz jar of salsa over the chicken.')).toBe(
      nb('Pour a 454 g jar of salsa over the chicken.'),
    );
    expect(metricMethodStep('Stir in 1 8-oz jar pesto.')).toBe(nb('Stir in 1 (227 g) jar pesto.'));
    expect(metricMethodStep('Pour in 1 24-oz jar marinara.')).toBe(
      nb('Pour in 1 (680 g) jar marinara.'),
    );
    const started = Date.now();
    metricMethodStep('Fill 8 oz jars '.repeat(5000));
    metricMethodStep(`Pour into ${'x '.repeat(20000)}8 oz jars`);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('shows a step’s US quarts and gallons in litres, a count’s size in brackets (metric4)', () => {
    expect(metricMethodStep('Add 2 quarts of water.')).toBe(nb('Add 1.9 l of water.'));
    expect(metricMethodStep('Bake in a 2-quart baking dish.')).toBe(
      nb('Bake in a 1.9 l baking dish.'),
    );
    expect(metricMethodStep('Bring 4-6 qts water to a boil')).toBe(
      nb('Bring 3.8-5.7 l water to a boil'),
    );
    expect(metricMethodStep('Divide into 5 1-gallon bags.')).toBe(
      nb('Divide into 5 (3.8 l) bags.'),
    );
    expect(metricMethodStep('Buy 2 1-lb packs.')).toBe(nb('Buy 2 (454 g) packs.'));
    // The author's litres; a jar named by its size; a pint, either country's.
    expect(metricMethodStep('Use a 7-quart (6 ½ liters) slow cooker.')).toBe(
      'Use a 7-quart (6 ½ liters) slow cooker.',
    );
    expect(metricMethodStep('Fill the quart jars; add 1 pint of brine.')).toBe(
      'Fill the quart jars; add 1 pint of brine.',
    );
    const started = Date.now();
    metricMethodStep(`2${' '.repeat(20000)}x`);
    metricMethodStep(`2 -${' '.repeat(20000)}x`);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('reads a line of many inch marks in linear time (review66)', () => {
    const started = Date.now();
    // Each inch mark's quotes before it were counted anew: 1.5 s for a quarter of these, about
    // 24 s for these (quadratic); now about 0.1 s. The bound leaves room for a busy machine.
    metricMethodStep('8" '.repeat(16000));
    metricMethodStep('“8” '.repeat(12000));
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
