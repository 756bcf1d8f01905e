import { describe, expect, it } from 'vitest';
import { withoutSidebar } from './page-sidebar.ts';
import { parseRecipeText } from './parse-recipe-text.ts';
import type { TextLine } from './text-lines.ts';

/** Lines as a photo gives them: [text, height, column] from the top. */
const photo = (...lines: [string, number, (0 | 1)?][]): TextLine[] =>
  lines.map(([text, height, column], index) => ({
    text,
    height,
    top: index * 40,
    ...(column !== undefined ? { column } : {}),
  }));

const names = (lines: TextLine[]) => parseRecipeText(lines).ingredients;

describe("a web page's sidebar beside the list (session 74, photos90)", () => {
  it('drops a column of short rows in smaller type with no units, read after the list', () => {
    const lines = photo(
      ['Baked Halibut Recipe', 60, 0],
      ['Ingredients', 35, 0],
      ['1 pound halibut fillet', 22, 0],
      ['2 tbsp melted butter', 22, 0],
      ['1 tsp minced garlic', 24, 0],
      ['chopped parsley', 23, 0],
      ['POPULAR NOW', 18, 1],
      ['10 best one-pot dinners', 17, 1],
      ['Easy banana bread', 17, 1],
      ['NEWSLETTER', 17, 1],
      ['Get new recipes every Friday.', 17, 1],
      ['Method', 28, 0],
      ['1. Preheat oven to 400 degrees.', 22, 0],
    );
    expect(names(lines)).toEqual([
      '1 pound halibut fillet',
      '2 tbsp melted butter',
      '1 tsp minced garlic',
      'chopped parsley',
    ]);
  });

  it("keeps a list's second column in the list's type, and one whose rows name units", () => {
    const same = photo(
      ['Ingredients', 35, 0],
      ['1 pound halibut fillet', 22, 0],
      ['2 tbsp melted butter', 22, 0],
      ['sliced lemon', 22, 1],
      ['chopped parsley', 22, 1],
      ['sea salt', 22, 1],
    );
    expect(withoutSidebar(same)).toEqual(same);
    const small = photo(
      ['Ingredients', 35, 0],
      ['1 pound halibut fillet', 22, 0],
      ['2 tbsp melted butter', 22, 0],
      ['1 tsp paprika', 17, 1],
      ['½ tsp sea salt', 17, 1],
      ['½ tsp black pepper', 17, 1],
    );
    expect(withoutSidebar(small)).toEqual(small);
  });

  it('keeps a method in smaller type beside the list, its steps numbered', () => {
    const lines = photo(
      ['Ingredients', 35, 0],
      ['1 pound halibut fillet', 22, 0],
      ['2 tbsp melted butter', 22, 0],
      ['1. Heat the oven.', 17, 1],
      ['2. Bake the fish.', 17, 1],
      ['3. Serve it hot.', 17, 1],
    );
    expect(parseRecipeText(lines).instructions).toHaveLength(3);
  });
});

describe('a sidebar row of hostile length (review74b)', () => {
  it('reads a row of a figure and 40,000 spaces beside the list in linear time', () => {
    const lines = photo(
      ['Ingredients', 35, 0],
      ['1 pound halibut fillet', 22, 0],
      ['2 tbsp melted butter', 22, 0],
      ['POPULAR NOW', 18, 1],
      [`1${' '.repeat(40_000)}!`, 17, 1],
      ['NEWSLETTER', 17, 1],
    );
    const started = Date.now();
    withoutSidebar(lines);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
