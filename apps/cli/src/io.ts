/** The CLI's streams, passed in so commands can be run and tested without a real terminal. */
import type { Readable, Writable } from 'node:stream';

export interface CliIo {
  readonly stdin: Readable;
  readonly stdout: Writable;
  readonly stderr: Writable;
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

/** Whether bytes look binary rather than text: a NUL byte, or mostly invalid UTF-8. */
export function looksBinary(bytes: Buffer): boolean {
  if (bytes.includes(0)) return true;
  const text = bytes.toString('utf8');
  const replaced = text.match(/\uFFFD/g)?.length ?? 0;
  return text.length > 0 && replaced / text.length > 0.1;
}

/** Writes text and waits for the stream to take it (so large outputs are not cut off). */
export function write(stream: Writable, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    stream.write(text, (error) => (error ? reject(error) : resolve()));
  });
}
