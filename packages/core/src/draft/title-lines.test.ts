import { describe, expect, it } from 'vitest';
import type { TextLine } from './text-lines.ts';
import { median, mendTitleCase, takeTitle } from './title-lines.ts';

/** Lines as a photo gives them: [text, height] from the top. */
const photo = (...lines: [string, number][]): TextLine[] =>
  lines.map(([text, height], index) => ({ text, height, top: index * 40 }));

describe('median', () => {
  it('takes the upper or the lower of two middle values, as asked, and 0 of none', () => {
    expect(median([30, 10, 40, 20], 'upper')).toBe(30);
    expect(median([30, 10, 40, 20], 'lower')).toBe(20);
    expect(median([3, 1, 2], 'upper')).toBe(2);
    expect(median([3, 1, 2], 'lower')).toBe(2);
    expect(median([], 'lower')).toBe(0);
  });
});

describe('a title printed in lower case (session 45, photos40)', () => {
  it('is left as printed when no letter is a capital and the first is unlike its capital', () => {
    expect(mendTitleCase('baked harissa chicken meatballs')).toBe(
      'baked harissa chicken meatballs',
    );
    expect(mendTitleCase('grilled salmon with avocado salsa')).toBe(
      'grilled salmon with avocado salsa',
    );
    // A first letter shaped like its capital may be one the engine could not tell.
    expect(mendTitleCase('spicy lentil soup')).toBe('Spicy lentil soup');
    // A capital further on: the first letter's was lost.
    expect(mendTitleCase('grilled Salmon')).toBe('Grilled Salmon');
    const lines = photo(
      ['baked harissa chicken meatballs', 50],
      ['1 lb ground chicken', 24],
      ['2 tbsp harissa paste', 24],
      ['1 egg', 24],
    );
    expect(takeTitle(lines)?.title).toBe('baked harissa chicken meatballs');
  });
});

describe('a title wrapped onto a second line no taller than the body (session 45, photos40)', () => {
  it('takes the lines in title case above the first heading, when nothing is taller', () => {
    const lines = photo(
      ['Vegan Panna Cotta with Strawberry', 47],
      ['Sauce', 43],
      ['Ingredients', 40],
      ['1 can coconut milk', 48],
      ['2 teaspoons agar agar powder', 48],
      ['1 teaspoon vanilla extract', 46],
    );
    expect(takeTitle(lines)).toEqual({
      title: 'Vegan Panna Cotta with Strawberry Sauce',
      rest: lines.slice(2),
    });
  });

  it('leaves a line in sentence case, or rows, above the heading to the first-line rule', () => {
    const intro = photo(
      ['Lemon Drizzle Cake', 47],
      ['A bake for a rainy afternoon with tea', 45],
      ['Ingredients', 40],
      ['225g self-raising flour', 48],
      ['2 eggs', 48],
    );
    expect(takeTitle(intro)).toBeNull();
    const serves = photo(
      ['Lemon Drizzle Cake', 47],
      ['Serves 8', 45],
      ['Ingredients', 40],
      ['225g self-raising flour', 48],
      ['2 eggs', 48],
    );
    expect(takeTitle(serves)).toBeNull();
  });
});

describe("a web page's title no taller than its body, under small print (session 45, photos40)", () => {
  const page = (buttons: string) =>
    photo(
      ['WV 124', 15],
      ['Supper Club Online', 15],
      ['Home Recipes Desserts', 15],
      [buttons, 27],
      ['Homemade Strawberry Shortcake', 37],
      ['4.8 from 126 votes - Prep Time 15 mins', 15],
      ['Ingredients', 31],
      ['For the Strawberries', 36],
      ['4-5 cups strawberries, sliced', 34],
      ['2 tablespoons sugar', 38],
      ['2 tablespoons orange juice', 34],
      ['3 cups all purpose flour', 37],
    );

  it('is the one line of full size above the first heading, not the small print', () => {
    expect(takeTitle(page('Jump to Recipe Print Recipe'))?.title).toBe(
      'Homemade Strawberry Shortcake',
    );
  });

  it('passes over a row of buttons with a word misread', () => {
    expect(takeTitle(page('Jump 10 Recpe Print Recipe'))?.title).toBe(
      'Homemade Strawberry Shortcake',
    );
    // A title with two such words among longer ones is no row of buttons.
    expect(
      takeTitle(
        photo(
          ['Save the Best Pumpkin Recipe', 40],
          ['2 cups pumpkin puree', 24],
          ['1 cup sugar', 24],
          ['2 eggs', 24],
        ),
      )?.title,
    ).toBe('Save the Best Pumpkin Recipe');
  });
});

describe('a site name in a large logo over small print and the title (session 45, photos40)', () => {
  it('is not joined to the title: a wrapped title has no small print between its lines', () => {
    const lines = photo(
      ['2/10/2026, 12:44', 18],
      ['Supper Club Online', 37],
      ['Recipes Dinners Baking About Search', 18],
      ['Jump to Recipe Print Recipe', 33],
      ['Home » Recipes » Dinners', 21],
      ['Slow Cooker Broccoli Beef', 46],
      ['4.8 from 126 votes - Prep Time 15 mins', 17],
      ['Ingredients', 40],
      ['1 lb flank steak, sliced', 41],
      ['1 cup beef broth', 42],
      ['3 cups broccoli florets', 41],
    );
    expect(takeTitle(lines)?.title).toBe('Slow Cooker Broccoli Beef');
  });
});

describe("a title's line that the line under it finishes (session 58, photos5)", () => {
  it('takes a smaller line that opens a bracket the tallest line closes', () => {
    // vt-035: the lower line's box is taller by its bracket's stroke.
    const lines = photo(
      ['NO BAKE CUSTARD (KETO &', 27],
      ['CARNIVORE-FRIENDLY)', 43],
      ['Ingredients', 29],
      ['1 tbsp grass-fed beef gelatin', 22],
      ['1.25 cups half and half', 19],
      ['2 raw egg yolks', 19],
    );
    expect(takeTitle(lines)?.title).toBe('NO BAKE CUSTARD (KETO & CARNIVORE-FRIENDLY)');
  });

  it('leaves a smaller line above that the title does not finish', () => {
    const lines = photo(
      ['EASY DESSERTS (SERVES 4)', 27],
      ['NO BAKE CUSTARD', 43],
      ['Ingredients', 29],
      ['1 tbsp beef gelatin', 22],
      ['1.25 cups half and half', 19],
      ['2 raw egg yolks', 19],
    );
    expect(takeTitle(lines)?.title).toBe('NO BAKE CUSTARD');
  });
});

describe("a title's run that ends on an unfinished word or meets a misread amount (session 67, photos31)", () => {
  it('takes the smaller line after a line that ends on "with"', () => {
    // A beside card's title on two lines, the second set smaller (0.66 of the first).
    const lines = photo(
      ['Cheddar Jalapeño Cornbread with', 77],
      ['Whipped Hot Honey Butter', 51],
      ['Ingredients', 51],
      ['1 cup all purpose flour', 34],
      ['1 cup yellow cornmeal', 33],
      ['1 teaspoon salt', 34],
    );
    expect(takeTitle(lines)?.title).toBe(
      'Cheddar Jalapeño Cornbread with Whipped Hot Honey Butter',
    );
  });

  it('leaves a smaller line after a finished title', () => {
    const lines = photo(
      ['Cheddar Jalapeño Cornbread', 77],
      ['Whipped Hot Honey Butter', 51],
      ['Ingredients', 51],
      ['1 cup all purpose flour', 34],
      ['1 cup yellow cornmeal', 33],
      ['1 teaspoon salt', 34],
    );
    expect(takeTitle(lines)?.title).toBe('Cheddar Jalapeño Cornbread');
  });

  it('stops at a row whose fraction was read as a sign before a food in lower case', () => {
    // A boxed card: body 13 px under a title of 17; "1 ¾ pounds" read "1 % pounds".
    const lines = photo(
      ['Homemade Sriracha Sauce', 17],
      ['1 % pounds red jalapeño', 13],
      ['peppers (stems removed and', 12],
      ['halved lengthwise)', 15],
      ['3 garlic cloves', 12],
      ['2 tablespoons garlic powder', 13],
      ['1 tablespoon kosher salt', 11],
    );
    expect(takeTitle(lines)?.title).toBe('Homemade Sriracha Sauce');
  });
});

describe('a printed web page whose title is barely taller than its body (session 70, photos75)', () => {
  /** A browser's print header and a site's menu over the page's own title, 29 px over 26. */
  const page = (rule: string, title: string) =>
    photo(
      ['28/11/2026, 12:44', 12],
      ['Griled Steak Salad with Tzatziki S', 10],
      ['Pinch of Thyme', 19],
      ['Recipes Dinners Baking About Search', 14],
      [rule, 30],
      ['Home - Recipes - Dinners', 11],
      [title, 29],
      ['Prep Time 15 mins', 12],
      ['Ingredients', 35],
      ['For the Salad', 25],
      ['1 pound sirloin steak', 26],
      ['½ cup cherry tomatoes, halved', 29],
      ['1 head Romaine lettuce, chopped', 27],
      ['1 teaspoon Dijon mustard', 30],
      ['2 cloves garlic, minced', 31],
      ['¼ cup red wine vinegar', 26],
      ['3 tablespoons extra-virgin olive oil', 30],
      ['Instructions', 31],
      ['1. Preheat an outdoor grill to medium-high.', 25],
      ['2. In a medium bowl, whisk together the marinade.', 26],
    );

  it("takes the title that the print header's cut-off copy names, over a rule read taller", () => {
    const titled = takeTitle(page('—', 'Grilled Steak Salad with Tzatziki Sauce'));
    expect(titled?.title).toBe('Grilled Steak Salad with Tzatziki Sauce');
    expect(titled?.rest.map((line) => line.text)).toContain('Griled Steak Salad with Tzatziki S');
  });

  it('takes no line the header does not name: an introduction in sentence case', () => {
    expect(takeTitle(page('—', 'A grilled steak salad with tzatziki for summer'))).toBeNull();
  });
});

describe('a title over the right column of a page read in two columns (session 71, photos79)', () => {
  /** A list down the left column (a row read taller than the rest) and the method on the right. */
  const page = (rightTitle: string): TextLine[] => [
    ...(
      [
        ['Soups & Salads', 12],
        ['2 cups diced apples', 18],
        ['17.3 puff pastry', 32],
        ['4 tablespoons butter', 18],
        ['2 teaspoons ground', 21],
        ['cinnamon (divided)', 21],
        ['1/8 teaspoon nutmeg', 20],
        ['2 tablespoons granulated', 22],
        ['sugar', 18],
        ['Icing', 18],
        ['1 cup powdered sugar', 19],
        ['1-2 tablespoons milk', 18],
        ['also use water', 19],
      ] as [string, number][]
    ).map(([text, height], index) => ({
      text,
      height,
      top: index === 0 ? 229 : 324 + index * 35,
      column: 0 as const,
    })),
    ...(
      [
        [rightTitle, 34],
        ['1 Melt butter in a skillet over low heat. Add', 21],
        ['diced apples and spices (cinnamon/nutmeg).', 25],
        ['Cook until apples are soft, fragrant, and slightly', 24],
      ] as [string, number][]
    ).map(([text, height], index) => ({
      text,
      height,
      top: index === 0 ? 294 : 326 + index * 38,
      column: 1 as const,
    })),
  ];

  it("searches the right column's first lines beside the left's", () => {
    expect(takeTitle(page('Apple Turnovers Recipe'))?.title).toBe('Apple Turnovers Recipe');
  });

  it('leaves a page whose first line runs across it as it was', () => {
    const lines = [{ text: 'Apple Turnovers', height: 40, top: 100 }, ...page('Method notes')];
    expect(takeTitle(lines)?.title).toBe('Apple Turnovers');
  });
});

describe('a spread and a lone letter at the top (session 71, photos80)', () => {
  it('takes no running head from the facing page read under the title', () => {
    const facing = (
      [
        ['before serving', 26],
        ['lad on the side of the', 24],
        ['eze in portions', 25],
        ['ht of the other plate', 31],
        ['fore you begin', 24],
        ['before serving now', 24],
        ['lad on the side', 24],
        ['eze in portions and', 23],
        ['ght of the other', 24],
        ['fore you begin to', 25],
        ['before serving it', 24],
        ['lad on the side of', 24],
      ] as [string, number][]
    ).map(([text, height], index) => ({ text, height, top: 510 + index * 52, column: 0 as const }));
    const title = (
      [
        ['Sweet Potato and Black Bean', 50],
        ['Breakfast Tacos', 51],
        ['5 Tbsp. extra-virgin olive oil, divided', 25],
        ['1 red bell pepper, chopped', 24],
        ['8 large eggs', 24],
      ] as [string, number][]
    ).map(([text, height], index) => ({ text, height, top: 379 + index * 70, column: 1 as const }));
    expect(takeTitle([...facing, ...title])?.title).toBe(
      'Sweet Potato and Black Bean Breakfast Tacos',
    );
  });

  it('passes over a line of one letter taller than the title', () => {
    const lines = photo(
      ['Chewy Chocolate Crinkle', 46],
      ['Cookies', 47],
      ['p', 79],
      ['1 cup unsweetened cocoa powder', 24],
      ['2 cups all-purpose flour', 24],
      ['4 large eggs', 24],
      ['1 ½ cups white sugar', 23],
      ['2 teaspoons vanilla', 23],
    );
    expect(takeTitle(lines)?.title).toBe('Chewy Chocolate Crinkle Cookies');
  });
});

describe('a title broken at its own hyphen (session 72, photos81)', () => {
  it('keeps the hyphen before a capital and closes a word hyphenated at the break', () => {
    const capitals = photo(
      ['OBSESSION-', 85],
      ['WORTHY PEANUT', 84],
      ['BUTTER COOKIE ICE', 85],
      ['CREAM', 85],
      ['Ingredients', 40],
      ['2 cups coconut milk', 31],
      ['1 cup peanut butter', 31],
      ['1/2 cup cane sugar', 31],
      ['1 teaspoon vanilla', 31],
      ['1/4 teaspoon sea salt', 31],
    );
    expect(takeTitle(capitals)?.title).toBe('OBSESSION-WORTHY PEANUT BUTTER COOKIE ICE CREAM');
    const titleCase = photo(
      ['Easy No-', 60],
      ['Bake Cheesecake Bars', 60],
      ['2 cups graham crumbs', 24],
      ['1 cup cream cheese', 24],
      ['1 lemon', 24],
    );
    expect(takeTitle(titleCase)?.title).toBe('Easy No-Bake Cheesecake Bars');
    // A word hyphenated at the break goes on in lower case and is closed up (guard).
    const broken = photo(
      ['Herb Dump-', 58],
      ['lings', 55],
      ['1kg braising steak, diced', 23],
      ['2 onions, chopped', 23],
      ['1 bay leaf', 23],
    );
    expect(takeTitle(broken)?.title).toBe('Herb Dumplings');
  });
});

describe('a section named in small capitals over the title (session 74, photos88)', () => {
  it("leaves out a book's running head in capitals, so it heads no group", () => {
    const lines = photo(
      ['SUNDAY SUPPERS', 23],
      ['Banana Cake Recipe', 44],
      ['2 cups (240 grams) all-purpose flour', 31],
      ['2 eggs', 32],
      ['160 ml milk', 32],
    );
    expect(takeTitle(lines)).toEqual({ title: 'Banana Cake Recipe', rest: lines.slice(2) });
  });

  it("keeps a side column's heading beside the title, higher on the page", () => {
    // A web page's sidebar ("POPULAR NOW") beside the title, read in the right column.
    const lines: TextLine[] = [
      { text: 'Fondue Recipe', height: 76, top: 60, column: 0 },
      { text: '2 cups broccoli florets', height: 30, top: 200, column: 0 },
      { text: '1 lb cheddar cheese', height: 30, top: 240, column: 0 },
      { text: '2 tbsp flour', height: 30, top: 280, column: 0 },
      { text: 'POPULAR NOW', height: 18, top: 20, column: 1 },
      { text: 'Easy banana bread', height: 18, top: 50, column: 1 },
    ];
    expect(takeTitle(lines)?.rest.map((line) => line.text)).toContain('POPULAR NOW');
  });

  it('keeps a line in mixed case, one with a figure, and one opening "For" over the title', () => {
    const lines = photo(
      ['Supper Club Online', 18],
      ['PAGE 12', 18],
      ['FOR THE SAUCE', 18],
      ['Banana Cake Recipe', 44],
      ['2 cups (240 grams) all-purpose flour', 31],
      ['2 eggs', 32],
      ['160 ml milk', 32],
    );
    expect(takeTitle(lines)?.rest.map((line) => line.text)).toEqual([
      'Supper Club Online',
      'PAGE 12',
      'FOR THE SAUCE',
      '2 cups (240 grams) all-purpose flour',
      '2 eggs',
      '160 ml milk',
    ]);
  });
});

describe('two stray small letters over the title (session 77, photos77c)', () => {
  const page = (over: string) =>
    photo(
      [over, 51],
      ['Banana Cake Recipe', 51],
      ['Ingredients', 33],
      ['2 cups (240 grams) all-purpose flour', 33],
      ['1/2 teaspoon salt', 31],
      ['1 cup (200 grams) fine sugar', 35],
      ['2 eggs', 23],
    );

  it('are passed over when they make no word', () => {
    expect(takeTitle(page('ji'))?.title).toBe('Banana Cake Recipe');
  });

  it('are kept when they make a word, or are a capital and a letter', () => {
    expect(takeTitle(page('my'))?.title).toBe('My Banana Cake Recipe');
    expect(takeTitle(page('Ji'))?.title).toBe('Ji Banana Cake Recipe');
  });
});
