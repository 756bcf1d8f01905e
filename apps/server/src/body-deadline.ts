/**
 * A deadline for reading a request's body: a JSON body that has not fully arrived within
 * `BODY_DEADLINE_MS` of its headers is answered 408 `{ ok: false, error }` and the connection is
 * closed, so a client trickling bytes cannot hold a request (and its rate-limit slot) open for
 * minutes. Uploaded files are larger and may come over slow links: they have the server's
 * whole-request timeout instead (framework-errors.ts, REQUEST_TIMEOUT_MS).
 */
import { PassThrough, type Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

export const BODY_DEADLINE_MS = 15_000;

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (
    request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0')
  );
}

/** Files: multipart uploads, and import files sent as they are (application/octet-stream). */
function isUpload(request: FastifyRequest): boolean {
  const type = (request.headers['content-type'] ?? '').toLowerCase();
  return type.startsWith('multipart/') || type.startsWith('application/octet-stream');
}

export function registerBodyDeadline(app: FastifyInstance, deadlineMs = BODY_DEADLINE_MS): void {
  app.addHook('preParsing', async (request, reply, payload) => {
    if (!hasBody(request) || isUpload(request)) return payload;
    const guarded = new PassThrough();
    const timer = setTimeout(() => {
      payload.unpipe(guarded);
      // The rest of the body will not be read: the connection cannot carry another request.
      void reply.header('connection', 'close');
      guarded.destroy(
        new AppError(
          408,
          `The request body took too long to arrive: send it within ${deadlineMs / 1000} seconds`,
          'body_timeout',
        ),
      );
    }, deadlineMs);
    // A decompressing stream before this one (@fastify/compress) counts the bytes on the wire;
    // Fastify checks them against Content-Length.
    Object.defineProperty(guarded, 'receivedEncodedLength', {
      get: () => (payload as Readable & { receivedEncodedLength?: number }).receivedEncodedLength,
    });
    const stop = () => clearTimeout(timer);
    guarded.once('end', stop);
    guarded.once('close', stop);
    reply.raw.once('close', stop);
    (payload as Readable).once('error', (error) => guarded.destroy(error));
    return payload.pipe(guarded);
  });
}
