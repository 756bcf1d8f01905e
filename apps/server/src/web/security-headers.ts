/**
 * Strict security headers for every response (helmet), with a Content-Security-Policy that allows
 * only our own origin, plus the basket service (Whisk) the user hands the list to: its SDK script,
 * its API and its frames. Images may come from https hosts (Cloudflare Images delivery, legacy
 * recipe images forced to https).
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { basketOrigin: string },
): Promise<void> {
  const basket = options.basketOrigin;
  await app.register(helmet, {
    global: true,
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
  // The import screen is opened by the bookmarklet from a recipe page and takes the page by
  // postMessage from that window (issue 19), so it keeps its opener.
  app.addHook('onSend', async (request, reply) => {
    if (/^\/build\/import(?:[/?#]|$)/.test(request.url))
      reply.header('cross-origin-opener-policy', 'unsafe-none');
  });
}
