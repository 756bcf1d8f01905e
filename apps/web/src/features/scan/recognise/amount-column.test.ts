import { describe, expect, it } from 'vitest';
import { pageLines, type EnginePage } from './text-lines.ts';

const box = (x0: number, y0: number, x1: number, y1: number) => ({ x0, y0, x1, y1 });
/** A line of words 60 px wide, 10 px apart, 20 px tall, from (x0, y0). */
const line = (text: string, x0: number, y0: number) => {
  const words = text.split(' ').map((word, at) => ({
    text: word,
    bbox: box(x0 + at * 70, y0, x0 + at * 70 + 60, y0 + 20),
  }));
  return { text, bbox: box(x0, y0, words[words.length - 1]!.bbox.x1, y0 + 20), words };
};
/** Each line a paragraph of its own, as the engine gives a table's cells. */
const page = (...lines: ReturnType<typeof line>[]): EnginePage => ({
  text: lines.map((each) => each.text).join('\n'),
  blocks: [{ paragraphs: lines.map((each) => ({ lines: [each] })) }],
});
const texts = (read: EnginePage) =>
  pageLines(read)
    .map((each) => each.text)
    .filter((text) => text !== '');

describe('amounts in a column of their own beside their foods (session 71, photos78)', () => {
  it("joins each amount to the food on its row, a recipe app's list", () => {
    const read = page(
      line('() ¾ cup', 20, 100),
      line('sugar', 330, 100),
      line('() 2 teaspoons', 20, 140),
      line('ground cinnamon', 330, 140),
      line('(0) ¼ teaspoon', 20, 180),
      line('salt', 330, 180),
    );
    expect(texts(read)).toEqual([
      '() ¾ cup sugar',
      '() 2 teaspoons ground cinnamon',
      '(0) ¼ teaspoon salt',
    ]);
  });

  it('joins a lone figure far off its food on such a page, and a food opening on a bracket', () => {
    const read = page(
      line('½ cup', 20, 100),
      line('(105 g) cane sugar', 250, 100),
      line('3 tablespoons', 20, 140),
      line('peanut butter', 250, 140),
      line('2 teaspoons', 20, 180),
      line('vanilla extract', 250, 180),
      line('4', 20, 220),
      line('garlic cloves', 250, 220),
    );
    expect(texts(read)).toEqual([
      '½ cup (105 g) cane sugar',
      '3 tablespoons peanut butter',
      '2 teaspoons vanilla extract',
      '4 garlic cloves',
    ]);
  });

  it("reads a food's wrapped row under the food as running on", () => {
    const read = page(
      line('1 cup', 20, 100),
      line('whole wheat flour (see', 330, 100),
      line('notes for substitutes)', 330, 126),
      line('2 tsp', 20, 160),
      line('baking powder', 330, 160),
      line('1 tsp', 20, 200),
      line('salt', 330, 200),
    );
    const lines = pageLines(read).filter((each) => each.text !== '');
    expect(lines.map((each) => each.text)).toEqual([
      '1 cup whole wheat flour (see',
      'notes for substitutes)',
      '2 tsp baking powder',
      '1 tsp salt',
    ]);
    expect(lines[1]!.runsOn).toBe(true);
  });

  it('leaves a lone figure near no food, and a list beside its method, as they were', () => {
    // A step's number alone left of a column far off is not an amount's column.
    const read = page(
      line('Ingredients', 20, 60),
      line('Method', 500, 60),
      line('2 eggs', 20, 100),
      line('Beat the eggs', 500, 100),
      line('100g sugar', 20, 140),
      line('Add the sugar', 500, 140),
      line('4', 20, 180),
      line('Bake for an hour', 500, 180),
    );
    expect(texts(read)).toEqual([
      'Ingredients',
      '2 eggs',
      '100g sugar',
      '4',
      'Method',
      'Beat the eggs',
      'Add the sugar',
      'Bake for an hour',
    ]);
  });
});

describe("a recipe app's tabs over its list (session 71, photos78)", () => {
  it('drops the later tab when the rows under the tabs reach across it', () => {
    const read = page(
      line('Ingredients', 20, 60),
      line('Method', 400, 60),
      line('WET INGREDIENTS', 20, 100),
      line('2 large eggs', 20, 140),
      line('1 cup mashed bananas at room', 20, 180),
      line('½ cup Greek yogurt plain or', 20, 220),
    );
    expect(texts(read)).toEqual([
      'Ingredients',
      'WET INGREDIENTS',
      '2 large eggs',
      '1 cup mashed bananas at room',
      '½ cup Greek yogurt plain or',
    ]);
  });

  it('keeps both headings over a list beside its method', () => {
    const read = page(
      line('Ingredients', 20, 60),
      line('Method', 400, 60),
      line('2 large eggs', 20, 100),
      line('Beat the eggs well', 400, 100),
      line('1 cup bananas', 20, 140),
      line('Mash the bananas', 400, 140),
      line('½ cup yogurt', 20, 180),
      line('Fold in the yogurt', 400, 180),
    );
    expect(texts(read)).toContain('Method');
  });
});

describe('a word whose box took in the row above (session 74, photos88)', () => {
  /** `line` with the engine's baseline at the foot of its box. */
  const based = (text: string, x0: number, y0: number) => {
    const read = line(text, x0, y0);
    return { ...read, baseline: { x0, y0: y0 + 16, x1: read.bbox.x1, y1: y0 + 16 } };
  };

  it('is read after the row it ends, by its baseline, not before it', () => {
    // "thickness)" read 70 px tall, its top above the row it ends (vt-122).
    const swollen = based('thickness)', 20, 90);
    swollen.bbox = box(20, 90, 80, 160);
    swollen.words[0]!.bbox = box(20, 90, 80, 160);
    swollen.baseline = { x0: 20, y0: 150, x1: 80, y1: 150 };
    const read = page(
      based('1 tbsp chia seeds', 20, 60),
      based('1 cup almond milk (depending on desired', 20, 100),
      swollen,
      based('Method', 20, 180),
    );
    expect(texts(read)).toEqual([
      '1 tbsp chia seeds',
      '1 cup almond milk (depending on desired',
      'thickness)',
      'Method',
    ]);
  });

  it('leaves a word in large type that takes in no other row, as tall as it was', () => {
    const title = based('PANCAKES', 20, 0);
    title.bbox = box(20, 0, 80, 70);
    title.words[0]!.bbox = box(20, 0, 80, 70);
    title.baseline = { x0: 20, y0: 62, x1: 80, y1: 62 };
    const lines = pageLines(
      page(title, based('2 eggs', 20, 100), based('1 cup milk', 20, 130)),
    ).filter((each) => each.text !== '');
    expect(lines[0]).toMatchObject({ text: 'PANCAKES', height: 70 });
  });
});

describe('amounts set flush right in a column of their own (session 74, photos90)', () => {
  /** A line whose words are 12 px a letter, 6 px apart, ending at `x1`. */
  const flush = (text: string, x1: number, y0: number) => {
    const words: { text: string; bbox: ReturnType<typeof box> }[] = [];
    let right = x1;
    for (const word of text.split(' ').reverse()) {
      words.unshift({ text: word, bbox: box(right - 12 * word.length, y0, right, y0 + 20) });
      right -= 12 * word.length + 6;
    }
    return { text, bbox: box(words[0]!.bbox.x0, y0, x1, y0 + 20), words };
  };

  it("joins each amount to its food, a cookbook's table ragged on the left", () => {
    const read = page(
      flush('2 ½ cups', 300, 100),
      line('(312 g) flour', 330, 100),
      flush('4 teaspoons', 300, 140),
      line('baking powder', 330, 140),
      flush('1 tablespoon', 300, 180),
      line('granulated sugar', 330, 180),
      flush('½ cup', 300, 220),
      line('(113 g) unsalted butter', 330, 220),
    );
    expect(texts(read)).toEqual([
      '2 ½ cups (312 g) flour',
      '4 teaspoons baking powder',
      '1 tablespoon granulated sugar',
      '½ cup (113 g) unsalted butter',
    ]);
  });

  it('leaves figures set flush right with no unit, a table of numbers', () => {
    const read = page(
      line('Calories', 20, 100),
      flush('250', 300, 100),
      line('Protein', 20, 140),
      flush('12', 300, 140),
      line('Sodium', 20, 180),
      flush('1200', 300, 180),
    );
    // Read as two columns, as without the rule: no figure joins a word.
    expect(texts(read)).toEqual(['Calories', 'Protein', 'Sodium', '250', '12', '1200']);
  });
});
