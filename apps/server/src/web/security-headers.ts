/**
 * Strict security headers for every response (helmet), with a Content-Security-Policy that allows
 * only our own origin, plus the basket service (Whisk) the user hands the list to: its SDK script,
 * its API and its frames. Images may come from https hosts (Cloudflare Images delivery, legacy
 * recipe images forced to https).
 *
 * The headers are the same for every response, so helmet is run once, at start-up, and the headers
 * it sets are kept as a table that each reply takes: @fastify/helmet built helmet's middleware again
 * for each request (parsing the policy each time, a tenth of the server's time on a small API
 * answer; issue 27), and even built once, its chain of twelve middlewares setting headers on the
 * raw response one by one was a twentieth of a small by-ids answer, and sent every other header of
 * the reply through Node's slower `setHeader` path.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

const IMPORT_SCREEN = /^\/build\/import(?:[/?#]|$)/;

type Middleware = (
  request: IncomingMessage,
  response: ServerResponse,
  next: (error?: unknown) => void,
) => void;

/**
 * The headers `middleware` sets, by lower-case name, found by running it once on a response that
 * only records them. Helmet's middleware sets the same headers for every request (its options
 * are fixed here) and removes `X-Powered-By`, which nothing in this server sets.
 */
export function headersOf(middleware: Middleware): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  let failure: unknown;
  middleware({ headers: {} } as IncomingMessage, recorder, (error) => {
    failure = error;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}

/** Helmet's middleware with this server's policy (see above). */
export function securityHeadersMiddleware(basket: string): Middleware {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", basket],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", basket],
        frameSrc: [basket],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS only means something behind https; a reverse proxy adds it there.
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
  });
}

export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { basketOrigin: string },
): void {
  const setHeaders = securityHeadersMiddleware(options.basketOrigin);
  const headers = Object.entries(headersOf(setHeaders));
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of headers) void reply.header(name, value);
    // The import screen is opened by the bookmarklet from a recipe page and takes the page by
    // postMessage from that window (issue 19), so it keeps its opener.
    if (IMPORT_SCREEN.test(request.url))
      void reply.header('cross-origin-opener-policy', 'unsafe-none');
    done();
  });
}
