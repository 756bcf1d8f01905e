/**
 * The answers Fastify and Node give before a route runs, in the API's `{ ok: false, error }`
 * shape with a message that says what is wrong: a broken percent-encoding in the address, a path
 * part longer than any route takes, and a request that is not valid HTTP or arrives too slowly.
 */
import http from 'node:http';
import type { Socket } from 'node:net';
import { shoppingItemIdSchema } from '@plateful/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Longest path parameter, in characters after decoding: the longest any route's schema takes (a
 * shopping item key). Fastify's default of 100 cut off ticking an item with a longer key.
 */
export const MAX_PARAM_LENGTH = Math.max(shoppingItemIdSchema.maxLength ?? 0, 100);

/**
 * Longest a whole request may take to arrive, before Node answers 408. JSON bodies have a shorter
 * deadline of their own (body-deadline.ts); this one bounds uploads, which may come over slow links.
 */
export const REQUEST_TIMEOUT_MS = 60_000;
/** Longest the headers may take to arrive. */
export const HEADERS_TIMEOUT_MS = 15_000;

const FRAMEWORK_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_BAD_URL: {
    status: 400,
    message:
      'The address is not valid: it has a broken percent-encoding (each % must start a UTF-8 byte such as %20)',
  },
  FST_ERR_MAX_PARAM_LENGTH: {
    status: 414,
    message: `A part of the address is too long: at most ${MAX_PARAM_LENGTH} characters`,
  },
};

/** Fastify's `frameworkErrors` option. */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const known = FRAMEWORK_ERRORS[error.code];
  void reply
    .code(known?.status ?? 500)
    .type('application/json; charset=utf-8')
    .send({
      ok: false,
      error: known?.message ?? 'Something went wrong on our side. Please try again.',
    });
}

/** What a socket-level client error is answered with, before any request object exists. */
export function describeClientError(error: NodeJS.ErrnoException): {
  status: number;
  message: string;
} {
  switch (error.code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return {
        status: 408,
        message: `The request took too long to arrive: send the headers within ${HEADERS_TIMEOUT_MS / 1000} seconds and all of it within ${REQUEST_TIMEOUT_MS / 1000}`,
      };
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, message: 'The request headers are too large' };
    default:
      return { status: 400, message: 'The request is not valid HTTP' };
  }
}

/** Fastify's `clientErrorHandler` option: writes the answer on the socket and closes it. */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = describeClientError(error);
  const body = JSON.stringify({ ok: false, error: message });
  // As Node's own handler: answer only if no answer to the request in flight has begun.
  const inFlight = (socket as Socket & { _httpMessage?: http.ServerResponse })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? 'Error'}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}

/** The Fastify options that bound requests and shape the answers above. */
export const REQUEST_LIMIT_OPTIONS = {
  requestTimeout: REQUEST_TIMEOUT_MS,
  // Node checks for late requests this often (its default, 30 s, made a 30 s limit take 60 s).
  http: { headersTimeout: HEADERS_TIMEOUT_MS, connectionsCheckingInterval: 1_000 },
  routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
  frameworkErrors: answerFrameworkError,
  clientErrorHandler: answerClientError,
};
