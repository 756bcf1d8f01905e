import { describe, expect, it } from 'vitest';
import { parseScannedLines } from './draft-from-lines.ts';

/** A page's lines as the engine gives them: the title large at the top. */
const page = (rows: string[]) =>
  rows.map((text, index) => ({ text, height: index === 0 ? 30 : 12, top: index * 20 }));

describe('parseScannedLines', () => {
  it("gives each row whose amount was mended with the engine's text of it, over two pages", () => {
    const draft = parseScannedLines([
      page(['Drop Scones', '', 'Ingredients', '1% cups self-raising flour', '2 eggs']),
      page(['Method', '1. Whisk the flour and eggs into a thick batter.']),
    ]);
    expect(draft.ingredients).toEqual(['1 1/2 cups self-raising flour', '2 eggs']);
    expect(draft.amountChecks).toEqual([
      {
        line: '1 1/2 cups self-raising flour',
        seen: '1% cups self-raising flour',
        changed: 'amount',
      },
    ]);
  });

  it('marks a fraction the reader guessed on the photo, with the text the engine read', () => {
    const [title, ...rest] = page(['Drop Scones', 'Ingredients', '½ tsp salt', '2 eggs']);
    const draft = parseScannedLines([
      [title!, rest[0]!, { ...rest[1]!, guessed: [{ read: '½', seen: 'Y2' }] }, rest[2]!],
      page(['Method', '1. Whisk the eggs and salt.']),
    ]);
    expect(draft.amountChecks).toEqual([
      { line: '½ tsp salt', seen: 'Y2 tsp salt', changed: 'amount' },
    ]);
  });
});
