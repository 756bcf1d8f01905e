import { describe, expect, it } from 'vitest';
import { cleanLine } from './clean-lines.ts';
import {
  mendAmpersandAsEight,
  mendBraces,
  mendOcrMisreads,
  mendUnitStopAsComma,
  mendYearGrams,
  printsUnitStops,
  readsOneAsSeven,
} from './ocr-misreads.ts';
import { mendDraftWords } from './ocr-words.ts';
import { isPluginControls, isStrapLine, parseRecipeText } from './parse-recipe-text.ts';
import { readFromSmallCapitals, readGroupTitle } from './sections.ts';
import { stripBoxRemains, stripSharedBullet } from './shared-bullets.ts';
import { plainLines, type TextLine } from './text-lines.ts';
import { mendTitleCase, takeTitle } from './title-lines.ts';

/** Lines as a photo gives them: [text, height] from the top. */
const photo = (...lines: [string, number][]): TextLine[] =>
  lines.map(([text, height], index) => ({ text, height, top: index * 40 }));

describe('the title of a photographed recipe', () => {
  it("takes the title's lines that a book's running head names, though one is larger", () => {
    const lines = photo(
      ['Baking Day', 17],
      ['Irish Cheddar and Beer Fondue Recipe', 17],
      ['Irish Cheddar and Beer', 53],
      ['Fondue Recipe', 93],
      ['2 cups small red potatoes', 25],
      ['2 cups broccoli florets', 24],
      ['1 lb Irish cheddar, grated', 25],
    );
    expect(takeTitle(lines)?.title).toBe('Irish Cheddar and Beer Fondue Recipe');
    // A running head of a chapter names no recipe: the largest text stays the title.
    const chapter = photo(
      ['Weekend Baking', 17],
      ['Cheese Scones', 60],
      ['225g self-raising flour', 25],
      ['55g butter', 24],
      ['100g cheddar, grated', 25],
    );
    expect(takeTitle(chapter)?.title).toBe('Cheese Scones');
  });

  it('does not take an introduction in sentence case under a title in title case as its rest', () => {
    const lines = photo(
      ['Quick Suppers', 17],
      ['Keto Hot Dog Buns', 36],
      ['A dependable recipe for a weeknight, and better the next day.', 29],
      ['Ingredients', 20],
      ['2 tbsp natural yoghurt', 20],
      ['1 egg', 20],
    );
    expect(takeTitle(lines)?.title).toBe('Keto Hot Dog Buns');
    // A title that wraps goes on: in title case, or in sentence case when it starts so.
    const wrapped = photo(
      ['Chicken Breasts & Mushrooms in', 36],
      ['White Wine Sauce', 36],
      ['Ingredients', 20],
      ['2 tbsp olive oil', 20],
      ['1 onion', 20],
    );
    expect(takeTitle(wrapped)?.title).toBe('Chicken Breasts & Mushrooms in White Wine Sauce');
    const sentence = photo(
      ['Butterscotch and pecan shortbread', 36],
      ['biscuits recipe with a twist', 36],
      ['Ingredients', 20],
      ['2 tbsp butter', 20],
      ['1 egg', 20],
    );
    expect(takeTitle(sentence)?.title).toBe(
      'Butterscotch and pecan shortbread biscuits recipe with a twist',
    );
  });

  it('does not take an ingredient row under the title as its rest', () => {
    const lines = photo(
      ['Cheese and Onion Scones', 40],
      ['225g self-raising flour', 31],
      ['55g cold butter', 27],
      ['100g mature cheddar, grated', 27],
    );
    expect(takeTitle(lines)?.title).toBe('Cheese and Onion Scones');
    expect(parseRecipeText(lines).ingredients).toContain('225g self-raising flour');
    const figure = photo(
      ['Berry Spinach Salad with 30', 62],
      ['Grams Protein', 64],
      ['Serves 2', 24],
      ['1 lb chicken', 24],
      ['1 tbsp olive oil', 24],
      ['2 tsp chili powder', 24],
    );
    expect(takeTitle(figure)?.title).toBe('Berry Spinach Salad with 30 Grams Protein');
  });

  it('is the largest text at the top, joined across the lines it wraps onto', () => {
    const lines = photo(
      ['Chicken Breasts & Mushrooms in', 64],
      ['White Wine Sauce', 60],
      ['Serves 4', 24],
      ['Ingredients', 30],
      ['4 chicken breasts', 24],
      ['250g chestnut mushrooms, sliced', 25],
    );
    expect(takeTitle(lines)?.title).toBe('Chicken Breasts & Mushrooms in White Wine Sauce');
    expect(parseRecipeText(lines).name).toBe('Chicken Breasts & Mushrooms in White Wine Sauce');
  });

  it('skips a small line above the title and joins a word hyphenated at the break', () => {
    const lines = photo(
      ['Weeknight dinners', 22],
      ['Slow-Cooked Beef and Ale Stew with Herb Dump-', 58],
      ['lings', 55],
      ['Ingredients', 28],
      ['1kg braising steak, diced', 23],
      ['2 onions, chopped', 23],
    );
    expect(parseRecipeText(lines).name).toBe('Slow-Cooked Beef and Ale Stew with Herb Dumplings');
  });

  it("is found below a printed web page's header, menu and buttons", () => {
    const lines = photo(
      ['Easy Pizza Dough | Kitchen Notes', 17],
      ['28/11/2026, 12:44', 17],
      ['Kitchen Notes Recipes Dinners Baking About Search', 29],
      ['Jump to Recipe Print Recipe', 28],
      ['Home » Recipes » Dinners', 16],
      ['Print Recipe', 22],
      ['Easy Homemade Pizza', 64],
      ['Dough', 67],
      ['4.8 from 126 votes', 15],
      ['Ingredients', 33],
      ['1 cup warm water', 21],
      ['1 tsp fine sea salt', 22],
    );
    expect(takeTitle(lines)?.title).toBe('Easy Homemade Pizza Dough');
  });

  it("is not a web page's buttons, which print in tall boxes", () => {
    const lines = photo(
      ['Supper Club Online', 28],
      ['[ Jump to Recipe 1 Print Recipe |', 46],
      ['Home » Recipes » Dinners', 20],
      ['Christmas Pinwheel Cookies', 43],
      ['Ingredients', 44],
      ['1 tsp baking powder', 30],
      ['8 oz unsalted butter', 30],
    );
    expect(takeTitle(lines)?.title).toBe('Christmas Pinwheel Cookies');
    const recipe = photo(
      ['Print Recipe Cards', 46],
      ['Ingredients', 30],
      ['1 egg', 22],
      ['2 oats', 22],
    );
    expect(takeTitle(recipe)?.title).toBe('Print Recipe Cards');
  });

  it('is not a line far down that is only a little larger than the body', () => {
    const lines = photo(
      ['Raw Carrot Salad | Pinch of Thyme', 17],
      ['Search', 20],
      ['About', 20],
      ['Baking', 20],
      ['Dinners', 20],
      ['Recipes', 20],
      ['Add the cilantro to a jar, followed by the maple syrup,', 28],
      ['oil, sesame seeds and pistachios.', 21],
      ['Mix until completely mixed.', 21],
    );
    expect(takeTitle(lines)).toBeNull();
  });

  it('leaves out a smaller line between a tall header and the title', () => {
    const lines = photo(
      ['Weeknight Kitchen', 46],
      ['Home » Recipes', 16],
      ['Lentil Soup', 60],
      ['Ingredients', 30],
      ['200g red lentils', 22],
      ['1 onion', 22],
    );
    expect(takeTitle(lines)?.title).toBe('Lentil Soup');
  });

  it("is the line far above a book's running head on a soft photo, where body text reads tall", () => {
    const page = (head: number) =>
      photo(
        ['Soups & Salads', head],
        ['Orange Juice Carrots', head],
        ['Bento Filler: Orange', 69],
        ['Juice Carrots', 66],
        ['The thick end of 3 large carrots', 47],
        ['1 Cut the top half of the carrots.', 63],
        ['ends for another dish. Peel the parts', 50],
        ['1 whole red chili pepper', 64],
        ['1 Tbs. soy sauce', 63],
        ['2 Put the carrots in a pan', 60],
        ['enough orange juice to cover', 64],
        ['142', 21],
      );
    expect(takeTitle(page(22))?.title).toBe('Bento Filler: Orange Juice Carrots');
    expect(parseRecipeText(page(22)).name).toBe('Bento Filler: Orange Juice Carrots');
    // Small print over a line no taller than two and a half times it is no running head.
    expect(takeTitle(page(30))).toBeNull();
    // Nor is a line under the body text a title for standing over smaller print still.
    const low = photo(
      ['Serves 4', 12],
      ['Lentil Soup', 30],
      ['200g red lentils', 40],
      ['1 onion', 40],
      ['1 litre stock', 40],
    );
    expect(takeTitle(low)).toBeNull();
  });

  it('is left to the first-line rule when nothing stands out or the text has no sizes', () => {
    const even = photo(['Pesto pasta', 24], ['200g pasta', 24], ['2 tbsp pesto', 24]);
    expect(takeTitle(even)).toBeNull();
    expect(takeTitle(plainLines('Pesto pasta\n200g pasta\n2 tbsp pesto'))).toBeNull();
    expect(parseRecipeText('Pesto pasta\n200g pasta\n2 tbsp pesto').name).toBe('Pesto pasta');
  });
});

describe("a checkbox list's remains", () => {
  it('come off every row once most rows of the list started with a box', () => {
    expect(
      stripBoxRemains(['O Kosher salt, (to taste)', 'O2to2 1/2 cups flour', '0.5 tsp salt'], 8, 10),
    ).toEqual(['Kosher salt, (to taste)', '2to2 1/2 cups flour', '0.5 tsp salt']);
  });

  it('stay when only a few rows started with one (a lone "O" may be a word)', () => {
    expect(stripBoxRemains(['O Kosher salt', '2 limes'], 2, 10)).toEqual([
      'O Kosher salt',
      '2 limes',
    ]);
  });

  it('go from a photographed checkbox list, read through the whole parse', () => {
    const rows = [
      'OO 2 ripe mangos, (chopped)',
      'O 2 cups chopped English cucumber',
      'O 1 red bell pepper, (seeds removed and chopped)',
      'O 2 small limes',
      'O Kosher salt, (to taste)',
    ];
    const lines = photo(
      ['Mango Salad', 60],
      ['Ingredients', 32],
      ...rows.map((row): [string, number] => [row, 25]),
    );
    expect(parseRecipeText(lines).ingredients).toEqual([
      '2 ripe mangos, (chopped)',
      '2 cups chopped English cucumber',
      '1 red bell pepper, (seeds removed and chopped)',
      '2 small limes',
      'Kosher salt, (to taste)',
    ]);
    const alone = photo(
      ['Mango Salad', 60],
      ['Ingredients', 32],
      ['2 small limes', 25],
      ['O Kosher salt', 25],
    );
    expect(parseRecipeText(alone).ingredients).toContain('O Kosher salt');
  });
});

describe('a checkbox whose inside was read as a mark (session 64, photos18)', () => {
  it('comes off the row, and the row stays an item of its own', () => {
    expect(cleanLine('[=] everything bagel seasoning')).toBe('everything bagel seasoning');
    expect(cleanLine('[ ] 2 eggs')).toBe('2 eggs');
    expect(cleanLine('[-] 1 lemon')).toBe('1 lemon');
    // Brackets around words or a figure are a note, not a box.
    expect(cleanLine('[optional] chilli flakes')).toBe('[optional] chilli flakes');
    const lines = photo(
      ['Avocado Toast', 60],
      ['Ingredients', 32],
      ['0 2 slices of bread', 25],
      ['0 1 ripe avocados', 25],
      ['[=] everything bagel seasoning', 25],
      ['O desired toppings', 25],
    );
    expect(parseRecipeText(lines).ingredients).toEqual([
      '2 slices of bread',
      '1 ripe avocados',
      'everything bagel seasoning',
      'desired toppings',
    ]);
  });
});

describe('an ingredient group heading with no colon', () => {
  it('is a kind of ingredients ("Dry Ingredients"), on any list', () => {
    const lines = photo(
      ['Mug Cake', 60],
      ['Ingredients', 32],
      ['Dry Ingredients', 26],
      ['4 tbsp flour', 25],
      ['Wet ingredients', 26],
      ['3 tbsp milk', 25],
    );
    const draft = parseRecipeText(lines);
    expect(draft.ingredients).toEqual(['4 tbsp flour', '3 tbsp milk']);
    expect(draft.ingredientGroups?.map((group) => group.title)).toEqual([
      'Dry Ingredients',
      'Wet ingredients',
    ]);
  });

  it('is a row in title case with no box before a boxed row, on a list of boxed rows', () => {
    const lines = photo(
      ['Pumpkin Bars', 60],
      ['Ingredients', 32],
      ['Pumpkin Bars', 28],
      ['O 1 cup Almond Flour', 25],
      ['O 3 large Eggs', 25],
      ['Cream Cheese Frosting', 25],
      ['O 4 oz Cream Cheese', 25],
      ['O 1/2 cup Powdered Sweetener', 25],
    );
    const draft = parseRecipeText(lines);
    expect(draft.ingredients).toEqual([
      '1 cup Almond Flour',
      '3 large Eggs',
      '4 oz Cream Cheese',
      '1/2 cup Powdered Sweetener',
    ]);
    expect(draft.ingredientGroups?.map((group) => group.title)).toEqual([
      'Pumpkin Bars',
      'Cream Cheese Frosting',
    ]);
  });

  it('is not a food in title case on a list with no boxes, nor one before an unboxed row', () => {
    const plain = photo(
      ['Salad', 60],
      ['Ingredients', 32],
      ['2 cups Baby Spinach', 25],
      ['Goat Cheese', 25],
      ['1 cup Mixed Berries', 25],
    );
    expect(parseRecipeText(plain).ingredients).toContain('Goat Cheese');
    const boxed = photo(
      ['Salad', 60],
      ['Ingredients', 32],
      ['O 2 cups Baby Spinach', 25],
      ['O 1 cup Mixed Berries', 25],
      ['O Kosher Salt', 25],
      ['Black Pepper', 25],
    );
    expect(parseRecipeText(boxed).ingredients).toContain('Black Pepper');
    expect(parseRecipeText(boxed).ingredientGroups).toBeUndefined();
  });
});

describe('an ingredient group heading in capitals with no colon', () => {
  it('heads a group over a row in lower case, in small capitals read in mixed case too', () => {
    const lines = photo(
      ['Cauliflower Alfredo Sauce', 50],
      ['Ingredients', 30],
      ['300 grams pasta', 20],
      ['1/2 cup milk', 20],
      ['OrTioNAL TOPPING', 22],
      ['1/4 cup panko bread crumbs', 20],
    );
    const draft = parseRecipeText(lines);
    expect(draft.ingredients).toEqual([
      '300 grams pasta',
      '1/2 cup milk',
      '1/4 cup panko bread crumbs',
    ]);
    // Kept as read: the photo's word mending tells the small capitals by their turns.
    expect(draft.ingredientGroups?.map((group) => group.title)).toEqual([null, 'OrTioNAL TOPPING']);
    // …and on a card with no Ingredients heading (the list read from the lines at the top).
    const noHeading = parseRecipeText(lines.filter((line) => line.text !== 'Ingredients'));
    expect(noHeading.ingredientGroups?.map((group) => group.title)).toEqual([
      null,
      'OrTioNAL TOPPING',
    ]);
  });

  it('heads a group in small capitals read with a capital inside its words (session 61, photos14)', () => {
    // "DRY INGREDIENTS" read "Dr InceoiexTs": no run of three capitals, but no food is printed so.
    const lines = photo(
      ['Banana Bread', 50],
      ['Ingredients', 30],
      ['2 large eggs', 20],
      ['1 cup mashed bananas', 20],
      ['Dr InceoiexTs', 20],
      ['1 1/2 cups whole wheat flour', 20],
      ['2 teaspoons ground cinnamon', 20],
    );
    const draft = parseRecipeText(lines);
    expect(draft.ingredients).not.toContain('Dr InceoiexTs');
    expect(draft.ingredientGroups?.map((group) => group.title)).toEqual([null, 'Dr InceoiexTs']);
    expect(readFromSmallCapitals('OrmioNAL ToppPINGs')).toBe(true);
    expect(readFromSmallCapitals('McIntosh apples')).toBe(false);
    expect(readFromSmallCapitals('Sea Salt')).toBe(false);
  });

  it('heads a group over a row whose amount glyph was misread (session 61, photos14)', () => {
    const lines = photo(
      ['Banana Bread', 50],
      ['Ingredients', 30],
      ['2 large eggs', 20],
      ['1 cup mashed bananas', 20],
      ['CRUMB TOPPING', 20],
      ['1% cups whole wheat flour', 20],
      ['2 teaspoons ground cinnamon', 20],
    );
    const draft = parseRecipeText(lines);
    expect(draft.ingredientGroups?.map((group) => group.title)).toEqual([null, 'Crumb topping']);
  });

  it('is a food on a list printed all in capitals', () => {
    const lines = photo(
      ['Pancakes', 50],
      ['Ingredients', 30],
      ['2 EGGS', 20],
      ['SEA SALT', 20],
      ['1 CUP MILK', 20],
    );
    expect(parseRecipeText(lines).ingredients).toContain('SEA SALT');
  });
});

describe('a bullet read as a glyph', () => {
  it('comes off every line of a list most of whose lines start with it', () => {
    expect(
      stripSharedBullet(['0 as you like Celery leaves', '0 50g pine nuts', 'O 1 garlic clove']),
    ).toEqual(['as you like Celery leaves', '50g pine nuts', '1 garlic clove']);
  });

  it('comes off when three lines start with it, even if other lines lost it, and a bullet alone goes', () => {
    expect(
      stripSharedBullet([
        '0 1 tsp smoked paprika',
        '1 tsp ground cumin',
        '0 2 tbsp olive oil',
        'Oo',
        '1 lime, juiced',
        'Oo 8 pork sausages',
        '2 peppers',
      ]),
    ).toEqual([
      '1 tsp smoked paprika',
      '1 tsp ground cumin',
      '2 tbsp olive oil',
      '',
      '1 lime, juiced',
      '8 pork sausages',
      '2 peppers',
    ]);
  });

  it('stays when only a few lines start with it (it may be the line)', () => {
    const lines = ['e 2 eggs', '200g flour', '100g sugar', '50g butter', '1 tsp vanilla'];
    expect(stripSharedBullet(lines)).toEqual(lines);
  });
});

describe('ingredients read from a photo', () => {
  const page = (ingredients: string[]) =>
    photo(
      ['Spiced Apple Crumble', 60],
      ['Ingredients', 30],
      ...ingredients.map((line): [string, number] => [line, 24]),
      ['Method', 30],
      ['1. Heat the oven to 190C/170C fan/gas 5.', 24],
      ['2. Toss the apples with the sugar and tip', 24],
      ['into a baking dish.', 24],
    );

  it('keeps one ingredient a line, splitting two that ran together', () => {
    const draft = parseRecipeText(
      page(['¢ 1 onion, chopped', '100ml double cream salt and pepper']),
    );
    expect(draft.ingredients).toEqual([
      '1 onion, chopped',
      '100ml double cream',
      'salt and pepper',
    ]);
  });

  it('joins a wrapped line that is unfinished or carries on ("and bone in")', () => {
    const draft = parseRecipeText(
      page(['8 chicken thighs, skin on', 'and bone in', '2 x 400g tins chopped', 'tomatoes']),
    );
    expect(draft.ingredients).toEqual([
      '8 chicken thighs, skin on and bone in',
      '2 x 400g tins chopped tomatoes',
    ]);
  });

  it('joins the rest of a note in brackets that a row left open', () => {
    const draft = parseRecipeText(
      page([
        '½ cup frying oil (peanut, canola',
        'shortening, lard, etc)',
        '1 pound macaroni (uncooked (Use gluten',
        'free if needed))',
        '2 eggs (large)',
        'salt and pepper',
      ]),
    );
    expect(draft.ingredients).toEqual([
      '½ cup frying oil (peanut, canola shortening, lard, etc)',
      '1 pound macaroni (uncooked (Use gluten free if needed))',
      '2 eggs (large)',
      'salt and pepper',
    ]);
  });

  it('joins the food to a line that ends with what it is like ("¼ teaspoon ground")', () => {
    const draft = parseRecipeText(
      page(['¼ teaspoon ground', 'black pepper', '100g dark', 'chocolate, chopped', '2 eggs']),
    );
    expect(draft.ingredients).toEqual([
      '¼ teaspoon ground black pepper',
      '100g dark chocolate, chopped',
      '2 eggs',
    ]);
  });

  it('joins the food to a line that ends with a pack after its weight ("2 x 225g blocks")', () => {
    const draft = parseRecipeText(
      page([
        '2 x 225g blocks',
        'halloumi, cut into thick slices',
        '2 x 125g mozzarella',
        'salt and pepper',
      ]),
    );
    expect(draft.ingredients).toEqual([
      '2 x 225g blocks halloumi, cut into thick slices',
      '2 x 125g mozzarella',
      'salt and pepper',
    ]);
  });

  it('keeps the next line its own after a note ("black pepper, freshly ground")', () => {
    const draft = parseRecipeText(
      page(['1 tbsp olive oil', 'black pepper, freshly ground', 'lemon wedges, to serve']),
    );
    expect(draft.ingredients).toEqual([
      '1 tbsp olive oil',
      'black pepper, freshly ground',
      'lemon wedges, to serve',
    ]);
  });

  it('reads a bullet "0" before an amount as a bullet (no amount is nought)', () => {
    expect(parseRecipeText(page(['0 1 lemon, juiced', '150g natural yogurt'])).ingredients).toEqual(
      ['1 lemon, juiced', '150g natural yogurt'],
    );
  });

  it('starts a step where a printed step number was read as a dash or a dot', () => {
    const draft = parseRecipeText(
      photo(
        ['Chicken Tikka Masala', 60],
        ['Ingredients', 30],
        ['150g natural yogurt', 24],
        ['Method', 30],
        ['1. Mix the yogurt and the paste in a bowl.', 24],
        ['- Heat the grill to high. Spread the chicken', 24],
        ['out on a tray.', 24],
        ['. Meanwhile, heat the oil.', 24],
        ['Then add the onion.', 24],
      ).map((line) => (line.text === 'Then add the onion.' ? { ...line, runsOn: true } : line)),
    );
    expect(draft.instructions).toEqual([
      'Mix the yogurt and the paste in a bowl.',
      'Heat the grill to high. Spread the chicken out on a tray.',
      'Meanwhile, heat the oil. Then add the onion.',
    ]);
  });

  it('keeps unusual amounts on their own line', () => {
    const draft = parseRecipeText(
      page(['1:1:1* Sugar', 'as you like Celery leaves', '2 tbsp smoked paprika']),
    );
    expect(draft.ingredients).toEqual([
      '1:1:1* Sugar',
      'as you like Celery leaves',
      '2 tbsp smoked paprika',
    ]);
  });

  it('does not read a printed line with commas as a list ("2 lemons, 1 juiced")', () => {
    const draft = parseRecipeText(
      page(['2 lemons, 1 juiced, 1 cut into wedges', '3 tbsp olive oil']),
    );
    expect(draft.ingredients).toEqual([
      '2 lemons, 1 juiced, 1 cut into wedges',
      '3 tbsp olive oil',
    ]);
  });

  it('keeps groups ("For the sauce:") as groups', () => {
    const draft = parseRecipeText(
      page(['For the filling:', '6 apples, sliced', '50g sugar', 'For the topping:', '150g flour']),
    );
    expect(draft.ingredientGroups).toEqual([
      { title: 'For the filling', items: ['6 apples, sliced', '50g sugar'] },
      { title: 'For the topping', items: ['150g flour'] },
    ]);
  });

  it('keeps each step whole across its line breaks', () => {
    const draft = parseRecipeText(page(['6 apples, sliced']));
    expect(draft.instructions).toEqual([
      'Heat the oven to 190C/170C fan/gas 5.',
      'Toss the apples with the sugar and tip into a baking dish.',
    ]);
  });
});

describe('unit misreadings on a printed page', () => {
  it('mends only those no recipe prints', () => {
    expect(mendOcrMisreads('2 thsp olive oil')).toBe('2 tbsp olive oil');
    expect(mendOcrMisreads('toasted almonds, it desired')).toBe('toasted almonds, if desired');
    expect(mendOcrMisreads('1 chilli (it using)')).toBe('1 chilli (if using)');
    expect(mendOcrMisreads('Stir it using a spoon')).toBe('Stir it using a spoon');
    // In the case it was printed in.
    expect(mendOcrMisreads('2 Thsp olive oil')).toBe('2 Tbsp olive oil');
    expect(mendOcrMisreads('2 THSP OLIVE OIL')).toBe('2 TBSP OLIVE OIL');
    expect(mendOcrMisreads('2to2 1/2 cups flour')).toBe('2 to 2 1/2 cups flour');
    expect(mendOcrMisreads('200 g/7 oz linguine')).toBe('200 g / 7 oz linguine');
    expect(mendOcrMisreads('20 g/ 2 tbsp capers')).toBe('20 g / 2 tbsp capers');
    expect(mendOcrMisreads('200g/7oz linguine')).toBe('200g/7oz linguine');
    expect(mendOcrMisreads('100m! double cream')).toBe('100ml double cream');
    expect(mendOcrMisreads('2509 jasmine rice')).toBe('250g jasmine rice');
    expect(mendOcrMisreads('2009 vintage port')).toBe('2009 vintage port');
    expect(mendOcrMisreads('1 x 400g tin tomatoes')).toBe('1 x 400g tin tomatoes');
    expect(mendOcrMisreads('259 butter')).toBe('25g butter');
    expect(mendOcrMisreads('259g butter')).toBe('25g butter');
    expect(mendOcrMisreads('1959 vintage port')).toBe('1959 vintage port');
    expect(mendOcrMisreads('2 x 239 tins')).toBe('2 x 239 tins');
    expect(mendOcrMisreads('2258 self-raising flour')).toBe('225g self-raising flour');
    expect(mendOcrMisreads('1008 caster sugar')).toBe('100g caster sugar');
    expect(mendOcrMisreads('2008 vintage port')).toBe('2008 vintage port');
    expect(mendOcrMisreads('108 almonds')).toBe('108 almonds');
    expect(mendOcrMisreads('2258 Flour')).toBe('2258 Flour');
    expect(mendOcrMisreads('01 small onion, grated')).toBe('1 small onion, grated');
    expect(mendOcrMisreads('10 small onions')).toBe('10 small onions');
    expect(mendOcrMisreads('2 X 225g blocks halloumi')).toBe('2 x 225g blocks halloumi');
    expect(mendOcrMisreads('2 X-large eggs')).toBe('2 X-large eggs');
  });

  it('mends a "g" read as "9" before the same weight in ounces, and a pound read "1b"', () => {
    expect(mendOcrMisreads('1/2 cup (1109/3 3/4 oz) freekeh, rinsed')).toBe(
      '1/2 cup (110g/3 3/4 oz) freekeh, rinsed',
    );
    expect(mendOcrMisreads('1 cup (1409/4 1/4 oz) frozen edamame')).toBe(
      '1 cup (140g/4 1/4 oz) frozen edamame',
    );
    expect(mendOcrMisreads('1/4 cup (49/1/4 0z) mint leaves')).toBe(
      '1/4 cup (4g/1/4 oz) mint leaves',
    );
    expect(mendOcrMisreads('2509 (8 3/4 oz) broccoli, cut into florets')).toBe(
      '250g (8 3/4 oz) broccoli, cut into florets',
    );
    expect(mendOcrMisreads('1 1b Chicken breast')).toBe('1 lb Chicken breast');
    expect(mendOcrMisreads('1 Ths. soy sauce')).toBe('1 Tbs. soy sauce');
    expect(mendOcrMisreads('2 ths. honey')).toBe('2 tbs. honey');
    expect(mendOcrMisreads('Ths. is it')).toBe('Ths. is it');
    expect(mendOcrMisreads('1/2 1bs minced beef')).toBe('1/2 lbs minced beef');
    // Ounces after a count, a year, a weight read right and a figure that is no amount are left.
    expect(mendOcrMisreads('2 cups (16 oz) milk')).toBe('2 cups (16 oz) milk');
    expect(mendOcrMisreads('2009 (750 ml) vintage port')).toBe('2009 (750 ml) vintage port');
    expect(mendOcrMisreads('1 can (400g/14 oz) tomatoes')).toBe('1 can (400g/14 oz) tomatoes');
    expect(mendOcrMisreads('1 cup 1b flour')).toBe('1 cup 1b flour');
  });

  it('reads "¢" run into a figure as grams in a list that weighs in grams, else as a cup', () => {
    expect(mendYearGrams(['225g self-raising flour', '55¢ cold butter'])).toEqual([
      '225g self-raising flour',
      '55g cold butter',
    ]);
    expect(mendYearGrams(['2 cups flour', '4¢ fresh berries'])).toEqual([
      '2 cups flour',
      '4 c. fresh berries',
    ]);
    expect(mendOcrMisreads('1 1/2¢ sugar')).toBe('1 1/2 c. sugar');
    expect(mendOcrMisreads('55¢ cold butter')).toBe('55¢ cold butter');
    expect(mendOcrMisreads('1 head cauliflower (approx. 5009)')).toBe(
      '1 head cauliflower (approx. 500g)',
    );
    expect(mendOcrMisreads('1 bottle port (about 2009)')).toBe('1 bottle port (about 2009)');
  });

  it('spaces a metric unit run into its figure in a list that spaces them', () => {
    expect(
      mendYearGrams([
        '50g Cucumber',
        '500 g Waxy potatoes',
        '250g Beef fillet',
        '150 g Small mushrooms',
        '25 ml Brandy',
        '150 ml Sour cream',
      ]),
    ).toEqual([
      '50 g Cucumber',
      '500 g Waxy potatoes',
      '250 g Beef fillet',
      '150 g Small mushrooms',
      '25 ml Brandy',
      '150 ml Sour cream',
    ]);
    // A list that runs them in, or spaces too few, is left.
    const glued = ['50g butter', '500 g potatoes', '250g beef', '25 ml brandy', '150ml cream'];
    expect(mendYearGrams(glued)).toEqual(glued);
  });

  it('reads a year where the amount stands as grams in a list that weighs in grams', () => {
    expect(mendYearGrams(['250g puy lentils', '2009 feta, crumbled', '1 red onion'])).toEqual([
      '250g puy lentils',
      '200g feta, crumbled',
      '1 red onion',
    ]);
    expect(mendYearGrams(['1 bottle red wine', '2009 vintage port'])).toEqual([
      '1 bottle red wine',
      '2009 vintage port',
    ]);
    expect(mendYearGrams(['100g butter', '2008 caster sugar', '2019 Rioja'])).toEqual([
      '100g butter',
      '200g caster sugar',
      '2019 Rioja',
    ]);
  });

  it('closes a bracket inside a bracket whose two closing brackets were read as one', () => {
    expect(mendOcrMisreads('15 oz can butter beans, (drained and rinsed (439g)')).toBe(
      '15 oz can butter beans, (drained and rinsed (439g))',
    );
    expect(mendOcrMisreads('1/2 cup frying oil (peanut, canola')).toBe(
      '1/2 cup frying oil (peanut, canola',
    );
    expect(mendOcrMisreads('1 cup milk (240ml)')).toBe('1 cup milk (240ml)');
  });

  it('parts a count word written with "(s)" from the amount it ran into', () => {
    expect(mendOcrMisreads('2slice(s) Light multigrain bread')).toBe(
      '2 slice(s) Light multigrain bread',
    );
    expect(mendOcrMisreads('1item(s) Egg; large')).toBe('1 item(s) Egg; large');
    expect(mendOcrMisreads('2 slice(s) bread')).toBe('2 slice(s) bread');
    expect(mendOcrMisreads('100g(s) flour')).toBe('100g(s) flour');
    expect(mendOcrMisreads('2slices bread')).toBe('2slices bread');
  });

  it('mends a weight in brackets whose "g" was read as "9", and ounces read "0z"', () => {
    expect(mendOcrMisreads('2 cups dairy free milk (4809)')).toBe('2 cups dairy free milk (480g)');
    expect(mendOcrMisreads('1/3 cup nutritional yeast (279)')).toBe(
      '1/3 cup nutritional yeast (27g)',
    );
    expect(mendOcrMisreads('2 cups cheese, (divided (2409))')).toBe(
      '2 cups cheese, (divided (240g))',
    );
    expect(mendOcrMisreads('1 pound macaroni (uncooked (160z or 454g) (Use gluten')).toBe(
      '1 pound macaroni (uncooked (16oz or 454g) (Use gluten',
    );
    expect(mendOcrMisreads('150g (5 02) green beans')).toBe('150g (5 oz) green beans');
    expect(mendOcrMisreads('300 grams pasta (10 0z)')).toBe('300 grams pasta (10 oz)');
    expect(mendOcrMisreads('6 cups (1.5 litres/50 fl 02) stock')).toBe(
      '6 cups (1.5 litres/50 fl oz) stock',
    );
    // A figure of its own, a year, a weight already read right and a word are left.
    expect(mendOcrMisreads('1 cup 02 water')).toBe('1 cup 02 water');
    expect(mendOcrMisreads('1 tin tomatoes (19)')).toBe('1 tin tomatoes (19)');
    expect(mendOcrMisreads('1 bottle port (2019)')).toBe('1 bottle port (2019)');
    expect(mendOcrMisreads('1 cup butter (113g)')).toBe('1 cup butter (113g)');
    expect(mendOcrMisreads('1 cup ozone water')).toBe('1 cup ozone water');
    expect(mendOcrMisreads('100 zucchini')).toBe('100 zucchini');
  });

  it('reads a slash read as "7" before a spoon or cup, and "tap" after an amount, as printed', () => {
    expect(mendOcrMisreads('172 cup low sodium soy sauce')).toBe('1/2 cup low sodium soy sauce');
    expect(mendOcrMisreads('374 tsp salt')).toBe('3/4 tsp salt');
    expect(mendOcrMisreads('172 g flour')).toBe('172 g flour');
    expect(mendOcrMisreads('175 cups stock')).toBe('175 cups stock');
    expect(mendOcrMisreads('172 lemon, juiced')).toBe('1/2 lemon, juiced');
    expect(mendOcrMisreads('1 172 red onions, thinly sliced')).toBe(
      '1 1/2 red onions, thinly sliced',
    );
    expect(mendOcrMisreads('374 cucumber, diced')).toBe('3/4 cucumber, diced');
    expect(mendOcrMisreads('172 g plain flour')).toBe('172 g plain flour');
    expect(mendOcrMisreads('1 175 red onions')).toBe('1 175 red onions');
    expect(mendOcrMisreads('178 Calories')).toBe('178 Calories');
    expect(mendOcrMisreads('1 tap Dijon mustard')).toBe('1 tsp Dijon mustard');
    expect(mendOcrMisreads('1/8 tap chilli flakes')).toBe('1/8 tsp chilli flakes');
    expect(mendOcrMisreads('2 tap water')).toBe('2 tap water');
  });

  it('reads a fraction whose slash was lost before a spoon or cup ("112 tsp", "12 cup")', () => {
    expect(mendOcrMisreads('112tsp Baking Powder')).toBe('1 1/2 tsp Baking Powder');
    expect(mendOcrMisreads('134 cups flour')).toBe('1 3/4 cups flour');
    expect(mendOcrMisreads('12 cup Powdered Sweetener Blend')).toBe(
      '1/2 cup Powdered Sweetener Blend',
    );
    expect(mendOcrMisreads('34 teaspoon salt')).toBe('3/4 teaspoon salt');
    expect(mendOcrMisreads('12 cups popcorn')).toBe('12 cups popcorn');
    expect(mendOcrMisreads('12 tbsp butter')).toBe('12 tbsp butter');
    expect(mendOcrMisreads('125 g butter')).toBe('125 g butter');
    expect(mendOcrMisreads('124 cups stock')).toBe('124 cups stock');
    expect(mendOcrMisreads('16 cup muffin tin')).toBe('16 cup muffin tin');
  });

  it('reads "Y%" at the head of a row as a half', () => {
    expect(mendOcrMisreads('Y% teaspoon crushed red pepper flakes')).toBe(
      '1/2 teaspoon crushed red pepper flakes',
    );
    expect(mendOcrMisreads('% tsp vanilla extract')).toBe('1/2 tsp vanilla extract');
    expect(mendOcrMisreads('200g dark chocolate (70% cocoa)')).toBe(
      '200g dark chocolate (70% cocoa)',
    );
  });

  it('reads a mixed number\'s "%" before a spoon, a cup or a pound as a half', () => {
    expect(mendOcrMisreads('2% cups rolled oats')).toBe('2 1/2 cups rolled oats');
    expect(mendOcrMisreads('1 %: tbsp honey')).toBe('1 1/2 tbsp honey');
    expect(mendOcrMisreads('3% lbs pork shoulder')).toBe('3 1/2 lbs pork shoulder');
    expect(mendOcrMisreads('1 % Cup All-Purpose Flour')).toBe('1 1/2 Cup All-Purpose Flour');
    expect(mendOcrMisreads('2% TBSP butter')).toBe('2 1/2 TBSP butter');
    // Not a percentage before a food.
    expect(mendOcrMisreads('1% milk')).toBe('1% milk');
    expect(mendOcrMisreads('1 cup 2% milk')).toBe('1 cup 2% milk');
  });

  it('reads a glyph fraction seen as "Y" or "V" and its denominator before a spoon or a cup', () => {
    expect(mendOcrMisreads('Y2 tsp ground cumin')).toBe('1/2 tsp ground cumin');
    expect(mendOcrMisreads('V4 cup maple syrup')).toBe('1/4 cup maple syrup');
    expect(mendOcrMisreads('Y3 cup currants')).toBe('1/3 cup currants');
    expect(mendOcrMisreads('Vo tap cayenne')).toBe('1/8 tsp cayenne');
    expect(mendOcrMisreads('2Y,tbsp fish sauce')).toBe('2 1/2 tbsp fish sauce');
    expect(mendOcrMisreads('1 Yathsp miso')).toBe('1 Yathsp miso');
    // A glyph's remains run into the unit after an amount read right.
    expect(mendOcrMisreads('¼ Ytsp ground cloves')).toBe('¼ tsp ground cloves');
    expect(mendOcrMisreads('1 1/2 Ycups stock')).toBe('1 1/2 cups stock');
    expect(mendOcrMisreads('2 Yorkshire puddings')).toBe('2 Yorkshire puddings');
    // No unit after it is left.
    expect(mendOcrMisreads('Y2 onions')).toBe('Y2 onions');
  });

  it('reads a lone glyph where the amount stands before a spoon or a cup as a fraction lost', () => {
    expect(mendOcrMisreads('Y cup Greek yogurt')).toBe('1/2 cup Greek yogurt');
    expect(mendOcrMisreads('Ys cup flour (plain or whole wheat)')).toBe(
      '1/2 cup flour (plain or whole wheat)',
    );
    expect(mendOcrMisreads("' teaspoon black pepper")).toBe('1/2 teaspoon black pepper');
    expect(mendOcrMisreads('% cup walnuts')).toBe('1/2 cup walnuts');
    expect(mendOcrMisreads('Yi teaspoon almond extract')).toBe('1/4 teaspoon almond extract');
    expect(mendOcrMisreads('Ye tsp chilli flakes')).toBe('1/8 tsp chilli flakes');
    expect(mendOcrMisreads('Y Cup Sugar')).toBe('1/2 Cup Sugar');
    expect(mendOcrMisreads('Vs cup honey')).toBe('1/2 cup honey');
    expect(mendOcrMisreads('Vi cup apple cider vinegar')).toBe('1/4 cup apple cider vinegar');
    expect(mendOcrMisreads('Vateaspoon salt')).toBe('1/2 teaspoon salt');
    expect(mendOcrMisreads('¥: cup water')).toBe('1/2 cup water');
    expect(mendOcrMisreads('& cup cream cheese (softened)')).toBe(
      '1/2 cup cream cheese (softened)',
    );
    expect(mendOcrMisreads('¥% cup raisins')).toBe('1/2 cup raisins');
    expect(mendOcrMisreads('Salt & pepper')).toBe('Salt & pepper');
    expect(mendOcrMisreads("'2 teaspoon vanilla")).toBe('1/2 teaspoon vanilla');
    expect(mendOcrMisreads('‘2 teaspoon vanilla')).toBe('1/2 teaspoon vanilla');
    expect(mendOcrMisreads("1'teaspoons vanilla extract")).toBe('1 1/2 teaspoons vanilla extract');
    expect(mendOcrMisreads('Van cup')).toBe('Van cup');
    // A spoon or a cup in the singular with nothing before it.
    expect(mendOcrMisreads('teaspoon kosher salt')).toBe('1/2 teaspoon kosher salt');
    expect(mendOcrMisreads('cup milk')).toBe('1/2 cup milk');
    // Words, plurals and a glyph before no unit are left.
    expect(mendOcrMisreads('Yellow onion')).toBe('Yellow onion');
    expect(mendOcrMisreads('Y onions')).toBe('Y onions');
    expect(mendOcrMisreads('cups of tea')).toBe('cups of tea');
    expect(mendOcrMisreads('cup Greek yogurt')).toBe('1/2 cup Greek yogurt');
    expect(mendOcrMisreads('Teaspoon Salt')).toBe('Teaspoon Salt');
  });

  it('reads the cup written "c." where its mark or full stop was misread, or run into the figure', () => {
    expect(mendOcrMisreads('1/3 ¢. sugar')).toBe('1/3 c. sugar');
    expect(mendOcrMisreads('1/3 c: cornstarch')).toBe('1/3 c. cornstarch');
    expect(mendOcrMisreads('4c. fresh mixed berries')).toBe('4 c. fresh mixed berries');
    expect(mendOcrMisreads('2 ¢ sugar')).toBe('2 c. sugar');
    expect(mendOcrMisreads('1/2 c¢. (1 stick) salted butter')).toBe(
      '1/2 c. (1 stick) salted butter',
    );
    expect(mendOcrMisreads('1/3 c. sugar')).toBe('1/3 c. sugar');
    expect(mendOcrMisreads('Cook for 5 mins: stir')).toBe('Cook for 5 mins: stir');
  });

  // session 53, photos2
  it('reads the cup written "c." misread as a cent sign after a fraction printed as a glyph', () => {
    expect(mendOcrMisreads('¼ ¢. cornstarch')).toBe('¼ c. cornstarch');
    expect(mendOcrMisreads('⅔ ¢. Baileys Irish Cream')).toBe('⅔ c. Baileys Irish Cream');
    expect(mendOcrMisreads('1 ½ ¢. granulated sugar')).toBe('1 ½ c. granulated sugar');
    expect(mendOcrMisreads('½ ¢')).toBe('½ ¢');
  });

  // session 53, photos2
  it('reads a "1" read as "I" alone before its unit, and a pound run into its "1" ("11b")', () => {
    expect(mendOcrMisreads('I cup unsweetened cocoa powder (I recommend sifting it)')).toBe(
      '1 cup unsweetened cocoa powder (I recommend sifting it)',
    );
    expect(mendOcrMisreads('l tsp salt')).toBe('1 tsp salt');
    expect(mendOcrMisreads('I love this cake')).toBe('I love this cake');
    expect(mendOcrMisreads('11b Irish Cheddar Cheese (Grated)')).toBe(
      '1 lb Irish Cheddar Cheese (Grated)',
    );
    expect(mendOcrMisreads('21bs beef mince')).toBe('2 lbs beef mince');
    expect(mendOcrMisreads('11 eggs')).toBe('11 eggs');
  });

  it('reads a nought read "9" before a quarter in decimals ("9.75 cup")', () => {
    expect(mendOcrMisreads('9.75 cup plant-based milk')).toBe('0.75 cup plant-based milk');
    expect(mendOcrMisreads('9.25 tsp salt')).toBe('0.25 tsp salt');
    expect(mendOcrMisreads('9.5 cups water')).toBe('9.5 cups water');
    expect(mendOcrMisreads('9.75 oz chocolate')).toBe('9.75 oz chocolate');
    expect(mendOcrMisreads('19.75 cups stock')).toBe('19.75 cups stock');
  });

  it('drops a speck read "i" or a bar between the amount and its spoon or cup', () => {
    expect(mendOcrMisreads('1/4 i cup unseasoned rice vinegar')).toBe(
      '1/4 cup unseasoned rice vinegar',
    );
    expect(mendOcrMisreads('2 | tbsp olive oil')).toBe('2 tbsp olive oil');
    expect(mendOcrMisreads('¼ i cup rice vinegar')).toBe('¼ cup rice vinegar');
    expect(mendOcrMisreads('1 l milk')).toBe('1 l milk');
  });

  it('reads a gram "g" read as "q" after an amount', () => {
    expect(mendOcrMisreads('225q self-raising flour')).toBe('225g self-raising flour');
    expect(mendOcrMisreads('1 cup flour (120q)')).toBe('1 cup flour (120g)');
    expect(mendOcrMisreads('2 qt stock')).toBe('2 qt stock');
  });

  it('reads a bar standing alone between words as the capital "I"', () => {
    expect(mendOcrMisreads('12 black olives, | used Kalamata')).toBe(
      '12 black olives, I used Kalamata',
    );
    expect(mendOcrMisreads('salt | pepper')).toBe('salt | pepper');
    expect(mendOcrMisreads('200 g | 7 oz pasta')).toBe('200 g | 7 oz pasta');
  });

  it('parts a whole number from a slash fraction it ran into ("11/2 tbsp")', () => {
    expect(mendOcrMisreads('11/2 tbsp sweet chilli sauce')).toBe('1 1/2 tbsp sweet chilli sauce');
    expect(mendOcrMisreads('23/4 cups flour')).toBe('2 3/4 cups flour');
    expect(mendOcrMisreads('1/2 tsp salt')).toBe('1/2 tsp salt');
    expect(mendOcrMisreads('1 1/2 tsp salt')).toBe('1 1/2 tsp salt');
    expect(mendOcrMisreads('15/16 inch tin')).toBe('15/16 inch tin');
  });

  it('spaces a spoon or cup from the amount it ran into ("2tbsp")', () => {
    expect(mendOcrMisreads('2tbsp soy sauce')).toBe('2 tbsp soy sauce');
    expect(mendOcrMisreads('1Tbs. soy sauce')).toBe('1 Tbs. soy sauce');
    expect(mendOcrMisreads('1/2cup milk')).toBe('1/2 cup milk');
    expect(mendOcrMisreads('200g plain flour')).toBe('200g plain flour');
    expect(mendOcrMisreads('2 tsp cumin')).toBe('2 tsp cumin');
  });
});

describe('a round bullet read as a glyph', () => {
  it('comes off a line before words or an amount, even on lists where few lines kept it', () => {
    const draft = parseRecipeText(
      photo(
        ['Ingredients', 30],
        ['(O 300g risotto rice', 24],
        ['0 salt and black pepper', 24],
        ['O a pinch of sugar', 24],
        ['1 tsp ground cumin', 24],
      ),
    );
    expect(draft.ingredients).toEqual([
      '300g risotto rice',
      'salt and black pepper',
      'a pinch of sugar',
      '1 tsp ground cumin',
    ]);
  });
});

describe('a square bullet read as a glyph', () => {
  it('comes off before an amount: "(J", "(OJ", "[", "J", "OO", "(J)", "[J]"', () => {
    const draft = parseRecipeText(
      photo(
        ['Ingredients', 30],
        ['(J 25g butter', 24],
        ['(OJ 1 tbsp Dijon mustard', 24],
        ['[ 150g smoked bacon lardons', 24],
        ['J 1 small red onion, finely sliced', 24],
        ['OO 150g plain flour', 24],
        ['(1 tbsp for frying)', 24],
        ['(J) 400 grams crushed tomatoes (canned)', 24],
        ['[J] 2 cups stock', 24],
      ),
    );
    expect(draft.ingredients).toEqual([
      '25g butter',
      '1 tbsp Dijon mustard',
      '150g smoked bacon lardons',
      '1 small red onion, finely sliced',
      '150g plain flour',
      '(1 tbsp for frying)',
      '400 grams crushed tomatoes (canned)',
      '2 cups stock',
    ]);
  });
});

describe("a web page's checkbox read as a glyph", () => {
  it('comes off before an amount or words: "[0", "[O", "[J", "0"', () => {
    const draft = parseRecipeText(
      photo(
        ['Ingredients', 30],
        ['[0 4 romaine hearts (chopped)', 24],
        ['[O 4 tsp extra virgin olive oil', 24],
        ['[J 1 tsp pure maple syrup', 24],
        ['[0 fresh ground pepper to your liking', 24],
        ['[J Powdered sugar (for garnish)', 24],
        ['0 Flour for rolling', 24],
        ['O Canada maple syrup', 24],
        ['(1 tbsp for frying)', 24],
      ),
    );
    expect(draft.ingredients).toEqual([
      '4 romaine hearts (chopped)',
      '4 tsp extra virgin olive oil',
      '1 tsp pure maple syrup',
      'fresh ground pepper to your liking',
      'Powdered sugar (for garnish)',
      'Flour for rolling',
      // Every other row of this list had a box, so the lone "O" is one too (a checkbox list's
      // remains, below); on a row alone it stays.
      'Canada maple syrup',
      '(1 tbsp for frying)',
    ]);
  });

  it('comes off when read as "[1" or "[1]" before the amount, or as "[" run into it', () => {
    const draft = parseRecipeText(
      photo(
        ['Ingredients', 30],
        ['[1 1 tbsp grass-fed beef gelatin', 24],
        ['[1 2 teaspoon olive oil, (optional)', 24],
        ['[1] 3 eggs', 24],
        ['[1 Cup warm water (105 degrees F)', 24],
        ['1 [heaped] tsp salt', 24],
        ['10 mint leaves', 24],
      ),
    );
    expect(draft.ingredients).toEqual([
      '1 tbsp grass-fed beef gelatin',
      '2 teaspoon olive oil, (optional)',
      '3 eggs',
      '1 Cup warm water (105 degrees F)',
      '1 [heaped] tsp salt',
      '10 mint leaves',
    ]);
  });
});

describe('the case of a photographed title', () => {
  it('mends a capital read in lower case where the title makes it certain', () => {
    expect(mendTitleCase('slow-cooked Beef & Ale Stew')).toBe('Slow-cooked Beef & Ale Stew');
    expect(mendTitleCase('Celery Leaf pesto')).toBe('Celery Leaf Pesto');
    expect(mendTitleCase('Chicken with Leeks and Tarragon')).toBe(
      'Chicken with Leeks and Tarragon',
    );
    expect(mendTitleCase('Beef stew with dumplings')).toBe('Beef stew with dumplings');
    expect(mendTitleCase('Roast Chicken and garlic')).toBe('Roast Chicken and garlic');
    expect(mendTitleCase('Smoky Beef Chilli con Carne')).toBe('Smoky Beef Chilli con Carne');
  });

  it('starts the title with a capital whatever its first letter, and mends a title-case title', () => {
    expect(mendTitleCase('grilled salmon with Avocado salsa Recipe')).toBe(
      'Grilled Salmon with Avocado Salsa Recipe',
    );
    expect(mendTitleCase('spicy salmon with avocado salsa')).toBe(
      'Spicy salmon with avocado salsa',
    );
    // One capital after the first word may be a name: the rest stays in lower case.
    expect(mendTitleCase('Spicy Cajun salmon with rice')).toBe('Spicy Cajun salmon with rice');
    // A lower-case word whose capital looks unlike it was read as printed.
    expect(mendTitleCase('Quick Thai Green curry with noodles')).toBe(
      'Quick Thai Green curry with noodles',
    );
  });
});

/** Rows of an ingredient list; `true` marks a row after one that ran to the column's edge. */
const list = (...rows: [string, boolean][]): TextLine[] => [
  { text: 'Ingredients', height: 30, top: 0 },
  ...rows.map(([text, runsOn], index) => ({
    text,
    height: 24,
    top: 40 + index * 30,
    ...(runsOn ? { runsOn } : {}),
  })),
];

describe('salt or pepper named by its kind, after a full row that ran to the edge', () => {
  it("is an item of its own, not the row's rest", () => {
    const draft = parseRecipeText(
      list(
        ['250g ricotta', false],
        ['kosher salt and freshly ground', true],
        ['black pepper, to taste', true],
        ['2 tbsp olive oil', false],
        ['flaky sea salt', true],
      ),
    );
    expect(draft.ingredients).toEqual([
      '250g ricotta',
      'kosher salt and freshly ground black pepper, to taste',
      '2 tbsp olive oil',
      'flaky sea salt',
    ]);
  });

  it('is the rest of a row that left a word of its kind', () => {
    const draft = parseRecipeText(
      list(
        ['1/2 tsp freshly', false],
        ['ground black pepper', true],
        ['1 tsp smoked', false],
        ['sea salt', true],
      ),
    );
    expect(draft.ingredients).toEqual([
      '1/2 tsp freshly ground black pepper',
      '1 tsp smoked sea salt',
    ]);
  });
});

describe('a page with no headings', () => {
  it("keeps a sentence with an amount between the method's numbered steps in the method", () => {
    const draft = parseRecipeText(
      photo(
        ['Oat and Raisin Cookies', 60],
        ['125g butter, softened', 30],
        ['100g light brown sugar', 30],
        ['150g porridge oats', 30],
        ['1. Heat the oven to 180C/160C fan/gas 4.', 30],
        ['2. Cream the butter and sugar, then stir in the rest.', 30],
        ['16 balls, flatten a little and bake for 12 to 14 minutes.', 30],
        ['3. Cool on a rack.', 30],
      ),
    );
    expect(draft.ingredients).toEqual([
      '125g butter, softened',
      '100g light brown sugar',
      '150g porridge oats',
    ]);
  });
});

describe('a list over two columns read column by column', () => {
  it("reads the right column's rows before the method's first step under the left column", () => {
    const row = (text: string, top: number, column?: 0 | 1): TextLine => ({
      text,
      height: 28,
      top,
      ...(column !== undefined ? { column } : {}),
    });
    const draft = parseRecipeText([
      row('Breakfast grilled cheese', 100),
      row('Ingredients', 200, 0),
      row('2 slices multigrain bread', 270, 0),
      row('1 large egg', 320, 0),
      row('1 pinch table salt', 370, 0),
      row('1. Heat a frying pan over a medium heat.', 540, 0),
      row('1 oz cheddar cheese, sliced', 270, 1),
      row('2 slices cooked bacon', 320, 1),
      row('2. Fry the bread and crack the egg into the hole.', 600),
    ]);
    expect(draft.ingredients).toEqual([
      '2 slices multigrain bread',
      '1 large egg',
      '1 pinch table salt',
      '1 oz cheddar cheese, sliced',
      '2 slices cooked bacon',
    ]);
    expect(draft.instructions).toEqual([
      'Heat a frying pan over a medium heat.',
      'Fry the bread and crack the egg into the hole.',
    ]);
  });

  it("reads the right page's rows before the step after its running head, the title again (session 74, photos90)", () => {
    const row = (text: string, top: number, height: number, column?: 0 | 1): TextLine => ({
      text,
      height,
      top,
      ...(column !== undefined ? { column } : {}),
    });
    const draft = parseRecipeText([
      row('Banana Cake Recipe', 187, 44, 0),
      row('2 cups (240 grams) flour', 299, 31, 0),
      row('½ teaspoon salt', 360, 31, 0),
      row('1 cup (200 grams) fine sugar', 420, 31, 0),
      row('1. Preparation', 858, 40, 0),
      row('Banana Cake Recipe', 106, 26, 1),
      row('100 grams unsalted butter', 298, 34, 1),
      row('2 eggs', 360, 32, 1),
      row('160 ml milk', 420, 32, 1),
      row('2. Bring all the ingredients to room temperature.', 927, 37),
    ]);
    expect(draft.ingredients).toEqual([
      '2 cups (240 grams) flour',
      '½ teaspoon salt',
      '1 cup (200 grams) fine sugar',
      '100 grams unsalted butter',
      '2 eggs',
      '160 ml milk',
    ]);
    expect(draft.instructions).toEqual([
      'Preparation',
      'Bring all the ingredients to room temperature.',
    ]);
  });
});

describe('a wrapped ingredient on a photographed page', () => {
  it("puts a row's rest read after the next group's heading back on the row", () => {
    const draft = parseRecipeText(
      list(
        ['For the Salad', false],
        ['1 pound sirloin steak', false],
        ['1 head Romaine lettuce (,', false],
        ['For the Marinade', false],
        ['chopped (about 6 cups))', false],
        ['1 teaspoon Dijon mustard', false],
        ['For the Filling', false],
        ['0.25 cup sugar (more', true],
        ['for tart', true],
        ['apples)', true],
        ['1 pinch of salt', false],
      ),
    );
    expect(draft.ingredientGroups).toEqual([
      {
        title: 'For the Salad',
        items: ['1 pound sirloin steak', '1 head Romaine lettuce (, chopped (about 6 cups))'],
      },
      { title: 'For the Marinade', items: ['1 teaspoon Dijon mustard'] },
      {
        title: 'For the Filling',
        items: ['0.25 cup sugar (more for tart apples)', '1 pinch of salt'],
      },
    ]);
  });

  it('takes a food after a row ended by a note in brackets as an item of its own', () => {
    const draft = parseRecipeText(
      list(
        ['2 heads broccoli', false],
        ['(cut into florets)', true],
        ['sesame seeds for', true],
        ['garnish, if desired', true],
        ['1 onion (peeled)', false],
        ['finely chopped', true],
        ['1 can (400g)', false],
        ['chopped tomatoes', true],
      ),
    );
    expect(draft.ingredients).toEqual([
      '2 heads broccoli (cut into florets)',
      'sesame seeds for garnish, if desired',
      '1 onion (peeled) finely chopped',
      '1 can (400g) chopped tomatoes',
    ]);
  });

  it('keeps "salt and pepper" in a list with no heading over it, not in the method', () => {
    const draft = parseRecipeText(
      photo(
        ['Brussels Sprouts Salad', 56],
        ['3 tablespoons apple cider vinegar', 24],
        ['2.5 teaspoons honey', 24],
        ['salt and pepper', 24],
        ['4 cups shredded brussels sprouts', 24],
      ),
    );
    expect(draft.ingredients).toEqual([
      '3 tablespoons apple cider vinegar',
      '2.5 teaspoons honey',
      'salt and pepper',
      '4 cups shredded brussels sprouts',
    ]);
    expect(draft.instructions).toEqual([]);
  });

  it('takes "Salt and pepper" as an item after a row that only left a bracket open', () => {
    const draft = parseRecipeText(
      list(
        ['4 (6 to 8-ounce skinless halibut fillets, 1 inch thick', false],
        ['Salt and pepper', true],
        ['2 cups chicken stock (or', false],
        ['water)', true],
      ),
    );
    expect(draft.ingredients).toEqual([
      '4 (6 to 8-ounce skinless halibut fillets, 1 inch thick',
      'Salt and pepper',
      '2 cups chicken stock (or water)',
    ]);
  });

  it('takes a food with what it is for after a row that named its food as an item of its own', () => {
    const draft = parseRecipeText(
      list(
        ['400 milliliters', false],
        ['soya milk', true],
        ['maple syrup, to', true],
        ['serve', true],
        ['2 tbsp olive oil, plus extra', false],
        ['chopped parsley, to serve', true],
        ['1 tbsp', false],
        ['chopped parsley, to garnish', true],
      ),
    );
    expect(draft.ingredients).toEqual([
      '400 milliliters soya milk',
      'maple syrup, to serve',
      '2 tbsp olive oil, plus extra chopped parsley, to serve',
      '1 tbsp chopped parsley, to garnish',
    ]);
  });

  it('keeps a note in brackets whole across a row that leaves it unfinished again', () => {
    const draft = parseRecipeText(
      list(
        ['Orange juice', false],
        ['(freshly squeezed is', true],
        ['best but from a', true],
        ['carton or', true],
        ['concentrate is fine)', true],
        ['1/4 tsp salt', false],
      ),
    );
    expect(draft.ingredients).toEqual([
      'Orange juice (freshly squeezed is best but from a carton or concentrate is fine)',
      '1/4 tsp salt',
    ]);
  });

  it('keeps a note whole across a row that opens with an amount in words after a row left open', () => {
    const draft = parseRecipeText(
      list(
        ['Orange juice (freshly', false],
        ['squeezed is best but from', true],
        ['a carton or concentrate is', true],
        ['fine)', true],
        ['1/4 tsp salt', false],
        ['2 cups stock (or water)', false],
        ['a pinch of salt', true],
      ),
    );
    expect(draft.ingredients).toEqual([
      'Orange juice (freshly squeezed is best but from a carton or concentrate is fine)',
      '1/4 tsp salt',
      '2 cups stock (or water)',
      'a pinch of salt',
    ]);
  });

  it('takes "Crackers, for serving" after "Kosher salt" as an item of its own', () => {
    const draft = parseRecipeText(
      list(
        ['12 fresh sage leaves', false],
        ['Kosher salt', true],
        ['Crackers, for', true],
        ['serving', true],
      ),
    );
    expect(draft.ingredients).toEqual([
      '12 fresh sage leaves',
      'Kosher salt',
      'Crackers, for serving',
    ]);
  });

  it('takes a row with its own bullet as an item once the list has shown bullets', () => {
    const draft = parseRecipeText(
      list(
        ['- 2 pounds chuck steak', false],
        ['-1 cup beef broth', false],
        ['1/2 cup soy sauce', false],
        ['2 tablespoons cornstarch', false],
        ['- 2 heads broccoli (cut', false],
        ['into florets)', true],
        ['- sesame seeds', true],
        ['for garnish', true],
      ),
    );
    expect(draft.ingredients.slice(-2)).toEqual([
      '2 heads broccoli (cut into florets)',
      'sesame seeds for garnish',
    ]);
  });

  it('carries a row that ends with what its food is like onto the name after it', () => {
    const draft = parseRecipeText(
      list(
        ['1/8 cup unsweetened', false],
        ['Dutch cocoa powder', true],
        ['1 cup heavy', false],
        ['cream', true],
        ['2 tbsp melted', false],
        ['butter', false],
      ),
    );
    expect(draft.ingredients).toEqual([
      '1/8 cup unsweetened Dutch cocoa powder',
      '1 cup heavy cream',
      '2 tbsp melted butter',
    ]);
  });

  it('joins the rest of a row that ran to the edge, whatever its first word', () => {
    const draft = parseRecipeText(
      list(
        ['2 x 400g tins butter', false],
        ['beans, drained and rinsed', true],
        ['300g risotto rice, such', false],
        ['as arborio', true],
        ['1 garlic bulb, cloves', false],
        ['Separated and left unpeeled', true],
        ['1 red pepper, deseeded', false],
        ['Oo and chopped', true],
      ),
    );
    expect(draft.ingredients).toEqual([
      '2 x 400g tins butter beans, drained and rinsed',
      '300g risotto rice, such as arborio',
      '1 garlic bulb, cloves separated and left unpeeled',
      '1 red pepper, deseeded and chopped',
    ]);
  });

  it('keeps the capital of a rest whose row ends in a name in title case', () => {
    const draft = parseRecipeText(
      list(
        ['1 tbsp Unsweetened Cocoa', false],
        ['Powder', true],
        ['1.5 Tablespoons Chocolate', false],
        ['Chips (Optional)', true],
        ['1 garlic bulb, cloves', false],
        ['Separated and left unpeeled', true],
      ),
    );
    expect(draft.ingredients).toEqual([
      '1 tbsp Unsweetened Cocoa Powder',
      '1.5 Tablespoons Chocolate Chips (Optional)',
      '1 garlic bulb, cloves separated and left unpeeled',
    ]);
  });

  it("keeps the capital of a food's name on a rest where the list writes names in title case (session 51, photos51)", () => {
    const draft = parseRecipeText(
      list(
        ['3 tbsp Butter', false],
        ['4 breast fillet', false],
        ['Chicken breast', true],
        ['2 tsp Garlic powder', false],
      ),
    );
    expect(draft.ingredients).toEqual([
      '3 tbsp Butter',
      '4 breast fillet Chicken breast',
      '2 tsp Garlic powder',
    ]);
    // A list in lower case: the capital is the engine's misreading of a lower-case "c".
    const lower = parseRecipeText(
      list(['3 tbsp butter', false], ['4 breast fillet', false], ['Chicken breast', true]),
    );
    expect(lower.ingredients).toEqual(['3 tbsp butter', '4 breast fillet chicken breast']);
  });

  it('puts a range broken at its hyphen back together', () => {
    const draft = parseRecipeText(
      list(['2-3 tbsp / 30-', false], ['45 ml olive oil', false], ['2 garlic cloves', false]),
    );
    expect(draft.ingredients).toEqual(['2-3 tbsp / 30-45 ml olive oil', '2 garlic cloves']);
  });

  it('keeps the capital of a rest whose row gives its name in title case after the unit', () => {
    const draft = parseRecipeText(
      list(
        ['1 tbsp Cream', false],
        ['Cheese', true],
        ['1/2 cup Marzetti', false],
        ['Simply Balsamic Vinaigrette', true],
        ['1 tbsp cream', false],
        ['Cheese', true],
        ['1 tsp Vanilla', false],
        ['Extract', true],
        ['35 drops Red', false],
        ['Food Coloring', true],
        ['1 tsp vanilla', false],
        ['Extract', true],
      ),
    );
    expect(draft.ingredients).toEqual([
      '1 tbsp Cream Cheese',
      '1/2 cup Marzetti Simply Balsamic Vinaigrette',
      '1 tbsp cream cheese',
      '1 tsp Vanilla Extract',
      '35 drops Red Food Coloring',
      '1 tsp vanilla',
      'Extract',
    ]);
  });

  it('joins a rest in lower case that closes the bracket its row left open, a unit or not', () => {
    const draft = parseRecipeText(
      list(
        ['Orange juice (freshly', false],
        ['Squeezed is best but from a', true],
        ['carton or concentrate is fine)', true],
        ['1 tsp salt', true],
        ['1 bag of', false],
        ['Sugar Snap peas', true],
      ),
    );
    expect(draft.ingredients).toEqual([
      'Orange juice (freshly squeezed is best but from a carton or concentrate is fine)',
      '1 tsp salt',
      '1 bag of Sugar Snap peas',
    ]);
  });

  it('joins a rest that is a measure closing the bracket, and reads no step number in it', () => {
    const draft = parseRecipeText(
      list(
        ['2 pounds chuck steak', false],
        ['(sliced thin (about', false],
        ['1-inch thick))', true],
        ['1 cup low sodium', false],
        ['beef broth', true],
      ),
    );
    expect(draft.ingredients).toEqual([
      '2 pounds chuck steak (sliced thin (about 1-inch thick))',
      '1 cup low sodium beef broth',
    ]);
    expect(draft.instructions).toEqual([]);
    // A step's number with its dash touching a capital is still a step's.
    expect(parseRecipeText('Ingredients\n2 eggs\n1-Preheat the oven.').instructions).toEqual([
      'Preheat the oven.',
    ]);
  });

  it('keeps an ingredient of its own after a full row: an amount, salt, a capital', () => {
    const draft = parseRecipeText(
      list(
        ['1 small bunch of flat-leaf parsley, chopped', false],
        ['2 tbsp olive oil', true],
        ['1 large onion, finely chopped', false],
        ['salt and black pepper', true],
        ['200g frozen peas, defrosted', false],
        ['Fresh basil', true],
        ['2 lemons', false],
        ['as arborio', false],
      ),
    );
    expect(draft.ingredients).toEqual([
      '1 small bunch of flat-leaf parsley, chopped',
      '2 tbsp olive oil',
      '1 large onion, finely chopped',
      'salt and black pepper',
      '200g frozen peas, defrosted',
      'Fresh basil',
      '2 lemons',
      'as arborio',
    ]);
  });
});

describe('a row left unfinished before a food in title case', () => {
  it('joins the food to a row that is only an amount and its unit', () => {
    const draft = parseRecipeText(
      list(
        ['1 pinch(es)', false],
        ['Table salt', true],
        ['1 pinch(es)', false],
        ['Black pepper', true],
        ['2 tablespoons', false],
        ['Olive Oil', false],
      ),
    );
    expect(draft.ingredients).toEqual([
      '1 pinch(es) Table salt',
      '1 pinch(es) Black pepper',
      '2 tablespoons Olive Oil',
    ]);
  });

  it('joins a name in title case to a row ending in a word that is never the food', () => {
    const draft = parseRecipeText(
      list(
        ['3 Tablespoons Plain Greek', false],
        ['Yogurt', false],
        ['1 tablespoon finely grated', false],
        ['lemon rind', false],
        ['2 slice(s) Cooked', true],
        ['Canadian Bacon', false],
      ),
    );
    expect(draft.ingredients).toEqual([
      '3 Tablespoons Plain Greek Yogurt',
      '1 tablespoon finely grated lemon rind',
      '2 slice(s) Cooked Canadian Bacon',
    ]);
  });

  it('keeps a name of its own after a finished row or a bracket left open', () => {
    const draft = parseRecipeText(
      list(
        ['2 cups Baby Spinach', false],
        ['Goat Cheese', false],
        ['1/2 cup frying oil (peanut, canola', false],
        ['Waffles', false],
      ),
    );
    expect(draft.ingredients).toEqual([
      '2 cups Baby Spinach',
      'Goat Cheese',
      '1/2 cup frying oil (peanut, canola',
      'Waffles',
    ]);
  });
});

describe('a wrapped ingredient ending in a colour, or a note in brackets', () => {
  it('joins the food after a colour and a note in brackets to the row before', () => {
    const draft = parseRecipeText(
      photo(
        ['Creamy Chicken', 50],
        ['Ingredients', 40],
        ['Kosher salt and freshly ground black', 30],
        ['pepper (to taste)', 30],
        ['200 g linguine or spaghetti', 30],
        ['(gluten-free if needed)', 30],
        ['2 red onions', 30],
        ['black pepper', 30],
      ),
    );
    expect(draft.ingredients).toEqual([
      'Kosher salt and freshly ground black pepper (to taste)',
      '200 g linguine or spaghetti (gluten-free if needed)',
      '2 red onions',
      'black pepper',
    ]);
  });
});

describe('a wrapped ingredient ending in the word that names its oil or salt', () => {
  it('joins "oil" after "olive" and "salt" after "Kosher", and keeps salt on its own after a food', () => {
    const draft = parseRecipeText(
      photo(
        ['Greek Salad', 50],
        ['Ingredients', 40],
        ['3 tablespoons extra virgin olive', 30],
        ['oil', 30],
        ['1 teaspoon Kosher', 30],
        ['salt', 30],
        ['2 tbsp toasted sesame', 30],
        ['seeds', 30],
        ['4 tomatoes', 30],
        ['salt', 30],
      ),
    );
    expect(draft.ingredients).toEqual([
      '3 tablespoons extra virgin olive oil',
      '1 teaspoon Kosher salt',
      '2 tbsp toasted sesame seeds',
      '4 tomatoes',
      'salt',
    ]);
  });
});

describe('a row that only opens a bracket', () => {
  it('is the rest of the row before, with the rest of the bracket after it', () => {
    const draft = parseRecipeText(
      photo(
        ['Chicken and Rice Soup', 50],
        ['Ingredients', 40],
        ['2 bone-in chicken breasts, skin removed', 25],
        ['(1 to 1 1/2', 25],
        ['pounds)', 25],
        ['1 cup long-grain white rice', 25],
        ['2 celery ribs, diced', 25],
      ),
    );
    expect(draft.ingredients).toEqual([
      '2 bone-in chicken breasts, skin removed (1 to 1 1/2 pounds)',
      '1 cup long-grain white rice',
      '2 celery ribs, diced',
    ]);
  });
});

describe("a checkbox read as a bracket at a column's head (session 40, photos36)", () => {
  /** [text, column] rows of a checkbox list over two columns, under a title across the page. */
  const columns = (...rows: [string, 0 | 1][]): TextLine[] => [
    { text: 'Homemade Sriracha Sauce', height: 50, top: 0 },
    ...rows.map(([text, column], index) => ({ text, height: 29, top: 60 + index * 40, column })),
  ];
  it('takes off a bracket that opens the first row of a column and is never closed', () => {
    const draft = parseRecipeText(
      columns(
        ['Ingredients', 0],
        ['0 3 garlic cloves', 0],
        ['0 2 tablespoons granulated sugar', 0],
        ['(plus more as needed)', 0],
        ['(1 tablespoon light brown sugar', 1],
        ['0 1 tablespoon kosher salt', 1],
        ['0 Water (as needed)', 1],
      ),
    );
    expect(draft.ingredients).toEqual([
      '3 garlic cloves',
      '2 tablespoons granulated sugar (plus more as needed)',
      '1 tablespoon light brown sugar',
      '1 tablespoon kosher salt',
      'Water (as needed)',
    ]);
  });

  it("leaves such a row inside a column the rest of the row before (a note's start)", () => {
    const draft = parseRecipeText(
      columns(
        ['Ingredients', 0],
        ['1 cup long-grain white rice', 0],
        ['2 bone-in chicken breasts', 0],
        ['(1 to 1 1/2', 0],
        ['pounds)', 0],
        ['2 celery ribs, diced', 1],
      ),
    );
    expect(draft.ingredients).toEqual([
      '1 cup long-grain white rice',
      '2 bone-in chicken breasts (1 to 1 1/2 pounds)',
      '2 celery ribs, diced',
    ]);
  });
});

describe('a checkbox read as a nought run into a lone glyph (session 40, photos36)', () => {
  it('goes with the glyph before a spoon or a cup, which is guessed a half', () => {
    expect(mendOcrMisreads('0%: cup distilled white vinegar')).toBe(
      '1/2 cup distilled white vinegar',
    );
    expect(mendOcrMisreads('O¥ tsp salt')).toBe('1/2 tsp salt');
    // A per cent is no glyph: "0% fat Greek yoghurt" is left, and so is a nought before a figure.
    expect(mendOcrMisreads('0% fat Greek yoghurt')).toBe('0% fat Greek yoghurt');
  });
});

describe('a numbered ingredient list on a photographed page', () => {
  it("keeps the list's next number an ingredient, whatever its words, and a number that lost its dot", () => {
    const draft = parseRecipeText(
      photo(
        ['Oat Cookies', 50],
        ['Ingredients', 40],
        ['1. 125g butter, softened', 30],
        ['2. 100g light brown sugar', 30],
        ['3. legg', 30],
        ['4. 150g porridge oats', 30],
        ['5 1/3 cup raisins', 30],
        ['Method', 40],
        ['1. Heat the oven to 180C.', 30],
        ['2. Cream the butter and sugar.', 30],
      ),
    );
    expect(draft.ingredients).toEqual([
      '125g butter, softened',
      '100g light brown sugar',
      'legg',
      '150g porridge oats',
      '1/3 cup raisins',
    ]);
    expect(draft.instructions).toEqual(['Heat the oven to 180C.', 'Cream the butter and sugar.']);
  });

  it('reads a decimal amount as one unless the count says its whole number is the next', () => {
    const draft = parseRecipeText(
      photo(
        ['Sprout Salad', 50],
        ['Ingredients', 40],
        ['1) 3 tablespoons olive oil', 30],
        ['3 tablespoons apple cider vinegar', 30],
        ['2.5 teaspoons honey', 30],
        ['4) 4 cups shredded sprouts', 30],
      ),
    );
    expect(draft.ingredients).toEqual([
      '3 tablespoons olive oil',
      '3 tablespoons apple cider vinegar',
      '2.5 teaspoons honey',
      '4 cups shredded sprouts',
    ]);
    const glued = parseRecipeText(
      photo(
        ['Sprout Salad', 50],
        ['Ingredients', 40],
        ['1) 3 tablespoons olive oil', 30],
        ['2.5 teaspoons honey', 30],
        ['3) 4 cups shredded sprouts', 30],
      ),
    );
    expect(glued.ingredients).toEqual([
      '3 tablespoons olive oil',
      '5 teaspoons honey',
      '4 cups shredded sprouts',
    ]);
  });

  /** A Method heading and two numbered steps after a numbered list, and the steps as read. */
  const steps: [string, number][] = [
    ['Method', 40],
    ['1. Prepare your smoker at 275 degrees.', 30],
    ['2. Flip the ribs meat side down.', 30],
  ];
  const RIBS_STEPS_READ = ['Prepare your smoker at 275 degrees.', 'Flip the ribs meat side down.'];

  it('takes a numbered list under the Ingredients heading for items, though its first has no amount', () => {
    const rows: [string, number][] = [
      ['Baby Back Ribs', 50],
      ['Ingredients', 40],
      ["1) Meat Church's Honey Bacon BBQ", 30],
      ['2) Meat Church Dia de la Fajita', 30],
      ['3) 1 cup of brown sugar', 30],
    ];
    const draft = parseRecipeText(photo(...rows, ...steps));
    expect(draft.ingredients).toEqual([
      "Meat Church's Honey Bacon BBQ",
      'Meat Church Dia de la Fajita',
      '1 cup of brown sugar',
    ]);
    expect(draft.instructions).toEqual(RIBS_STEPS_READ);
    // With no Method heading after them, numbered rows under the list's heading are its steps.
    expect(parseRecipeText(photo(...rows)).ingredients).toEqual([]);
  });

  // session 53, photos2
  it('takes a numbered row that counts the list so far for an item when the first number was lost', () => {
    const rows: [string, number][] = [
      ['Baby Back Ribs', 50],
      ['Ingredients', 40],
      ['Baby Back Ribs', 30],
      ["2. Meat Church's Honey Bacon BBQ", 30],
      ['3. Meat Church Dia de la Fajita', 30],
      ['1 cup of brown sugar', 30],
      ['5. Texas Pepper Jelly', 30],
    ];
    const draft = parseRecipeText(photo(...rows, ...steps));
    expect(draft.ingredients).toEqual([
      'Baby Back Ribs',
      "Meat Church's Honey Bacon BBQ",
      'Meat Church Dia de la Fajita',
      '1 cup of brown sugar',
      'Texas Pepper Jelly',
    ]);
    expect(draft.instructions).toEqual(RIBS_STEPS_READ);
    // A number past the rows counted is no item's, nor is one with no Method heading to come.
    const skipped = parseRecipeText(
      photo(...rows.slice(0, 3), ['7. Cut the ribs in two.', 30], ...steps),
    );
    expect(skipped.ingredients).toEqual(['Baby Back Ribs']);
    expect(parseRecipeText(photo(...rows)).ingredients).toEqual(['Baby Back Ribs']);
  });

  // session 53, photos2
  it('reads a heading in capitals with a speck read as a short word before it', () => {
    // The list in the left column of a page of two, as a book prints it; a step names the
    // ingredients before a colon further down.
    const rows = (heading: string): TextLine[] =>
      photo(
        ['Banana Bread', 50],
        ['Made in our kitchen many times.', 30],
        [heading, 30],
        ['2 large eggs', 30],
        ['1 cup mashed bananas', 30],
        ['1. Prep: Heat the oven to 180C.', 30],
        ['2. Combine dry Ingredients: Add them to a large bowl.', 30],
      ).map((line, index) => (index >= 2 && index <= 4 ? { ...line, column: 0 as const } : line));
    expect(parseRecipeText(rows('Wer INGREDIENTS')).ingredients.slice(0, 2)).toEqual([
      '2 large eggs',
      '1 cup mashed bananas',
    ]);
    // A known word before it makes a line of words, not a heading.
    expect(parseRecipeText(rows('Our INGREDIENTS')).ingredients).not.toContain('2 large eggs');
  });

  it('takes a row in sentence case between rows numbered one after the other for a group heading', () => {
    const draft = parseRecipeText(
      photo(
        ['Cauliflower Alfredo', 50],
        ['Ingredients', 40],
        ['1. 300 grams pasta', 30],
        ['2. salt and pepper to taste', 30],
        ['Optional topping', 30],
        ['3. 1 teaspoon fresh thyme', 30],
        ['Fresh parsley', 30],
        ['5. 1 cup cream', 30],
      ),
    );
    expect(draft.ingredientGroups?.map((group) => group.title)).toEqual([null, 'Optional topping']);
    // A row the count skips is an item whose number was lost.
    expect(draft.ingredients).toEqual([
      '300 grams pasta',
      'salt and pepper to taste',
      '1 teaspoon fresh thyme',
      'Fresh parsley',
      '1 cup cream',
    ]);
  });

  it("reads a bare number before an amount as the list's number when the next row has the one after", () => {
    const draft = parseRecipeText(
      photo(
        ['Cauliflower Alfredo', 50],
        ['Ingredients', 40],
        ['300 grams pasta', 30],
        ['2 1 head cauliflower', 30],
        ['3. 6 cloves garlic', 30],
      ),
    );
    expect(draft.ingredients).toEqual(['300 grams pasta', '1 head cauliflower', '6 cloves garlic']);
    const counted = parseRecipeText(
      photo(['Soup', 50], ['Ingredients', 40], ['4 2 cups stock', 30], ['1. 1 onion', 30]),
    );
    expect(counted.ingredients).toEqual(['4 2 cups stock', '1 onion']);
  });

  it('takes a row in title case with no number first under the heading, before a numbered row, for a group heading', () => {
    const rows = photo(
      ['Red Velvet Ice Cream', 50],
      ['Ingredients', 40],
      ['Ice Cream', 30],
      ['1. 1 cup whole milk', 30],
      ['2. 1 tsp vanilla extract', 30],
      ['Cream Cheese Swirl', 30],
      ['3. 4 oz cream cheese', 30],
    );
    // The heading over the list is wide, so the row under it may be read as its rest.
    const draft = parseRecipeText(
      rows.map((row, at) => (at === 2 ? { ...row, runsOn: true } : row)),
    );
    expect(draft.ingredientGroups?.map((group) => group.title)).toEqual([
      'Ice Cream',
      'Cream Cheese Swirl',
    ]);
    expect(draft.ingredients).toEqual([
      '1 cup whole milk',
      '1 tsp vanilla extract',
      '4 oz cream cheese',
    ]);
  });

  it('takes a row in title case with no number between numbered rows for a group heading', () => {
    const draft = parseRecipeText(
      photo(
        ['Strawberry Shortcake', 50],
        ['Ingredients', 40],
        ['For the Biscuits', 30],
        ['1) 3 cups all purpose flour', 30],
        ['2) 2 tablespoons Turbinado sugar', 30],
        ['Homemade Whipped Cream', 30],
        ['3) 2 cups heavy cream', 30],
        ['4) 1 teaspoon vanilla extract', 30],
        ['Fresh Mint Leaves', 30],
      ),
    );
    expect(draft.ingredientGroups?.map((group) => group.title)).toEqual([
      'For the Biscuits',
      'Homemade Whipped Cream',
    ]);
    expect(draft.ingredients).toEqual([
      '3 cups all purpose flour',
      '2 tablespoons Turbinado sugar',
      '2 cups heavy cream',
      '1 teaspoon vanilla extract',
      'Fresh Mint Leaves',
    ]);
  });

  it('takes the next number that lost its dot before an amount in words for the number', () => {
    const draft = parseRecipeText(
      photo(
        ['Soda Bread', 50],
        ['Ingredients', 40],
        ['1 450g plain flour', 30],
        ['2 one half teaspoon salt', 30],
        ['3. 400ml buttermilk', 30],
      ),
    );
    expect(draft.ingredients).toEqual([
      '450g plain flour',
      'one half teaspoon salt',
      '400ml buttermilk',
    ]);
  });

  it('goes on past a row whose number the engine lost, and numbered steps still start the method', () => {
    const draft = parseRecipeText(
      photo(
        ['Oat Cookies', 50],
        ['Ingredients', 40],
        ['1. 125g butter, softened', 30],
        ['100g light brown sugar', 30],
        ['3. legg', 30],
        ['4. 150g porridge oats', 30],
        ['5 1/3 cup raisins', 30],
        ['1. Heat the oven to 180C.', 30],
        ['2. Cream the butter and sugar.', 30],
      ),
    );
    expect(draft.ingredients).toEqual([
      '125g butter, softened',
      '100g light brown sugar',
      'legg',
      '150g porridge oats',
      '1/3 cup raisins',
    ]);
    expect(draft.instructions).toEqual(['Heat the oven to 180C.', 'Cream the butter and sugar.']);
  });

  it('drops a bare list number before a weight or a decimal amount, only in a numbered list', () => {
    const numbered = parseRecipeText(
      photo(
        ['Lentil Salad', 50],
        ['Ingredients', 40],
        ['1 250g puy lentils', 30],
        ['2. 1 red onion', 30],
        ['3 0.5 tsp mustard powder', 30],
      ),
    );
    expect(numbered.ingredients).toEqual([
      '250g puy lentils',
      '1 red onion',
      '0.5 tsp mustard powder',
    ]);
    const plain = parseRecipeText(
      photo(
        ['Lentil Salad', 50],
        ['Ingredients', 40],
        ['1 500g tub yoghurt', 30],
        ['2 onions', 30],
      ),
    );
    expect(plain.ingredients).toEqual(['1 500g tub yoghurt', '2 onions']);
  });

  it('still starts the method at a step 1 after the list, with no Method heading', () => {
    const draft = parseRecipeText(
      photo(
        ['Oat Cookies', 50],
        ['Ingredients', 40],
        ['1. 125g butter', 30],
        ['2. 100g sugar', 30],
        ['1. Heat the oven to 180C.', 30],
        ['2. Beat in the sugar.', 30],
      ),
    );
    expect(draft.ingredients).toEqual(['125g butter', '100g sugar']);
    expect(draft.instructions).toEqual(['Heat the oven to 180C.', 'Beat in the sugar.']);
  });
});

describe('steps on a photographed page', () => {
  /** Method rows; `true` marks a row after one that ran to the column's edge; '' is a blank. */
  const method = (...rows: [string, boolean][]): TextLine[] => [
    { text: 'Soup', height: 60, top: 0 },
    { text: 'Ingredients', height: 30, top: 40 },
    { text: '2 onions', height: 24, top: 80 },
    { text: 'Method', height: 30, top: 120 },
    ...rows.map(([text, runsOn], index) => ({
      text,
      height: text === '' ? 0 : 24,
      top: 160 + index * 30,
      ...(runsOn ? { runsOn } : {}),
    })),
  ];

  it('starts a step whose number was lost where a sentence ended short of the edge', () => {
    const draft = parseRecipeText(
      method(
        ['1. Fry the onions in the oil until soft and', false],
        ['golden.', true],
        ['Add the stock and simmer for 20 minutes.', false],
        ['Blend until smooth.', false],
      ),
    );
    expect(draft.instructions).toEqual([
      'Fry the onions in the oil until soft and golden.',
      'Add the stock and simmer for 20 minutes.',
      'Blend until smooth.',
    ]);
  });

  it('carries a step on across a blank line and a capital where the row ran to the edge', () => {
    const draft = parseRecipeText(
      method(
        ['Fry the onions in the oil until soft.', false],
        ['', false],
        ['Add the stock and simmer for 20 minutes, stirring. Season with', false],
        ['', false],
        ['Salt and pepper, then blend.', true],
        ['_ Serve hot.', false],
      ),
    );
    expect(draft.instructions).toEqual([
      'Fry the onions in the oil until soft.',
      'Add the stock and simmer for 20 minutes, stirring. Season with Salt and pepper, then blend.',
      'Serve hot.',
    ]);
  });

  it("keeps a heading's word in lower case that ends an unfinished step in the step", () => {
    const draft = parseRecipeText(
      method(
        ['1. Mix the cream cheese until it blends with the other', false],
        ['ingredients.', false],
        ['. Whisk in the milk.', false],
        ['', false],
        ['Ingredients', false],
        ['2 eggs', false],
      ),
    );
    expect(draft.instructions).toEqual([
      'Mix the cream cheese until it blends with the other ingredients.',
      'Whisk in the milk.',
    ]);
    expect(draft.ingredients).toEqual(['2 onions', '2 eggs']);
  });

  it('keeps a row that does not start a sentence in its step', () => {
    const draft = parseRecipeText(
      method(['1. Fry the onions in the oil until', false], ['soft. Add the stock.', false]),
    );
    expect(draft.instructions).toEqual(['Fry the onions in the oil until soft. Add the stock.']);
  });
});

describe('a book page read in columns, with no headings', () => {
  /** A line of the page: [text, column (0 side, 1 method, null across), runsOn]. */
  const book = (...lines: [string, 0 | 1 | null, boolean?][]): TextLine[] => [
    { text: 'Roast Cauliflower Sauce', height: 60, top: 0 },
    { text: 'A dependable recipe for a weeknight.', height: 24, top: 60 },
    ...lines.map(([text, column, runsOn], index) => ({
      text,
      height: 24,
      top: 100 + index * 30,
      ...(column === null ? {} : { column }),
      ...(runsOn ? { runsOn } : {}),
    })),
  ];

  it('reads the side column as the ingredients and the wider column beside it as the method', () => {
    const draft = parseRecipeText(
      book(
        ['300g pasta', 0],
        ['1 head cauliflower', 0],
        ['3 tbsp olive oil', 0],
        ['salt and pepper', 0],
        ['1 Slice the cauliflower into even-sized', 1],
        ['florets about 1cm thick.', 1, true],
        ['2 Toss the cauliflower and garlic in the oil', 1],
        ['and roast for 30 minutes.', 1, true],
      ),
    );
    expect(draft.ingredients).toEqual([
      '300g pasta',
      '1 head cauliflower',
      '3 tbsp olive oil',
      'salt and pepper',
    ]);
    expect(draft.instructions).toEqual([
      'Slice the cauliflower into even-sized florets about 1cm thick.',
      'Toss the cauliflower and garlic in the oil and roast for 30 minutes.',
    ]);
  });

  it('reads a column of sentences as the method, however short the engine cut its rows', () => {
    // A photo at a slant: the method's paragraphs come in rows of a word or a few, no longer on
    // average than the list's, but they say "the" and the list never does.
    const draft = parseRecipeText(
      book(
        ['2 cups cooked chicken', 0],
        ['1/2 cup Greek yogurt', 0],
        ['2 tbsp poppy seeds', 0],
        ['1 tsp honey', 0],
        ['1 Shred the chicken', 1],
        ['into pieces.', 1, true],
        ['2 In a bowl, mix', 1],
        ['the yogurt', 1],
        ['and seeds.', 1, true],
        ['3 Pour over the', 1],
        ['chicken.', 1, true],
      ),
    );
    expect(draft.ingredients).toEqual([
      '2 cups cooked chicken',
      '1/2 cup Greek yogurt',
      '2 tbsp poppy seeds',
      '1 tsp honey',
    ]);
    expect(draft.instructions).toEqual([
      'Shred the chicken into pieces.',
      'In a bowl, mix the yogurt and seeds.',
      'Pour over the chicken.',
    ]);
  });

  it('reads a column counted 1, 2, 3 as the method, though its rows are short and say no "the"', () => {
    // The method's numbered rows open like amounts ("2 In a bowl,"), but they count up before a
    // capital and one is no ingredient; the list's amounts do not count so.
    const rows = book(
      ['1 cup corn flakes', 0],
      ['1 tsp paprika', 0],
      ['2 large eggs', 0],
      ['1 pound cod', 0],
      ['1 Preheat oven to 400°', 1],
      ['and line a tray.', 1, true],
      ['2 In a shallow bowl,', 1],
      ['whisk flakes and paprika.', 1, true],
      ['3: To assemble, dip', 1],
      ['fish in egg and flakes.', 1, true],
    );
    const draft = parseRecipeText(rows);
    expect(draft.ingredients).toEqual([
      '1 cup corn flakes',
      '1 tsp paprika',
      '2 large eggs',
      '1 pound cod',
    ]);
    expect(draft.instructions).toEqual([
      'Preheat oven to 400° and line a tray.',
      'In a shallow bowl, whisk flakes and paprika.',
      'To assemble, dip fish in egg and flakes.',
    ]);
    // A list over two columns whose second column's counts run 1, 2 before capitals is a list.
    const list = parseRecipeText(
      book(['125g butter', 0], ['100g sugar', 0], ['1 Egg', 1], ['2 Apples', 1], ['3 Pears', 1]),
    );
    expect(list.ingredients).toEqual(['125g butter', '100g sugar', '1 Egg', '2 Apples', '3 Pears']);
  });

  it('reads "Note." after a row that stops on "See" as the words it points to, not a heading', () => {
    const draft = parseRecipeText(
      book(
        ['4 large eggs', 0],
        ['2 cups flour', 0],
        ['1 Beat the eggs and spray the iron, if needed. *See', 1],
        ['Note.', 1, true],
        ['2 Fold in the flour and bake the batter.', 1],
      ),
    );
    expect(draft.ingredients).toEqual(['4 large eggs', '2 cups flour']);
    expect(draft.instructions).toEqual([
      'Beat the eggs and spray the iron, if needed. *See Note.',
      'Fold in the flour and bake the batter.',
    ]);
  });

  it('keeps a list that flows over two columns of rows as long as its own a list', () => {
    const draft = parseRecipeText(
      book(
        ['125g butter', 0],
        ['100g sugar', 0],
        ['1 egg', 0],
        ['150g oats', 1],
        ['100g plain flour', 1],
        ['1 tsp baking powder', 1],
        ['1. Heat the oven to 180C and line a tray.', null],
        ['2. Beat the butter and sugar, then the rest.', null],
      ),
    );
    expect(draft.ingredients).toEqual([
      '125g butter',
      '100g sugar',
      '1 egg',
      '150g oats',
      '100g plain flour',
      '1 tsp baking powder',
    ]);
    expect(draft.instructions).toHaveLength(2);
  });

  it("takes a first row with an amount in words in the list's second column, not a sentence", () => {
    const draft = parseRecipeText(
      book(
        ['250g puy lentils', 0],
        ['200g feta, crumbled', 0],
        ['a handful of mint leaves', 1],
        ['3 tbsp olive oil', 1],
        ['1. Simmer the lentils for 20 minutes, then drain.', null],
      ),
    );
    expect(draft.ingredients).toEqual([
      '250g puy lentils',
      '200g feta, crumbled',
      'a handful of mint leaves',
      '3 tbsp olive oil',
    ]);
    const sentence = parseRecipeText(
      book(
        ['250g puy lentils', 0],
        ['200g feta, crumbled', 0],
        ['a handful of mint leaves to serve.', 1],
        ['3 tbsp olive oil', 1],
      ),
    );
    expect(sentence.ingredients).not.toContain('a handful of mint leaves to serve.');
  });

  it('joins a wrapped row whose amount is only in brackets, and not a row of the method', () => {
    const draft = parseRecipeText(
      book(
        ['1 head cauliflower', 0],
        ['(approx. 500g)', 0, true],
        ['3 tbsp parmesan', 0],
        ['cheese (30g)', 0, true],
        ['salt and pepper to', 0],
        ['taste', 0, true],
        ['1 Bake the cauliflower in a moderate oven', 1],
        ['for 30 minutes, then blend it with the milk.', 1, true],
      ),
    );
    expect(draft.ingredients).toEqual([
      '1 head cauliflower (approx. 500g)',
      '3 tbsp parmesan cheese (30g)',
      'salt and pepper to taste',
    ]);
    expect(draft.instructions).toEqual([
      'Bake the cauliflower in a moderate oven for 30 minutes, then blend it with the milk.',
    ]);
  });
});

describe('a heading and a wrapped row told apart on a photo', () => {
  const lines = (rows: [string, boolean][]): TextLine[] => [
    { text: 'Shortbread', height: 50, top: 0 },
    { text: 'Ingredients', height: 40, top: 40 },
    ...rows.map(([text, runsOn], index) => ({ text, height: 28, top: 80 + index * 40, runsOn })),
  ];

  it('reads "for dusting" on a row that carries on the row before as its rest', () => {
    const draft = parseRecipeText(
      lines([
        ['250 g plain flour, plus extra', false],
        ['for dusting', true],
        ['25 g cornflour', false],
      ]),
    );
    expect(draft.ingredients).toEqual([
      '250 g plain flour, plus extra for dusting',
      '25 g cornflour',
    ]);
    expect(draft.ingredientGroups).toBeUndefined();
    // A heading on a row of its own, or with "the", stays a heading.
    const headed = parseRecipeText(
      lines([
        ['250 g plain flour', false],
        ['For the topping', true],
        ['25 g cornflour', false],
      ]),
    );
    expect(headed.ingredientGroups?.map((group) => group.title)).toEqual([null, 'For the topping']);
  });

  it('reads "Eor the marinade" as the heading "For the marinade"', () => {
    const draft = parseRecipeText(
      lines([
        ['Eor the marinade', false],
        ['2 tbsp soy sauce', false],
        ['For the sauce', false],
        ['1 tbsp honey', false],
      ]),
    );
    expect(draft.ingredientGroups?.map((group) => group.title)).toEqual([
      'For the marinade',
      'For the sauce',
    ]);
  });

  it('keeps a food named in two words apart from a row that ends with a food', () => {
    const draft = parseRecipeText(
      lines([
        ['1 tablespoon sesame oil', false],
        ['sesame seeds', false],
        ['2 x 400g tins chopped', false],
        ['tomatoes', false],
        ['1 tbsp soy sauce', false],
        ['fresh coriander', false],
      ]),
    );
    expect(draft.ingredients).toEqual([
      '1 tablespoon sesame oil',
      'sesame seeds',
      '2 x 400g tins chopped tomatoes',
      '1 tbsp soy sauce',
      'fresh coriander',
    ]);
  });

  it('joins "black pepper" to a row that ends "freshly cracked"', () => {
    const draft = parseRecipeText(
      lines([
        ['0.5 teaspoon sea salt', false],
        ['0.25 teaspoon freshly cracked', false],
        ['black pepper', true],
      ]),
    );
    expect(draft.ingredients).toEqual([
      '0.5 teaspoon sea salt',
      '0.25 teaspoon freshly cracked black pepper',
    ]);
  });
});

describe('a list whose rows start with bullets', () => {
  const card = (...rows: string[]) =>
    photo(
      ['Spinach Salad', 50],
      ['Ingredients', 40],
      ...rows.map((row): [string, number] => [row, 28]),
      ['Method', 40],
      ['1. Toss everything together.', 28],
    );

  it('joins a row with no bullet and no amount to the bulleted row before', () => {
    const draft = parseRecipeText(
      card(
        'o 1 lb chicken breast',
        'o 1 tbsp olive oil',
        'o 2 tsp chili powder',
        'o 1/2 cup Marzetti Simply',
        'Balsamic vinaigrette (Or a',
        'similar brand)',
        '[J 1 bunch kale, thick stems',
        'removed and leaves shredded',
        '* 1.5 tablespoon gochugaru (',
        'korean red pepper flakes)',
      ),
    );
    expect(draft.ingredients).toEqual([
      '1 lb chicken breast',
      '1 tbsp olive oil',
      '2 tsp chili powder',
      '1/2 cup Marzetti Simply Balsamic vinaigrette (Or a similar brand)',
      '1 bunch kale, thick stems removed and leaves shredded',
      '1.5 tablespoon gochugaru (korean red pepper flakes)',
    ]);
  });

  it('keeps a row with an amount, a name that stands alone or a unit first, or its own bullet', () => {
    const draft = parseRecipeText(
      card(
        '— 1 pound sirloin steak',
        '— 1 teaspoon Dijon mustard',
        '— 2 cloves garlic',
        '¼ teaspoon kosher salt',
        'pinch of pepper',
        'salt to taste',
        '— Fresh parsley, chopped',
        '— 3 tablespoons olive oil',
      ),
    );
    expect(draft.ingredients).toEqual([
      '1 pound sirloin steak',
      '1 teaspoon Dijon mustard',
      '2 cloves garlic',
      '¼ teaspoon kosher salt',
      'pinch of pepper',
      'salt to taste',
      'Fresh parsley, chopped',
      '3 tablespoons olive oil',
    ]);
  });

  it("joins the first row's rest when most of the page's rows are bulleted", () => {
    const draft = parseRecipeText(
      card(
        '0 1 package (2 1/4',
        'teaspoons) active dry yeast',
        '0 3 cups flour',
        '0 1 tsp salt',
        '0 2 tbsp olive oil',
      ),
    );
    expect(draft.ingredients).toEqual([
      '1 package (2 1/4 teaspoons) active dry yeast',
      '3 cups flour',
      '1 tsp salt',
      '2 tbsp olive oil',
    ]);
  });

  it("joins a row's rest in a group whose rows are bulleted, though the list's others lost theirs", () => {
    const draft = parseRecipeText(
      card(
        'For the chicken:',
        '1 lb Chicken breast',
        '1 tbsp Olive oil',
        '2 tsp Chili powder',
        '1 tsp Salt',
        '1/2 tsp Paprika',
        'For the salad:',
        '0 6 cups Baby spinach',
        '0 1 cup Mixed berries',
        '0 2 oz Goat cheese crumbles',
        '0 1/2 cup Marzetti Simply',
        'Balsamic Vinaigrette (Or a',
        'similar brand)',
      ),
    );
    expect(draft.ingredientGroups?.[1]?.items).toEqual([
      '6 cups Baby spinach',
      '1 cup Mixed berries',
      '2 oz Goat cheese crumbles',
      '1/2 cup Marzetti Simply Balsamic Vinaigrette (Or a similar brand)',
    ]);
    // A group of rows with no bullets keeps its rows apart, whatever the list before it.
    const plain = parseRecipeText(
      card(
        'For the salad:',
        '0 6 cups Baby spinach',
        '0 1 cup Mixed berries',
        '0 2 oz Goat cheese crumbles',
        'For the dressing:',
        '3 tbsp olive oil',
        '1 tbsp Balsamic vinegar',
        '2 tbsp lemon juice',
        'Dijon Mustard',
      ),
    );
    expect(plain.ingredientGroups?.[1]?.items).toEqual([
      '3 tbsp olive oil',
      '1 tbsp Balsamic vinegar',
      '2 tbsp lemon juice',
      'Dijon Mustard',
    ]);
  });

  it('does not join rows on a list with too few bullets', () => {
    const draft = parseRecipeText(
      card('o 1 lb chicken breast', 'o 1 tbsp olive oil', 'Baby spinach leaves'),
    );
    expect(draft.ingredients).toEqual([
      '1 lb chicken breast',
      '1 tbsp olive oil',
      'Baby spinach leaves',
    ]);
  });

  it('takes a row in title case with no bullet before a bulleted row for a group heading', () => {
    const draft = parseRecipeText(
      card(
        '— 1 pound sirloin steak',
        '— 1/2 cup cherry tomatoes',
        '— 1 head Romaine lettuce',
        'Homemade Tzatziki Sauce',
        '— Tzatziki Sauce',
      ),
    );
    expect(draft.ingredientGroups?.map((group) => group.title)).toEqual([
      null,
      'Homemade Tzatziki Sauce',
    ]);
    expect(draft.ingredients.at(-1)).toBe('Tzatziki Sauce');
    // Guillemets read for round bullets count as bullets.
    const guillemets = parseRecipeText(
      card(
        '« 3 tablespoons tamari',
        '« 1 teaspoon rice vinegar',
        'Everything Else',
        '« 8 ounces udon',
      ),
    );
    expect(guillemets.ingredientGroups?.map((group) => group.title)).toEqual([
      null,
      'Everything Else',
    ]);
  });

  it('counts a dash read as "=" or "~" as a bullet, so a heading before such rows is one (photos28)', () => {
    const draft = parseRecipeText(
      card(
        'Shortbread Base',
        '= 1 cup plain flour',
        '~ 1/4 cup caster sugar',
        '= 5 tbsp butter (melted)',
        'Lemon Topping',
        '= 8 ounces cream cheese',
        '~ 1/2 tsp lemon zest',
      ),
    );
    expect(draft.ingredientGroups?.map((group) => group.title)).toEqual([
      'Shortbread Base',
      'Lemon Topping',
    ]);
    expect(draft.ingredients).toEqual([
      '1 cup plain flour',
      '1/4 cup caster sugar',
      '5 tbsp butter (melted)',
      '8 ounces cream cheese',
      '1/2 tsp lemon zest',
    ]);
  });

  it('counts an asterisk run into the amount as a bullet, so a heading before that row is one', () => {
    const draft = parseRecipeText(
      card(
        '* 2 tsp Lemon Zest',
        '* 2 TBSP Cornstarch',
        '* 1 cup blueberries',
        'Egg Wash',
        '*1 Egg',
        '* 2 TBSP Water',
      ),
    );
    expect(draft.ingredientGroups?.map((group) => group.title)).toEqual([null, 'Egg Wash']);
    expect(draft.ingredients.slice(-2)).toEqual(['1 Egg', '2 TBSP Water']);
  });
});

describe('a wrapped row whose amount is only in brackets, with nothing marking the wrap', () => {
  it('is the rest of the row before, when it starts in lower case', () => {
    const draft = parseRecipeText(
      photo(
        ['Cauliflower Sauce', 50],
        ['Ingredients', 40],
        ['3 Tbsp parmesan', 28],
        ['cheese (30g)', 28],
        ['1 head Romaine lettuce (,', 28],
        ['chopped (about 6 cups))', 28],
        ['2 eggs (large)', 28],
      ),
    );
    expect(draft.ingredients).toEqual([
      '3 Tbsp parmesan cheese (30g)',
      '1 head Romaine lettuce (, chopped (about 6 cups))',
      '2 eggs (large)',
    ]);
  });
});

describe('a list number whose bracket touches the amount', () => {
  it('is the number ("10)1 sheet pastry")', () => {
    const draft = parseRecipeText(
      photo(
        ['Apple Strudel', 50],
        ['Ingredients', 40],
        ['9) 0.5 cup cream cheese', 28],
        ['10)1 sheet puff pastry', 28],
        ['11) 1 egg', 28],
      ),
    );
    expect(draft.ingredients).toEqual(['0.5 cup cream cheese', '1 sheet puff pastry', '1 egg']);
  });
});

describe('an asterisk bullet read as "x"', () => {
  it('goes before an amount, and a count\'s "x" stays', () => {
    const draft = parseRecipeText(
      photo(
        ['Matcha Ice Cream', 50],
        ['Ingredients', 40],
        ['* 600 mL whipping cream', 28],
        ['x 300 mL sweetened condensed milk', 28],
        ['2 x 400g tins chopped tomatoes', 28],
      ),
    );
    expect(draft.ingredients).toEqual([
      '600 mL whipping cream',
      '300 mL sweetened condensed milk',
      '2 x 400g tins chopped tomatoes',
    ]);
  });
});

describe("a printed web page's title", () => {
  it("is the tall line the page's header names, not the site's name in a large logo", () => {
    const page = (logo: string) =>
      photo(
        ['30/11/2026, 12:44', 18],
        ['The Hungry', 27],
        [logo, 60],
        ['Home » Recipes » Dinners', 20],
        ['Grilled Cheese and Greens | The Hungry Larder', 18],
        ['Recipes Dinners Baking About', 27],
        ['Search', 22],
        ['Grilled Cheese and Greens', 67],
        ['4.8 from 126 votes', 19],
        ['Ingredients', 52],
        ['2 tablespoons olive oil', 38],
        ['1 clove garlic, thinly sliced', 38],
        ['8 slices whole grain bread', 38],
        ['1/4 teaspoon kosher salt', 38],
      );
    expect(parseRecipeText(page('Larder')).name).toBe('Grilled Cheese and Greens');
    // The tallest at the top is kept when it is what the header names.
    expect(takeTitle(page('Grilled Cheese and Greens'))?.title).toBe('Grilled Cheese and Greens');
  });

  it('keeps the tallest at the top when no tall line is what the header names', () => {
    const lines = photo(
      ['Weeknight Dinners | Supper Club', 18],
      ['Larder', 60],
      ['Ingredients', 52],
      ['2 tablespoons olive oil', 38],
      ['1 clove garlic, thinly sliced', 38],
      ['8 slices whole grain bread', 38],
    );
    expect(takeTitle(lines)?.title).toBe('Larder');
  });
});

describe('a bulleted row on a bulleted list, and a bullet read alone', () => {
  it('keeps a short bulleted row in lower case an item, and drops a bullet read on its own row', () => {
    const draft = parseRecipeText(
      photo(
        ['Korean Spicy Tofu', 50],
        ['Ingredients', 40],
        ['* 1 silken tofu', 28],
        ['* 2 garlic (grated)', 28],
        ['* 1 tablespoon sesame oil', 28],
        ['* sesame seeds', 28],
        ['1 red pepper, deseeded', 28],
        ['Oo', 28],
        ['and chopped', 28],
      ),
    );
    expect(draft.ingredients).toEqual([
      '1 silken tofu',
      '2 garlic (grated)',
      '1 tablespoon sesame oil',
      'sesame seeds',
      '1 red pepper, deseeded and chopped',
    ]);
  });
});

describe('a bare number before a verb of the method', () => {
  it('starts a step, not an ingredient, with no Method heading', () => {
    const draft = parseRecipeText(
      photo(
        ['Raw Carrot Salad', 50],
        ['2 carrots, julienned', 28],
        ['1 tsp chili flakes', 28],
        ['1 tsp rice vinegar', 28],
        ['1 Add the carrots and cilantro to a jar.', 28],
        ['2 Place the lid on the jar and shake.', 28],
      ),
    );
    expect(draft.ingredients).toEqual([
      '2 carrots, julienned',
      '1 tsp chili flakes',
      '1 tsp rice vinegar',
    ]);
    expect(draft.instructions).toEqual([
      'Add the carrots and cilantro to a jar.',
      'Place the lid on the jar and shake.',
    ]);
  });

  it('leaves a food named like a verb an ingredient', () => {
    const draft = parseRecipeText(
      photo(['Scones', 50], ['Ingredients', 40], ['1 Cream cheese tub', 28], ['2 Eggs', 28]),
    );
    expect(draft.ingredients).toEqual(['1 Cream cheese tub', '2 Eggs']);
  });
});

describe("a unit read in the case the list's other units are not in", () => {
  it("takes theirs when its first letter has its capital's shape, and leaves names alone", () => {
    const draft = parseRecipeText(
      photo(
        ['Keto Cookies', 50],
        ['Ingredients', 40],
        ['1 1/2 tsp baking powder', 28],
        ['3/4 Cup brown sugar', 28],
        ['1/2 cup Powdered Sweetener', 28],
        ['1/2 tsp vanilla extract', 28],
        ['2 tbsp Olive oil', 28],
      ),
    );
    expect(draft.ingredients).toEqual([
      '1 1/2 tsp baking powder',
      '3/4 cup brown sugar',
      '1/2 cup Powdered Sweetener',
      '1/2 tsp vanilla extract',
      '2 tbsp Olive oil',
    ]);
  });

  it('keeps units in capitals on a list that writes them so, and a list with too few to agree', () => {
    const capitals = parseRecipeText(
      photo(
        ['Mug Cake', 50],
        ['Ingredients', 40],
        ['1/4 Cup protein powder', 28],
        ['1 Tablespoon flour', 28],
        ['1 Tablespoon sugar', 28],
        ['1/2 Teaspoon baking powder', 28],
      ),
    );
    expect(capitals.ingredients[0]).toBe('1/4 Cup protein powder');
    const few = parseRecipeText(
      photo(
        ['Tea', 50],
        ['Ingredients', 40],
        ['1 Cup water', 28],
        ['1 tsp sugar', 28],
        ['1 tbsp honey', 28],
      ),
    );
    expect(few.ingredients[0]).toBe('1 Cup water');
    const shouted = parseRecipeText(
      photo(
        ['Gin Fizz', 50],
        ['Ingredients', 40],
        ['2 OZ gin', 28],
        ['1 tsp sugar', 28],
        ['1 tbsp lemon juice', 28],
        ['2 tsp lime juice', 28],
      ),
    );
    expect(shouted.ingredients[0]).toBe('2 OZ gin');
  });
});

describe('two or three capitals alone on a row inside the list', () => {
  it('are a mark read as letters when they make no known word, neither heading nor item', () => {
    const lines = photo(
      ['Beef and Broccoli', 50],
      ['Ingredients', 30],
      ['1/4 cup hoisin sauce', 24],
      ['QZT', 60],
      ['2 tbsp brown sugar', 24],
      ['1 tsp sesame oil', 24],
    );
    const draft = parseRecipeText(lines);
    expect(draft.ingredients).toEqual([
      '1/4 cup hoisin sauce',
      '2 tbsp brown sugar',
      '1 tsp sesame oil',
    ]);
    expect(draft.ingredientGroups).toBeUndefined();
  });

  it('are kept when they are a word: a heading over lower-case rows, or an item', () => {
    const heading = parseRecipeText(
      photo(
        ['Lamb Chops', 50],
        ['Ingredients', 30],
        ['4 lamb chops', 24],
        ['RUB', 26],
        ['1 tsp cumin', 24],
        ['1 tsp paprika', 24],
      ),
    );
    expect(heading.ingredientGroups?.map((group) => group.title)).toEqual([null, 'Rub']);
    const item = parseRecipeText(
      photo(['Fried Rice', 50], ['Ingredients', 30], ['2 cups rice', 24], ['MSG', 24]),
    );
    expect(item.ingredients).toEqual(['2 cups rice', 'MSG']);
  });
});

describe('a list whose Ingredients heading was not read, over a method with its heading', () => {
  it('runs from its first row to the heading, rows with no figure included', () => {
    const draft = parseRecipeText(
      photo(
        ['Peach Salad', 50],
        ['A bright salad for a summer lunch.', 24],
        ['2 ripe peaches, sliced', 24],
        ['Sea salt, to taste', 24],
        ['Fresh basil, torn', 24],
        ['Method', 30],
        ['1. Arrange the peaches on a plate.', 24],
        ['2. Season and scatter the basil.', 24],
      ),
    );
    expect(draft.ingredients).toEqual([
      '2 ripe peaches, sliced',
      'Sea salt, to taste',
      'Fresh basil, torn',
    ]);
    expect(draft.description).toBe('A bright salad for a summer lunch.');
    expect(draft.instructions).toEqual([
      'Arrange the peaches on a plate.',
      'Season and scatter the basil.',
    ]);
  });
});

describe('a numbered list whose Ingredients heading was misread, over a method with its heading', () => {
  it('starts at its first numbered row: the numbers go, no row is lost', () => {
    const draft = parseRecipeText(
      photo(
        ['Oat Cookies', 50],
        ['Ingrediemts;', 24],
        ['1) 125g butter', 24],
        ['2) 100g sugar', 24],
        ['3) pinch of salt', 24],
        ['Method:', 24],
        ['1. Heat the oven.', 24],
        ['2. Mix and bake.', 24],
      ),
    );
    expect(draft.ingredients).toEqual(['125g butter', '100g sugar', 'pinch of salt']);
    expect(draft.instructions).toEqual(['Heat the oven.', 'Mix and bake.']);
  });
});

describe('a checkbox read as a letter or two against a bracket', () => {
  it('is a box: its rows are items of their own, and it is taken off them', () => {
    const draft = parseRecipeText(
      photo(
        ['Rice Bowl', 50],
        ['Ingredients', 30],
        ['[i] 2 cups rice', 24],
        ['IS] Spring onions, sliced', 24],
        ['fm] 3 cloves garlic', 24],
        ['[Sl 1 tsp salt', 24],
        ['Method', 30],
        ['1. Cook the rice.', 24],
      ),
    );
    expect(draft.ingredients).toEqual([
      '2 cups rice',
      'Spring onions, sliced',
      '3 cloves garlic',
      '1 tsp salt',
    ]);
  });
});

describe('a row with a figure inside a note left open by a word that asks for more', () => {
  /** The rows after the first two ran on from the row before. */
  const runOn = (lines: TextLine[], from: number) =>
    lines.map((line, index) => (index >= from ? { ...line, runsOn: true } : line));

  it("is the note's middle, not an item", () => {
    const draft = parseRecipeText(
      runOn(
        photo(
          ['Pear Tart', 50],
          ['Ingredients', 30],
          ['4 pears (peeled and cut into', 24],
          ['2 cm slices, I use', 24],
          ['Conference)', 24],
          ['1 sheet puff pastry', 24],
        ),
        3,
      ),
    );
    expect(draft.ingredients).toEqual([
      '4 pears (peeled and cut into 2 cm slices, I use Conference)',
      '1 sheet puff pastry',
    ]);
  });

  it('is an item after a finished word or a closed note', () => {
    const draft = parseRecipeText(
      runOn(
        photo(
          ['Pear Tart', 50],
          ['Ingredients', 30],
          ['4 pears (peeled and sliced)', 24],
          ['2 tbsp sugar', 24],
          ['1 egg (beaten', 24],
          ['2 tbsp milk', 24],
        ),
        3,
      ),
    );
    expect(draft.ingredients).toEqual([
      '4 pears (peeled and sliced)',
      '2 tbsp sugar',
      '1 egg (beaten',
      '2 tbsp milk',
    ]);
  });
});

describe('step numbers and headings as a photo reads them', () => {
  it('reads a step number whose full stop was read as a comma', () => {
    const draft = parseRecipeText(
      photo(
        ['Warm Lentil Salad', 60],
        ['Ingredients', 30],
        ['250g puy lentils', 24],
        ['200g feta, crumbled', 24],
        ['1, Simmer the lentils for 20 minutes, then drain.', 24],
        ['2, Fold in the feta.', 24],
      ),
    );
    expect(draft.ingredients).toEqual(['250g puy lentils', '200g feta, crumbled']);
    expect(draft.instructions).toEqual([
      'Simmer the lentils for 20 minutes, then drain.',
      'Fold in the feta.',
    ]);
  });

  it('reads a range after a list number as the amount, not as a step number', () => {
    const draft = parseRecipeText(
      photo(
        ['Strawberry Shortcake', 60],
        ['Ingredients', 30],
        ['1) 4 - 5 cups strawberries, sliced', 24],
        ['2) 2 tablespoons sugar', 24],
        ['Method', 30],
        ['1. Toss the strawberries with the sugar.', 24],
      ),
    );
    expect(draft.ingredients).toEqual(['4 - 5 cups strawberries, sliced', '2 tablespoons sugar']);
    expect(draft.instructions).toEqual(['Toss the strawberries with the sugar.']);
  });

  it("puts a group's heading wrapped onto the next row back together", () => {
    const draft = parseRecipeText([
      ...photo(['Beef Stroganoff', 60], ['Ingredients', 30], ['For the', 24]),
      { text: 'cucumber pickle', height: 24, top: 120, runsOn: true },
      { text: '1) 50g cucumber', height: 24, top: 160 },
      { text: 'For the sautéed', height: 24, top: 200 },
      { text: 'potatoes', height: 24, top: 240, runsOn: true },
      { text: '2) 500g waxy potatoes', height: 24, top: 280 },
      { text: 'For the beef', height: 24, top: 320 },
      { text: 'Salt', height: 24, top: 360, runsOn: true },
    ]);
    expect(draft.ingredientGroups?.map((group) => group.title)).toEqual([
      'For the cucumber pickle',
      'For the sautéed potatoes',
      'For the beef',
    ]);
    expect(draft.ingredients).toEqual(['50g cucumber', '500g waxy potatoes', 'Salt']);
  });

  it("reads a list's next number run into the amount as the number, counting rows whose numbers were lost", () => {
    const draft = parseRecipeText(
      photo(
        ['Chicken Satay Skewers', 60],
        ['Ingredients', 30],
        ['1. 4 chicken thighs', 24],
        ['2. 2 tbsp soy sauce', 24],
        ['100g peanuts', 24],
        ['4.1 1/2 tbsp sweet chilli sauce', 24],
        ['5, 6 wooden skewers', 24],
        ['6.200ml coconut milk', 24],
        ['Method', 30],
        ['1. Mix the marinade.', 24],
      ),
    );
    expect(draft.ingredients).toEqual([
      '4 chicken thighs',
      '2 tbsp soy sauce',
      '100g peanuts',
      '1 1/2 tbsp sweet chilli sauce',
      '6 wooden skewers',
      '200ml coconut milk',
    ]);
  });

  it('does not take a sentence ending on "ingredients." in a book\'s method for the heading', () => {
    const row = (text: string, column: 0 | 1, top: number): TextLine => ({
      text,
      height: 24,
      top,
      column,
    });
    const draft = parseRecipeText([
      { text: 'Ice Cream Sandwich', height: 60, top: 0 },
      row('500 ml double cream', 0, 100),
      row('1 tsp vanilla essence', 0, 130),
      row('8 biscuits', 0, 160),
      row('1 In a bowl, whip the cream until thick.', 1, 100),
      row('2 Stir the vanilla into the cream. Combine the two', 1, 130),
      row('ingredients.', 1, 160),
      row('3 Spread it between the biscuits.', 1, 190),
    ]);
    expect(draft.ingredients).toEqual([
      '500 ml double cream',
      '1 tsp vanilla essence',
      '8 biscuits',
    ]);
  });
});

describe('misreadings of session 32 (issue 31)', () => {
  /** The rows after the first two ran on from the row before. */
  const runOn = (lines: TextLine[], from: number) =>
    lines.map((line, index) => (index >= from ? { ...line, runsOn: true } : line));

  it('spaces a range\'s "to" run into its first figure only ("2to 2 1/2 cups")', () => {
    expect(mendOcrMisreads('2to 2 1/2 cups all-purpose flour')).toBe(
      '2 to 2 1/2 cups all-purpose flour',
    );
    expect(mendOcrMisreads('2tomatoes, diced')).toBe('2tomatoes, diced');
  });

  it('spaces a spoon run into its amount with its full stop ("1tbsp.")', () => {
    expect(mendOcrMisreads('1tbsp. pure honey')).toBe('1 tbsp. pure honey');
    expect(mendOcrMisreads('2tsp. salt')).toBe('2 tsp. salt');
  });

  it("closes up a word's hyphen read with a space before it", () => {
    expect(mendOcrMisreads('1 teaspoon lemon -pepper seasoning')).toBe(
      '1 teaspoon lemon-pepper seasoning',
    );
    expect(mendOcrMisreads('1 lb rhubarb (cut into 1- inch pieces)')).toBe(
      '1 lb rhubarb (cut into 1-inch pieces)',
    );
    expect(mendOcrMisreads('1 onion - diced')).toBe('1 onion - diced');
    expect(mendOcrMisreads('1- 2 tbsp oil')).toBe('1- 2 tbsp oil');
  });

  it('drops a cent sign read before a spaced gram', () => {
    expect(mendOcrMisreads('250 ¢g plain flour, plus extra for dusting')).toBe(
      '250 g plain flour, plus extra for dusting',
    );
    expect(mendOcrMisreads('1/2 ¢. sugar')).toBe('1/2 c. sugar');
  });

  it('reads "10 taste" after a word as "to taste"', () => {
    expect(mendOcrMisreads('salt and pepper 10 taste')).toBe('salt and pepper to taste');
    expect(mendOcrMisreads('Salt, 10 serve')).toBe('Salt, to serve');
    expect(mendOcrMisreads('10 tasters')).toBe('10 tasters');
  });

  it('closes up a hyphen before an inch written "in."', () => {
    expect(mendOcrMisreads('2 sweet potatoes, cut into 0.5- in. cubes')).toBe(
      '2 sweet potatoes, cut into 0.5-in. cubes',
    );
    expect(mendOcrMisreads('2 apples, cut 1- in half')).toBe('2 apples, cut 1- in half');
  });

  it('reads "0z" after a figure\'s hyphen as ounces', () => {
    expect(mendOcrMisreads('1 15-0z. can black beans')).toBe('1 15-oz. can black beans');
    expect(mendOcrMisreads('1 15-02 can')).toBe('1 15-02 can');
  });

  it('reads "thsp" run into its amount as "tbsp", spaced', () => {
    expect(mendOcrMisreads('1thsp Unsweetened Cocoa Powder')).toBe(
      '1 tbsp Unsweetened Cocoa Powder',
    );
    expect(mendOcrMisreads('2THSP butter')).toBe('2 TBSP butter');
  });

  it('reads "up" after an amount as a cup that lost its "c"', () => {
    expect(mendOcrMisreads('1/4 up dry white wine')).toBe('1/4 cup dry white wine');
    expect(mendOcrMisreads('Stir it up well')).toBe('Stir it up well');
  });

  it('reads a semicolon before "to taste" as the comma a list prints', () => {
    expect(mendOcrMisreads('Sea salt and pepper; to taste')).toBe('Sea salt and pepper, to taste');
  });

  it('keeps a wrapped word that names a food with the row before ("cayenne" / "pepper")', () => {
    const draft = parseRecipeText(
      runOn(
        photo(
          ['Fish Sticks', 50],
          ['Ingredients', 30],
          ['1/2 teaspoon cayenne', 24],
          ['pepper', 24],
          ['2 tbsp olive', 24],
          ['oil', 24],
          ['1 cup water', 24],
          ['salt', 24],
        ),
        3,
      ),
    );
    expect(draft.ingredients).toEqual([
      '1/2 teaspoon cayenne pepper',
      '2 tbsp olive oil',
      '1 cup water',
      'salt',
    ]);
  });

  it("makes a food's whole name an item after a row that ended in a two-word food", () => {
    const draft = parseRecipeText(
      runOn(
        photo(
          ['Noodles', 50],
          ['Ingredients', 30],
          ['1 tablespoon sesame oil', 24],
          ['sesame seeds', 24],
          ['1/2 teaspoon ancho', 24],
          ['chili powder', 24],
          ['2 x 400g tins butter', 24],
          ['beans', 24],
        ),
        3,
      ),
    );
    expect(draft.ingredients).toEqual([
      '1 tablespoon sesame oil',
      'sesame seeds',
      '1/2 teaspoon ancho chili powder',
      '2 x 400g tins butter beans',
    ]);
  });

  it('joins the measure that closes a note left open by "approx." though no run-on was seen', () => {
    const draft = parseRecipeText(
      photo(
        ['Cauliflower Sauce', 50],
        ['Ingredients', 30],
        ['1 head cauliflower', 24],
        ['(approx.', 24],
        ['5009)', 24],
        ['6 cloves garlic', 24],
      ),
    );
    expect(draft.ingredients).toEqual(['1 head cauliflower (approx. 500g)', '6 cloves garlic']);
  });

  it("counts a range's unit with the list's units when it agrees their case", () => {
    const draft = parseRecipeText(
      photo(
        ['Pizza Dough', 50],
        ['Ingredients', 30],
        ['1 cup warm water', 24],
        ['1 Tablespoon sugar', 24],
        ['1 Tablespoon yeast', 24],
        ['1 Tablespoon olive oil', 24],
        ['2to 2 1/2 cups flour', 24],
        ['1 tsp salt', 24],
      ),
    );
    expect(draft.ingredients).toContain('1 cup warm water');
    expect(draft.ingredients).toContain('2 to 2 1/2 cups flour');
  });
});

describe('misreadings of session 34 (issue 31)', () => {
  it("closes up a slash fraction read with a space inside it at the row's head", () => {
    expect(mendOcrMisreads('1 /2 Banana (peeled)')).toBe('1/2 Banana (peeled)');
    expect(mendOcrMisreads('3/ 4 cup milk')).toBe('3/4 cup milk');
    expect(mendOcrMisreads('200 g / 7 oz flour')).toBe('200 g / 7 oz flour');
    expect(mendOcrMisreads('4 /2 eggs')).toBe('4 /2 eggs');
  });

  it('reads "they" after an amount as a tablespoon', () => {
    expect(mendOcrMisreads('2 they soy sauce')).toBe('2 tbsp soy sauce');
    expect(mendOcrMisreads('1 1/2 They honey')).toBe('1 1/2 Tbsp honey');
    expect(mendOcrMisreads('Once they soften, add the rice')).toBe(
      'Once they soften, add the rice',
    );
  });

  it('reads "12 tsp" with its slash lost as a fraction of a teaspoon', () => {
    expect(mendOcrMisreads('12 tsp ground cumin')).toBe('1/2 tsp ground cumin');
    expect(mendOcrMisreads('14 tsp. salt')).toBe('1/4 tsp. salt');
    expect(mendOcrMisreads('12 tbsp butter')).toBe('12 tbsp butter');
    expect(mendOcrMisreads('16 tsp salt')).toBe('16 tsp salt');
  });

  it('guesses a cup with no amount before its bracket, and a "%" before a cup inside a bracket', () => {
    expect(mendOcrMisreads('cup (120 ml) heavy cream')).toBe('1/2 cup (120 ml) heavy cream');
    expect(mendOcrMisreads('4 oz. butter, (125g or % cup)')).toBe(
      '4 oz. butter, (125g or 1/2 cup)',
    );
    expect(mendOcrMisreads('(125g/% cup) butter')).toBe('(125g/1/2 cup) butter');
    expect(mendOcrMisreads('milk (2% cup)')).toBe('milk (2% cup)');
    expect(mendOcrMisreads('cupcake cases')).toBe('cupcake cases');
  });

  it('reads a mixed number\'s "%2" as its half', () => {
    expect(mendOcrMisreads('1 %2 red onions, thinly sliced')).toBe(
      '1 1/2 red onions, thinly sliced',
    );
    expect(mendOcrMisreads('2%4 cups flour')).toBe('2 1/4 cups flour');
    expect(mendOcrMisreads('2% milk')).toBe('2% milk');
    expect(mendOcrMisreads('1 %2red onions')).toBe('1 1/2 red onions');
  });

  it('keeps "to taste" alone on the row after a row that ran to the edge with that row', () => {
    const lines = photo(
      ['Cauliflower Alfredo', 50],
      ['Ingredients', 30],
      ['1/2 cup milk', 24],
      ['salt and pepper', 24],
      ['to taste', 24],
      ['1 teaspoon fresh thyme', 24],
    ).map((line) => (line.text === 'to taste' ? { ...line, runsOn: true } : line));
    expect(parseRecipeText(lines).ingredients).toEqual([
      '1/2 cup milk',
      'salt and pepper to taste',
      '1 teaspoon fresh thyme',
    ]);
  });

  it('reads a lone "YA" before a spoon as a fraction lost, guessed a half', () => {
    expect(mendOcrMisreads('YA tsp chilli flakes')).toBe('1/2 tsp chilli flakes');
    expect(mendOcrMisreads('YAM chips')).toBe('YAM chips');
  });

  it('mends a spoon or a millilitre misread after its figure', () => {
    expect(mendOcrMisreads('3 Tosp olive oil')).toBe('3 Tbsp olive oil');
    expect(mendOcrMisreads('11sp vanilla essence')).toBe('1 tsp vanilla essence');
    expect(mendOcrMisreads('500 mi double cream')).toBe('500 ml double cream');
    expect(mendOcrMisreads('250mi milk')).toBe('250ml milk');
    expect(mendOcrMisreads('1 mild chilli')).toBe('1 mild chilli');
  });

  it('mends a teaspoon that lost its "t" and grams whose "g" was read as a capital (session 41, photos37)', () => {
    expect(mendOcrMisreads('0.25sp salt')).toBe('0.25 tsp salt');
    expect(mendOcrMisreads('2 sp. ground cumin')).toBe('2 tsp. ground cumin');
    expect(mendOcrMisreads('1 cup (270 Krams) creamy peanut butter')).toBe(
      '1 cup (270 grams) creamy peanut butter',
    );
    expect(mendOcrMisreads('4 ounces (113 Rrams) semisweet chocolate')).toBe(
      '4 ounces (113 grams) semisweet chocolate',
    );
    expect(mendOcrMisreads('2 drams whisky')).toBe('2 drams whisky');
    expect(mendOcrMisreads('1 tsp salt')).toBe('1 tsp salt');
  });

  it('reads a mixed number\'s "¥%" before a spoon as its half', () => {
    expect(mendOcrMisreads('1 ¥% tsp ground turmeric')).toBe('1 1/2 tsp ground turmeric');
  });

  it('keeps a lone word after a row a preposition left open with that row', () => {
    const lines = photo(
      ['Love Bug Cookies', 50],
      ['12 Nutter Butter Cookies', 24],
      ['6 pretzel sticks, broken in', 24],
      ['half', 24],
      ['12 edible candy eyes', 24],
    ).map((line) => (line.text === 'half' ? { ...line, runsOn: true } : line));
    expect(parseRecipeText(lines).ingredients).toEqual([
      '12 Nutter Butter Cookies',
      '6 pretzel sticks, broken in half',
      '12 edible candy eyes',
    ]);
  });
});

describe('a row that ends with a figure it adds (session 34)', () => {
  it('goes on with the unit on the next row, with no amount guessed before it', () => {
    const lines = photo(
      ['Creme Brulee', 50],
      ['5 large egg yolks', 24],
      ['1/2 cup sugar +1', 24],
      ['tsp for each crème brûlée', 24],
      ['1 tsp vanilla extract', 24],
    ).map((line, index) => (index === 3 ? { ...line, runsOn: true } : line));
    expect(parseRecipeText(lines).ingredients).toEqual([
      '5 large egg yolks',
      '1/2 cup sugar +1 tsp for each crème brûlée',
      '1 tsp vanilla extract',
    ]);
  });
});

describe('a row that ends with the article of a name (session 34)', () => {
  it('goes on with the name on the next row, though that starts with a capital', () => {
    const lines = photo(
      ['Grilled Cheese and Greens', 50],
      ['8 slices whole grain bread', 24],
      ['8 slices Swiss or Le', 24],
      ['Gruyère cheese (about', 24],
      ['8 ounces total)', 24],
      ['1/4 teaspoon kosher salt', 24],
    ).map((line, index) => (index === 3 || index === 4 ? { ...line, runsOn: true } : line));
    expect(parseRecipeText(lines).ingredients).toEqual([
      '8 slices whole grain bread',
      '8 slices Swiss or Le Gruyère cheese (about 8 ounces total)',
      '1/4 teaspoon kosher salt',
    ]);
  });
});

describe('the title of a photographed recipe (session 32)', () => {
  it('keeps its last word "Recipe" read on a line of its own: no button says only that', () => {
    const lines = photo(
      ['Soups & Salads', 15],
      ['Strawberry Trifle', 16],
      ['Strawberry Trifle', 73],
      ['Recipe', 74],
      ['This one has been made in our kitchen more times than we can count.', 23],
      ['Ingredients', 30],
      ['2 cups strawberries', 23],
      ['1 cup cream', 23],
    );
    expect(takeTitle(lines)?.title).toBe('Strawberry Trifle Recipe');
  });

  it("is found under more than six lines of a web page's small print", () => {
    const lines = photo(
      ['Brus', 8],
      ['17 ag', 8],
      ['Kitchen Notes', 16],
      ['Recipes', 16],
      ['Dinners', 16],
      ['Baking', 16],
      ['About Search', 16],
      ['RAW CARROT SALAD', 37],
      ['Ingredients', 31],
      ['2 carrots (julienned)', 23],
      ['1/2 red onion (thinly sliced)', 22],
      ['1 handful cilantro', 25],
      ['1/2 tbsp maple syrup', 22],
      ['1 tbsp rice vinegar', 23],
      ['1 tsp sesame oil', 22],
      ['1 tbsp sesame seeds', 23],
      ['1/4 cup pistachios', 23],
      ['Method', 30],
      ['Mix everything in a jar and shake it well.', 23],
      ['Leave it for an hour before serving.', 22],
    );
    expect(takeTitle(lines)?.title).toBe('RAW CARROT SALAD');
  });

  it('in capitals, does not run onto a large line that is not in capitals', () => {
    const lines = photo(
      ['RAW CARROT SALAD', 37],
      ['RRsat & £5 from', 28],
      ['Ingredients', 31],
      ['2 carrots (julienned)', 23],
      ['1/2 red onion (thinly sliced)', 22],
      ['1 handful cilantro', 25],
    );
    expect(takeTitle(lines)?.title).toBe('RAW CARROT SALAD');
    const twoLines = photo(
      ['SLOW-COOKED BEEF', 37],
      ['AND ALE STEW', 36],
      ['Ingredients', 31],
      ['1kg braising steak', 23],
      ['2 onions, sliced', 22],
      ['500ml ale', 25],
      ['2 tbsp flour', 23],
      ['1 bay leaf', 22],
    );
    expect(takeTitle(twoLines)?.title).toBe('SLOW-COOKED BEEF AND ALE STEW');
  });
});

describe('misreadings of session 34 (photos22)', () => {
  it('reads a "Y" run into a whole figure before a spoon as its half', () => {
    expect(mendOcrMisreads('1Y tbsp sweet chilli sauce')).toBe('1 1/2 tbsp sweet chilli sauce');
    expect(mendOcrMisreads('1 Yukon Gold potato')).toBe('1 Yukon Gold potato');
  });

  it('reads "cap" after a fraction as a cup, and a bracket before "easpoon" as its "t"', () => {
    expect(mendOcrMisreads('1/4 cap unseasoned rice vinegar')).toBe(
      '1/4 cup unseasoned rice vinegar',
    );
    expect(mendOcrMisreads('1 cap vanilla extract')).toBe('1 cap vanilla extract');
    expect(mendOcrMisreads('1 [easpoon sesame oil')).toBe('1 teaspoon sesame oil');
  });

  it('reads a lone glyph opening a range of spoons as a half', () => {
    expect(mendOcrMisreads('Ya- 3/4 teaspoon kosher salt')).toBe('1/2- 3/4 teaspoon kosher salt');
    expect(mendOcrMisreads('Yam- and sweet potato mash')).toBe('Yam- and sweet potato mash');
  });

  it('reads "4 teaspoon" in the singular as a quarter whose "1/" was lost, not "2 tablespoon"', () => {
    expect(mendOcrMisreads('4 teaspoon salt')).toBe('1/4 teaspoon salt');
    // A "¼" read as "⅓" before a teaspoon; a third of a cup is printed and stays.
    expect(mendOcrMisreads('⅓ tsp vanilla extract')).toBe('¼ tsp vanilla extract');
    expect(mendOcrMisreads('⅓ teaspoon salt')).toBe('¼ teaspoon salt');
    expect(mendOcrMisreads('⅓ cup raisins')).toBe('⅓ cup raisins');
    // A "¾" read as "3" before a fruit in the singular; three of them take the plural.
    expect(mendOcrMisreads('3 lime, juiced')).toBe('3/4 lime, juiced');
    expect(mendOcrMisreads('3 onion (diced)')).toBe('3/4 onion (diced)');
    expect(mendOcrMisreads('3 limes, juiced')).toBe('3 limes, juiced');
    expect(mendOcrMisreads('3 lime leaves')).toBe('3 lime leaves');
    expect(mendOcrMisreads('2 lime, zest only')).toBe('2 lime, zest only');
    expect(mendOcrMisreads('4 teaspoons salt')).toBe('4 teaspoons salt');
    expect(mendOcrMisreads('2 tablespoon lemon juice')).toBe('2 tablespoon lemon juice');
  });

  it('decides a lost glyph of ounces by the grams beside it', () => {
    expect(mendOcrMisreads('2 pears (110g/3% oz)')).toBe('2 pears (110g/3 3/4 oz)');
    expect(mendOcrMisreads('flour (300g/10% oz)')).toBe('flour (300g/10 1/2 oz)');
    // 500 g is 17.6 oz: no quarter of 3 oz is near it, so the glyph is left.
    expect(mendOcrMisreads('(500g/3% oz)')).toBe('(500g/3% oz)');
    // …before a bracket, and with no whole figure ("Ys", "%"), ounces read "02" or "0z" too.
    expect(mendOcrMisreads('250g (8% 02) broccoli, cut into small florets')).toBe(
      '250g (8 3/4 oz) broccoli, cut into small florets',
    );
    expect(mendOcrMisreads('1/4 cup (6g/Ys oz) flat-leaf parsley leaves')).toBe(
      '1/4 cup (6g/1/4 oz) flat-leaf parsley leaves',
    );
    expect(mendOcrMisreads('1/4 cup (4g/% 0z) mint leaves')).toBe(
      '1/4 cup (4g/1/4 oz) mint leaves',
    );
  });
});

describe('a photographed title in two parts about a hyphen (session 34, photos22)', () => {
  it('keeps the part after " - " on a photo, and cuts it from typed text', () => {
    const lines = photo(
      ['One Pan Pasta - Sausage Tomato & Lentils', 24],
      ['Ingredients', 24],
      ['2 tablespoons olive oil', 24],
      ['3 sausages (225 grams)', 24],
      ['Method', 24],
      ['Brown the sausages in the oil.', 24],
    );
    expect(parseRecipeText(lines).name).toBe('One Pan Pasta - Sausage Tomato & Lentils');
    expect(
      parseRecipeText('Creamy orzo - ready in 20 minutes!\nIngredients\n200g orzo\n1 onion').name,
    ).toBe('Creamy orzo');
  });
});

describe('round bullets left on a few rows of a bulleted list (session 34, photos22)', () => {
  it('takes "o" off a row before a word and "oO" (one bullet read twice) off a row', () => {
    const lines = photo(
      ['Cheese and Onion Scones', 40],
      ['Ingredients', 24],
      ['o 225g self-raising flour', 24],
      ['o one half teaspoon salt', 24],
      ['oO 55g cold butter', 24],
      ['o 100g mature cheddar, grated', 24],
      ['o 2 spring onions, chopped', 24],
      ['Method', 24],
      ['Rub the butter into the flour.', 24],
    );
    expect(parseRecipeText(lines).ingredients).toEqual([
      '225g self-raising flour',
      'one half teaspoon salt',
      '55g cold butter',
      '100g mature cheddar, grated',
      '2 spring onions, chopped',
    ]);
    // Typed text keeps a row's own "o" when the list shares no bullet.
    expect(stripSharedBullet(['o one half teaspoon salt', '55g butter', '1 egg'])).toEqual([
      'o one half teaspoon salt',
      '55g butter',
      '1 egg',
    ]);
  });
});

describe('a hyphen spaced after and a "%" before a plural food (session 34, photos22)', () => {
  it('closes "all- purpose", and leaves a hyphen hanging before "or"', () => {
    expect(mendOcrMisreads('2/3 cup + 1 tablespoon all- purpose flour')).toBe(
      '2/3 cup + 1 tablespoon all-purpose flour',
    );
    expect(mendOcrMisreads('1 cup whole- or semi-skimmed milk')).toBe(
      '1 cup whole- or semi-skimmed milk',
    );
  });

  it('reads "1%" before a food counted in the plural as one and a half, not a milk\'s fat', () => {
    expect(mendOcrMisreads('1% red onions, thinly sliced')).toBe('1 1/2 red onions, thinly sliced');
    expect(mendOcrMisreads('2% milk')).toBe('2% milk');
    expect(mendOcrMisreads('0% fat Greek yogurt')).toBe('0% fat Greek yogurt');
  });
});

describe('a numbered list read with its numbers bare (session 34, photos22)', () => {
  it('takes a number before a whole count and a word as the row\'s number, and drops "tk"', () => {
    const lines = photo(
      ['Korean Spicy Marinated Tofu', 40],
      ['Ingredients', 24],
      ['tk', 24],
      ['1 silken tofu', 24],
      ['2 1 green onion', 24],
      ['2 2 garlic (grated)', 24],
      ['4 1.5 tablespoon gochugaru', 24],
      ['5. 1 tablespoon honey', 24],
      ['Method', 24],
      ['1. Slice the green onions.', 24],
    );
    expect(parseRecipeText(lines).ingredients).toEqual([
      '1 silken tofu',
      '1 green onion',
      '2 garlic (grated)',
      '1.5 tablespoon gochugaru',
      '1 tablespoon honey',
    ]);
  });

  it('drops two lower-case letters alone on a row of the list, not a row that is a word', () => {
    const lines = photo(
      ['Spiced Carrots', 40],
      ['Ingredients', 24],
      ['500g carrots', 24],
      ['1 tsp ground coriander', 24],
      ['ol', 24],
      ['2 tbsp olive oil', 24],
    );
    expect(parseRecipeText(lines).ingredients).toEqual([
      '500g carrots',
      '1 tsp ground coriander',
      '2 tbsp olive oil',
    ]);
  });
});

describe("a title's last line lost, given by the running head (session 34, photos22)", () => {
  it('takes the running head that goes on past every word of the title printed large', () => {
    const lines = photo(
      ['Soups & Salads', 11],
      ['Easy Homemade Strawberry Muffins', 15],
      ['Easy Homemade Strawberry', 57],
      ['2 cups all-purpose flour', 16],
      ['1/2 cup vegetable oil', 16],
      ['1 cup sugar', 16],
      ['2 large eggs', 16],
    );
    expect(takeTitle(lines)?.title).toBe('Easy Homemade Strawberry Muffins');
    // A running head that names the title in other words leaves it as printed large.
    const other = photo(
      ['Weekend Baking Favourites', 11],
      ['Cheese Scones', 57],
      ['225g self-raising flour', 16],
      ['55g butter', 16],
      ['100g cheddar, grated', 16],
    );
    expect(takeTitle(other)?.title).toBe('Cheese Scones');
  });
});

describe('a title a running head names word for word (session 34, photos22)', () => {
  it('takes the larger line that says the running head again, though not much taller than the body', () => {
    const lines = photo(
      ['BAKING DAY', 23],
      ['Banana Oatmeal Muffins', 25],
      ['BANANA OATMEAL MUFFINS', 40],
      ['A dependable recipe for a weeknight, and better the', 35],
      ['2 1/2 cups oats (or', 30],
      ['2 cups oat flour)', 31],
      ['3 ripe bananas', 32],
      ['(large, mashed)', 38],
      ['2 tbsp ground', 38],
      ['flaxseed (mixed', 34],
      ['with 5 tbsp of', 32],
      ['water)', 35],
    );
    expect(takeTitle(lines)?.title).toBe('BANANA OATMEAL MUFFINS');
    expect(takeTitle(lines.filter((line) => line.text !== 'Banana Oatmeal Muffins'))).toBeNull();
  });
});

describe('misreadings of session 35 (photos25)', () => {
  it('reads a lost slash before a fruit or a vegetable in the singular as a fraction', () => {
    expect(mendOcrMisreads('Juice of 14 lemon')).toBe('Juice of 1/4 lemon');
    expect(mendOcrMisreads('zest of 12 orange')).toBe('zest of 1/2 orange');
    expect(mendOcrMisreads('12 onion, finely diced')).toBe('1/2 onion, finely diced');
    expect(mendOcrMisreads('34 cucumber (peeled)')).toBe('3/4 cucumber (peeled)');
    expect(mendOcrMisreads('12 onions, diced')).toBe('12 onions, diced');
    expect(mendOcrMisreads('12 lemon wedges')).toBe('12 lemon wedges');
    expect(mendOcrMisreads('Juice of 2 lemons')).toBe('Juice of 2 lemons');
  });
  it("reads a weight's last nought read as a 6 at the row's head as the nought", () => {
    expect(mendOcrMisreads('156g caster sugar')).toBe('150g caster sugar');
    expect(mendOcrMisreads('2569 puy lentils')).toBe('250g puy lentils');
    expect(mendOcrMisreads('106 ml whole milk')).toBe('100 ml whole milk');
    expect(mendOcrMisreads('1 1/4 cups (156g) flour')).toBe('1 1/4 cups (156g) flour');
    expect(mendOcrMisreads('166g butter')).toBe('166g butter');
    expect(mendOcrMisreads('56g butter')).toBe('56g butter');
  });
});

describe('a glyph\'s "1" read as a yen sign, and a "1" read as a letter before a size (session 35, photos25)', () => {
  it('reads "¥4" before a spoon or a cup as a quarter', () => {
    expect(mendOcrMisreads('¥4 cup cocoa powder')).toBe('1/4 cup cocoa powder');
    expect(mendOcrMisreads('1 ¥2 tsp salt')).toBe('1 1/2 tsp salt');
  });
  it('reads "L-inch" as "1-inch"', () => {
    expect(mendOcrMisreads('1 pound cod fillets (cut into L-inch strips)')).toBe(
      '1 pound cod fillets (cut into 1-inch strips)',
    );
    expect(mendOcrMisreads('2 carrots, in l-cm dice')).toBe('2 carrots, in 1-cm dice');
    expect(mendOcrMisreads('1 XL-inch cake tin')).toBe('1 XL-inch cake tin');
  });
});

describe('a lost glyph after a whole figure, or before a fruit in the singular (session 35, photos25)', () => {
  it("reads a mixed number's glyph kept as letters before a spoon or a cup", () => {
    expect(mendOcrMisreads('1 Y cup sugar')).toBe('1 1/2 cup sugar');
    expect(mendOcrMisreads('2 Yi tsp salt')).toBe('2 1/4 tsp salt');
    expect(mendOcrMisreads('1 Vs cup flour')).toBe('1 1/2 cup flour');
    expect(mendOcrMisreads('1 Yellow onion')).toBe('1 Yellow onion');
  });
  it('reads a glyph alone before a fruit or a vegetable in the singular', () => {
    expect(mendOcrMisreads('Y lemon, juiced')).toBe('1/2 lemon, juiced');
    expect(mendOcrMisreads('Ya onion (diced)')).toBe('1/2 onion (diced)');
    expect(mendOcrMisreads('¥ English cucumber (diced)')).toBe('1/2 English cucumber (diced)');
    expect(mendOcrMisreads('Y red onion, sliced')).toBe('1/2 red onion, sliced');
    expect(mendOcrMisreads('Y red onions, sliced')).toBe('Y red onions, sliced');
    expect(mendOcrMisreads('Y lemons, juiced')).toBe('Y lemons, juiced');
    expect(mendOcrMisreads('Yellow onion')).toBe('Yellow onion');
  });
});

describe('a pound read "Ib", and a "1" read as a letter run into its spoon (session 35, photos25)', () => {
  it('reads "Ib" after a figure as a pound', () => {
    expect(mendOcrMisreads('4 Ib pork shoulder')).toBe('4 lb pork shoulder');
    expect(mendOcrMisreads('2 Ibs. minced beef')).toBe('2 lbs. minced beef');
    expect(mendOcrMisreads('Ib pork shoulder')).toBe('Ib pork shoulder');
  });
  it('reads "Ttsp", "Itbsp" at the head as one spoon', () => {
    expect(mendOcrMisreads('Ttsp minced garlic')).toBe('1 tsp minced garlic');
    expect(mendOcrMisreads('Itbsp honey')).toBe('1 tbsp honey');
    expect(mendOcrMisreads('Tbsp honey')).toBe('Tbsp honey');
  });
});

describe("a checkbox's side read as a figure other than 1 before the amount (session 35, photos25)", () => {
  it('comes off the row as "[1" does', () => {
    const draft = parseRecipeText(
      photo(
        ['Ingredients', 30],
        ['[2 2 Thai chilis (minced)', 24],
        ['[) 1 teaspoon rice vinegar', 24],
        ['[2 Thai chilis', 24],
      ),
    );
    expect(draft.ingredients).toEqual([
      '2 Thai chilis (minced)',
      '1 teaspoon rice vinegar',
      '2 Thai chilis',
    ]);
  });
});

describe("a can's size run into its count, and a glyph's figures before a singular fruit (session 35, photos25)", () => {
  it('reads "115-oz." as one can of 15 ounces', () => {
    expect(mendOcrMisreads('115-oz. can black beans, drained')).toBe(
      '1 15-oz. can black beans, drained',
    );
    expect(mendOcrMisreads('128-ounce can tomatoes')).toBe('1 28-ounce can tomatoes');
    expect(mendOcrMisreads('150-oz tub')).toBe('150-oz tub');
  });
  it('reads "V2 lemon" as half a lemon', () => {
    expect(mendOcrMisreads('V2 lemon, juiced')).toBe('1/2 lemon, juiced');
    expect(mendOcrMisreads('V2 lemons, juiced')).toBe('V2 lemons, juiced');
  });
});

describe('misreadings of fresh samples (session 35, photos25)', () => {
  it('reads a sixth of a spoon as an eighth', () => {
    expect(mendOcrMisreads('1/6 teaspoon ground black pepper')).toBe(
      '1/8 teaspoon ground black pepper',
    );
    expect(mendOcrMisreads('1/6 of the dough')).toBe('1/6 of the dough');
  });
  it('reads a gram "g" read as "4" or "(" after a round amount', () => {
    expect(mendOcrMisreads('2504 puy lentils')).toBe('250g puy lentils');
    expect(mendOcrMisreads('225( self-raising flour')).toBe('225g self-raising flour');
    expect(mendOcrMisreads('2004 vintage port')).toBe('2004 vintage port');
    expect(mendOcrMisreads('2 cups (about 225( flour)')).toBe('2 cups (about 225( flour))');
    expect(mendYearGrams(['2004 feta, crumbled', '250g puy lentils'])).toEqual([
      '200g feta, crumbled',
      '250g puy lentils',
    ]);
  });
  it('reads a semicolon or a full stop before how a food is made ready as a comma', () => {
    expect(mendOcrMisreads('200 g unsalted butter; softened')).toBe(
      '200 g unsalted butter, softened',
    );
    expect(mendOcrMisreads('1 large egg. beaten')).toBe('1 large egg, beaten');
    expect(mendOcrMisreads('100 g caster sugar; plus extra')).toBe(
      '100 g caster sugar, plus extra',
    );
    expect(mendOcrMisreads('1 tbsp. melted butter')).toBe('1 tbsp. melted butter');
    expect(mendOcrMisreads('1 tomato (canned is fine; drain it first)')).toBe(
      '1 tomato (canned is fine; drain it first)',
    );
  });
  it('reads a glyph kept as "Yu" before a spoon as a half', () => {
    expect(mendOcrMisreads('Yu tbsp apple cider vinegar')).toBe('1/2 tbsp apple cider vinegar');
    expect(mendOcrMisreads('Yutsp chilli flakes')).toBe('1/2 tsp chilli flakes');
  });
});

describe('more misreadings of fresh samples (session 35, photos25)', () => {
  it('reads a bar after a dash as a capital "I"', () => {
    expect(mendOcrMisreads('1/2 cup fresh herbs - | use cilantro, mint')).toBe(
      '1/2 cup fresh herbs - I use cilantro, mint',
    );
    expect(mendOcrMisreads('salt | pepper')).toBe('salt | pepper');
  });
  it('reads "sp" after an amount as a teaspoon', () => {
    expect(mendOcrMisreads('1/2 sp vanilla extract')).toBe('1/2 tsp vanilla extract');
  });
  it('drops a semicolon ending the row', () => {
    expect(mendOcrMisreads('150g porridge oats;')).toBe('150g porridge oats');
  });
  it('reads a lone "9" after a spaced figure in a bracket as grams', () => {
    expect(mendOcrMisreads('1/2 cup (105 9) natural cane sugar')).toBe(
      '1/2 cup (105 g) natural cane sugar',
    );
  });
});

describe('misreadings of a third fresh sample (session 35, photos25)', () => {
  it('reads "150m" before a food as millilitres', () => {
    expect(mendOcrMisreads('150m milk')).toBe('150ml milk');
    expect(mendOcrMisreads('1 m butcher’s twine')).toBe('1 m butcher’s twine');
  });
  it('reads "6.5 lemon" as a half', () => {
    expect(mendOcrMisreads('6.5 lemon, juiced')).toBe('0.5 lemon, juiced');
    expect(mendOcrMisreads('6.5 lemons, juiced')).toBe('6.5 lemons, juiced');
  });
  it('reads ", i desired" as "if desired"', () => {
    expect(mendOcrMisreads('sesame seeds for garnish, i desired')).toBe(
      'sesame seeds for garnish, if desired',
    );
  });
  it('takes "DO" off the rows of a checkbox list', () => {
    const draft = parseRecipeText(
      photo(
        ['Ingredients', 30],
        ['DO 1 cup low sodium beef broth', 24],
        ['DO 4 garlic cloves (minced)', 24],
        ['DO 2 tablespoons cornstarch', 24],
        ['DO 2 heads broccoli (cut into florets)', 24],
      ),
    );
    expect(draft.ingredients).toEqual([
      '1 cup low sodium beef broth',
      '4 garlic cloves (minced)',
      '2 tablespoons cornstarch',
      '2 heads broccoli (cut into florets)',
    ]);
  });
});

describe('an "or" read "of" opening a bracket (session 35, photos25)', () => {
  it('is "or" before another food, and left before words of choice', () => {
    expect(mendOcrMisreads('2 tbsp ghee (of grass fed butter)')).toBe(
      '2 tbsp ghee (or grass fed butter)',
    );
    expect(mendOcrMisreads('1 cup nuts (of your choice)')).toBe('1 cup nuts (of your choice)');
    expect(mendOcrMisreads('1 cup nuts (of any kind)')).toBe('1 cup nuts (of any kind)');
  });
});

describe('a hyphen lost between a figure and its inch (session 35, photos25)', () => {
  it('is put back', () => {
    expect(mendOcrMisreads('2 sweet potatoes, cut into 0.5in. cubes')).toBe(
      '2 sweet potatoes, cut into 0.5-in. cubes',
    );
    expect(mendOcrMisreads('1 (2inch) piece ginger')).toBe('1 (2-inch) piece ginger');
    expect(mendOcrMisreads('1 inch ginger')).toBe('1 inch ginger');
  });
});

describe('a glyph before a stick of butter in a bracket (session 35, photos25)', () => {
  it('is a half', () => {
    expect(mendOcrMisreads('1/4 cup unsalted butter (¥: stick)')).toBe(
      '1/4 cup unsalted butter (1/2 stick)',
    );
    expect(mendOcrMisreads('1/2 cup butter (1 stick)')).toBe('1/2 cup butter (1 stick)');
  });
});

describe('misreadings of a fourth fresh sample (session 35, photos25)', () => {
  it('reads "8.25 teaspoon" as a quarter', () => {
    expect(mendOcrMisreads('8.25 teaspoon kosher salt')).toBe('0.25 teaspoon kosher salt');
    expect(mendOcrMisreads('8.5 cups flour')).toBe('8.5 cups flour');
  });
  it('reads "1/7 tbsp" as a half', () => {
    expect(mendOcrMisreads('1/7 tbsp maple syrup')).toBe('1/2 tbsp maple syrup');
  });
  it('reads a lone "v" before a singular vegetable as a glyph', () => {
    expect(mendOcrMisreads('v English cucumber (diced)')).toBe('1/2 English cucumber (diced)');
  });
});

/**
 * A photographed card: its title, "Ingredients", then one row every 40 px, each `[text, runsOn]`
 * (runsOn: the engine saw the row carry on from the one above).
 */
function listedCard(
  title: { text: string; height: number },
  rows: readonly [string, boolean?][],
): TextLine[] {
  return [
    { ...title, top: 0 },
    { text: 'Ingredients', height: 40, top: 40 },
    ...rows.map(([text, runsOn = false], index) => ({
      text,
      height: 28,
      top: 80 + index * 40,
      ...(runsOn ? { runsOn } : {}),
    })),
  ];
}

describe('a heading, a speck and two letters in a photographed list (session 36, photos28)', () => {
  const card = (...rows: [string, boolean?][]): TextLine[] =>
    listedCard({ text: 'Lemon Drizzle Traybake', height: 50 }, rows);

  it('reads a heading whose colon was read as a comma as the heading, over a row with an amount', () => {
    const draft = parseRecipeText(
      card(
        ['* 200g self-raising flour'],
        ['* 1/4 teaspoon salt'],
        ['For the Lemon Icing,'],
        ['* 100g icing sugar'],
        ['- 2 tbsp lemon juice (+/- 1 tbsp)'],
        ['Crunchy Topping;', true],
        ['- 2 tbsp granulated sugar'],
      ),
    );
    expect(draft.ingredientGroups?.map((group) => group.title)).toEqual([
      null,
      'For the Lemon Icing',
      'Crunchy Topping',
    ]);
    expect(draft.ingredients).toEqual([
      '200g self-raising flour',
      '1/4 teaspoon salt',
      '100g icing sugar',
      '2 tbsp lemon juice (+/- 1 tbsp)',
      '2 tbsp granulated sugar',
    ]);
    // A wrapped row's part that ends in a comma, its words going on after it, stays the row's.
    const wrapped = parseRecipeText(
      card(['1 tsp Flaky Sea'], ['Salt,', true], ['to taste', true], ['2 eggs']),
    );
    expect(wrapped.ingredientGroups).toBeUndefined();
  });

  it('reads a section heading after a slash read from a speck', () => {
    const draft = parseRecipeText(
      card(['2 eggs'], ['100g caster sugar'], ['/ Method'], ['1. Beat the eggs and the sugar.']),
    );
    expect(draft.ingredients).toEqual(['2 eggs', '100g caster sugar']);
    expect(draft.instructions).toEqual(['Beat the eggs and the sugar.']);
  });

  it('drops two letters of any case alone on a row inside the list', () => {
    const draft = parseRecipeText(card(['2 eggs'], ['Se'], ['100g caster sugar']));
    expect(draft.ingredients).toEqual(['2 eggs', '100g caster sugar']);
  });

  it("drops a list's number read with a speck on a row of its own, but keeps a weight", () => {
    const draft = parseRecipeText(
      card(['1. 2 eggs'], ['2s'], ['100g caster sugar'], ['3. 50g butter'], ['4oz']),
    );
    expect(draft.ingredients).toEqual(['2 eggs', '100g caster sugar', '50g butter', '4oz']);
  });
});

describe("a title's last line of one word over an introduction (session 36, photos28)", () => {
  it('reads the title in title case with its line above, so the introduction is not its rest', () => {
    const lines = photo(
      ['Weeknight Dinners', 18],
      ['Smoky Chickpea and Spinach', 30],
      ['Stew', 31],
      ['A bowl we make every week once the evenings draw in.', 23],
      ['2 tbsp olive oil', 21],
      ['1 onion, sliced', 21],
      ['400g tin chickpeas', 21],
    );
    expect(takeTitle(lines)?.title).toBe('Smoky Chickpea and Spinach Stew');
  });
});

describe('a "1" read as a letter and run into its food on a row that carries on (session 36, photos28)', () => {
  it('starts an item of its own, not the rest of the row before', () => {
    const draft = parseRecipeText([
      { text: 'Banana Loaf', height: 50, top: 0 },
      { text: 'Ingredients', height: 40, top: 40 },
      { text: '150g soft dark brown sugar', height: 28, top: 80 },
      { text: 'Ionion', height: 28, top: 120, runsOn: true },
      { text: 'legg', height: 28, top: 160, runsOn: true },
      { text: '2 ripe bananas', height: 28, top: 200 },
    ]);
    expect(mendDraftWords(draft).ingredients).toEqual([
      '150g soft dark brown sugar',
      '1 onion',
      '1 egg',
      '2 ripe bananas',
    ]);
  });
});

describe("a count's unit run into its amount (session 36, photos28)", () => {
  it('is spaced as a spoon or a cup is', () => {
    expect(mendOcrMisreads('1bag (10 ounces) mini marshmallows')).toBe(
      '1 bag (10 ounces) mini marshmallows',
    );
    expect(mendOcrMisreads('2cans chickpeas, drained')).toBe('2 cans chickpeas, drained');
    expect(mendOcrMisreads('250g plain flour')).toBe('250g plain flour');
    expect(mendOcrMisreads('1 bagel, halved')).toBe('1 bagel, halved');
  });
});

describe('a heading naming a sub-recipe over the row it makes (session 36, photos30)', () => {
  const card = (...rows: [string, boolean?][]): TextLine[] =>
    listedCard({ text: 'Pulled Pork Buns', height: 60 }, rows);

  it("heads a group when the row under it is the heading's last words", () => {
    const draft = parseRecipeText(
      card(
        ['For the Buns'],
        ['4 brioche buns'],
        ['2 tbsp butter'],
        ['Quick Pickled Red Onions'],
        ['Pickled Red Onions', true],
      ),
    );
    expect(draft.ingredientGroups?.map((group) => group.title)).toEqual([
      'For the Buns',
      'Quick Pickled Red Onions',
    ]);
    expect(draft.ingredients).toEqual(['4 brioche buns', '2 tbsp butter', 'Pickled Red Onions']);
    // A row that is not the heading's tail leaves it an item, as before.
    const plain = parseRecipeText(
      card(['For the Buns'], ['4 brioche buns'], ['Quick Pickled Red Onions'], ['Coleslaw']),
    );
    expect(plain.ingredientGroups?.map((group) => group.title)).toEqual(['For the Buns']);
    expect(plain.ingredients).toEqual(['4 brioche buns', 'Quick Pickled Red Onions', 'Coleslaw']);
  });
});

describe("a food's form on the row after its name (session 36, photos30)", () => {
  const card = (...rows: [string, boolean?][]): TextLine[] =>
    listedCard({ text: 'Summer Salad', height: 60 }, rows);

  it('is the rest of the row, though the word alone names a food', () => {
    const draft = parseRecipeText(
      card(['100g feta cheese'], ['crumbles', true], ['1 bunch mint'], ['leaves, picked', true]),
    );
    expect(draft.ingredients).toEqual(['100g feta cheese crumbles', '1 bunch mint leaves, picked']);
    // An item of its own that opens with such a word has its capital.
    const own = parseRecipeText(card(['2 tbsp olive oil'], ['Sprigs fresh oregano', true]));
    expect(own.ingredients).toEqual(['2 tbsp olive oil', 'Sprigs fresh oregano']);
  });
});

describe('a row after a finished preparation, and braces (session 37, photos31)', () => {
  const card = (...rows: [string, boolean?][]): TextLine[] =>
    listedCard({ text: 'Warm Lentil Salad', height: 60 }, rows);

  it('reads a row under a row that ends with its preparation as an item of its own', () => {
    const draft = parseRecipeText(
      card(
        ['250g puy lentils'],
        ['1.5 red onions, thinly sliced'],
        ['cucumber, diced', true],
        ['200g feta, crumbled'],
        ['a handful of mint leaves', true],
        ['1 Honeycrisp apple, sliced'],
        ['Canola oil, for frying', true],
      ),
    );
    expect(draft.ingredients).toEqual([
      '250g puy lentils',
      '1.5 red onions, thinly sliced',
      'cucumber, diced',
      '200g feta, crumbled',
      'a handful of mint leaves',
      '1 Honeycrisp apple, sliced',
      'Canola oil, for frying',
    ]);
  });

  it('still joins what goes on after a preparation: a joining word, more preparation, a bracket', () => {
    const draft = parseRecipeText(
      card(
        ['1 red pepper, thinly sliced'],
        ['into strips', true],
        ['1 lemon, zested'],
        ['and juiced', true],
        ['1 aubergine, peeled'],
        ['cut into cubes', true],
        ['100g butter, softened'],
        ['(at room temperature)', true],
        ['2 onions, sliced'],
        ['thin', true],
      ),
    );
    expect(draft.ingredients).toEqual([
      '1 red pepper, thinly sliced into strips',
      '1 lemon, zested and juiced',
      '1 aubergine, peeled cut into cubes',
      '100g butter, softened (at room temperature)',
      '2 onions, sliced thin',
    ]);
  });

  it("reads a photo row's braces as brackets", () => {
    expect(mendBraces('2 heads broccoli {cut into florets)')).toBe(
      '2 heads broccoli (cut into florets)',
    );
    expect(mendBraces('1 {(8-ounce) wheel Brie')).toBe('1 (8-ounce) wheel Brie');
    expect(mendBraces('100g butter (softened}')).toBe('100g butter (softened)');
    const draft = parseRecipeText(
      card(['1/2 sheet puff pastry', false], ['{such as Dufour), thawed', true], ['1 egg']),
    );
    expect(draft.ingredients).toEqual(['1/2 sheet puff pastry (such as Dufour), thawed', '1 egg']);
    // Typed text keeps what it was given.
    expect(parseRecipeText('Ingredients\n1 cup {optional} sugar').ingredients).toEqual([
      '1 cup {optional} sugar',
    ]);
  });

  it('takes a round bullet read as "Q", "(Q" or "J)" off before an amount', () => {
    expect(cleanLine('(Q 2 avocados (peeled and cubed)')).toBe('2 avocados (peeled and cubed)');
    expect(cleanLine('Q 0.25 cup sesame tahini')).toBe('0.25 cup sesame tahini');
    expect(cleanLine('J) 2 sweet potatoes (peeled and')).toBe('2 sweet potatoes (peeled and');
    // Not before a word, nor a "Q" that starts one.
    expect(cleanLine('Q cheese')).toBe('Q cheese');
    expect(cleanLine('Quinoa 200g')).toBe('Quinoa 200g');
    const draft = parseRecipeText(
      card(
        ['1 cup Cole slaw mix (red and'],
        ['green cabbage & carrots)', true],
        ['(Q 2 avocados', true],
      ),
    );
    expect(draft.ingredients).toEqual([
      '1 cup Cole slaw mix (red and green cabbage & carrots)',
      '2 avocados',
    ]);
  });
});

describe('a bullet read as a curly quote (session 38, photos32)', () => {
  it('comes off before an amount, and a quote before words stays', () => {
    expect(cleanLine('“2 tbsp soy sauce')).toBe('2 tbsp soy sauce');
    expect(cleanLine('“ 3 1/2 tbsp sweet chilli sauce')).toBe('3 1/2 tbsp sweet chilli sauce');
    expect(cleanLine('‘4 tbsp crunchy peanut butter')).toBe('4 tbsp crunchy peanut butter');
    expect(cleanLine('“Nduja” 50g')).toBe('“Nduja” 50g');
  });
});

describe('an "8" read as "B" before a size (session 38, photos32)', () => {
  it('is an 8 before a hyphened unit, and a "B" elsewhere stays', () => {
    expect(mendOcrMisreads('1 (B-ounce) wheel Brie')).toBe('1 (8-ounce) wheel Brie');
    expect(mendOcrMisreads('1 B-inch pie crust')).toBe('1 8-inch pie crust');
    expect(mendOcrMisreads('1 cup Vitamin B-rich flour')).toBe('1 cup Vitamin B-rich flour');
    expect(mendOcrMisreads('2 BB-ounce steaks')).toBe('2 BB-ounce steaks');
  });
});

describe('a half read "¥%" or "%" inside a range (session 38, photos33)', () => {
  it('is a half before a range\'s hyphen or "to"', () => {
    expect(mendOcrMisreads('1 red chilli* or ¥%-1 tsp chilli flakes, adjust to preference')).toBe(
      '1 red chilli* or 1/2-1 tsp chilli flakes, adjust to preference',
    );
    expect(mendOcrMisreads('1 lemon (or Y% to 1 tsp zest)')).toBe('1 lemon (or 1/2 to 1 tsp zest)');
    expect(mendOcrMisreads('1 tin (¥% kg) tomatoes')).toBe('1 tin (¥% kg) tomatoes');
  });

  it("is a mixed number's half as a range's second figure before a pound, a spoon or a cup", () => {
    expect(mendOcrMisreads('2 bone-in chicken breasts, skin removed (1 to 1 % pounds)')).toBe(
      '2 bone-in chicken breasts, skin removed (1 to 1 1/2 pounds)',
    );
    expect(mendOcrMisreads('2-2 % cups flour')).toBe('2-2 1/2 cups flour');
    expect(mendOcrMisreads('1 to 2 % milk')).toBe('1 to 2 % milk');
  });
});

describe('a capital "I" read as "1" before a verb a cook says of themselves (session 38, photos33)', () => {
  it('is "I" opening a bracket or a clause, and an amount there stays', () => {
    expect(
      mendOcrMisreads('1-2 chocolate truffles in the middle (1 use Lindt dark chocolate)'),
    ).toBe('1-2 chocolate truffles in the middle (I use Lindt dark chocolate)');
    expect(mendOcrMisreads('100g butter, 1 prefer unsalted')).toBe(
      '100g butter, I prefer unsalted',
    );
    expect(mendOcrMisreads('2 eggs (1 used large ones)')).toBe('2 eggs (I used large ones)');
    expect(mendOcrMisreads('1 onion (1 large or 2 small)')).toBe('1 onion (1 large or 2 small)');
    expect(mendOcrMisreads('1 use-by label')).toBe('1 use-by label');
  });
});

describe('a round weight\'s last nought read as "8" before its unit (session 38, photos33)', () => {
  it('is a nought before grams or millilitres, and an "8" with no unit is the gram', () => {
    expect(mendOcrMisreads('208ml coconut milk')).toBe('200ml coconut milk');
    expect(mendOcrMisreads('508 g plain flour')).toBe('500 g plain flour');
    expect(mendOcrMisreads('2258 self-raising flour')).toBe('225g self-raising flour');
    expect(mendOcrMisreads('128g butter')).toBe('128g butter');
    expect(mendOcrMisreads('Serves 4 (208ml each)')).toBe('Serves 4 (208ml each)');
  });
});

describe('a name brought in at the end of the row before (session 38, photos33)', () => {
  const card = (...rows: [string, boolean?][]): TextLine[] =>
    listedCard({ text: 'Puttanesca pasta', height: 60 }, rows);

  it('keeps its capital on the row it wrapped to', () => {
    expect(
      parseRecipeText(card(['12 black olives, I used', false], ['Kalamata', true], ['1 egg']))
        .ingredients,
    ).toEqual(['12 black olives, I used Kalamata', '1 egg']);
    expect(
      parseRecipeText(card(['100g dark chocolate, such as', false], ['Callebaut', true]))
        .ingredients,
    ).toEqual(['100g dark chocolate, such as Callebaut']);
    // A capital the engine misread on a row that goes on is lower case, as before.
    expect(
      parseRecipeText(card(['1 lemon, zested', false], ['Sliced thin', true])).ingredients,
    ).toEqual(['1 lemon, zested sliced thin']);
  });
});

describe("a list's number run into a count of one figure (session 38, photos33)", () => {
  it('is the number between the rows numbered before and after it', () => {
    const lines = photo(
      ['Chicken and Rice Soup', 40],
      ['Ingredients', 24],
      ['1. 2 bone-in chicken breasts', 24],
      ['2. 1 cup long-grain white rice', 24],
      ['32 celery ribs, diced small', 24],
      ['4. 2 medium carrots, peeled and diced small', 24],
      ['Method', 24],
      ['1. Combine everything in a large pot.', 24],
    );
    expect(parseRecipeText(lines).ingredients).toEqual([
      '2 bone-in chicken breasts',
      '1 cup long-grain white rice',
      '2 celery ribs, diced small',
      '2 medium carrots, peeled and diced small',
    ]);
  });

  it("leaves a weight's figures and a row the numbers do not bracket", () => {
    const weight = photo(
      ['Shortbread', 40],
      ['Ingredients', 24],
      ['1. 100g flour', 24],
      ['2. 50g sugar', 24],
      ['35 g butter', 24],
      ['4. 1 pinch salt', 24],
    );
    expect(parseRecipeText(weight).ingredients).toContain('35 g butter');
    const unbracketed = photo(
      ['Salad', 40],
      ['Ingredients', 24],
      ['1. 1 lettuce', 24],
      ['2. 1 cucumber', 24],
      ['32 cherry tomatoes', 24],
      ['5. 1 lemon', 24],
    );
    expect(parseRecipeText(unbracketed).ingredients).toContain('32 cherry tomatoes');
  });
});

describe("a decimal's point lost before a spoon (session 38, photos33)", () => {
  it('reads 15 or 25 spoons as one and a half or two and a half', () => {
    expect(mendOcrMisreads('15 Tablespoons Chocolate Chips (Optional)')).toBe(
      '1.5 Tablespoons Chocolate Chips (Optional)',
    );
    expect(mendOcrMisreads('25 tsp baking powder')).toBe('2.5 tsp baking powder');
    expect(mendOcrMisreads('15 cups water')).toBe('15 cups water');
    expect(mendOcrMisreads('150 tsp salt')).toBe('150 tsp salt');
    expect(mendOcrMisreads('12 tbsp butter')).toBe('12 tbsp butter');
  });
});

describe('a size after a row left open by "into" (session 39)', () => {
  it("is that row's end, not an item whose amount is a length", () => {
    const lines = photo(
      ['Lasagne Rolls', 50],
      ['700g butternut pumpkin, peeled, deseeded, cut into', 24],
      ['2cm pieces', 24],
      ['2 tbsp olive oil', 24],
      ['1 onion, cut in', 24],
      ['1/2 inch slices', 24],
      ['3 carrots', 24],
    ).map((line) => (/pieces|slices/u.test(line.text) ? { ...line, runsOn: true } : line));
    expect(parseRecipeText(lines).ingredients).toEqual([
      '700g butternut pumpkin, peeled, deseeded, cut into 2cm pieces',
      '2 tbsp olive oil',
      '1 onion, cut in 1/2 inch slices',
      '3 carrots',
    ]);
  });
});

describe('a seasoning by its kind read in the other column after the list (session 45, photos38)', () => {
  it("is the list's next item, not the method's first step", () => {
    const draft = parseRecipeText([
      { text: 'Roast Carrots', height: 60, top: 0 },
      { text: '4 large carrots, peeled', height: 26, top: 100, column: 0 },
      { text: '1 tablespoon sunflower oil', height: 24, top: 130, column: 0, runsOn: true },
      // Read beside the first row, as a right column of one row.
      { text: '', height: 0, top: 100 },
      { text: 'Kosher salt and pepper, to taste', height: 23, top: 100, column: 1 },
      { text: '', height: 0, top: 175 },
      {
        text: '1. Cut the carrots into sticks, toss them with the oil and lay them on a tray in one layer.',
        height: 25,
        top: 200,
      },
      {
        text: '2. Roast for thirty minutes, turning them once, until they are soft.',
        height: 24,
        top: 230,
      },
    ]);
    expect(draft.ingredients).toEqual([
      '4 large carrots, peeled',
      '1 tablespoon sunflower oil',
      'Kosher salt and pepper, to taste',
    ]);
    expect(draft.instructions).toHaveLength(2);
  });
});

describe('a book page with its running head read in the columns (session 51, photos51)', () => {
  it("counts neither the running head nor a lone row as the method's column", () => {
    const draft = parseRecipeText([
      // The running head: the chapter at the left, the title again at the right.
      { text: 'BAKING DAY', height: 19, top: 162, column: 0 },
      { text: 'The Best Easy Air Fryer French Fries', height: 14, top: 163, column: 1 },
      { text: 'The Best Easy Air Fryer French', height: 62, top: 235 },
      { text: 'Fries', height: 60, top: 324, column: 0 },
      { text: '3 large russet potatoes', height: 28, top: 458, column: 0 },
      { text: '2-3 tablespoons olive oil', height: 24, top: 501, column: 0, runsOn: true },
      // The list's last row, read in its second column beside the first.
      { text: 'Sea salt and pepper, to taste', height: 23, top: 458, column: 1 },
      {
        text: '1. Using a mandoline, slice the potatoes into fries, as thin as you like them.',
        height: 28,
        top: 589,
      },
      {
        text: '2. Next, place your spuds in a nice cool water bath. Completely submerge the fries in',
        height: 24,
        top: 685,
      },
      { text: 'water.', height: 23, top: 727, column: 0 },
    ]);
    expect(draft.name).toBe('The Best Easy Air Fryer French Fries');
    expect(draft.ingredients).toEqual([
      '3 large russet potatoes',
      '2-3 tablespoons olive oil',
      'Sea salt and pepper, to taste',
    ]);
  });
});

describe('a food with what it is there for on a bulleted list, its bullet lost (session 45, photos38)', () => {
  it('is an item of its own, its "garnish" read "gamish" too; a note is still a wrap', () => {
    const draft = parseRecipeText(
      photo(
        ['Berry Pavlova', 60],
        ['Ingredients', 30],
        ['o 4 egg whites', 26],
        ['o 1 cup caster sugar', 26],
        ['o 2 tbsp plain flour', 26],
        ['sifted, for dusting', 26],
        ['o 1/2 cup icing sugar', 26],
        ['fresh basil leaves, for gamish', 26],
        ['Method', 30],
        ['1. Whisk the whites until stiff.', 24],
      ),
    );
    expect(draft.ingredients).toEqual([
      '4 egg whites',
      '1 cup caster sugar',
      '2 tbsp plain flour sifted, for dusting',
      '1/2 cup icing sugar',
      'fresh basil leaves, for gamish',
    ]);
  });
});

describe('one word with a full stop read taller than the title (session 45, photos38)', () => {
  it('is passed over: the title is the tall line that is one', () => {
    const lines = photo(
      ['Home » Recipes » Soups', 15],
      ['Roasted Tomato Soup', 55],
      ['4.8 from 126 votes - Prep Time 15 mins', 15],
      ['Ote.', 92],
      ['1 kg ripe tomatoes', 32],
      ['2 tbsp olive oil', 32],
      ['1 onion, chopped', 31],
    );
    expect(takeTitle(lines)?.title).toBe('Roasted Tomato Soup');
  });
});

describe('a row whose amount is a lone glyph misread, inside the list (session 45, photos38)', () => {
  it('is an item once mended ("Va cup" is a half), not the method\'s first step', () => {
    const draft = parseRecipeText(
      photo(
        ['Honey Cake', 60],
        ['2 eggs', 22],
        ['1 cup self-raising flour', 22],
        ['Va cup runny honey', 22],
        ['1 tsp mixed spice', 22],
      ),
    );
    expect(draft.ingredients).toEqual([
      '2 eggs',
      '1 cup self-raising flour',
      '1/2 cup runny honey',
      '1 tsp mixed spice',
    ]);
    expect(draft.instructions).toEqual([]);
  });
});

describe('a food named as it is prepared, after a row that named its own (session 54, photolayout)', () => {
  /** A book's side column of items (vt-005), the method beside it; the last two rows ran on. */
  const page = (last: string[]): TextLine[] =>
    photo(
      ['Baked Halibut Recipe', 60],
      ['1 pound halibut fillet', 24],
      ['0.5 tsp sea salt', 24],
      ['0.5 tsp black pepper', 24],
      ...last.map((row): [string, number] => [row, 24]),
      ['1 First, preheat oven to 400 degrees Fahrenheit.', 24],
      ['2 Place halibut in baking dish.', 24],
    ).map((line, index) =>
      index >= 1 && index <= 3 + last.length
        ? { ...line, column: 0 as const, ...(index >= 4 ? { runsOn: true } : {}) }
        : index > 3 + last.length
          ? { ...line, column: 1 as const }
          : line,
    );

  it('is an item of its own, though its first word would not have fitted on the row before', () => {
    expect(parseRecipeText(page(['sliced lemon', 'chopped parsley'])).ingredients).toEqual([
      '1 pound halibut fillet',
      '0.5 tsp sea salt',
      '0.5 tsp black pepper',
      'sliced lemon',
      'chopped parsley',
    ]);
  });

  it('is still the rest of a row that named no food, or of one left unfinished', () => {
    // "1 tbsp" names none; "black pepper and" asks for more.
    const draft = parseRecipeText(
      page(['1 tbsp', 'chopped parsley', '0.5 tsp salt and', 'sliced lemon']),
    );
    expect(draft.ingredients.slice(-2)).toEqual([
      '1 tbsp chopped parsley',
      '0.5 tsp salt and sliced lemon',
    ]);
  });
});

describe('a thickness after a row that ends on how its food is cut (session 54, photolayout)', () => {
  /** A narrow list beside the method (vt-008): every row after the first ran on. */
  const column = (...rows: string[]): TextLine[] =>
    photo(
      ['Roast Halibut', 50],
      ['Ingredients', 30],
      ...rows.map((row): [string, number] => [row, 24]),
    ).map((line, index) => (index >= 3 ? { ...line, runsOn: true } : line));

  it("is that row's end, not an item whose amount is a length", () => {
    const draft = parseRecipeText(
      column(
        '12 ounces',
        'andouille',
        'sausage, sliced',
        '1 inch thick (I',
        'used turkey',
        'andouille)',
        '1 tablespoons',
        'minced fresh',
        'parsley',
      ),
    );
    expect(draft.ingredients).toEqual([
      '12 ounces andouille sausage, sliced 1 inch thick (I used turkey andouille)',
      '1 tablespoons minced fresh parsley',
    ]);
  });

  it('leaves a length that opens an item of its own after a row that was not cut', () => {
    // "2 inch piece ginger" is an amount, though the row before ends on how its food is cut.
    const draft = parseRecipeText(column('2 carrots, sliced', '2 inch piece ginger, grated'));
    expect(draft.ingredients).toEqual(['2 carrots, sliced', '2 inch piece ginger, grated']);
  });
});

describe('a checkbox before a fraction read as its mark (session 55, photos)', () => {
  it('comes off, so the row is an item and not the rest of the row before', () => {
    // A web page's checkbox list (vt-024): the "½" and "¼" read "¥%" and "%" after the box "(J".
    const draft = parseRecipeText(
      photo(
        ['Pumpkin Roll', 46],
        ['Ingredients', 40],
        ['[J Cooking spray', 27],
        ['(J) ¾ c. all-purpose flour', 27],
        ['(J ¥% tsp. kosher salt', 27],
        ['(J 1 tsp. baking soda', 27],
        ['(J % tsp. pumpkin spice', 27],
        ['OJ 3 large eggs', 27],
      ),
    );
    expect(draft.ingredients).toEqual([
      'Cooking spray',
      '¾ c. all-purpose flour',
      '1/2 tsp. kosher salt',
      '1 tsp. baking soda',
      '1/2 tsp. pumpkin spice',
      '3 large eggs',
    ]);
  });

  it("comes off before the glyph's mark alone, not before a word", () => {
    expect(cleanLine('(J ¥% tsp. kosher salt')).toBe('¥% tsp. kosher salt');
    expect(cleanLine('e % tsp. chilli flakes')).toBe('% tsp. chilli flakes');
    expect(cleanLine('e Ya tsp. chilli flakes')).toBe('e Ya tsp. chilli flakes');
  });
});

describe('a "For the …" heading whose colon was read as a full stop (session 55, photos)', () => {
  const page = (heading: string) =>
    parseRecipeText(
      photo(
        ['Pumpkin Roll', 46],
        ['Ingredients', 40],
        ['For the cake:', 26],
        ['3 large eggs', 27],
        ['Powdered sugar, for rolling', 27],
        [heading, 27],
        ['12 oz. cream cheese, softened', 27],
        ['1 tbsp. butter, melted', 27],
      ),
    );

  it('heads a group over rows with amounts', () => {
    const draft = page('For the filling.');
    expect(draft.ingredientGroups?.map((group) => group.title)).toEqual([
      'For the cake',
      'For the filling',
    ]);
    expect(draft.ingredients).toContain('Powdered sugar, for rolling');
  });

  it('is not taken from a row that is no "For …" heading', () => {
    const draft = page('Butter to grease.');
    expect(draft.ingredientGroups?.map((group) => group.title)).toEqual(['For the cake']);
  });
});

describe('misreadings of amounts on the varied cards (session 55, photos)', () => {
  it('reads a lone glyph read as a lower-case "y" as a fraction before a spoon', () => {
    // A "½" on a soft photo of a bulleted list (vt-009), its bullet gone.
    expect(mendOcrMisreads('y; teaspoon cumin')).toBe('1/2 teaspoon cumin');
    expect(mendOcrMisreads('y teaspoon cumin')).toBe('1/2 teaspoon cumin');
  });

  it('reads a teaspoon read "tap" after a glyph\'s remains', () => {
    // "¼ tsp Salt" (vt-033): the "¼" read "Yi", the "s" an "a".
    expect(mendOcrMisreads('Yi tap Salt')).toBe('1/4 tsp Salt');
    expect(mendOcrMisreads('1 tap water')).toBe('1 tap water');
  });

  it('reads an "8" read as a "B" run into a spoon', () => {
    expect(mendOcrMisreads('BTBSP Cold Butter')).toBe('8 TBSP Cold Butter');
    expect(mendOcrMisreads('Btbsp butter')).toBe('8 tbsp butter');
    expect(mendOcrMisreads('Basil leaves')).toBe('Basil leaves');
  });

  it('spaces a cup run into its figure and its food on a row of one word', () => {
    // A web page's smoothie list (vt-004): "1 cup ice" read with no spaces.
    expect(mendOcrMisreads('1cupice')).toBe('1 cup ice');
    expect(mendOcrMisreads('12cupcakes')).toBe('12cupcakes');
  });

  it('reads a range to a mixed half of an inch', () => {
    expect(mendOcrMisreads('4 (6 to 8-ounce) skinless halibut fillets, 1 to 1% inches thick')).toBe(
      '4 (6 to 8-ounce) skinless halibut fillets, 1 to 1 1/2 inches thick',
    );
    expect(mendOcrMisreads('cut into 1-1 % inch pieces')).toBe('cut into 1-1 1/2 inch pieces');
  });
});

describe("a recipe plugin's controls on a printed page (session 56, photos)", () => {
  it('are no ingredient rows, boxed or misread', () => {
    // kt-001, kt-004, kt-007, kt-010: the unit toggle and the scale's buttons over the list.
    const draft = parseRecipeText(
      photo(
        ['Cauliflower Alfredo Sauce', 46],
        ['Ingredients', 30],
        ['US Customary | Metric [1x][2¢][', 18],
        ['300 grams pasta', 24],
        ['1x | 2x If 3x', 18],
        ['6 cloves garlic', 24],
        ['2 x 400g tins tomatoes', 24],
      ),
    );
    expect(draft.ingredients).toEqual([
      '300 grams pasta',
      '6 cloves garlic',
      '2 x 400g tins tomatoes',
    ]);
  });

  it('are told by their words only', () => {
    expect(isPluginControls('us Customary Metric')).toBe(true);
    expect(isPluginControls('[US Customary | Metric')).toBe(true);
    expect(isPluginControls('1x | 2x If 3x')).toBe(true);
    expect(isPluginControls('Metric')).toBe(false);
    expect(isPluginControls('2 x 400g tins')).toBe(false);
    expect(isPluginControls('2x eggs')).toBe(false);
  });
});

describe("a magazine's strap line and a title in capitals wrapped (session 56, photos)", () => {
  /** kt-006's page: a strap line, the title in capitals about as tall as the body, wrapped. */
  const page = (strap: string): TextLine[] => [
    { text: strap, height: 13, top: 0 },
    { text: 'BRUSSELS SPROUTS AND APPLE SALAD', height: 19, top: 40 },
    { text: 'WITH PARMESAN', height: 19, top: 80, runsOn: true },
    { text: 'A dependable recipe for a weeknight.', height: 21, top: 120 },
    { text: 'Ingredients', height: 26, top: 160 },
    { text: '3 tablespoons olive oil', height: 23, top: 200 },
    { text: '4 cups shredded brussels sprouts', height: 22, top: 240 },
    { text: 'Method', height: 26, top: 280 },
    { text: 'Toss everything together.', height: 22, top: 320 },
  ];

  it('passes over the strap line and takes the title with its wrapped rest', () => {
    const draft = parseRecipeText(page('VEGETARIAN - SERVES 6'));
    expect(draft.name.toLowerCase()).toBe('brussels sprouts and apple salad with parmesan');
    expect(draft.description ?? '').not.toMatch(/PARMESAN/u);
  });

  it('tells a strap line by its parts: one-word labels and a time or yield', () => {
    expect(isStrapLine('EASY · SERVES 4 · 40 MINS')).toBe(true);
    expect(isStrapLine('WEEKNIGHT · 30 MINUTES')).toBe(true);
    expect(isStrapLine('Quick Chicken - Serves 4')).toBe(false);
    expect(isStrapLine('One Pan Pasta - Sausage')).toBe(false);
  });

  it('does not join a row that does not run on from the title', () => {
    const lines = page('VEGETARIAN - SERVES 6').map((line) =>
      line.text === 'WITH PARMESAN' ? { ...line, runsOn: false } : line,
    );
    expect(parseRecipeText(lines).name.toLowerCase()).toBe('brussels sprouts and apple salad');
  });

  it('does not take two headings read as one row for the title', () => {
    // kt-012: "Ingredients" and "Method" side by side over two columns, the title as tall.
    const draft = parseRecipeText([
      { text: 'Vegan Panna Cotta with Strawberry Sauce', height: 43, top: 0 },
      { text: 'Ingredients Method', height: 53, top: 40 },
      { text: '1/4 cup sugar', height: 37, top: 80 },
      { text: '1 teaspoon vanilla extract', height: 37, top: 120 },
    ]);
    expect(draft.name).toBe('Vegan Panna Cotta with Strawberry Sauce');
  });
});

describe("a browser's print header over a web page's title (session 56, photos)", () => {
  it('is not the title a running head picks, though read as tall as one', () => {
    // vt-015: the header's title misread ("Spy"), the site's logo line naming its site.
    const draft = parseRecipeText([
      { text: 'Spy Sesame Noodles | Pinch of Thyme', height: 44, top: 0 },
      { text: 'Pinch of Thyme', height: 28, top: 40 },
      { text: '... Dinners Baking About Search', height: 28, top: 80 },
      { text: 'Spicy Sesame Noodles', height: 124, top: 120 },
      { text: 'Prep Time 15 mins Cook Time 30 mins Servings 4', height: 19, top: 200 },
      { text: 'Ingredients', height: 44, top: 240 },
      { text: '1 pound spaghetti', height: 29, top: 280 },
      { text: '0.5 cup sesame oil', height: 28, top: 320 },
      { text: '1/3 cup avocado oil', height: 28, top: 360 },
    ]);
    expect(draft.name).toBe('Spicy Sesame Noodles');
  });

  it("loses its date and time where it is taken for the title's line", () => {
    // vt-037: the page's title the first line, the print stamp run into it.
    const draft = parseRecipeText([
      {
        text: '20/11/2026, 12.44 Avocado Toast (Topping ideas and Tips) | Pech of Thyme',
        height: 30,
        top: 0,
      },
      { text: 'Pinch of Thyme', height: 15, top: 40 },
      { text: 'AVOCADO TOAST (TOPPING IDEAS AND TIPS)', height: 31, top: 80 },
      { text: 'Ingredients', height: 26, top: 120 },
      { text: '2 slices sourdough bread', height: 28, top: 160 },
      { text: '1 ripe avocado', height: 28, top: 200 },
      { text: '1 pinch flaky salt', height: 28, top: 240 },
    ]);
    expect(draft.name).toBe('Avocado Toast (Topping ideas and Tips)');
  });
});

describe("a magazine's list beside its method (session 56, photos2)", () => {
  /** kt-015's page: the two headings level, the list's rows read among the method's. */
  const page = (method: string): TextLine[] => [
    { text: 'Mexican chicken pasta bake', height: 41, top: 0 },
    { text: 'Ingredients', height: 39, top: 40, column: 0 },
    { text: method, height: 39, top: 40, column: 1 },
    { text: '[1] Preheat oven to 200C. Grease a baking dish.', height: 16, top: 80 },
    { text: '1 tbsp extra virgin olive oil', height: 17, top: 120, column: 0 },
    { text: 'Cook the pasta in a large saucepan until', height: 16, top: 160, column: 1 },
    { text: 'just al dente. Drain.', height: 17, top: 200, column: 1, runsOn: true },
    { text: '1 small red capsicum, deseeded, finely', height: 20, top: 240 },
    { text: 'chopped', height: 22, top: 280, column: 0 },
    { text: 'Ys cup water', height: 18, top: 320, column: 0 },
  ];

  it("takes the rows outside the method's column that read as ingredients into the list", () => {
    const draft = parseRecipeText(page('Method'));
    expect(draft.ingredients).toEqual([
      '1 tbsp extra virgin olive oil',
      '1 small red capsicum, deseeded, finely chopped',
      '1/2 cup water',
    ]);
    expect(draft.instructions.join(' ')).toMatch(/Preheat oven.*Cook the pasta.*Drain/u);
    expect(draft.instructions.join(' ')).not.toMatch(/olive oil|capsicum|water/u);
  });

  it('leaves rows with amounts in a method that comes after its list as steps', () => {
    const draft = parseRecipeText([
      { text: 'Mexican chicken pasta bake', height: 41, top: 0 },
      { text: 'Ingredients', height: 39, top: 40 },
      { text: '250g macaroni', height: 17, top: 80 },
      { text: 'Method', height: 39, top: 120 },
      { text: 'Cook the pasta until just al dente.', height: 16, top: 160 },
      { text: '1 tbsp extra virgin olive oil', height: 17, top: 200 },
    ]);
    expect(draft.ingredients).toEqual(['250g macaroni']);
    expect(draft.instructions.join(' ')).toMatch(/olive oil/u);
  });
});

describe('a bar glued inside a photo row (session 56, photos2)', () => {
  it('is read as the space or nothing it crossed, where a fold or a rule ran through the row', () => {
    // kt-001: a fold across the card left a bar in two rows of the list.
    expect(mendOcrMisreads('4 oz sharp yellow|cheddar, shredded')).toBe(
      '4 oz sharp yellow cheddar, shredded',
    );
    expect(mendOcrMisreads('flakey sea salt,| for garnish')).toBe('flakey sea salt, for garnish');
  });

  it('keeps a spaced bar between names and a capital "I" read as one before a verb', () => {
    expect(mendOcrMisreads('salt | pepper')).toBe('salt | pepper');
    expect(mendOcrMisreads('12 black olives,| used Kalamata')).toBe(
      '12 black olives,| used Kalamata',
    );
  });
});

describe("a count run into its food's name on a photo row (session 56, photos2)", () => {
  it('gets its space back before a name in title case', () => {
    // kt-002: a plugin's list in title case, "1 Egg" read with the space lost.
    expect(mendOcrMisreads('1Egg')).toBe('1 Egg');
    expect(mendOcrMisreads('2Large Eggs, beaten')).toBe('2 Large Eggs, beaten');
  });

  it('leaves a figure before capitals or a unit it is printed against', () => {
    expect(mendOcrMisreads('7UP')).toBe('7UP');
    expect(mendOcrMisreads('250g Flour')).toBe('250g Flour');
  });
});

describe("a plugin's unit toggle read over two rows (session 56, photos2)", () => {
  it("drops the toggle's other half on a row of its own after the controls", () => {
    // kt-007: "us Customary" and "Metric" read as two rows over the list.
    const draft = parseRecipeText(
      photo(
        ['Zucchini Relish', 46],
        ['Ingredients', 30],
        ['us Customary', 16],
        ['Metric', 18],
        ['2 cups zucchini, diced', 24],
        ['1 cup onion, diced', 24],
      ),
    );
    expect(draft.ingredients).toEqual(['2 cups zucchini, diced', '1 cup onion, diced']);
  });

  it('keeps a lone "Metric" that follows no controls', () => {
    const draft = parseRecipeText(
      photo(['Zucchini Relish', 46], ['Ingredients', 30], ['Metric', 18], ['500g zucchini', 24]),
    );
    expect(draft.ingredients).toEqual(['Metric', '500g zucchini']);
  });
});

describe('a stray bracket on a photo row (session 56, photos3)', () => {
  it('drops a speck read as a semicolon or colon just inside an opening bracket', () => {
    // kt-007: "(about" read "(;about" on a plugin's card.
    expect(mendOcrMisreads('1 cup red bell pepper, diced (;about 2 small or 1 large)')).toBe(
      '1 cup red bell pepper, diced (about 2 small or 1 large)',
    );
    expect(mendOcrMisreads('2 cups flour (:sifted)')).toBe('2 cups flour (sifted)');
  });

  it('keeps a comma a recipe page prints inside its bracket', () => {
    expect(mendOcrMisreads('2 cloves garlic (, minced)')).toBe('2 cloves garlic (, minced)');
  });

  it('drops a closing bracket no opening one comes before, glued to a word before a comma', () => {
    // kt-001: a fold's groove read as ")" after "pepper".
    expect(mendOcrMisreads('1 jalapeño pepper), seeds removed and finely diced')).toBe(
      '1 jalapeño pepper, seeds removed and finely diced',
    );
  });

  it('keeps a bracket that closes one opened on the row or the row before', () => {
    expect(mendOcrMisreads('1 cup (8 oz), softened')).toBe('1 cup (8 oz), softened');
    expect(mendOcrMisreads('chopped), to serve')).toBe('chopped), to serve');
    expect(mendOcrMisreads('a) flour, sifted')).toBe('a) flour, sifted');
  });
});

describe('a row after a bulleted row that closed its note short of the edge (session 56, photos3)', () => {
  it('is an item of its own, not the rest of that row', () => {
    // kt-010: the last row's bullet and amount lost ("gspoon sesame seeds").
    const draft = parseRecipeText(
      list(
        ['+ 4 green onions (sliced)', false],
        ['+ 8 ounces udon noodles (cooked according to package and', false],
        ['rinsed in cold water)', true],
        ['+ 2 Thai chilis (minced)', false],
        ['gspoon sesame seeds', false],
      ),
    );
    expect(draft.ingredients).toEqual([
      '4 green onions (sliced)',
      '8 ounces udon noodles (cooked according to package and rinsed in cold water)',
      '2 Thai chilis (minced)',
      'gspoon sesame seeds',
    ]);
  });

  it('still takes a row after one that ran to the edge, or one left open', () => {
    const draft = parseRecipeText(
      list(
        ['+ 4 green onions (sliced)', false],
        ['+ 1 cup flour (sifted)', false],
        ['plus extra for dusting', true],
        ['+ 2 Thai chilis (minced and', false],
        ['seeded)', false],
        ['+ 1 lime', false],
      ),
    );
    expect(draft.ingredients).toEqual([
      '4 green onions (sliced)',
      '1 cup flour (sifted) plus extra for dusting',
      '2 Thai chilis (minced and seeded)',
      '1 lime',
    ]);
  });
});

describe("a list's and a method's headings read as one row (session 56, photos3)", () => {
  it('end the description: the rows under them are the list or the method', () => {
    // kt-012: "Ingredients Method" over two columns, rows read across both under it.
    const draft = parseRecipeText(
      photo(
        ['Vegan Panna Cotta', 46],
        ['This one has been made in our kitchen more times than we can count.', 20],
        ['Ingredients Method', 26],
        ['panna cotta: | Saucepan over medium', 20],
        ['1 cup sugar', 20],
        ['2 teaspoons agar agar powder', 20],
        ['Whisk the milk and the sugar in a saucepan until dissolved.', 20],
      ),
    );
    expect(draft.description).toBe(
      'This one has been made in our kitchen more times than we can count.',
    );
    expect(draft.ingredients).toEqual(['1 cup sugar', '2 teaspoons agar agar powder']);
  });
});

describe('a group heading wrapped over three rows to its colon (session 56, photos3)', () => {
  const rows = (...lines: [string, boolean][]): TextLine[] =>
    lines.map(([text, runsOn], index) => ({
      text,
      height: 24,
      top: index * 30,
      ...(runsOn ? { runsOn } : {}),
    }));

  it('is one heading, under a headings row as under an Ingredients heading', () => {
    // kt-012: "For the" / "strawberry" / "sauce:" in a narrow column.
    const wrapped: [string, boolean][] = [
      ['For the', false],
      ['strawberry', true],
      ['sauce:', true],
      ['1 cup frozen strawberries', false],
      ['1 tablespoon sugar', false],
    ];
    for (const heading of ['Ingredients', 'Ingredients Method']) {
      const draft = parseRecipeText(
        rows(['Panna Cotta', false], [heading, false], ['1 cup coconut milk', false], ...wrapped),
      );
      expect(draft.ingredientGroups?.map((group) => group.title)).toEqual([
        null,
        'For the strawberry sauce',
      ]);
      expect(draft.ingredients).toEqual([
        '1 cup coconut milk',
        '1 cup frozen strawberries',
        '1 tablespoon sugar',
      ]);
    }
  });

  it('stops at its colon', () => {
    const draft = parseRecipeText(
      rows(
        ['Panna Cotta', false],
        ['Ingredients', false],
        ['For the', false],
        ['sauce:', true],
        ['strawberries', true],
        ['1 tablespoon sugar', false],
      ),
    );
    expect(draft.ingredientGroups?.[0]?.title).toBe('For the sauce');
    expect(draft.ingredients).toEqual(['strawberries', '1 tablespoon sugar']);
  });
});

describe('a wrapped row whose first "o" was read as a nought (session 56, photos3)', () => {
  it("is the row before's rest, not an item with an amount", () => {
    // vt-008: "¼ cup vegetable" / "0il (I used" / "olive oil)" in a narrow column.
    const draft = parseRecipeText(
      list(
        ['1 teaspoon lemon juice', false],
        ['¼ cup vegetable', false],
        ['0il (I used', true],
        ['olive oil)', true],
        ['1 tablespoon minced fresh parsley', false],
      ),
    );
    expect(draft.ingredients).toEqual([
      '1 teaspoon lemon juice',
      '¼ cup vegetable oil (I used olive oil)',
      '1 tablespoon minced fresh parsley',
    ]);
  });

  it('keeps its capital after a row in title case', () => {
    const draft = parseRecipeText(
      list(
        ['1/4 Cup Vegetable', false],
        ['0il (I used', true],
        ['Olive Oil)', true],
        ['2 Cups Flour', false],
      ),
    );
    expect(draft.ingredients).toEqual(['1/4 Cup Vegetable Oil (I used Olive Oil)', '2 Cups Flour']);
  });
});

describe("a row in lower case far below a photo's list (session 56, photos3)", () => {
  const at = (text: string, top: number, height = 30): TextLine => ({ text, height, top });

  it("is the method's, not the rest of the list's last row", () => {
    // vt-015: the list, then the method's middle far below, its heading and start cut off.
    const draft = parseRecipeText([
      at('Spicy Sesame Noodles', 0, 80),
      at('Ingredients', 200, 44),
      at('• 0.5 cup soy sauce', 270),
      at('• 1/3 heaping cup honey', 325),
      at('• 0.5 cup green onions, chopped', 380),
      at('• 2 Tbsp. toasted sesame seeds', 435),
      at('to low and add the soy sauce, and the vinegar', 820),
    ]);
    expect(draft.ingredients).toEqual([
      '0.5 cup soy sauce',
      '1/3 heaping cup honey',
      '0.5 cup green onions, chopped',
      '2 Tbsp. toasted sesame seeds',
    ]);
    expect(draft.instructions).toEqual(['to low and add the soy sauce, and the vinegar']);
  });

  it('leaves a wrapped row read just under its row on it', () => {
    const draft = parseRecipeText([
      at('Spicy Sesame Noodles', 0, 80),
      at('Ingredients', 200, 44),
      at('• 0.5 cup soy sauce', 270),
      at('• 1/3 heaping cup honey', 325),
      at('• 2 Tbsp. toasted sesame seeds (or black sesame', 380),
      at('seeds, or a mixture of both)', 420),
    ]);
    expect(draft.ingredients.at(-1)).toBe(
      '2 Tbsp. toasted sesame seeds (or black sesame seeds, or a mixture of both)',
    );
    expect(draft.instructions).toEqual([]);
  });
});

describe("a unit's stop in title case before how its food is made ready (session 56, photos3)", () => {
  it('stays a stop, as in lower case', () => {
    // vt-015: "2 Tbsp. toasted sesame seeds" was given a comma.
    expect(mendOcrMisreads('2 Tbsp. toasted sesame seeds')).toBe('2 Tbsp. toasted sesame seeds');
    expect(mendOcrMisreads('1 Lb. sliced mushrooms')).toBe('1 Lb. sliced mushrooms');
    expect(mendOcrMisreads('1 large egg. beaten')).toBe('1 large egg, beaten');
  });
});

describe('a word of five letters split before its ending on a photo row (session 56, photos3)', () => {
  it('is put back together', () => {
    // kt-007: "2 cups zucchini, dic ed (about 3 medium)".
    const draft = parseRecipeText(
      list(['2 cups zucchini, dic ed (about 3 medium)', false], ['1 red onion, slic ed', false]),
    );
    expect(mendDraftWords(draft).ingredients).toEqual([
      '2 cups zucchini, diced (about 3 medium)',
      '1 red onion, sliced',
    ]);
  });

  it('leaves two words, or runs that make no word', () => {
    const draft = parseRecipeText(list(['2 cups peas, or es', false], ['1 tin of tuna', false]));
    expect(mendDraftWords(draft).ingredients).toEqual(['2 cups peas, or es', '1 tin of tuna']);
  });
});

describe('an ending "ed" read as "é" on a photo row (session 56, photos3)', () => {
  it('is "ed" again where the word as read is none and with "ed" is one', () => {
    // vt-002: "500 g Waxy potatoes, peeled and choppé" / "into equal-sized chunks".
    const draft = parseRecipeText(
      list(['500 g Waxy potatoes, peeled and choppé', false], ['2 tbsp butter, sauté', false]),
    );
    expect(mendDraftWords(draft).ingredients).toEqual([
      '500 g Waxy potatoes, peeled and chopped',
      '2 tbsp butter, sauté',
    ]);
  });
});

describe('a capital misread on a word with a comma after it (session 56, photos3)', () => {
  it('is lowered as the same word with nothing after it is', () => {
    // kt-007: "1 cup red bell Pepper, diced (about 2 small or 1 large)".
    const draft = parseRecipeText(
      list(
        ['1 cup red bell Pepper, diced (about 2 small or 1 large)', false],
        ['1 cup brown Sugar, packed', false],
        ['1/2 cup grated Parmesan, to serve', false],
      ),
    );
    expect(mendDraftWords(draft).ingredients).toEqual([
      '1 cup red bell pepper, diced (about 2 small or 1 large)',
      '1 cup brown sugar, packed',
      '1/2 cup grated Parmesan, to serve',
    ]);
  });
});

describe('a row whose name is one word that names no food (session 57, photos4)', () => {
  it('takes the next row as its rest, with an "Old" read as "01d"', () => {
    // vt-008: "2 teaspoons Old" / "Bay seasoning" on a narrow side column, the "O" and "l" read
    // as figures.
    const draft = parseRecipeText(
      list(
        ['4 tablespoons unsalted butter, softened', false],
        ['2 teaspoons 01d', false],
        ['Bay seasoning', true],
        ['2 large', false],
        ['free-range eggs', true],
        ['1 teaspoon lemon', false],
        ['juice', true],
      ),
    );
    expect(mendDraftWords(draft).ingredients).toEqual([
      '4 tablespoons unsalted butter, softened',
      '2 teaspoons Old Bay seasoning',
      '2 large free-range eggs',
      '1 teaspoon lemon juice',
    ]);
  });

  it('leaves a row whose one word is a food, or a row of salt after it, an item', () => {
    const draft = parseRecipeText(
      list(
        ['2 eggs', false],
        ['Bay leaves', true],
        ['1 teaspoon Old', false],
        ['Salt and pepper', true],
      ),
    );
    expect(draft.ingredients).toEqual([
      '2 eggs',
      'Bay leaves',
      '1 teaspoon Old',
      'Salt and pepper',
    ]);
  });
});

describe('a part of the dish named in title case over a row with an amount (session 57, photos4)', () => {
  it('heads a group on a list whose items are in title case too', () => {
    // vt-033: "Dough", "Blueberry Filling" (its row read as running on), "Egg Wash".
    const draft = parseRecipeText(
      list(
        ['Dough', false],
        ['1 ¼ Cup All-Purpose Flour', false],
        ['8 TBSP Cold Butter', false],
        ['Blueberry Filling', true],
        ['4 Cups Blueberries', false],
        ['Egg Wash', false],
        ['1 Egg', false],
      ),
    );
    expect(draft.ingredientGroups?.map((group) => group.title)).toEqual([
      'Dough',
      'Blueberry Filling',
      'Egg Wash',
    ]);
  });

  it('leaves a bought sauce, a lone word that runs on, and a row with no amount under it', () => {
    const draft = parseRecipeText(
      list(
        ['1 cup Soy', false],
        ['Sauce', true],
        ['2 cups Cherry Pie', false],
        ['Filling', true],
        ['Pizza Dough', false],
        ['Salt and pepper', false],
      ),
    );
    expect(draft.ingredientGroups).toBeUndefined();
    expect(draft.ingredients).toEqual([
      '1 cup Soy Sauce',
      '2 cups Cherry Pie Filling',
      'Pizza Dough',
      'Salt and pepper',
    ]);
  });
});

describe('a heading in capitals wrapped over a narrow column (session 58, photos5)', () => {
  /** A narrow column's rows: [text, runsOn]. */
  const column = (...rows: [string, boolean][]): TextLine[] => [
    { text: 'HEALTHY APPLE CRUMBLE', height: 46, top: 0 },
    { text: 'Ingredients', height: 55, top: 80 },
    ...rows.map(([text, runsOn], index) => ({ text, height: 36, top: 160 + index * 45, runsOn })),
  ];

  it('takes a rest that reads as a heading of its own onto the heading', () => {
    // kt-005: "FOR THE" / "APPLE FILLING", then "FOR THE" / "CRUMBLE" / "TOPPING".
    const draft = parseRecipeText(
      column(
        ['FOR THE', false],
        ['APPLE FILLING', true],
        ['- 1 tsp ground', false],
        ['cinnamon', true],
        ['- ⅛ tsp sea salt', false],
        ['FOR THE', true],
        ['CRUMBLE', true],
        ['TOPPING', true],
        ['- 1 cup almond', false],
        ['flour', true],
      ),
    );
    expect(draft.ingredientGroups?.map((group) => group.title)).toEqual([
      'For the apple filling',
      'For the crumble topping',
    ]);
    expect(draft.ingredients).toEqual([
      '1 tsp ground cinnamon',
      '⅛ tsp sea salt',
      '1 cup almond flour',
    ]);
  });

  it('starts a new group at a heading in capitals that did not run on', () => {
    const draft = parseRecipeText(
      column(['FOR THE CRUST', false], ['FILLING', false], ['- 1 cup cream', false]),
    );
    expect(draft.ingredientGroups?.map((group) => group.title)).toEqual(['Filling']);
  });
});

describe("a note's end read alone on a photo's row (session 58, photos5)", () => {
  const column = (...rows: [string, boolean][]): TextLine[] => [
    { text: 'Ingredients', height: 40, top: 0 },
    ...rows.map(([text, runsOn], index) => ({ text, height: 30, top: 50 + index * 40, runsOn })),
  ];

  it('keeps a figure and a closing bracket that ran on inside an open note', () => {
    // kt-005: "(can also use" … "mixture of all" / "3)".
    const draft = parseRecipeText(
      column(
        ['- ⅓ cup chopped pecans (can', false],
        ['also use walnuts or', true],
        ['a mixture of all', true],
        ['3)', true],
        ['- ¼ cup pepitas', false],
      ),
    );
    expect(draft.ingredients).toEqual([
      '⅓ cup chopped pecans (can also use walnuts or a mixture of all 3)',
      '¼ cup pepitas',
    ]);
  });

  it('drops it as debris after a row with no open note', () => {
    const draft = parseRecipeText(
      column(['- ⅓ cup chopped pecans', false], ['3)', true], ['- ¼ cup pepitas', false]),
    );
    expect(draft.ingredients).toEqual(['⅓ cup chopped pecans', '¼ cup pepitas']);
  });
});

describe("a cake's layer heads a group (session 58, photos5)", () => {
  const at = (text: string, index: number): TextLine => ({ text, height: 16, top: index * 30 });

  it('reads "Cake" over a row with an amount as a heading (vt-022)', () => {
    const draft = parseRecipeText(
      [
        'Protein Cake',
        'Ingredients',
        'Cake',
        '3/4 cup oat flour',
        '2 large eggs',
        'Chocolate Ganache Frosting',
        '1/2 cup dark chocolate chips',
      ].map(at),
    );
    expect(draft.ingredientGroups?.map((group) => group.title)).toEqual([
      'Cake',
      'Chocolate Ganache Frosting',
    ]);
    expect(draft.ingredients).toEqual([
      '3/4 cup oat flour',
      '2 large eggs',
      '1/2 cup dark chocolate chips',
    ]);
  });

  it('leaves a cake named with its amount as an item', () => {
    const draft = parseRecipeText(
      ['Trifle', 'Ingredients', '1 Pound Cake', '2 cups custard'].map(at),
    );
    expect(draft.ingredientGroups).toBeUndefined();
    expect(draft.ingredients).toEqual(['1 Pound Cake', '2 cups custard']);
  });
});

describe("a step's sentence wrapped onto a row that a misread figure opens (session 58, photos6)", () => {
  type Row = [text: string, column: 0 | 1, runsOn: boolean];
  const page = (...rows: Row[]): TextLine[] => [
    { text: 'Coconut Panna Cotta', height: 60, top: 0 },
    ...rows.map(([text, column, runsOn], index) => ({
      text,
      height: 38,
      top: 100 + index * 40,
      column,
      runsOn,
    })),
  ];
  const list: Row[] = [
    ['1 cup coconut milk', 0, false],
    ['2 teaspoons agar agar powder', 0, false],
    ['1 teaspoon vanilla extract', 0, false],
    ['For the sauce:', 0, false],
    ['1 tablespoon sugar', 0, false],
  ];

  it('keeps the row that closes the sentence, and the method after it, with the steps (kt-012)', () => {
    const draft = parseRecipeText(
      page(
        ...list,
        // A narrow column: the method's rows no longer than the list's.
        ['@ Bring the mixture', 1, false],
        ['to a boil, and simmer', 1, true],
        ['it so that the', 1, true],
        ['agar agar powder', 1, true],
        ['9€ts activated.', 1, true],
        ['© Then, remove the', 1, false],
        ['saucepan from the', 1, true],
        ['heat.', 1, true],
      ),
    );
    expect(draft.ingredients).toEqual([
      '1 cup coconut milk',
      '2 teaspoons agar agar powder',
      '1 teaspoon vanilla extract',
      '1 tablespoon sugar',
    ]);
    expect(draft.instructions.join(' ')).toContain('agar agar powder 9€ts activated.');
    expect(draft.instructions.join(' ')).toContain('Then, remove the saucepan from the heat.');
  });
});

describe('a fraction glyph read as a mark before a cup written "c." or inside a bracket (session 64, photos21)', () => {
  it('reads a "½" read "%" after its whole figure before "c." as a half', () => {
    expect(mendOcrMisreads('1% c. granulated sugar')).toBe('1 1/2 c. granulated sugar');
    expect(mendOcrMisreads('2 % c. flour')).toBe('2 1/2 c. flour');
    expect(mendOcrMisreads('V2 c. milk')).toBe('1/2 c. milk');
  });

  it('reads a "%" or "¥" with a speck after it inside a bracket before a cup', () => {
    expect(mendOcrMisreads('170g (1 ¥: cups) mexican cheese blend')).toBe(
      '170g (1 1/2 cups) mexican cheese blend',
    );
    expect(mendOcrMisreads('4 oz. butter (125g or % cup)')).toBe('4 oz. butter (125g or 1/2 cup)');
  });

  it('leaves a percentage, a word and a "c" that is no cup as they are', () => {
    expect(mendOcrMisreads('1 cup 1% milk')).toBe('1 cup 1% milk');
    expect(mendOcrMisreads('2% milk')).toBe('2% milk');
    expect(mendOcrMisreads('1 can V8 juice')).toBe('1 can V8 juice');
    expect(mendOcrMisreads('1% c.f. label')).toBe('1% c.f. label');
  });
});

describe('a list part heading opening the other column, and glyphs read as a "V2", "¥>", "2cup" or "¢," (session 65, photos22)', () => {
  // A page whose Ingredients and Method headings were both lost: the list runs over two columns,
  // the method's numbered steps under the second.
  const page = (filling: string): TextLine[] => [
    { text: 'No Bake Peanut Butter Cheesecake', height: 48, top: 0 },
    { text: 'FOR THE CRUST:', height: 15, top: 100, column: 0 },
    { text: '16 whole (227 grams) graham crackers', height: 15, top: 130, column: 0 },
    { text: '7 tablespoons (100 grams) butter', height: 15, top: 160, column: 0 },
    { text: filling, height: 13, top: 100, column: 1 },
    { text: '24 ounces (680 grams) cream cheese, softened', height: 15, top: 130, column: 1 },
    { text: '1 cup (270 grams) creamy peanut butter', height: 15, top: 160, column: 1 },
    { text: '1 teaspoon vanilla extract', height: 15, top: 190, column: 1 },
    {
      text: '2. Place the graham crackers in the bowl of a food processor and pulse',
      height: 13,
      top: 300,
      column: 1,
    },
    {
      text: '3. Thoroughly grease the bottoms and sides of the springform pan.',
      height: 13,
      top: 330,
      column: 1,
    },
  ];

  it('keeps the other column on the list when it opens on a heading of the list over an item', () => {
    const draft = parseRecipeText(page('FOR THE FILLING:'));
    expect(draft.ingredients).toEqual([
      '16 whole (227 grams) graham crackers',
      '7 tablespoons (100 grams) butter',
      '24 ounces (680 grams) cream cheese, softened',
      '1 cup (270 grams) creamy peanut butter',
      '1 teaspoon vanilla extract',
    ]);
    expect(draft.ingredientGroups?.map((group) => group.title)).toEqual([
      'For the crust',
      'For the filling',
    ]);
    expect(draft.instructions).toEqual([
      'Place the graham crackers in the bowl of a food processor and pulse',
      'Thoroughly grease the bottoms and sides of the springform pan.',
    ]);
  });

  it('still takes a column of long rows that opens on no heading for the method', () => {
    const draft = parseRecipeText(
      page('Beat the cream cheese until it is smooth and then add the sugar.'),
    );
    expect(draft.ingredients).toEqual([
      '16 whole (227 grams) graham crackers',
      '7 tablespoons (100 grams) butter',
    ]);
    expect(draft.instructions[0]).toMatch(/^Beat the cream cheese/u);
  });

  it('reads a "V2" or "Y4" at the row\'s head before a food as a fraction glyph', () => {
    expect(mendOcrMisreads('V2 barbecued chicken, skin and bones removed')).toBe(
      '1/2 barbecued chicken, skin and bones removed',
    );
    expect(mendOcrMisreads('Y4 red cabbage, shredded')).toBe('1/4 red cabbage, shredded');
    expect(mendOcrMisreads('V8 juice')).toBe('V8 juice');
    expect(mendOcrMisreads('V2 Engine Oil')).toBe('V2 Engine Oil');
    expect(mendOcrMisreads('V2 chicken breasts, diced')).toBe('V2 chicken breasts, diced');
  });

  it('reads a lone glyph with a ">" after it before a spoon as a half', () => {
    expect(mendOcrMisreads('¥> teaspoon fine sea salt')).toBe('1/2 teaspoon fine sea salt');
  });

  it('reads a "2" run into a spoon or a cup in the singular as a half', () => {
    expect(mendOcrMisreads('2cup light or dark brown sugar (packed)')).toBe(
      '1/2 cup light or dark brown sugar (packed)',
    );
    expect(mendOcrMisreads('2teaspoon salt')).toBe('1/2 teaspoon salt');
    expect(mendOcrMisreads('2cups flour')).toBe('2 cups flour');
    expect(mendOcrMisreads('2 cup flour')).toBe('2 cup flour');
    expect(mendOcrMisreads('2cupcakes')).toBe('2cupcakes');
  });

  it('reads a cup written "c." whose stop was read as a comma after the cent sign', () => {
    expect(mendOcrMisreads('1/4 ¢, cornstarch')).toBe('1/4 c. cornstarch');
    expect(mendOcrMisreads('1/4 ¢. cornstarch')).toBe('1/4 c. cornstarch');
  });
});

describe('a decimal point or a pound run into a figure (session 65, photos23)', () => {
  it('reads a "1" whose full stop was read with it as an "L" before a spoon or a cup', () => {
    // vt-027: "L5 teaspoons baking powder" for "1.5 teaspoons".
    expect(mendOcrMisreads('L5 teaspoons baking powder')).toBe('1.5 teaspoons baking powder');
    expect(mendOcrMisreads('L25 cups milk')).toBe('1.25 cups milk');
    expect(mendOcrMisreads('L5 c. sugar')).toBe('1.5 c. sugar');
  });

  it('reads a nought before a half or a quarter of one fruit as a decimal', () => {
    // nov-015: "05 lemon, juiced" for "0.5 lemon".
    expect(mendOcrMisreads('05 lemon, juiced')).toBe('0.5 lemon, juiced');
    expect(mendOcrMisreads('075 onion (diced)')).toBe('0.75 onion (diced)');
  });

  it('leaves other letters, counts and plurals as they are', () => {
    expect(mendOcrMisreads('L5 lemons')).toBe('L5 lemons');
    expect(mendOcrMisreads('L2 cups flour')).toBe('L2 cups flour');
    // Five lemons: the nought before them is a box's, dropped as before.
    expect(mendOcrMisreads('05 lemons, juiced')).toBe('5 lemons, juiced');
    expect(mendOcrMisreads('01 lemon, juiced')).not.toMatch(/^0\./u);
  });

  it('reads a pound run into its count with its "b" read as an "h"', () => {
    // vt-023: "1 lb Halibut fillet" read "11h Halibut fillet".
    expect(mendOcrMisreads('11h Halibut fillet')).toBe('1 lb Halibut fillet');
    expect(mendOcrMisreads('21hs chicken wings')).toBe('2 lbs chicken wings');
    expect(mendOcrMisreads('11 Halibut fillets')).toBe('11 Halibut fillets');
  });
});

describe('a row of its own with no amount after a finished row (session 65, photos24)', () => {
  it('takes a prepared food with a note in a bracket for an item of its own', () => {
    const draft = parseRecipeText(
      list(['1 tsp minced garlic', false], ['chopped basil (for', true], ['garnish)', true]),
    );
    expect(draft.ingredients).toEqual(['1 tsp minced garlic', 'chopped basil (for garnish)']);
    const closed = parseRecipeText(
      list(['1/3 cup feta cheese', false], ['thinly sliced red onions (to taste)', true]),
    );
    expect(closed.ingredients).toEqual([
      '1/3 cup feta cheese',
      'thinly sliced red onions (to taste)',
    ]);
  });

  it('takes it for an item on a bulleted list whose bullet it lost', () => {
    const draft = parseRecipeText(
      list(
        ['• 4 pork chops', false],
        ['• 2 tbsp olive oil', false],
        ['• 1/2 tsp sea salt', false],
        ['• 1 tsp minced garlic', false],
        ['chopped basil (for', true],
        ['garnish)', true],
      ),
    );
    expect(draft.ingredients.slice(-2)).toEqual([
      '1 tsp minced garlic',
      'chopped basil (for garnish)',
    ]);
  });

  it('still joins a note or a preparation with no food of its own', () => {
    const draft = parseRecipeText(
      list(['1 red onion, thinly', false], ['sliced (about 1 cup)', true]),
    );
    expect(draft.ingredients).toEqual(['1 red onion, thinly sliced (about 1 cup)']);
  });

  it('joins a lone word after a row a conjunction left open, though it reads as an amount', () => {
    const draft = parseRecipeText(
      list(['1 1/4 cups half and', false], ['half', true], ['1 tbsp sugar', false]),
    );
    expect(draft.ingredients).toEqual(['1 1/4 cups half and half', '1 tbsp sugar']);
  });
});

describe('all purpose flour read "ALL Purpose" and wrapped before its food (session 65, photos24)', () => {
  it('reads an "All" whose "ll" was read as capitals before "purpose"', () => {
    expect(mendOcrMisreads('2.5 tbsp ALL Purpose Flour')).toBe('2.5 tbsp All Purpose Flour');
    expect(mendOcrMisreads('2 cups ALL-purpose flour')).toBe('2 cups all-purpose flour');
    expect(mendOcrMisreads('2 CUPS ALL PURPOSE FLOUR')).toBe('2 CUPS ALL PURPOSE FLOUR');
    expect(mendOcrMisreads('ALL Purposes')).toBe('ALL Purposes');
  });

  it('joins the food to such a row in title case', () => {
    const draft = parseRecipeText(
      list(['2.5 tbsp ALL Purpose', false], ['Flour', true], ['1 tbsp Dijon Mustard', false]),
    );
    expect(draft.ingredients).toEqual(['2.5 tbsp All Purpose Flour', '1 tbsp Dijon Mustard']);
  });
});

describe("a made sauce's or a part's heading with no colon (session 66, photos27)", () => {
  const rows = (...texts: string[]): TextLine[] => [
    { text: 'Ingredients', height: 30, top: 0 },
    ...texts.map((text, index) => ({ text, height: 24, top: 40 + index * 30 })),
  ];

  it('reads a sauce in title case that names no bought food as the heading of its part', () => {
    const draft = parseRecipeText(
      rows('0.5 teaspoon cumin', 'Garlic Cream Sauce', '1 tablespoon unsalted butter'),
    );
    expect(draft.ingredients).toEqual(['0.5 teaspoon cumin', '1 tablespoon unsalted butter']);
    expect(draft.ingredientGroups?.map((group) => group.title)).toEqual([
      null,
      'Garlic Cream Sauce',
    ]);
    // A bought sauce is an item, though its row has no amount.
    const bought = parseRecipeText(rows('2 tbsp Honey', 'Soy Sauce', '1 tbsp Rice Vinegar'));
    expect(bought.ingredients).toContain('Soy Sauce');
    expect(bought.ingredientGroups).toBeUndefined();
  });

  it('reads a part named in sentence case, alone after a gap, as a heading', () => {
    const draft = parseRecipeText(
      rows('60g pkt baby spinach', '', 'Pumpkin & lentil filling', '2 tbsp olive oil'),
    );
    expect(draft.ingredients).toEqual(['60g pkt baby spinach', '2 tbsp olive oil']);
    expect(draft.ingredientGroups?.map((group) => group.title)).toEqual([
      null,
      'Pumpkin & lentil filling',
    ]);
    // With no gap before it, a row in sentence case may be a wrapped row's rest or an item.
    const close = parseRecipeText(rows('60g pkt baby spinach', 'Pie filling', '2 tbsp olive oil'));
    expect(close.ingredientGroups).toBeUndefined();
  });
});

describe('a range\'s "to" read as "10" run into its first figure (session 66, photos27)', () => {
  it('reads "210 2.5 cups" as "2 to 2.5 cups"', () => {
    expect(mendOcrMisreads('210 2.5 cups all-purpose flour')).toBe(
      '2 to 2.5 cups all-purpose flour',
    );
    expect(mendOcrMisreads('110 1 1/2 cups milk')).toBe('1 to 1 1/2 cups milk');
  });

  it('leaves figures that make no range, or a weight', () => {
    expect(mendOcrMisreads('310 2 cups flour')).toBe('310 2 cups flour');
    expect(mendOcrMisreads('210 g plain flour')).toBe('210 g plain flour');
  });
});

describe('a row in a capital after a finished food on a bulleted list (session 66, photos27)', () => {
  it('is an item of its own where the row before stopped short of the edge', () => {
    const draft = parseRecipeText(
      list(
        ['* 12.75 oz all-purpose flour', false],
        ['* 1 tsp baking powder', false],
        ['* 8 oz unsalted butter', false],
        ['1 large egg', false],
        ['2 tsp vanilla extract', false],
        ['Red and green food', false],
        ['coloring (I used gel colors)', true],
        ['6.75 oz sprinkles', false],
      ),
    );
    expect(draft.ingredients.slice(3)).toEqual([
      '1 large egg',
      '2 tsp vanilla extract',
      'Red and green food coloring (I used gel colors)',
      '6.75 oz sprinkles',
    ]);
  });

  it('still joins the rest of a row that ran to the edge, or one in lower case', () => {
    const draft = parseRecipeText(
      list(
        ['* 12.75 oz all-purpose flour', false],
        ['* 1 tsp baking powder', false],
        ['* 1/2 cup Marzetti Simply', false],
        ['Balsamic vinaigrette', true],
      ),
    );
    expect(draft.ingredients.at(-1)).toBe('1/2 cup Marzetti Simply Balsamic vinaigrette');
  });
});

describe('a metric twin\'s "ml" read "mi", a plus-or-minus read "+/«" (session 67, photos30)', () => {
  it('reads "mi" as millilitres in a bracket after a figure', () => {
    expect(mendOcrMisreads('1/2 cup (120 mi) heavy cream')).toBe('1/2 cup (120 ml) heavy cream');
    expect(mendOcrMisreads('1 cup (240 mi)')).toBe('1 cup (240 ml)');
    // Not a word of its own in a bracket.
    expect(mendOcrMisreads('1 jar (mi casa brand)')).toBe('1 jar (mi casa brand)');
  });

  it('reads "+/«" before a figure as a plus-or-minus', () => {
    expect(mendOcrMisreads('2 1/2 TBSP Ice Cold Water (+/« 1 TBSP)')).toBe(
      '2 1/2 TBSP Ice Cold Water (+/- 1 TBSP)',
    );
    expect(mendOcrMisreads('water (+/~ 2 tbsp)')).toBe('water (+/- 2 tbsp)');
  });
});

describe('a row that ends on "+" (session 67, photos31)', () => {
  it('is joined to the amount row after it that it adds', () => {
    // A beside card's narrow list: "¼ cup unsalted butter, melted + 2 tablespoons unsalted
    // butter" wrapped over four rows, each running to the column's edge.
    const rows = photo(
      ['Cornbread', 60],
      ['Ingredients', 40],
      ['— 1 cup yellow cornmeal', 30],
      ['— 2 eggs', 30],
      ['— 1/4 cup unsalted', 30],
      ['butter, melted +', 30],
      ['2 tablespoons', 30],
      ['unsalted butter', 30],
      ['— pinch of salt', 30],
    );
    const draft = parseRecipeText(
      rows.map((row, at) => (at >= 5 && at <= 7 ? { ...row, runsOn: true } : row)),
    );
    expect(draft.ingredients).toEqual([
      '1 cup yellow cornmeal',
      '2 eggs',
      '1/4 cup unsalted butter, melted + 2 tablespoons unsalted butter',
      'pinch of salt',
    ]);
    // A "+" alone after a word is kept; a speck after a figure or a bracket is not.
    expect(cleanLine('butter, melted +')).toBe('butter, melted +');
    expect(cleanLine('2 eggs (large) »')).toBe('2 eggs (large)');
  });
});

describe('a bulleted row wrapped before "pepper, …" (session 67, photos32)', () => {
  it('takes the rest that names the pepper and how it is prepared', () => {
    // A beside card's narrow dashed list: "1 jalapeño pepper, seeds removed and finely diced"
    // wrapped over three rows; "pepper" alone would be an item of its own.
    const rows = photo(
      ['Cornbread', 60],
      ['Ingredients', 40],
      ['— 1 cup yellow cornmeal', 30],
      ['— 1 teaspoon salt', 30],
      ['— 2 eggs', 30],
      ['— 1 jalapeño', 30],
      ['pepper, seeds', 30],
      ['removed and', 30],
      ['finely diced', 30],
      ['— pinch of salt', 30],
    );
    const draft = parseRecipeText(
      rows.map((row, at) => (at >= 6 && at <= 8 ? { ...row, runsOn: true } : row)),
    );
    expect(draft.ingredients).toEqual([
      '1 cup yellow cornmeal',
      '1 teaspoon salt',
      '2 eggs',
      '1 jalapeño pepper, seeds removed and finely diced',
      'pinch of salt',
    ]);
  });

  it('leaves a seasoning that says what it is for, and one with its capital', () => {
    const rows = photo(
      ['Cornbread', 60],
      ['Ingredients', 40],
      ['— 1 cup yellow cornmeal', 30],
      ['— 1 teaspoon baking', 30],
      ['soda', 30],
      ['— 2 eggs', 30],
      ['— 1 jalapeño', 30],
      ['pepper, to taste', 30],
      ['— 1 cup warm milk', 30],
      ['Pepper, freshly ground', 30],
    );
    const draft = parseRecipeText(
      rows.map((row, at) => (at === 4 || at === 7 || at === 9 ? { ...row, runsOn: true } : row)),
    );
    expect(draft.ingredients).toContain('pepper, to taste');
    expect(draft.ingredients).toContain('Pepper, freshly ground');
  });
});

describe("a book page's running head, a wrapped capitals heading, a small-capitals part (session 68, photos68)", () => {
  /** A book page: running heads, the title large, a narrow list column with no Ingredients heading. */
  const page = (...rows: [string, number, boolean?][]): TextLine[] =>
    rows.map(([text, height, runsOn], index) => ({
      text,
      height,
      top: index * 40,
      ...(height < 40 ? { column: 0 as const } : {}),
      ...(runsOn ? { runsOn } : {}),
    }));

  it('leaves out a running head that says the title again', () => {
    const draft = parseRecipeText(
      page(
        ['BAKING DAY', 20],
        ['5 Ingredient No-Bake Mini Chocolate Cheesecakes', 21],
        ['5 INGREDIENT NO-BAKE MINI', 40],
        ['CHOCOLATE CHEESECAKES', 45],
        ['OREO CRUSTS', 23],
        ['18 whole Oreo cookies', 23],
        ['6 tablespoons unsalted butter', 24],
      ),
    );
    expect(draft.ingredients).toEqual(['18 whole Oreo cookies', '6 tablespoons unsalted butter']);
    expect(draft.ingredientGroups?.map((group) => group.title)).toEqual(['Oreo crusts']);
  });

  it('keeps a row that says a title of a word or two again, not reading it as a running head', () => {
    const draft = parseRecipeText(
      page(
        ['Pancakes', 21],
        ['Pancakes', 50],
        ['2 cups flour', 23],
        ['2 eggs', 23],
        ['Ingredients', 24],
      ),
    );
    expect(draft.name).toBe('Pancakes');
    // The small "Pancakes" row is read, not left out as the page's (a dish's name may be a row).
    expect(draft.description).toMatch(/^Pancakes\b/u);
  });

  it('reads a heading in capitals wrapped over two rows as one', () => {
    const draft = parseRecipeText(
      page(
        ['Mini Cheesecakes', 45],
        ['OREO CRUSTS', 23],
        ['18 whole Oreo cookies', 23],
        ['CHOCOLATE', 24],
        ['CHEESECAKE FiLuing', 25, true],
        ['⅔ cup chocolate chips', 22, true],
        ['⅓ cup heavy cream', 23],
      ),
    );
    expect(draft.ingredientGroups?.map((group) => group.title)).toEqual([
      'Oreo crusts',
      // Kept as read from small capitals, for its words to be mended (mendHeadingWords).
      'CHOCOLATE CHEESECAKE FiLuing',
    ]);
    expect(draft.ingredients).toEqual([
      '18 whole Oreo cookies',
      '⅔ cup chocolate chips',
      '⅓ cup heavy cream',
    ]);
  });

  it('heads foods with no amount under a heading read from small capitals', () => {
    const draft = parseRecipeText(
      page(
        ['Mini Cheesecakes', 45],
        ['OREO CRUSTS', 23],
        ['18 whole Oreo cookies', 23],
        ['12 ounces cream cheese', 23],
        ['OrmioNAL ToppPINGs', 24, true],
        ['whipped cream', 30, true],
        ['crushed Oreos', 24, true],
      ),
    );
    expect(draft.ingredientGroups?.map((group) => group.title)).toEqual([
      'Oreo crusts',
      'OrmioNAL ToppPINGs',
    ]);
    expect(draft.ingredients).toEqual([
      '18 whole Oreo cookies',
      '12 ounces cream cheese',
      'whipped cream',
      'crushed Oreos',
    ]);
    // A heading in plain capitals over a row with no amount is left as before (a list in
    // capitals may name a food so).
    const plain = parseRecipeText(
      page(
        ['Mini Cheesecakes', 45],
        ['OREO CRUSTS', 23],
        ['18 whole Oreo cookies', 23],
        ['12 ounces cream cheese', 23],
        ['OPTIONAL', 24],
        ['whipped cream', 30],
      ),
    );
    expect(plain.ingredientGroups?.map((group) => group.title)).toEqual(['Oreo crusts']);
  });
});

describe('a row that ends on "&" (session 68, photos68)', () => {
  it('keeps the "&" and takes the row that finishes it', () => {
    expect(cleanLine('unsalted butter ((soft &')).toBe('unsalted butter ((soft &');
    // A speck after a figure or a bracket still goes.
    expect(cleanLine('2 eggs (large) &')).toBe('2 eggs (large)');
    const rows = photo(
      ['Banana Cake', 60],
      ['Ingredients', 40],
      ['2 eggs', 30],
      ['100 grams (3.53 oz)', 30],
      ['unsalted butter (soft &', 30],
      ['cold)', 30],
      ['salt &', 30],
      ['pepper', 30],
      ['160 ml milk', 30],
    );
    const draft = parseRecipeText(
      rows.map((row, at) => (at === 4 || at === 5 || at === 7 ? { ...row, runsOn: true } : row)),
    );
    expect(draft.ingredients).toEqual([
      '2 eggs',
      '100 grams (3.53 oz) unsalted butter (soft & cold)',
      'salt & pepper',
      '160 ml milk',
    ]);
  });
});

describe('a heading wrapped in its own case, a misread method heading (session 70, photos74)', () => {
  const rows = (...lines: [string, number, boolean?][]): TextLine[] =>
    lines.map(([text, height, runsOn], index) => ({
      text,
      height,
      top: index * 40,
      ...(runsOn ? { runsOn: true } : {}),
    }));

  it('reads a title-case heading wrapped before an amount row as one heading', () => {
    const draft = parseRecipeText(
      rows(
        ['Grilled Salmon', 60],
        ['Ingredients', 40],
        ['1) 2 pounds salmon', 30],
        ['2) 1 tablespoon olive oil', 30],
        ['For the Avocado', 30],
        ['Salsa', 30, true],
        ['3) 1 avocado (cubed)', 30],
        ['4) 2 limes (juiced)', 30],
        ['Method', 40],
        ['1. Mix it all.', 30],
      ),
    );
    expect(draft.ingredientGroups?.map((group) => group.title)).toEqual([
      null,
      'For the Avocado Salsa',
    ]);
    expect(draft.ingredients).not.toContain('Salsa');
  });

  it('keeps a food with no amount under its heading as an item', () => {
    const draft = parseRecipeText(
      rows(
        ['Grilled Salmon', 60],
        ['Ingredients', 40],
        ['2 pounds salmon', 30],
        ['1 tablespoon olive oil', 30],
        ['For the Garnish', 30],
        ['Parsley', 30, true],
        ['Lemon Wedges', 30],
        ['Method', 40],
        ['1. Mix it all.', 30],
      ),
    );
    expect(draft.ingredients).toContain('Parsley');
  });

  it('reads a capitals heading over three rows after a first word in mixed case', () => {
    const draft = parseRecipeText(
      rows(
        ['Garden Salad', 60],
        ['Ingredients', 40],
        ['4 romaine hearts', 30],
        ['4 cups kale', 30],
        ['For OREGANO', 30],
        ['VINAIGRETTE', 30, true],
        ['DRESSING:', 30, true],
        ['1 tbsp fresh oregano', 30],
        ['4 tbsp olive oil', 30],
        ['Method', 40],
        ['1. Mix it all.', 30],
      ),
    );
    expect(draft.ingredientGroups?.map((group) => group.title?.toLowerCase() ?? null)).toEqual([
      null,
      'for oregano vinaigrette dressing',
    ]);
    expect(draft.ingredients).not.toContain('VINAIGRETTE');
    // …and with no colon to close it, its third row read against the second's capitals.
    const open = parseRecipeText(
      rows(
        ['Garden Salad', 60],
        ['Ingredients', 40],
        ['4 romaine hearts', 30],
        ['For OREGANO', 30],
        ['VINAIGRETTE', 30, true],
        ['DRESSING', 30, true],
        ['1 tbsp fresh oregano', 30],
        ['Method', 40],
        ['1. Mix it all.', 30],
      ),
    );
    expect(open.ingredientGroups?.map((group) => group.title?.toLowerCase() ?? null)).toEqual([
      null,
      'for oregano vinaigrette dressing',
    ]);
  });

  it('reads "02." after a size\'s hyphen and "07" in a bracket as ounces', () => {
    expect(mendOcrMisreads('1 15-02. can black beans, drained')).toBe(
      '1 15-oz. can black beans, drained',
    );
    expect(mendOcrMisreads('100 grams (3.53 07) unsalted butter')).toBe(
      '100 grams (3.53 oz) unsalted butter',
    );
    expect(mendOcrMisreads('1 15-02 can')).toBe('1 15-02 can');
  });

  it('reads a method heading with one letter misread', () => {
    const draft = parseRecipeText(
      rows(
        ['CHICKEN SATAY SKEWERS', 60],
        ['Ingredients:', 20],
        ['1) 4 chicken thighs', 16],
        ['2) 2 tbsp soy sauce', 16],
        ['3) 200ml coconut milk', 16],
        ['Nethod:', 16],
        ['1. ½ ix the marinade, add the chicken and leave for 30 minutes,', 16],
        ['2, Thread onto skewers and grill for 8 to 10 minutes, turning once,', 16],
      ),
    );
    expect(draft.ingredients).toEqual([
      '4 chicken thighs',
      '2 tbsp soy sauce',
      '200ml coconut milk',
    ]);
    expect(draft.instructions).toHaveLength(2);
  });
});

describe('session 70, photos75', () => {
  it('reads "mi" after a range of millilitres as ml', () => {
    expect(mendOcrMisreads('2-3 tbsp / 30-45 mi olive oil')).toBe('2-3 tbsp / 30-45 ml olive oil');
    expect(mendOcrMisreads('½ cup (120-150 mi) cream')).toBe('½ cup (120-150 ml) cream');
    expect(mendOcrMisreads('500 mi double cream')).toBe('500 ml double cream');
  });
});

describe('a list heading naming its first part, a sub-recipe heading after a full row (session 70, photos76)', () => {
  const rows = (...lines: [string, number, boolean?][]): TextLine[] =>
    lines.map(([text, height, runsOn], index) => ({
      text,
      height,
      top: index * 40,
      ...(runsOn ? { runsOn: true } : {}),
    }));

  it('keeps "Ingredients for the" wrapped over two rows in capitals as one heading', () => {
    const draft = parseRecipeText(
      rows(
        ['Garden Salad', 60],
        ['INGREDIENTS FOR THE', 30],
        ['SALAD:', 30, true],
        ['4 romaine hearts', 30],
        ['4 cups kale', 30],
        ['1 Toss the romaine and the kale in a bowl.', 30],
      ).map((line, index) => (index > 0 ? { ...line, column: index < 5 ? 0 : 1 } : line)),
    );
    expect(draft.ingredientGroups?.map((group) => group.title)).toEqual([
      'Ingredients for the salad',
    ]);
    expect(draft.ingredients).toEqual(['4 romaine hearts', '4 cups kale']);
  });

  it('reads a sub-recipe heading in title case as a heading though the row before ran on', () => {
    const draft = parseRecipeText(
      rows(
        ['Steak Salad', 60],
        ['Ingredients', 40],
        ['1 pound sirloin steak', 30],
        ['3 tablespoons extra-virgin olive oil', 30],
        ['Homemade Tzatziki Sauce', 30, true],
        ['Tzatziki Sauce', 30],
        ['Instructions', 40],
        ['1. Grill the steak.', 30],
      ),
    );
    expect(draft.ingredientGroups?.map((group) => group.title)).toEqual([
      null,
      'Homemade Tzatziki Sauce',
    ]);
    expect(draft.ingredients).not.toContain('Homemade Tzatziki Sauce');
  });

  it('leaves "Ingredients for 4" no heading of a part', () => {
    expect(readGroupTitle('Ingredients for 4')).toBeNull();
  });
});

describe('a bullet read as a lone letter, a stray square bracket, a range run into its spoon, a half before a misread spoon, a step\'s "In" (session 71, photos77)', () => {
  it('takes a lone letter before the amount off a row of a list read with bullets', () => {
    expect(
      stripSharedBullet(
        ['1 ¼ Cup All-Purpose Flour', 's 2 TBSP Granulated Sugar', '= 2 TBSP Water'],
        true,
      ),
    ).toEqual(['1 ¼ Cup All-Purpose Flour', '2 TBSP Granulated Sugar', '= 2 TBSP Water']);
  });

  it('leaves a lone letter where the list was not read with bullets, and "a" before an amount', () => {
    const lines = ['s 2 TBSP Granulated Sugar', '1 cup milk', '2 eggs'];
    expect(stripSharedBullet(lines)).toEqual(lines);
    expect(stripSharedBullet(['a 400g tin tomatoes', '1 onion', '2 eggs'], true)).toEqual([
      'a 400g tin tomatoes',
      '1 onion',
      '2 eggs',
    ]);
  });

  it('takes off a square bracket closed against a word on a row that opens none', () => {
    expect(mendOcrMisreads('1 teaspoon] lemon juice')).toBe('1 teaspoon lemon juice');
    expect(mendOcrMisreads('2 eggs]')).toBe('2 eggs');
  });

  it("spaces a spoon run into a range's last figure", () => {
    expect(mendOcrMisreads('2-3tbsp / 30-45 mi olive oil')).toBe('2-3 tbsp / 30-45 ml olive oil');
    expect(mendOcrMisreads('1-2cloves garlic')).toBe('1-2 cloves garlic');
    expect(mendOcrMisreads('1-2cm piece ginger')).toBe('1-2cm piece ginger');
  });

  it('reads a half read "%" before a spoon the words\' mending put right', () => {
    const draft = parseRecipeText(
      list(['1% toaspoons vanilla extract', false], ['2 large eggs', false]),
    );
    expect(mendDraftWords(draft).ingredients).toEqual([
      '1 1/2 teaspoons vanilla extract',
      '2 large eggs',
    ]);
  });

  it('leaves a row whose words needed no mending as it was', () => {
    const draft = parseRecipeText(list(['100% cocoa powder', false], ['2 large eggs', false]));
    expect(mendDraftWords(draft).ingredients).toEqual(['100% cocoa powder', '2 large eggs']);
  });

  it('reads a step\'s "In" between words in lower case as "in"', () => {
    const draft = parseRecipeText(
      photo(
        ['Method', 30],
        ['1. Toss the garlic cloves In the oil. In a bowl, stir In Cheese.', 20],
      ),
    );
    expect(mendDraftWords(draft).instructions).toEqual([
      'Toss the garlic cloves in the oil. In a bowl, stir In Cheese.',
    ]);
  });

  it('leaves a square bracket the row opened', () => {
    expect(mendOcrMisreads('1 cup stock [see note]')).toBe('1 cup stock [see note]');
  });
});

describe('a range\'s colon, a bar for "1", "1172 tbsp", a doubled colon, a lone list number, a list\'s "mL" (session 71, photos79)', () => {
  it("reads a range's hyphen read as a colon before a spoon or a cup", () => {
    expect(mendOcrMisreads('2:3 tablespoons olive oil')).toBe('2-3 tablespoons olive oil');
    expect(mendOcrMisreads('3:2 tbsp olive oil')).toBe('3:2 tbsp olive oil');
    expect(mendOcrMisreads('1:30 cups')).toBe('1:30 cups');
  });

  it('reads a bar before a unit as a count of one, a bullet read "i" before it', () => {
    expect(mendOcrMisreads('i | pinch(es) Black pepper')).toBe('1 pinch(es) Black pepper');
    expect(mendOcrMisreads('| cup milk')).toBe('1 cup milk');
    expect(mendOcrMisreads('| cupcake case')).toBe('| cupcake case');
  });

  it('reads a whole figure run into a fraction whose slash was read "7", after a list\'s misread number too', () => {
    expect(mendOcrMisreads('1172 tbsp sweet chilli sauce')).toBe('1 1/2 tbsp sweet chilli sauce');
    expect(mendOcrMisreads('?) 1172 tbsp sweet chilli sauce')).toBe(
      '?) 1 1/2 tbsp sweet chilli sauce',
    );
    expect(mendOcrMisreads('1172 g flour')).toBe('1172 g flour');
  });

  it('reads a group heading whose colon was read twice', () => {
    expect(readGroupTitle('For the panna cotta::')).toBe('For the panna cotta');
    expect(readGroupTitle('Topping::')).toBe('Topping');
  });

  it("drops a numbered list's number misread alone on its row", () => {
    const draft = parseRecipeText(
      list(
        ['1. zest of 4 oranges', false],
        ['2. 3 cups heavy cream', false],
        ['3. 5 large egg yolks', false],
        ['Is)', true],
        ['1 tsp vanilla extract', false],
      ),
    );
    expect(draft.ingredients).toEqual([
      'zest of 4 oranges',
      '3 cups heavy cream',
      '5 large egg yolks',
      '1 tsp vanilla extract',
    ]);
  });

  it("reads a step's full stop read as a comma before a method's verb and at its end", () => {
    const draft = parseRecipeText(
      photo(
        ['Method', 30],
        ['1. Dice into 1/2 inch pieces, Measure 2 cups,', 20],
        ['2. Add the salt, Parmesan and pepper, Stir well.', 20],
      ),
    );
    expect(mendDraftWords(draft).instructions).toEqual([
      'Dice into 1/2 inch pieces. Measure 2 cups.',
      'Add the salt, Parmesan and pepper. Stir well.',
    ]);
  });

  it("writes millilitres as the list's other rows do", () => {
    const rows = (first: string) =>
      parseRecipeText(
        list(
          [`2 (14-ounce/398 ${first}) cans coconut milk`, false],
          ['3 tablespoons (45 mL) peanut butter', false],
          ['2 teaspoons (10 mL) vanilla extract', false],
        ),
      ).ingredients[0];
    expect(rows('ml')).toBe('2 (14-ounce/398 mL) cans coconut milk');
    // One row alone says nothing of the list's way.
    const one = parseRecipeText(
      list(['398 ml coconut milk', false], ['45 mL peanut butter', false], ['1 egg', false]),
    );
    expect(one.ingredients).toEqual(['398 ml coconut milk', '45 mL peanut butter', '1 egg']);
  });
});

describe('a list\'s numbers read without their dots, a round bullet read "o", grams read "9" before a bracket (session 72, photos82)', () => {
  it('takes the numbers of a list numbered from its first row off its rows, their dots lost', () => {
    const draft = parseRecipeText(
      list(
        ['1 2 slices of bread', false],
        ['2 1 ripe avocados', false],
        ['3. everything bagel seasoning', false],
        ['4 desired toppings', false],
      ),
    );
    expect(draft.ingredients).toEqual([
      '2 slices of bread',
      '1 ripe avocados',
      'everything bagel seasoning',
      'desired toppings',
    ]);
    // A pack's count and size opening the first row is an amount, its unit spelt out or not.
    for (const first of ['1 15 oz can tomatoes', '1 28 ounce can tomatoes']) {
      const pack = parseRecipeText(list([first, false], ['2 1 ripe avocados', false]));
      expect(pack.ingredients[0]).toBe(first);
    }
    // A list whose amounts happen to count up is no numbered list: its amounts stay.
    const counts = parseRecipeText(
      list(
        ['1 onion, chopped', false],
        ['2 carrots, sliced', false],
        ['3 eggs', false],
        ['4 potatoes, peeled', false],
      ),
    );
    expect(counts.ingredients).toEqual([
      '1 onion, chopped',
      '2 carrots, sliced',
      '3 eggs',
      '4 potatoes, peeled',
    ]);
  });

  it('drops a round bullet read as "o" before a word in lower case', () => {
    expect(cleanLine('o sliced lemon')).toBe('sliced lemon');
    expect(cleanLine('oat milk')).toBe('oat milk');
  });

  it('reads a gram "g" read as "9" before a bracket that opens on another amount', () => {
    expect(mendOcrMisreads('1709 (1.5 cups) mexican cheese blend')).toBe(
      '170g (1.5 cups) mexican cheese blend',
    );
    // A year is left, and so is a bracket with no amount in it.
    expect(mendOcrMisreads('2009 (1 bottle) port')).toBe('2009 (1 bottle) port');
    expect(mendOcrMisreads('1709 (see note) cheese')).toBe('1709 (see note) cheese');
  });

  it('takes a checkbox read "Ol", or "1" before a whole count and a food, off a checkbox list', () => {
    const rows = [
      '1 6 mini chocolate chips',
      'Ol 6 jumbo red hearts sprinkles',
      '1 15 oz can black beans',
    ];
    expect(stripBoxRemains(rows, 4, 5)).toEqual([
      '6 mini chocolate chips',
      '6 jumbo red hearts sprinkles',
      '1 15 oz can black beans',
    ]);
    // On a list with no checkboxes the rows stay as read.
    expect(stripBoxRemains(rows, 0, 5)).toEqual(rows); // A pack's count and its size, its unit spelt out, keeps its count (session 72 review).
    const packs = ['1 28 ounce can tomatoes', '1 2 cups flour', '1 12 pound turkey'];
    expect(stripBoxRemains(packs, 4, 5)).toEqual(packs);
  });
});

describe('a decimal weight\'s gram read "9" or "q" in a bracket (session 72, photos81)', () => {
  it('reads "(12.5 9)" and "(312.5 q)" as grams, and leaves a bracket with more in it', () => {
    expect(mendOcrMisreads('2 1/2 teaspoons (12.5 9) baking powder')).toBe(
      '2 1/2 teaspoons (12.5 g) baking powder',
    );
    expect(mendOcrMisreads('2 1/2 cups (312.5 q) all-purpose flour')).toBe(
      '2 1/2 cups (312.5 g) all-purpose flour',
    );
    expect(mendOcrMisreads('1 can (14.5 9 oz) tomatoes')).toBe('1 can (14.5 9 oz) tomatoes');
  });
});

describe('session 73, photos84', () => {
  const photo = (rows: string[]): TextLine[] =>
    rows.map((text, index) => ({ text, height: 20, top: index * 30 }));

  it('reads a photo with a long row of figures and spaces in linear time', () => {
    // A heading's colon read as a full stop after "For …" was found by a look-behind to the
    // row's start tried at every place: a 48,000-character row took over half a minute.
    const rows = [
      'Pancakes',
      'Ingredients',
      '1 cup flour',
      '2 '.repeat(24_000),
      'Method',
      '1. Mix.',
    ];
    const started = Date.now();
    parseRecipeText(photo(rows));
    expect(Date.now() - started).toBeLessThan(10_000);
    // The rule itself is kept: "For the filling." over an amount is a heading.
    const draft = parseRecipeText(
      photo(['Pie', 'Ingredients', 'For the filling.', '2 cups apples', 'Method', '1. Bake.']),
    );
    expect(draft.ingredientGroups?.map((group) => group.title)).toContain('For the filling');
  });

  it("takes a row with no amount under a group's heading for the group's first food", () => {
    // No "Ingredients" heading: the list opens on a part's heading (vt-142).
    const lines: TextLine[] = [
      { text: 'Pumpkin Cheesecake Roll', height: 33, top: 70 },
      { text: 'FOR THE CAKE:', height: 16, top: 210, column: 0 },
      { text: 'Cooking spray', height: 22, top: 250, column: 0 },
      { text: '3/4 c. all-purpose flour', height: 23, top: 296, column: 0 },
      { text: '1/2 tsp. kosher salt', height: 23, top: 340, column: 0 },
      { text: '1 tsp. baking soda', height: 23, top: 383, column: 0 },
      { text: 'Powdered sugar, for', height: 22, top: 203, column: 1 },
      { text: 'rolling', height: 22, top: 240, column: 1, runsOn: true },
      { text: 'FOR THE FILLING:', height: 16, top: 286, column: 1 },
      { text: '12 oz. cream cheese', height: 22, top: 329, column: 1 },
      { text: '1 tsp. pure vanilla extract', height: 22, top: 370, column: 1 },
      { text: 'METHOD', height: 27, top: 650 },
      {
        text: '1. Preheat oven to 350°. Line a jelly roll pan with parchment.',
        height: 22,
        top: 700,
      },
    ];
    const draft = parseRecipeText(lines);
    expect(draft.description).toBeNull();
    expect(draft.ingredientGroups?.map((group) => [group.title, group.items])).toEqual([
      [
        'For the cake',
        [
          'Cooking spray',
          '3/4 c. all-purpose flour',
          '1/2 tsp. kosher salt',
          '1 tsp. baking soda',
          // …and a food with what it is for, no amount, at the head of the list's next column.
          'Powdered sugar, for rolling',
        ],
      ],
      ['For the filling', ['12 oz. cream cheese', '1 tsp. pure vanilla extract']],
    ]);
    // A row under the heading that is no food's, a sentence, stays the description.
    const sentence = parseRecipeText([
      ...lines.slice(0, 2),
      { text: 'Makes one roll.', height: 22, top: 250, column: 0 },
      ...lines.slice(3),
    ]);
    expect(sentence.description).toBe('Makes one roll.');
    // …and so does a note that names no food, with no sentence's end.
    const note = parseRecipeText([
      ...lines.slice(0, 2),
      { text: 'Best served chilled', height: 22, top: 250, column: 0 },
      ...lines.slice(3),
    ]);
    expect(note.ingredients).not.toContain('Best served chilled');
  });

  it('reads a space or a slash read "l" between a figure and its spoon or cup', () => {
    expect(mendOcrMisreads('1lcup mashed bananas')).toBe('1 cup mashed bananas');
    expect(mendOcrMisreads('1l4cup olive oil')).toBe('1/4 cup olive oil');
    expect(mendOcrMisreads('3l4 Tbsp honey')).toBe('3/4 Tbsp honey');
    // A litre is left, and so is an "l" before anything but a spoon or a cup.
    expect(mendOcrMisreads('1l water')).toBe('1l water');
    expect(mendOcrMisreads('1l4 apples')).toBe('1l4 apples');
  });

  it("reads a part's heading wrapped one word a row in a narrow column whole", () => {
    const rows = (words: string[]): TextLine[] => [
      { text: 'Protein Cake', height: 64, top: 0 },
      { text: 'Ingredients', height: 50, top: 80, column: 0 },
      { text: 'Cake', height: 35, top: 140, column: 0 },
      { text: '2 large eggs', height: 36, top: 190, column: 0 },
      { text: '1 teaspoon', height: 36, top: 230, column: 0 },
      { text: 'vanilla', height: 36, top: 270, column: 0, runsOn: true },
      ...words.map((text, index) => ({
        text,
        height: 40,
        top: 320 + index * 45,
        column: 0 as const,
        runsOn: index > 0,
      })),
      { text: '0.5 cup dark', height: 36, top: 480, column: 0 },
      { text: 'chocolate chips', height: 38, top: 520, column: 0, runsOn: true },
      { text: 'Method', height: 50, top: 80, column: 1 },
      { text: '1. Preheat oven to 350F.', height: 35, top: 140, column: 1 },
    ];
    const draft = parseRecipeText(rows(['Chocolate', 'Ganache', 'Frosting']));
    expect(draft.ingredientGroups?.map((group) => [group.title, group.items])).toEqual([
      ['Cake', ['2 large eggs', '1 teaspoon vanilla']],
      ['Chocolate Ganache Frosting', ['0.5 cup dark chocolate chips']],
    ]);
    // Words that name no part of the dish are foods with no amount, as before.
    const foods = parseRecipeText(rows(['Fresh', 'Mint']));
    expect(foods.ingredientGroups?.map((group) => group.title)).toEqual(['Cake']);
  });

  it('joins a title-case rest to a bulleted row that ran to the edge mid-sentence', () => {
    const rows = (last: string) =>
      photo([
        'Baby Back Ribs',
        'Ingredients',
        '* Baby Back Ribs',
        '* 1 cup of brown sugar',
        last,
        'Mitch Whomp',
        '* Texas Pepper Jelly',
        'Method',
        '1. Prepare your smoker.',
      ]).map((line, index) => (index === 5 ? { ...line, runsOn: true } : line));
    expect(parseRecipeText(rows('* Your favorite BBQ Sauce. We love Meat')).ingredients).toEqual([
      'Baby Back Ribs',
      '1 cup of brown sugar',
      'Your favorite BBQ Sauce. We love Meat Mitch Whomp',
      'Texas Pepper Jelly',
    ]);
    // After a row that is no open sentence, a row in title case before bulleted rows stands
    // apart, as before.
    expect(parseRecipeText(rows('* 2 tbsp smoked paprika')).ingredients).toContain(
      '2 tbsp smoked paprika',
    );
  });

  it("drops two capitals alone that make no word in a list with no heading's column", () => {
    const rows = (short: string): TextLine[] => [
      { text: 'Pumpkin Cheesecake Roll', height: 33, top: 70 },
      { text: 'FOR THE CAKE:', height: 16, top: 210, column: 0 },
      { text: '3/4 c. all-purpose flour', height: 23, top: 296, column: 0 },
      { text: '2/3 c. pumpkin puree', height: 23, top: 340, column: 0 },
      { text: short, height: 22, top: 383, column: 0, runsOn: true },
      { text: 'FOR THE FILLING:', height: 16, top: 286, column: 1 },
      { text: '12 oz. cream cheese', height: 22, top: 329, column: 1 },
      { text: 'METHOD', height: 27, top: 650 },
      {
        text: '1. Preheat oven to 350°. Line a jelly roll pan with parchment.',
        height: 22,
        top: 700,
      },
    ];
    expect(parseRecipeText(rows('IL')).ingredients).toEqual([
      '3/4 c. all-purpose flour',
      '2/3 c. pumpkin puree',
      '12 oz. cream cheese',
    ]);
    // A short food's name stays.
    expect(parseRecipeText(rows('Ice')).ingredients).toContain('Ice');
  });
});

describe('session 73, photos86', () => {
  const photo = (rows: string[]): TextLine[] =>
    rows.map((text, index) => ({ text, height: 20, top: index * 30 }));

  it('drops an offer with a price and no amount from the list', () => {
    // A printed page's advertisement whose "ADVERTISEMENT" label was lost (wd-008).
    const draft = parseRecipeText(
      photo([
        'Garlic Butter Halibut',
        'Ingredients',
        '2 halibut fillets',
        '1 tsp minced garlic',
        'Upgrade your kitchen: pans from £19.99',
        '£1.20',
        'Salt and pepper to taste ($0.05)',
        'Method',
        '1. Bake the fish.',
      ]),
    );
    expect(draft.ingredients).toEqual([
      '2 halibut fillets',
      '1 tsp minced garlic',
      // A food's cost on its row is no offer.
      'Salt and pepper to taste ($0.05)',
    ]);
  });
});

describe('session 74, photos88', () => {
  const photo = (rows: [string, boolean?][]): TextLine[] =>
    rows.map(([text, runsOn], index) => ({
      text,
      height: 20,
      top: index * 30,
      ...(runsOn ? { runsOn: true } : {}),
    }));

  it('drops an offer wrapped before its price, as the offer on one row', () => {
    // A web page's sidebar beside the list: "Win a stand mixer" / "worth £400" (wd-008).
    const draft = parseRecipeText(
      photo([
        ['Baked Halibut'],
        ['Ingredients'],
        ['1 pound halibut fillet'],
        ['2 tbsp melted butter'],
        ['Win a stand mixer'],
        ['worth £400', true],
        ['1 bag frozen peas (about'],
        ['2 cups), thawed', true],
        ['Method'],
        ['1. Bake the fish.'],
      ]),
    );
    expect(draft.ingredients).toEqual([
      '1 pound halibut fillet',
      '2 tbsp melted butter',
      // A row's rest that names no price is joined as before.
      '1 bag frozen peas (about 2 cups), thawed',
    ]);
  });
});

describe('session 74, photos89', () => {
  const photo = (rows: string[]): TextLine[] =>
    rows.map((text, index) => ({ text, height: 20, top: index * 30 }));

  it('spaces a cup run into its figure, its stop lost, in a list that writes its cups "c."', () => {
    const draft = parseRecipeText(
      photo([
        'Chocolate Ganache Tart',
        'Ingredients',
        '1 1/2 c. granulated sugar',
        '2/3 c. heavy cream',
        '2c semisweet chocolate chips',
        'Method',
        '1. Melt the chocolate.',
      ]),
    );
    expect(draft.ingredients).toEqual([
      '1 1/2 c. granulated sugar',
      '2/3 c. heavy cream',
      '2 c. semisweet chocolate chips',
    ]);
  });

  it('leaves a figure run into a "c" alone in a list that writes no cup "c."', () => {
    expect(mendYearGrams(['1 1/2 cups sugar', '2c semisweet chocolate chips'])).toEqual([
      '1 1/2 cups sugar',
      '2c semisweet chocolate chips',
    ]);
    // One row with "c." is not yet the list's way of writing its cups.
    expect(mendYearGrams(['1 c. sugar', '2c semisweet chocolate chips'])).toEqual([
      '1 c. sugar',
      '2c semisweet chocolate chips',
    ]);
  });
});

describe('session 74, photos91', () => {
  const photo = (rows: [string, 0 | 1 | undefined][]): TextLine[] =>
    rows.map(([text, column], index) => ({
      text,
      height: index === 0 ? 44 : 20,
      top: index * 30,
      ...(column === undefined ? {} : { column }),
    }));
  const titled = (title: string, heading: string, first: string) =>
    parseRecipeText(
      photo([
        [title, undefined],
        ['Ingredients', undefined],
        ['4 lamb chops', undefined],
        ['1 teaspoon salt', undefined],
        ['', undefined],
        [heading, undefined],
        [first, undefined],
        ['2 cloves garlic, grated', undefined],
        ['Method', undefined],
        ['1. Grill the chops.', undefined],
      ]),
    );

  it("reads a row that says the title's last words again, misread and cut short, as that part's heading", () => {
    const draft = titled(
      'Grilled Lamb with Whipped Garlic Feta Dip',
      'Wnipped Garlic Feta D',
      '1/2 cup feta, crumbled',
    );
    expect(draft.ingredientGroups?.map((group) => group.title)).toEqual([
      null,
      'Whipped Garlic Feta Dip',
    ]);
    expect(draft.ingredients).not.toContain('Wnipped Garlic Feta D');
  });

  it("leaves a row naming a bought food as the title's last words an item", () => {
    const draft = titled('Lamb Tacos with Black Beans', 'Black beans', '1 teaspoon cumin');
    expect(draft.ingredientGroups ?? []).toEqual([]);
    expect(draft.ingredients).toContain('Black beans');
  });

  it('joins a heading cut after "For the" to its rest read across both columns', () => {
    const draft = parseRecipeText(
      photo([
        ['Vegan Panna Cotta with Berry Sauce', undefined],
        ['Ingredients Method', undefined],
        ['For the', 0],
        ['In a medium', 1],
        ['panna cotta: | Saucepan over medium', undefined],
        ['1 can coconut milk', 0],
        ['1/4 cup sugar', 0],
        ['2 teaspoons agar agar powder', 0],
        ['heat, combine the milk, sugar and', 1],
        ['agar agar powder. Whisk well.', 1],
        ['Bring the mixture to a boil and', 1],
        ['simmer it for three minutes.', 1],
      ]),
    );
    expect(draft.ingredientGroups?.map((group) => group.title)).toEqual(['For the panna cotta']);
  });
});

describe('session 75, photos93: a list of check marks', () => {
  it('takes the check read "v", "/" or as a figure before the count off every row', () => {
    expect(
      stripSharedBullet([
        '/ 2 cups (480 ml) milk, scalded',
        'v 2 cups (450 g) cooked pumpkin',
        'v 1 cup (240 ml) maple syrup',
        'v 1 tbsp flour',
        '7 1 tsp cinnamon',
        'v 2 large eggs, beaten',
        '7 1 unbaked 9-inch pie shell',
      ]),
    ).toEqual([
      '2 cups (480 ml) milk, scalded',
      '2 cups (450 g) cooked pumpkin',
      '1 cup (240 ml) maple syrup',
      '1 tbsp flour',
      '1 tsp cinnamon',
      '2 large eggs, beaten',
      '1 unbaked 9-inch pie shell',
    ]);
  });

  it('leaves a "7" before a count on a list with no checks, and a lone "v"', () => {
    const lines = [
      '7 1 oz bars of chocolate',
      'v 2 eggs',
      '200g flour',
      '100g sugar',
      '1 tsp salt',
    ];
    expect(stripSharedBullet(lines)).toEqual(lines);
  });
});

describe('session 75, photos93: a "1" read as a "7" before a unit in the singular', () => {
  it('is a one, where seven would be counted in the plural', () => {
    expect(mendOcrMisreads('7 cup plain Greek yogurt')).toBe('1 cup plain Greek yogurt');
    expect(mendOcrMisreads('7 clove garlic, thinly sliced')).toBe('1 clove garlic, thinly sliced');
    expect(mendOcrMisreads('7 bunch kale')).toBe('1 bunch kale');
  });

  it('leaves seven in the plural, a size and a "7" elsewhere', () => {
    expect(mendOcrMisreads('7 cups water')).toBe('7 cups water');
    expect(mendOcrMisreads('7 ounce bag baby spinach')).toBe('7 ounce bag baby spinach');
    expect(mendOcrMisreads('7 cupcake cases')).toBe('7 cupcake cases');
    expect(mendOcrMisreads('17 cup')).toBe('17 cup');
  });
});

describe('session 75, photos94: a handwriting face\'s "8" read "§"', () => {
  it('is an eight before a weight or a count', () => {
    expect(mendOcrMisreads('1 bunch (about § ounces) kale, stems removed')).toBe(
      '1 bunch (about 8 ounces) kale, stems removed',
    );
    expect(mendOcrMisreads('§ slices whole grain bread')).toBe('8 slices whole grain bread');
    expect(mendOcrMisreads('2 cups (§ oz) cream')).toBe('2 cups (8 oz) cream');
  });

  it('leaves a section sign before anything else', () => {
    expect(mendOcrMisreads('see § 4 for the sauce')).toBe('see § 4 for the sauce');
    expect(mendOcrMisreads('1 cup sugar §')).toBe('1 cup sugar §');
  });
});

describe('session 75, photos94: a "1" read as a "7" across a page', () => {
  const card = (first: string) =>
    photo(
      ['Poppy Seed Chicken Salad', 60],
      ['Ingredients', 30],
      ['2 cups cooked chicken breast, shredded', 25],
      ['7 tsp Honey', 25],
      ['2 tbsp Lemon juice', 25],
      ['Method', 30],
      [`${first}. Shred the cooked chicken into bite-sized pieces.`, 25],
      ['2. In a mixing bowl, combine the chicken and the dressing.', 25],
    );

  it('tells the face by its method numbered "7." before "2."', () => {
    expect(readsOneAsSeven('7. Shred the chicken.\n2. Mix.\n3. Serve.')).toBe(true);
    expect(readsOneAsSeven('1. Shred the chicken.\n2. Mix.')).toBe(false);
    expect(readsOneAsSeven('7. Shred the chicken.\n8. Mix.')).toBe(false);
  });

  it('reads a "7" before an abbreviated spoon as a one on such a page only', () => {
    expect(parseRecipeText(card('7')).ingredients).toContain('1 tsp Honey');
    expect(parseRecipeText(card('1')).ingredients).toContain('7 tsp Honey');
  });
});

describe('session 75, photos94: a quarter\'s "4" read as a "9"', () => {
  it('is a quarter before a spoon or a cup, and a ninth nowhere', () => {
    expect(mendOcrMisreads('1/9 teaspoon freshly cracked black pepper')).toBe(
      '1/4 teaspoon freshly cracked black pepper',
    );
    expect(mendOcrMisreads('1/9 cup milk')).toBe('1/4 cup milk');
    expect(mendOcrMisreads('1/9 of the dough')).toBe('1/9 of the dough');
  });
});

describe('session 76, photos76w: a fraction\'s slash read "l" with its "1" lost, a glyph\'s "1" read as an apostrophe', () => {
  it('reads "l4" run into a spoon or a cup as a quarter, and "l4" before anything else stays', () => {
    expect(mendOcrMisreads('l4teaspoon kosher salt')).toBe('1/4 teaspoon kosher salt');
    expect(mendOcrMisreads('l2 cup milk')).toBe('1/2 cup milk');
    expect(mendOcrMisreads('l4 eggs')).toBe('l4 eggs');
    expect(mendOcrMisreads('lemon juice')).toBe('lemon juice');
  });

  it('reads "1\'/2" before a word as one and a half', () => {
    expect(mendOcrMisreads("1'/2teaspoon salt")).toBe('1 1/2 teaspoon salt');
    expect(mendOcrMisreads("2'/4 cups flour")).toBe('2 1/4 cups flour');
    expect(mendOcrMisreads("1'/2")).toBe("1'/2");
  });
});

describe('session 76, photos76k: a capital "T" read twice, its bar and stem a "7"', () => {
  it('takes the "7" off a one-figure count run into a spoon with a capital', () => {
    expect(mendOcrMisreads('27TBSP Lemon Juice')).toBe('2 TBSP Lemon Juice');
    expect(mendOcrMisreads('37Tbsp olive oil')).toBe('3 Tbsp olive oil');
  });

  it('leaves a count spaced from its spoon, one in lower case, and seven alone', () => {
    expect(mendOcrMisreads('27 tablespoons butter')).toBe('27 tablespoons butter');
    expect(mendOcrMisreads('27tbsp butter')).toMatch(/^27 ?tbsp butter$/u);
    expect(mendOcrMisreads('7TBSP butter')).toMatch(/^7 ?TBSP butter$/u);
  });
});

describe('session 76, photos76k: a list\'s heading with two letters misread, its first part\'s "For the" misread', () => {
  const card = (heading: string, part: string) =>
    photo(
      ['BAILEYS CHEESECAKE', 45],
      [heading, 19],
      [part, 13],
      ['26 Oreo cookies', 12],
      ['4 tbsp. butter, melted', 12],
      ['For the Filling', 13],
      ['4 (8-oz.) bars cream cheese, softened', 12],
      ['1/4 c. cornstarch', 12],
      ['Instructions', 18],
      ['1. Crush the cookies and press them into the pan with the butter.', 12],
      ['2. Beat the cream cheese and the cornstarch until smooth.', 12],
    );
  const titles = (lines: TextLine[]) =>
    (mendDraftWords(parseRecipeText(lines)).ingredientGroups ?? []).map((group) => group.title);

  it('reads "Togredients" as the list\'s heading, so its first part keeps its heading', () => {
    expect(titles(card('Togredients', 'For the Crust'))).toEqual([
      'For the Crust',
      'For the Filling',
    ]);
    expect(parseRecipeText(card('Togredients', 'For the Crust')).ingredients).toEqual([
      '26 Oreo cookies',
      '4 tbsp. butter, melted',
      '4 (8-oz.) bars cream cheese, softened',
      '1/4 c. cornstarch',
    ]);
  });

  it('mends a "the" one letter off after a heading\'s "For"', () => {
    expect(titles(card('Ingredients', 'For Tae Crust'))).toEqual([
      'For the Crust',
      'For the Filling',
    ]);
    expect(titles(card('Ingredients', 'For tea'))[0]).toBe('For tea');
  });

  it('takes a word three letters off "ingredients" for no heading', () => {
    expect(titles(card('Tagrodients', 'For the Crust'))[0]).toBeNull();
  });
});

describe("session 76, photos76x: a group heading in capitals under the list's heading", () => {
  const rows = (...headings: [string, string]): TextLine[] =>
    photo(
      ['Banana Bread', 50],
      ['Ingredients', 40],
      [headings[0], 30],
      ['2 large eggs', 30],
      ['1 cup mashed bananas', 30],
      [headings[1], 30],
      ['2 cups flour', 30],
      ['1 tsp salt', 30],
      ['Method', 40],
      ['Mix it all together.', 30],
    );
  const titles = (lines: TextLine[] | string) =>
    parseRecipeText(lines).ingredientGroups?.map((group) => [group.title, group.items.length]);

  it('keeps "WET INGREDIENTS" (a word no list knows) as a group, as when pasted', () => {
    const groups = [
      ['Wet ingredients', 2],
      ['Dry ingredients', 2],
    ];
    expect(titles(rows('WET INGREDIENTS', 'DRY INGREDIENTS'))).toEqual(groups);
    expect(titles(rows('DRY INGREDIENTS', 'WET INGREDIENTS'))).toEqual([...groups].reverse());
    expect(titles(rows('Wet ingredients', 'Dry ingredients'))).toEqual(groups);
    expect(
      titles(
        rows('WET INGREDIENTS', 'DRY INGREDIENTS')
          .map((line) => line.text)
          .join('\n'),
      ),
    ).toEqual(groups);
  });

  it('still opens the list on a heading with a speck before it when no list is open', () => {
    const draft = parseRecipeText(
      photo(
        ['Banana Bread', 50],
        ['Wer INGREDIENTS', 30],
        ['2 large eggs', 30],
        ['1 cup mashed bananas', 30],
        ['Method', 40],
        ['Mix it all together.', 30],
      ),
    );
    expect(draft.ingredients).toEqual(['2 large eggs', '1 cup mashed bananas']);
    expect(draft.ingredientGroups).toBeUndefined();
  });
});

describe("session 76, photos76x: an amount's unit wrapped under its figure", () => {
  const list = (...rows: string[]): string[] =>
    parseRecipeText(
      photo(
        ['Homemade Sriracha Sauce', 60],
        ['Ingredients', 40],
        ...rows.map((row): [string, number] => [row, 30]),
        ['Method', 40],
        ['Blend it all.', 30],
      ),
    ).ingredients;

  it('puts the unit after its figure and the food after the unit', () => {
    expect(
      list(
        '2 garlic powder',
        'tablespoons (optional)',
        '2 granulated sugar',
        'tablespoons',
        '(plus more as needed)',
        '1 tablespoon kosher salt',
      ),
    ).toEqual([
      '2 tablespoons garlic powder (optional)',
      '2 tablespoons granulated sugar (plus more as needed)',
      '1 tablespoon kosher salt',
    ]);
  });

  it('leaves a row with its own unit, a count wrapped, or a figure in its food as it was', () => {
    expect(list('2 tbsp garlic powder', 'tablespoons (optional)')).toEqual([
      '2 tbsp garlic powder tablespoons (optional)',
    ]);
    expect(list('2 garlic powder', 'cloves (optional)')).toEqual([
      '2 garlic powder cloves (optional)',
    ]);
    expect(list('2 garlic, 1 onion', 'tablespoons (optional)')).toEqual([
      '2 garlic, 1 onion tablespoons (optional)',
    ]);
    expect(list('2 shallots, finely', 'chopped')).toEqual(['2 shallots, finely chopped']);
  });
});

describe('session 77, photos77a: the wider set\'s rows (a round box\'s remains, "la" for "¼", "thep", "wl", a final "¢", a served food and a step read as rows)', () => {
  const photoOf = (...lines: [string, number][]): TextLine[] =>
    lines.map(([text, height], index) => ({ text, height, top: index * 40 }));
  const list = (...rows: string[]): string[] =>
    mendDraftWords(
      parseRecipeText(
        photoOf(
          ['Baked Halibut', 60],
          ['Ingredients', 40],
          ...rows.map((row): [string, number] => [row, 30]),
          ['Method', 40],
          ['Bake it all.', 30],
        ),
      ),
    ).ingredients;

  it('takes an empty pair of round brackets opening a row off as a box, the row an item of its own', () => {
    expect(cleanLine('() latsp Black pepper')).toBe('latsp Black pepper');
    expect(cleanLine('( ) 2 eggs')).toBe('2 eggs');
    expect(list('1/2 tsp Salt', '', '() latsp Black pepper', '', '1/4 tsp Paprika')).toEqual([
      '1/2 tsp Salt',
      '1/4 tsp Black pepper',
      '1/4 tsp Paprika',
    ]);
  });

  it('leaves a bracket with a note in it, and a pair with no row after it', () => {
    expect(cleanLine('(about 2 cups) flour')).toBe('(about 2 cups) flour');
    expect(cleanLine('(8 oz) cream cheese')).toBe('(8 oz) cream cheese');
    expect(cleanLine('()')).toBe('()');
    expect(list('1 cup rice', '(rinsed well)')).toEqual(['1 cup rice (rinsed well)']);
  });

  it('reads "la" run into a spoon or a cup as a quarter', () => {
    expect(mendOcrMisreads('latsp Black pepper')).toBe('1/4 tsp Black pepper');
    expect(mendOcrMisreads('la cup olive oil')).toBe('1/4 cup olive oil');
  });

  it('leaves "la" before anything else', () => {
    expect(mendOcrMisreads('la crema, to serve')).toBe('la crema, to serve');
    expect(mendOcrMisreads('latte foam')).toBe('latte foam');
    expect(mendOcrMisreads('lager, to deglaze')).toBe('lager, to deglaze');
  });

  it('reads "thep" after a figure as "tbsp" and "wl" in a metric twin as "ml"', () => {
    expect(mendOcrMisreads('2 thep. apple butter')).toBe('2 tbsp. apple butter');
    expect(mendOcrMisreads('1 Thep honey')).toBe('1 Tbsp honey');
    expect(mendOcrMisreads('2 teaspoons (10 wl) vanilla extract')).toBe(
      '2 teaspoons (10 ml) vanilla extract',
    );
  });

  it('leaves "thepla" and a "wl" that is no twin', () => {
    expect(mendOcrMisreads('4 thepla breads')).toBe('4 thepla breads');
    expect(mendOcrMisreads('thep sauce')).toBe('thep sauce');
    expect(mendOcrMisreads('2 cups (wl) stock')).toBe('2 cups (wl) stock');
  });

  it('reads a word\'s last cent sign as an "s" where that makes a word', () => {
    expect(list('2 egg¢', '1 cup milk')).toEqual(['2 eggs', '1 cup milk']);
  });

  it('leaves a cent sign after a figure, and one whose "s" makes no word', () => {
    // After a figure the cent sign stays the older rule's cup ("c."), not an "s".
    expect(list('55¢ cold butter', '1 cup milk')).toEqual(['55 c. cold butter', '1 cup milk']);
    expect(list('2 zqx¢', '1 cup milk')).toEqual(['2 zqx¢', '1 cup milk']);
  });

  const page = (...rows: string[]) =>
    parseRecipeText(
      photoOf(['Homemade Garlic Naan', 60], ...rows.map((r): [string, number] => [r, 30])),
    );

  it("keeps a food with what it is there for as the list's last row over a numbered method", () => {
    const draft = page(
      '1 teaspoon Kosher salt',
      '',
      '4 cloves minced garlic',
      '',
      'Fresh cilantro, to top',
      '',
      '1. In a glass measuring cup, combine the yeast, sugar, and water.',
      '',
      '2. Turn the dough out onto a floured surface.',
    );
    expect(draft.ingredients).toEqual([
      '1 teaspoon Kosher salt',
      '4 cloves minced garlic',
      'Fresh cilantro, to top',
    ]);
    expect(draft.instructions).toHaveLength(2);
  });

  it('leaves such a row that opens the page, before any list row, out of the list', () => {
    const draft = page(
      'Fresh bread, to share',
      '',
      '1 teaspoon Kosher salt',
      '',
      '4 cloves minced garlic',
      '',
      '1. In a glass measuring cup, combine the yeast, sugar, and water.',
    );
    expect(draft.ingredients).toEqual(['1 teaspoon Kosher salt', '4 cloves minced garlic']);
  });

  it('reads a numbered row of two sentences as a step, its first word misread as an amount', () => {
    const draft = page(
      '2 teaspoons kosher salt',
      '',
      '2 cups (490 g) buttermilk',
      '',
      '1. ¼ heat oven. Prepare loaf pan.',
      '',
      '2. Whisk dry ingredients.',
    );
    expect(draft.ingredients).toEqual(['2 teaspoons kosher salt', '2 cups (490 g) buttermilk']);
    expect(draft.instructions).toEqual([
      '¼ heat oven. Prepare loaf pan.',
      'Whisk dry ingredients.',
    ]);
  });

  it("leaves a numbered list's row with a unit's stop before a capital, or one sentence", () => {
    const draft = page(
      '1. 2 tbsp. Olive oil, divided.',
      '2. 1 cup flour, sifted.',
      '3. 2 cups (490 g) buttermilk',
      '',
      'Method',
      '1. Whisk dry ingredients. Add the buttermilk.',
    );
    expect(draft.ingredients).toEqual([
      '2 tbsp. Olive oil, divided',
      '1 cup flour, sifted',
      '2 cups (490 g) buttermilk',
    ]);
  });
});

describe('session 77, photos77a: a round box read "QO", "()" or "(0)" on a checkbox list', () => {
  const photoOf = (...lines: [string, number][]): TextLine[] =>
    lines.map(([text, height], index) => ({ text, height, top: index * 40 }));
  const list = (...rows: string[]): string[] =>
    mendDraftWords(
      parseRecipeText(
        photoOf(
          ['Homemade Sriracha Sauce', 60],
          ['Ingredients', 40],
          ...rows.map((row): [string, number] => [row, 30]),
          ['Method', 40],
          ['Blend it all.', 30],
        ),
      ),
    ).ingredients;

  it('counts the rows so opened as boxed and takes "QO" off before an amount', () => {
    expect(
      list(
        'O 1 pound red jalapeño peppers',
        'QO 3 garlic cloves',
        'O 2 tablespoons garlic powder',
        '() 1 tablespoon light brown sugar',
        '(0) 1 tablespoon kosher salt',
      ),
    ).toEqual([
      '1 pound red jalapeño peppers',
      '3 garlic cloves',
      '2 tablespoons garlic powder',
      '1 tablespoon light brown sugar',
      '1 tablespoon kosher salt',
    ]);
  });

  it('leaves "QO" before a word, and on a list of too few boxes', () => {
    const rows = list(
      'O 1 pound red jalapeño peppers',
      'QO sauce, to serve',
      'O 2 tablespoons garlic powder',
      '() 1 tablespoon light brown sugar',
    );
    expect(rows[1]).toMatch(/^[QG]O sauce/u);
    expect(list('1 pound peppers', 'QO 3 garlic cloves', '2 tablespoons oil')[1]).toMatch(
      /^[QG]O 3 garlic cloves$/u,
    );
  });
});

describe('session 77, photos77b: a half in decimals whose nought was read as a nine', () => {
  it('reads "9.5" as "0.5" in a list that writes another part of one so', () => {
    expect(mendYearGrams(['0.5 cup water', '9.5 barbecued chicken, shredded', '2 eggs'])).toEqual([
      '0.5 cup water',
      '0.5 barbecued chicken, shredded',
      '2 eggs',
    ]);
    expect(mendYearGrams(['0.25 cup olive oil', '9.5 cup crumbled feta', '8.5 tsp salt'])).toEqual([
      '0.25 cup olive oil',
      '0.5 cup crumbled feta',
      '0.5 tsp salt',
    ]);
  });

  it('leaves it where no row tells, and a weight or a size', () => {
    expect(mendYearGrams(['1 cup water', '9.5 barbecued chicken'])).toEqual([
      '1 cup water',
      '9.5 barbecued chicken',
    ]);
    expect(mendYearGrams(['0.5 cup water', '9.5 oz pasta', '8.5 inch tart shell'])).toEqual([
      '0.5 cup water',
      '9.5 oz pasta',
      '8.5 inch tart shell',
    ]);
    expect(mendYearGrams(['0.5 cup water', '19.5 g yeast'])).toEqual([
      '0.5 cup water',
      '19.5 g yeast',
    ]);
  });
});

describe('session 78, photos78b: an amount with no word, its unit and food wrapped under it', () => {
  const photo = (rows: [string, 0 | 1 | undefined, boolean?][]): TextLine[] =>
    rows.map(([text, column, runsOn], index) => ({
      text,
      height: index === 0 ? 44 : 20,
      top: index * 30,
      ...(column === undefined ? {} : { column }),
      ...(runsOn ? { runsOn } : {}),
    }));
  const page = (first: [string, 0 | 1 | undefined, boolean?]) =>
    parseRecipeText(
      photo([
        ['Vegan Panna Cotta', undefined],
        ['Ingredients Method', undefined],
        ['For the', 0],
        ['In a medium', 1],
        ['panna cotta: | Saucepan over medium', undefined],
        first,
        ['ounce can', 0, true],
        ['full-fat', 0, true],
        ['coconut milk', 0, true],
        ['1/4 cup sugar', 0],
        ['heat, combine the milk and', 1],
        ['sugar. Whisk well.', 1],
      ]),
    );

  it("reads it as the list's row beside the method, not the open step's", () => {
    const draft = page(['1 13.5', 0]);
    expect(draft.ingredients).toEqual(['1 13.5 ounce can full-fat coconut milk', '1/4 cup sugar']);
    expect(draft.instructions).toEqual([
      'In a medium Saucepan over medium heat, combine the milk and sugar. Whisk well.',
    ]);
  });

  it("leaves a figure wrapped from the row before, and one across both columns, the step's", () => {
    expect(page(['1 13.5', 0, true]).ingredients).toEqual(['1/4 cup sugar']);
    expect(page(['1 13.5', undefined]).ingredients).toEqual(['1/4 cup sugar']);
  });

  it('reads it so where the two headings were read apart, one over each column', () => {
    const draft = parseRecipeText(
      photo([
        ['Vegan Panna Cotta', undefined],
        ['Ingredients', 0],
        ['Method', 1],
        ['In a medium saucepan over', 1],
        ['1 13.5', 0],
        ['ounce can', 0, true],
        ['coconut milk', 0, true],
        ['1/4 cup sugar', 0],
        ['medium heat, combine the milk and', 1],
        ['sugar. Whisk well.', 1],
      ]),
    );
    expect(draft.ingredients).toEqual(['1 13.5 ounce can coconut milk', '1/4 cup sugar']);
    expect(draft.instructions).toEqual([
      'In a medium saucepan over medium heat, combine the milk and sugar. Whisk well.',
    ]);
  });
});

describe('session 78, photos78a: the wider set\'s rows ("1b", "1-( T-pound)", "1 ~ 1.5", a box read as a figure before a glyph, "~®")', () => {
  const photoOf = (...lines: [string, number][]): TextLine[] =>
    lines.map(([text, height], index) => ({ text, height, top: index * 40 }));
  const draftOf = (...rows: string[]) =>
    mendDraftWords(
      parseRecipeText(
        photoOf(
          ['Parmesan Salmon', 60],
          ['Ingredients', 40],
          ...rows.map((row): [string, number] => [row, 30]),
          ['Method', 40],
          ['1. Bake it all.', 30],
        ),
      ),
    );
  const list = (...rows: string[]) => draftOf(...rows).ingredients;

  it('reads a pound with its "1" and "l" read as one, "1b", at a row\'s head', () => {
    expect(mendOcrMisreads('1b Halibut fillet')).toBe('1 lb Halibut fillet');
    expect(mendOcrMisreads('1b. beef mince')).toBe('1 lb. beef mince');
    // A figure before it, a "b" alone, or no food after it: left.
    expect(mendOcrMisreads('2 1b chicken')).toBe('2 lb chicken');
    expect(mendOcrMisreads('1b')).toBe('1b');
    expect(mendOcrMisreads('b Halibut')).toBe('b Halibut');
  });

  it("reads a count joined by a dash to its size's bracket as the count and its size, not a step", () => {
    expect(mendOcrMisreads('1-( T-pound) salmon fillet')).toBe('1 (1-pound) salmon fillet');
    expect(mendOcrMisreads('2 T-inch pieces ginger')).toBe('2 1-inch pieces ginger');
    expect(
      list('1/4 cup panko breadcrumbs', '1-( T-pound) salmon fillet', 'Lemon wedges, for serving'),
    ).toEqual([
      '1/4 cup panko breadcrumbs',
      '1 (1-pound) salmon fillet',
      'Lemon wedges, for serving',
    ]);
    // A step numbered with a dash, and a word "T" before a dash that is no unit, stay.
    expect(mendOcrMisreads('1-(Optional) Toast the nuts')).toBe('1-(Optional) Toast the nuts');
    expect(mendOcrMisreads('T-bone steak')).toBe('T-bone steak');
  });

  it('reads a tilde between the two amounts of a range as its spaced en dash', () => {
    expect(mendOcrMisreads('1 ~ 1.5 cup almond milk')).toBe('1 – 1.5 cup almond milk');
    expect(mendOcrMisreads('2 ~ 3 tbsp honey')).toBe('2 – 3 tbsp honey');
    // "About" before one amount, or after the amount, stays.
    expect(mendOcrMisreads('~1.5 cup almond milk')).toBe('~1.5 cup almond milk');
    expect(mendOcrMisreads('2 cups ~ 500 ml stock')).toBe('2 cups ~ 500 ml stock');
  });

  it("takes a checkbox read as a lone figure before a glyph off a box list's row that shows no box", () => {
    const rows = ['0 1 pound spaghetti', '3 ½ cup sesame oil', '0 2 tsp. chili flakes'];
    expect(stripBoxRemains(rows, 3, 3, (row) => row.startsWith('3 ½'))).toEqual([
      '1 pound spaghetti',
      '½ cup sesame oil',
      '2 tsp. chili flakes',
    ]);
    expect(
      list(
        '0 1 pound spaghetti',
        '3 ½ cup sesame oil',
        '0 2 tsp. red pepper flakes',
        '0 ½ cup soy sauce',
        '1 ⅓ heaping cup honey',
        '0 2 tsp. rice vinegar',
      ),
    ).toEqual([
      '1 pound spaghetti',
      '½ cup sesame oil',
      '2 tsp. red pepper flakes',
      '½ cup soy sauce',
      '⅓ heaping cup honey',
      '2 tsp. rice vinegar',
    ]);
  });

  it('keeps a mixed number whose box was read and taken off, and one on a list with no boxes', () => {
    expect(
      list(
        '() 2 large eggs',
        '() ½ cup Greek yogurt',
        '() 1 ¾ cups whole wheat flour',
        '() ¼ cup oil',
      ),
    ).toEqual(['2 large eggs', '½ cup Greek yogurt', '1 ¾ cups whole wheat flour', '¼ cup oil']);
    expect(list('2 cups flour', '1 ½ cups white sugar', '2 eggs')).toEqual([
      '2 cups flour',
      '1 ½ cups white sugar',
      '2 eggs',
    ]);
  });

  it('reads a bullet with a speck before it as a bullet, so a heading over it heads a group', () => {
    const draft = draftOf(
      '® 12 ounces cream cheese',
      '® 2/3 cup chocolate chips',
      'Optional Toppings',
      '~® whipped cream',
      '® crushed Oreos',
    );
    expect(draft.ingredients).toEqual([
      '12 ounces cream cheese',
      '2/3 cup chocolate chips',
      'whipped cream',
      'crushed Oreos',
    ]);
    expect(draft.ingredientGroups?.map((group) => group.title)).toEqual([
      null,
      'Optional Toppings',
    ]);
  });
});

describe('session 78, photos78a: a list that writes its units in both cases, and "‘A", "2%:"', () => {
  it("leaves a unit's case where a unit of that case shows it surely", () => {
    const rows = (...lines: string[]) =>
      parseRecipeText(
        photo(
          ['Pizza Dough', 50],
          ['Ingredients', 40],
          ...lines.map((l): [string, number] => [l, 28]),
        ),
      ).ingredients;
    // "tsp" is lower case past doubt: the list writes "cup" so too, beside "Tablespoon".
    expect(
      rows(
        '1 cup warm water',
        '1 Tablespoon sugar',
        '1 Tablespoon yeast',
        '1 Tablespoon olive oil',
        '1 tsp fine sea salt',
      )[0],
    ).toBe('1 cup warm water');
    // With no such unit the list's case is taken, as before.
    expect(
      rows(
        '1 cup warm water',
        '1 Tablespoon sugar',
        '1 Tablespoon yeast',
        '1 Tablespoon olive oil',
      )[0],
    ).toBe('1 Cup warm water');
  });

  it('reads "‘A" before a spoon as a half, and a range\'s "2%:" as "2 1/2"', () => {
    expect(mendOcrMisreads('‘A tsp salt')).toBe('1/2 tsp salt');
    expect(mendOcrMisreads('2 to 2%: cups all-purpose flour')).toBe(
      '2 to 2 1/2 cups all-purpose flour',
    );
    expect(mendOcrMisreads('‘A Tasty Salad')).toBe('‘A Tasty Salad');
  });
});

describe('session 79, photos79c: a heading over a row whose amount glyph was misread', () => {
  const card = (...rows: string[]) =>
    photo(
      ['Protein Cake', 60],
      ['Ingredients', 40],
      ...rows.map((row): [string, number] => [row, 31]),
      ['Method', 40],
      ['1. Stir everything together.', 31],
    );

  it('heads its group, the row under it read as mended ("V2 cup")', () => {
    const draft = parseRecipeText(
      card(
        '1 teaspoon baking powder',
        '2 large eggs',
        '1 teaspoon vanilla',
        'Chocolate Ganache Frosting',
        'V2 cup dark chocolate chips',
        '3 Tablespoons unsweetened almond milk',
      ),
    );
    expect(draft.ingredientGroups?.map((group) => group.title)).toEqual([
      null,
      'Chocolate Ganache Frosting',
    ]);
    expect(draft.ingredients).toEqual([
      '1 teaspoon baking powder',
      '2 large eggs',
      '1 teaspoon vanilla',
      '1/2 cup dark chocolate chips',
      '3 Tablespoons unsweetened almond milk',
    ]);
  });

  it('is no heading over a row that no mending makes an amount row', () => {
    const draft = parseRecipeText(
      card(
        '1 teaspoon baking powder',
        '2 large eggs',
        '1 teaspoon vanilla',
        'Chocolate Ganache Frosting',
        'Vivid dark chocolate chips',
      ),
    );
    expect(draft.ingredientGroups).toBeUndefined();
    expect(draft.ingredients.slice(-2)).toEqual([
      'Chocolate Ganache Frosting',
      'Vivid dark chocolate chips',
    ]);
  });
});

describe("session 79, photos79c: a recipe plugin's toggle with its box edge run into its US", () => {
  it('reads "LLUS Customary | Metric" as the controls, and no row of a list so', () => {
    expect(isPluginControls('LLUS Customary | Metric')).toBe(true);
    expect(isPluginControls('IUS Customary Metric')).toBe(true);
    expect(isPluginControls('lus Customary | Metric [1x][2x]')).toBe(true);
    // A word that only ends in "us", and a row of foods, are not controls.
    expect(isPluginControls('Plus Customary | Metric')).toBe(false);
    expect(isPluginControls('1 cup plus 2 tbsp flour')).toBe(false);
    expect(isPluginControls('LLUS')).toBe(false);
  });
});

describe("session 79, photos79c: an abbreviated unit's full stop read as a comma", () => {
  it('is put back before the food', () => {
    expect(mendUnitStopAsComma('4 tbsp, butter, melted,')).toBe('4 tbsp. butter, melted,');
    expect(mendUnitStopAsComma('2/3 c., Baileys Irish Cream')).toBe('2/3 c. Baileys Irish Cream');
    expect(mendUnitStopAsComma('1 1/2 tsp, salt')).toBe('1 1/2 tsp. salt');
    // A weight's two parts, a unit spelt out, and a comma after the food are left.
    expect(mendUnitStopAsComma('1 lb, 2 oz butter')).toBe('1 lb, 2 oz butter');
    expect(mendUnitStopAsComma('2 cups, flour')).toBe('2 cups, flour');
    expect(mendUnitStopAsComma('4 tbsp butter, melted')).toBe('4 tbsp butter, melted');
  });

  it('is told by a list that prints its units with a stop', () => {
    expect(printsUnitStops(['26 Oreo cookies', '1 1/2 c. granulated sugar'])).toBe(true);
    expect(printsUnitStops(['1 tbsp olive oil', '2 tsp, salt', 'Mix.'])).toBe(false);
  });

  const card = (...rows: string[]) =>
    photo(
      ['Baileys Cheesecake', 60],
      ['Ingredients', 40],
      ...rows.map((row): [string, number] => [row, 28]),
      ['Method', 40],
      ['1. Bake it.', 28],
    );

  it('mends the rows of such a list, and no row of a list that prints no stop', () => {
    expect(
      parseRecipeText(
        card('26 Oreo cookies', '4 thsp, butter, melted', '1 1/2 c. granulated sugar'),
      ).ingredients,
    ).toEqual(['26 Oreo cookies', '4 tbsp. butter, melted', '1 1/2 c. granulated sugar']);
    expect(
      parseRecipeText(card('26 Oreo cookies', '6 tbsp, mayonnaise', '1 1/2 cups sugar'))
        .ingredients,
    ).toEqual(['26 Oreo cookies', '6 tbsp, mayonnaise', '1 1/2 cups sugar']);
  });
});

describe('session 80, photos80a', () => {
  it('spaces a cup run into its figure in a list that writes its cups "c." after glyph fractions', () => {
    const rows = ['1 ½ c. granulated sugar', '⅔ c. Baileys Irish Cream', '2c semisweet chips'];
    expect(mendYearGrams(rows)).toEqual([
      '1 ½ c. granulated sugar',
      '⅔ c. Baileys Irish Cream',
      '2 c. semisweet chips',
    ]);
    // A list that writes its glyph-fraction cups out is no list of "c.".
    expect(mendYearGrams(['1 ½ cups sugar', '⅔ cup cream', '2c semisweet chips'])).toEqual([
      '1 ½ cups sugar',
      '⅔ cup cream',
      '2c semisweet chips',
    ]);
  });

  it('reads an ounce\'s "o" read as "u" after a size\'s hyphen, its "8" read "B" too', () => {
    expect(mendOcrMisreads('4 (B-uz.) bars cream cheese, softened')).toBe(
      '4 (8-oz.) bars cream cheese, softened',
    );
    expect(mendOcrMisreads('1 (6-uz) can tuna')).toBe('1 (6-oz) can tuna');
    // Not inside a word, nor after a letter other than a lone "B".
    expect(mendOcrMisreads('2 cups Kudzu-uzbek rice')).toBe('2 cups Kudzu-uzbek rice');
    expect(mendOcrMisreads('1 AB-uz tin')).toBe('1 AB-uz tin');
  });

  it('takes a checkbox read "CJ" off a row before its amount', () => {
    expect(cleanLine('CJ 3 cups baby spinach')).toBe('3 cups baby spinach');
    // A word that starts "CJ" is left, and so is "CJ" before a word.
    expect(cleanLine('CJ sauce to taste')).toBe('CJ sauce to taste');
  });
});

describe('session 80, photos80b: an "8" read as an ampersand at the head of an item', () => {
  it('is put back before a word in lower case', () => {
    expect(mendAmpersandAsEight('& slices Swiss cheese')).toBe('8 slices Swiss cheese');
    expect(mendAmpersandAsEight('& clicee Swice cheece')).toBe('8 clicee Swice cheece');
    // A cup's glyph, a capital, an "&" inside a row: left.
    expect(mendAmpersandAsEight('& Cheddar')).toBe('& Cheddar');
    expect(mendAmpersandAsEight('Salt & pepper')).toBe('Salt & pepper');
  });

  const card = (...rows: string[]) =>
    photo(
      ['Grilled Cheese', 60],
      ['Ingredients', 40],
      ...rows.map((row): [string, number] => [row, 28]),
      ['Method', 40],
      ['1. Toast it.', 28],
    );

  it("mends an item's head, and no row that goes on with an ampersand", () => {
    expect(
      parseRecipeText(card('8 slices bread', '& slices Swiss cheese (about 8 ounces)')).ingredients,
    ).toEqual(['8 slices bread', '8 slices Swiss cheese (about 8 ounces)']);
    expect(
      parseRecipeText(card('8 slices bread', '1 tsp salt, plus more to taste', '& pepper'))
        .ingredients,
    ).not.toContain('8 pepper');
  });
});

describe('session 80, photos80b: a row in lower case ending in a colon is no printed heading', () => {
  // A cookbook spread: the facing page's lines cut off by the photo's edge, read before the title.
  const spread = (...cut: string[]) =>
    photo(
      ...cut.map((row): [string, number] => [row, 24]),
      ['Breakfast Tacos', 50],
      ['5 Tbsp. olive oil, divided', 24],
      ['1 red bell pepper, chopped', 24],
      ['8 large eggs', 24],
      ['1. Heat the oil in a large skillet over medium heat.', 24],
    );

  it("takes no group from a facing page's cut lines", () => {
    const draft = parseRecipeText(spread('before serving', 'lad on the side:', 'eze in portions'));
    expect(draft.ingredientGroups).toBeUndefined();
    expect(draft.ingredients).toEqual([
      '5 Tbsp. olive oil, divided',
      '1 red bell pepper, chopped',
      '8 large eggs',
    ]);
  });

  it('still reads a heading in capitals, and "for the …" in lower case', () => {
    expect(readGroupTitle('lad on the side:')).toBe('lad on the side'); // as typed text
    const groups = (heading: string) =>
      parseRecipeText(
        photo(
          ['Breakfast Tacos', 50],
          ['Ingredients', 30],
          ['8 large eggs', 24],
          [heading, 24],
          ['2 avocados, sliced', 24],
          ['Method', 30],
          ['1. Heat the oil in a large skillet.', 24],
        ),
      ).ingredientGroups?.map((group) => group.title);
    expect(groups('To serve:')).toEqual([null, 'To serve']);
    expect(groups('for the topping:')).toEqual([null, 'for the topping']);
    expect(groups('to serve:')).toBeUndefined();
  });
});
