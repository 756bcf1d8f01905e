/** The CLI's streams, passed in so commands can be run and tested without a real terminal. */
import { writeSync } from 'node:fs';
import type { Readable, Writable } from 'node:stream';

/** Where a command writes: a Writable, or the process's own output (`processOutput`). */
export interface Output {
  write(text: string, callback: (error?: Error | null) => void): unknown;
}

export interface CliIo {
  readonly stdin: Readable;
  readonly stdout: Output;
  readonly stderr: Output;
}

/**
 * The process's stdout (fd 1) or stderr (fd 2), written straight to the file descriptor. Node
 * builds `process.stdout` (and `process.stdin`) on first use, loading its stream, net and tty
 * modules: some 45 M instructions, 10 ms, of a short command's run. Text is written whole before
 * the callback; when the descriptor would block (a non-blocking pipe that is full, EAGAIN), the
 * rest and everything after go through Node's stream, as they always did.
 */
export function processOutput(
  fd: number,
  stream: () => Writable,
  writeBytes: (fd: number, bytes: Buffer, offset: number) => number = writeSync,
): Output {
  let fallback: Writable | null = null;
  return {
    write(text, callback) {
      if (fallback !== null) return fallback.write(text, callback);
      const bytes = Buffer.from(text, 'utf8');
      let offset = 0;
      try {
        while (offset < bytes.length) offset += writeBytes(fd, bytes, offset);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') {
          callback(error as Error);
          return false;
        }
        fallback = stream();
        return fallback.write(bytes.subarray(offset), callback);
      }
      callback(null);
      return true;
    },
  };
}

/** The process's own streams, each made only when used (see `processOutput`). */
export function processIo(): CliIo {
  return {
    get stdin() {
      return process.stdin;
    },
    stdout: processOutput(1, () => process.stdout),
    stderr: processOutput(2, () => process.stderr),
  };
}

/** Largest stdin or file the CLI reads, so a runaway pipe cannot exhaust memory. */
export const MAX_INPUT_BYTES = 50 * 1024 * 1024;

/** Reads a whole stream, failing past `MAX_INPUT_BYTES`. */
export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > MAX_INPUT_BYTES) throw new Error(`input is larger than ${MAX_INPUT_BYTES} bytes`);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/** Longest single line `readLines` passes on; a longer one is reported, not held in memory. */
export const MAX_LINE_BYTES = 50 * 1024 * 1024;

/** One line of input, or the news that it was longer than the limit (its bytes are skipped). */
export type InputLine = { readonly text: string } | { readonly tooLong: true };

/**
 * A stream's lines one at a time (LF or CRLF), as they arrive: input of any total length is read
 * in memory bounded by its longest line. A final line without a newline counts.
 */
export async function* readLines(
  stream: Readable,
  maxLineBytes = MAX_LINE_BYTES,
): AsyncGenerator<InputLine> {
  let parts: Buffer[] = [];
  let size = 0;
  let tooLong = false;
  const take = (): InputLine => {
    const line: InputLine = tooLong
      ? { tooLong: true }
      : { text: Buffer.concat(parts).toString('utf8').replace(/\r$/, '') };
    parts = [];
    size = 0;
    tooLong = false;
    return line;
  };
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    let start = 0;
    while (start <= buffer.length) {
      const newline = buffer.indexOf(0x0a, start);
      const end = newline === -1 ? buffer.length : newline;
      if (!tooLong) {
        size += end - start;
        if (size > maxLineBytes) {
          tooLong = true;
          parts = [];
        } else if (end > start) {
          parts.push(buffer.subarray(start, end));
        }
      }
      if (newline === -1) break;
      yield take();
      start = newline + 1;
    }
  }
  if (size > 0 || tooLong) yield take();
}

/** Whether bytes look binary rather than text: a NUL byte, or mostly invalid UTF-8. */
export function looksBinary(bytes: Buffer): boolean {
  if (bytes.includes(0)) return true;
  const text = bytes.toString('utf8');
  const replaced = text.match(/\uFFFD/g)?.length ?? 0;
  return text.length > 0 && replaced / text.length > 0.1;
}

/** Writes text and waits for the stream to take it (so large outputs are not cut off). */
export function write(stream: Output, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    stream.write(text, (error) => (error ? reject(error) : resolve()));
  });
}
