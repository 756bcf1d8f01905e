/**
 * Reads an uploaded file's body into one buffer of its own, never more than `maxBytes`: a body
 * that declares its length goes straight into a buffer of that size (no chunk list and copy, so a
 * 90 MB file costs 90 MB); one sent in chunks, or decompressed on the way, is counted as it comes
 * and refused (413) the moment it passes the limit, without reading the rest.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { AppError } from '../errors.ts';

/** How long a refused upload's remaining bytes are read and dropped before its socket closes. */
export const LINGER_MS = 10_000;

export function readUploadBody(
  payload: Readable,
  options: { declaredBytes: number | undefined; maxBytes: number; tooLarge: () => Error },
): Promise<Buffer> {
  const { declaredBytes, maxBytes } = options;
  // The buffer's memory is its own (not Node's shared pool), so it can be handed to a worker.
  let whole = declaredBytes !== undefined ? Buffer.allocUnsafeSlow(declaredBytes) : undefined;
  const chunks: Buffer[] = [];
  let received = 0;
  return new Promise((resolve, reject) => {
    const stop = (error: Error) => {
      // Paused, not destroyed: destroying the request would close the socket before the answer.
      payload.off('data', onData).off('end', onEnd).off('error', stop).off('close', onClose);
      payload.pause();
      reject(error);
    };
    const onData = (chunk: Buffer) => {
      if (received + chunk.length > maxBytes) return stop(options.tooLarge());
      if (whole && received + chunk.length <= whole.length) {
        chunk.copy(whole, received);
      } else {
        // More than declared (a compressed body, decompressed): keep the chunks instead.
        if (whole) chunks.push(whole.subarray(0, received));
        whole = undefined;
        chunks.push(chunk);
      }
      received += chunk.length;
    };
    const onEnd = () => {
      payload.off('close', onClose);
      if (whole) {
        if (received === whole.length) resolve(whole);
        else reject(incomplete());
        return;
      }
      const body = Buffer.allocUnsafeSlow(received);
      let at = 0;
      for (const chunk of chunks) {
        chunk.copy(body, at);
        at += chunk.length;
      }
      resolve(body);
    };
    const onClose = () => stop(incomplete());
    payload.on('data', onData).once('end', onEnd).once('error', stop).once('close', onClose);
    // A stream paused on purpose (the request decompressor) stays paused for a new listener.
    payload.resume();
  });
}

const incomplete = () =>
  new AppError(400, 'The file did not arrive whole: send it again', 'incomplete_body');

/**
 * After an upload is refused part-way, reads and drops what the client is still sending, then
 * leaves the connection for its next request; a body still coming `LINGER_MS` after the answer
 * has its socket closed. The answer must not carry `Connection: close`: Node destroys such a
 * socket as soon as the answer is written, with the client's bytes unread, and the reset that
 * follows can reach the client before its answer (it sees EPIPE or ECONNRESET instead of 413).
 * Leaving the request paused is no better: a client still writing into a socket nobody reads
 * never gets to read the answer.
 */
export function discardRestAfterAnswer(raw: IncomingMessage, response: ServerResponse): void {
  const linger = () => {
    const timer = setTimeout(() => raw.socket?.destroy(), LINGER_MS);
    timer.unref();
    raw.once('close', () => clearTimeout(timer));
    // The decompressor it was piped into is paused: take the raw bytes back and drop them.
    raw.unpipe();
    raw.removeAllListeners('data');
    raw.on('data', () => undefined);
    raw.resume();
  };
  if (response.writableFinished) linger();
  else response.once('finish', linger);
}
