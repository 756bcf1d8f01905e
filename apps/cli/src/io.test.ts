import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readLines, type InputLine } from './io.ts';

async function linesOf(chunks: Array<string | Buffer>, maxLineBytes?: number) {
  const lines: InputLine[] = [];
  for await (const line of readLines(Readable.from(chunks), maxLineBytes)) lines.push(line);
  return lines;
}

describe('readLines', () => {
  it('gives each line as it ends, across chunk boundaries, LF or CRLF', async () => {
    expect(await linesOf(['one\r\ntw', 'o\n', '\nthree'])).toEqual([
      { text: 'one' },
      { text: 'two' },
      { text: '' },
      { text: 'three' },
    ]);
  });

  it('keeps a character whose bytes are split between chunks', async () => {
    const bytes = Buffer.from('crème fraîche\n');
    expect(await linesOf([bytes.subarray(0, 3), bytes.subarray(3)])).toEqual([
      { text: 'crème fraîche' },
    ]);
  });

  it('reports a line over the limit without keeping it, and goes on with the next', async () => {
    expect(await linesOf(['short\n', 'x'.repeat(6), 'y'.repeat(6), '\nnext\n'], 10)).toEqual([
      { text: 'short' },
      { tooLong: true },
      { text: 'next' },
    ]);
  });

  it('gives nothing for empty input', async () => {
    expect(await linesOf([])).toEqual([]);
  });
});
