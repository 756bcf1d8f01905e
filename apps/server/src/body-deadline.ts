/**
 * A deadline for reading a request's body: a JSON body that has not fully arrived within
 * `BODY_DEADLINE_MS` of its headers is answered 408 `{ ok: false, error }` and the connection is
 * closed, so a client trickling bytes cannot hold a request (and its rate-limit slot) open for
 * minutes. Uploaded files are larger and may come over slow links: they have the server's
 * whole-request timeout instead (framework-errors.ts, REQUEST_TIMEOUT_MS).
 */
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

/** How often the bodies being read are looked at: a late body is answered within this of its deadline. */
export const BODY_DEADLINE_SWEEP_MS = 500;

type Reading = { reply: FastifyReply; due: number };

/**
 * The bodies being read, and one timer that looks at them twice a second (issue 27): a stream
 * between the socket and the parser, a timer and three listeners per request were two fifths of
 * the server's time on a small POST. A body that ends leaves the set at once; one whose request
 * was answered or dropped without it (a 415, an aborted upload) leaves at the next look.
 */
export function registerBodyDeadline(app: FastifyInstance, deadlineMs = BODY_DEADLINE_MS): void {
  const reading = new Map<Readable, Reading>();
  let timer: NodeJS.Timeout | undefined;

  function ended(this: Readable): void {
    reading.delete(this);
  }

  function timeOut(payload: Readable, reply: FastifyReply): void {
    // The parser listens for the body's errors while it reads; it answers this one (408).
    if (payload.listenerCount('error') === 0) return;
    // The rest of the body will not be read: the connection cannot carry another request.
    void reply.header('connection', 'close');
    payload.emit(
      'error',
      new AppError(
        408,
        `The request body took too long to arrive: send it within ${deadlineMs / 1000} seconds`,
        'body_timeout',
      ),
    );
  }

  function sweep(): void {
    const now = Date.now();
    for (const [payload, { reply, due }] of reading) {
      if (payload.readableEnded || payload.destroyed || reply.sent || reply.raw.destroyed) {
        reading.delete(payload);
      } else if (due <= now) {
        reading.delete(payload);
        payload.removeListener('end', ended);
        timeOut(payload, reply);
      }
    }
    if (reading.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  }

  app.addHook('preParsing', (request, reply, payload, done) => {
    if (!hasBody(request) || isUpload(request)) {
      done(null, payload);
      return;
    }
    reading.set(payload, { reply, due: Date.now() + deadlineMs });
    payload.once('end', ended);
    if (!timer) {
      timer = setInterval(sweep, Math.min(BODY_DEADLINE_SWEEP_MS, deadlineMs));
      timer.unref();
    }
    done(null, payload);
  });
  app.addHook('onClose', () => {
    if (timer) clearInterval(timer);
    timer = undefined;
    reading.clear();
  });
}
