import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { processOutput, readLines, write, type InputLine } from './io.ts';

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

describe('processOutput', () => {
  const noStream = (): Writable => {
    throw new Error('the stream was made');
  };

  it('writes whole texts, in order, straight to the descriptor', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'plateful-io-'));
    try {
      const fd = openSync(join(dir, 'out.txt'), 'w');
      const output = processOutput(fd, noStream);
      await write(output, 'crème fraîche\n');
      await write(output, 'x'.repeat(100_000));
      closeSync(fd);
      expect(readFileSync(join(dir, 'out.txt'), 'utf8')).toBe(
        `crème fraîche\n${'x'.repeat(100_000)}`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('goes on through the stream when the descriptor would block, from the first byte not written', async () => {
    const written: Buffer[] = [];
    let calls = 0;
    // Takes 4 bytes, then 3, then would block.
    const writeBytes = (_fd: number, bytes: Buffer, offset: number): number => {
      calls += 1;
      if (calls > 2) throw Object.assign(new Error('EAGAIN'), { code: 'EAGAIN' });
      const end = Math.min(bytes.length, offset + (calls === 1 ? 4 : 3));
      written.push(bytes.subarray(offset, end));
      return end - offset;
    };
    const stream = new PassThrough();
    const output = processOutput(99, () => stream, writeBytes);
    await write(output, 'abcdefghij');
    await write(output, 'klm');
    stream.end();
    expect(Buffer.concat(written).toString()).toBe('abcdefg');
    expect(Buffer.concat(await stream.toArray()).toString()).toBe('hijklm');
    expect(calls).toBe(3);
  });

  it('fails the write with any other error', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'plateful-io-'));
    try {
      writeFileSync(join(dir, 'in.txt'), '');
      const fd = openSync(join(dir, 'in.txt'), 'r');
      await expect(write(processOutput(fd, noStream), 'text')).rejects.toMatchObject({
        code: 'EBADF',
      });
      closeSync(fd);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
