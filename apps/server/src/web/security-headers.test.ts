import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  headersOf,
  registerSecurityHeaders,
  securityHeadersMiddleware,
} from './security-headers.ts';

const BASKET = 'https://basket.example';

/** The headers helmet's middleware leaves on a real Node response, by lower-case name. */
function helmetOnRealResponse(): Record<string, string> {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  response.setHeader('x-powered-by', 'something');
  let failure: unknown;
  securityHeadersMiddleware(BASKET)(request, response, (error) => {
    failure = error;
  });
  expect(failure).toBeUndefined();
  return Object.fromEntries(
    Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]),
  );
}

async function appWithHeaders() {
  const app = Fastify({ logger: false });
  registerSecurityHeaders(app, { basketOrigin: BASKET });
  app.get('/ok', async () => ({ ok: true }));
  app.get('/build/import', async () => 'import screen');
  app.get('/fails', async () => {
    throw new Error('no');
  });
  await app.ready();
  return app;
}

describe('security headers', () => {
  it('records exactly the headers helmet sets on a real response, X-Powered-By removed', () => {
    const expected = helmetOnRealResponse();
    expect(expected['x-powered-by']).toBeUndefined();
    expect(expected['content-security-policy']).toContain(
      `script-src 'self' 'wasm-unsafe-eval' ${BASKET}`,
    );
    expect(headersOf(securityHeadersMiddleware(BASKET))).toEqual(expected);
  });

  it('sends them on answers, errors and 404s, and keeps the opener on the import screen', async () => {
    const app = await appWithHeaders();
    const expected = helmetOnRealResponse();
    for (const url of ['/ok', '/fails', '/nowhere', '/build/import']) {
      const response = await app.inject({ url });
      const sent = Object.fromEntries(
        Object.keys(expected).map((name) => [name, response.headers[name]]),
      );
      const opener =
        url === '/build/import' ? 'unsafe-none' : expected['cross-origin-opener-policy'];
      expect(sent, url).toEqual({ ...expected, 'cross-origin-opener-policy': opener });
    }
    await app.close();
  });
});
