/**
 * Strict security headers for every response (helmet), with a Content-Security-Policy that allows
 * only our own origin, plus the basket service (Whisk) the user hands the list to: its SDK script,
 * its API and its frames. Images may come from https hosts (Cloudflare Images delivery, legacy
 * recipe images forced to https).
 *
 * The headers are the same for every response, so helmet's middleware is built once, at start-up:
 * @fastify/helmet built it again for each request (parsing the policy each time, a tenth of the
 * server's time on a small API answer; issue 27).
 */
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

const IMPORT_SCREEN = /^\/build\/import(?:[/?#]|$)/;

export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { basketOrigin: string },
): void {
  const basket = options.basketOrigin;
  const setHeaders = helmet({
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
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) => {
      // The import screen is opened by the bookmarklet from a recipe page and takes the page by
      // postMessage from that window (issue 19), so it keeps its opener.
      if (IMPORT_SCREEN.test(request.url))
        reply.header('cross-origin-opener-policy', 'unsafe-none');
      done(error as Error | undefined);
    });
  });
}
