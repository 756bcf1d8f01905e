import { describe, expect, it } from 'vitest';
import { parseRecipeText } from './parse-recipe-text.ts';
import type { TextLine } from './text-lines.ts';

/** Lines as a photo gives them: [text, height] from the top. */
const photo = (...lines: [string, number][]): TextLine[] =>
  lines.map(([text, height], index) => ({ text, height, top: index * 40 }));

const list: [string, number][] = [
  ['Ingredients', 37],
  ['1/2 cup granulated sugar', 24],
  ['1/4 cup dark brown sugar', 25],
  ['1/2 teaspoon ground cinnamon', 28],
  ['1/8 teaspoon salt', 26],
  ['2 egg yolks', 24],
  ['Method', 36],
  ['1. Whisk the sugar and the yolks in a pan.', 24],
];

describe("a web page's byline, site name and advert label (session 71, photos80)", () => {
  it('takes neither the site name a byline names nor the byline for the title', () => {
    const draft = parseRecipeText(
      photo(
        ['Pinch of Thyme', 17],
        ['Cranberry Orange Curd', 19],
        ['By the Pinch of Thyme team - Serves 4 - 45 mins', 24],
        ...list,
      ),
    );
    expect(draft.name).toBe('Cranberry Orange Curd');
  });

  it('takes no byline or advert label for the title', () => {
    const draft = parseRecipeText(
      photo(['By the Supper Club Online team -', 24], ['ADVERTISEMENT', 14], ...list),
    );
    expect(draft.name).not.toMatch(/^By |ADVERTISEMENT/u);
  });

  it('keeps a first line that no byline names', () => {
    const draft = parseRecipeText(
      photo(['Cranberry Orange Curd', 19], ['By Jane Smith - Serves 4', 24], ...list),
    );
    expect(draft.name).toBe('Cranberry Orange Curd');
  });

  it("drops a bar run into a title's word", () => {
    const draft = parseRecipeText(photo(['NINJA CREAMI| RED VELVET ICE CREAM', 60], ...list));
    expect(draft.name).toBe('NINJA CREAMI RED VELVET ICE CREAM');
  });
});

describe("a web page's advertisements and sidebar under its list (session 71, photos80)", () => {
  const page = (...after: [string, number, 0 | 1][]): TextLine[] =>
    (
      [
        ['Cranberry Orange Curd', 60, 0],
        ['Ingredients', 37, 0],
        ['1/2 cup granulated sugar', 24, 0],
        ['2 egg yolks', 24, 0],
        ...after,
        ['Method', 36, 0],
        ['1. Whisk the sugar and the yolks in a pan.', 24, 0],
      ] as [string, number, 0 | 1][]
    ).map(([text, height, column], index) => ({ text, height, top: index * 40, column }));
  const items = (lines: TextLine[]) => parseRecipeText(lines).ingredients;

  it('drops the rows from an advert label to the next heading', () => {
    const found = items(
      page(
        ['ADVERTISEMENT', 14, 0],
        ['Upgrade your kitchen: pans from £19.99', 22, 0],
        ['POPULAR NOW', 19, 1],
        ['10 best one-pot dinners', 20, 1],
        ['ADVERTISEMENT', 14, 1],
        ['Win a stand mixer worth', 24, 1],
        ['£400', 24, 1],
      ),
    );
    expect(found).toHaveLength(2);
  });

  it('keeps the list going on under an advert in its middle', () => {
    const found = items(
      page(
        ['ADVERTISEMENT', 14, 0],
        ['Fresh boxes weekly', 22, 0],
        ['1 tsp vanilla extract', 24, 0],
      ),
    );
    expect(found).toHaveLength(3);
  });
});

describe("a phone app's tab bar at the foot of a screenshot (session 71, photos80)", () => {
  const screen = (...foot: [string, number][]): TextLine[] => [
    ...(
      [
        ['Baked Oatmeal', 80],
        ['Ingredients', 50],
        ['2 cups rolled oats', 40],
        ['1 teaspoon cinnamon', 40],
        ['¼ cup butter', 40],
      ] as [string, number][]
    ).map(([text, height], index) => ({ text, height, top: index * 120 })),
    ...foot.map(([text, height]) => ({ text, height, top: 800 })),
  ];

  it('drops the lowest row of capitalised labels', () => {
    const draft = parseRecipeText(screen(['Discover Search Saved', 28], ['Shopping list', 28]));
    expect(draft.ingredients).toEqual([
      '2 cups rolled oats',
      '1 teaspoon cinnamon',
      '¼ cup butter',
    ]);
  });

  it('keeps a last row that is an item', () => {
    const draft = parseRecipeText(screen(['Salt and Pepper', 40]));
    expect(draft.ingredients).toHaveLength(4);
  });
});

describe("a list's last rows in title case are no tab bar (session 71, photos80)", () => {
  it('keeps two items side by side on the lowest row at the size of the others', () => {
    const lines: TextLine[] = [
      { text: 'Strawberry Shortcake', height: 50, top: 0 },
      { text: 'Ingredients', height: 40, top: 60 },
      { text: '2 cups heavy cream', height: 30, top: 120 },
      { text: '1 teaspoon vanilla', height: 30, top: 160 },
      { text: 'Fresh Mint Leaves', height: 30, top: 200, column: 0 },
      { text: 'Sea Salt', height: 30, top: 200, column: 1 },
    ];
    expect(parseRecipeText(lines).ingredients).toHaveLength(4);
  });
});
