import { describe, expect, it } from 'vitest';
import { cleanIngredientLine } from './ingredients/clean-ingredient-line.ts';
import { parseIngredient } from './ingredients/parse-ingredient.ts';
import { collapseSpaces } from './ingredients/text.ts';
import { boundedLine } from './long-line.ts';
import { classifyAisle } from './shopping/categorise.ts';

const RUN = 50_000;

function timed(run: () => unknown): number {
  const started = Date.now();
  run();
  return Date.now() - started;
}

describe('long lines (issue 31)', () => {
  it('collapses runs of blanks of any kind to one space', () => {
    expect(collapseSpaces('1 cup\t\t flour\u00a0\u00a0sifted\u2009 x', 'runs')).toBe(
      '1 cup flour sifted x',
    );
    expect(collapseSpaces('1 cup flour', 'runs')).toBe('1 cup flour');
  });

  it('leaves a line within the limit as it is and cuts a longer one', () => {
    expect(boundedLine('1 cup   flour', 20)).toBe('1 cup   flour');
    expect(boundedLine('1 cup   flour' + ' '.repeat(30), 20)).toBe('1 cup flour ');
    expect(boundedLine('ab'.repeat(20), 10)).toBe('ababababab');
  });

  it('cleans a line with a long run of blanks quickly and as its words', () => {
    const line = `1 cup and 1${' '.repeat(RUN)} inches thick`;
    expect(timed(() => cleanIngredientLine(line))).toBeLessThan(2000);
    expect(cleanIngredientLine(line)).toBe('1 cup and 1 inches thick');
    expect(cleanIngredientLine(`2${'\t'.repeat(RUN)}eggs`)).toBe('2 eggs');
  });

  it('keeps a doubled space in an ordinary line', () => {
    expect(cleanIngredientLine('1 cup   flour')).toBe('1 cup   flour');
  });

  it('reads a long line with no blank run whole, its trailing amount in front', () => {
    expect(cleanIngredientLine(`Cod ${'fillet '.repeat(20_000)}500 g`)).toMatch(
      /^500 g Cod fillet/,
    );
  });

  it('parses a 100 KB line quickly, reading its first words', () => {
    const line = `2 cups flour${' '.repeat(100_000)}sifted`;
    let parsed = parseIngredient('');
    expect(timed(() => (parsed = parseIngredient(line)))).toBeLessThan(2000);
    expect(parsed).toMatchObject({ quantity: 2, unit: 'cup', name: 'flour', notes: '' });
    expect(parsed.original).toBe(line);
  });

  it.each([' ', '\t', '\u00a0', '1 ', 'and ', '& ', '(', '-', ', '])(
    'runs every path on 50 KB of %j in time',
    (piece) => {
      const line = `Pepper Strips 1 cup and 1${piece.repeat(RUN / piece.length)} inches thick`;
      expect(timed(() => parseIngredient(line))).toBeLessThan(2000);
      expect(timed(() => cleanIngredientLine(line))).toBeLessThan(2000);
      expect(timed(() => classifyAisle(line))).toBeLessThan(2000);
    },
  );

  it('reads a title with a long run of blanks as its words', () => {
    expect(classifyAisle(`Pepper Strips${' '.repeat(RUN)}500g`).bucket).toBe(
      classifyAisle('Pepper Strips 500g').bucket,
    );
    expect(classifyAisle(`flour${' '.repeat(RUN)}`).bucket).toBe('BAKING');
  });
});

describe('a line of many numbers (issue 31)', () => {
  it('reads "flour" and 20,000 numbers quickly, the amount after the name still found', () => {
    const line = `flour${' 1'.repeat(20_000)}`;
    expect(timed(() => cleanIngredientLine(line))).toBeLessThan(2000);
    expect(cleanIngredientLine('Type 00 flour 2 cups')).toBe('2 cups Type 00 flour');
  });
});
