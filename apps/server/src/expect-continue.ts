/**
 * `Expect: 100-continue` answered by the routes, not by Node: Node would tell every such client
 * to send its body before any hook had looked at the request. Here a request that is refused
 * from its headers (identity, the write limit, an upload's size or gates) gets its answer and the
 * body is never sent; every other route says "continue" as it starts reading the body. A route
 * that decides later (the import upload) sets `config.continueLater` and calls `continueBody`.
 */
import type { Server } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route calls `continueBody` itself once it has decided to read the body. */
    continueLater?: boolean;
  }
}

/** Tells a client waiting with `Expect: 100-continue` to send its body (once). */
export function continueBody(request: FastifyRequest, reply: FastifyReply): void {
  const expect = request.headers.expect;
  if (expect === undefined || expect.toLowerCase() !== '100-continue') return;
  if (reply.raw.headersSent) return;
  const raw = reply.raw as typeof reply.raw & { _sent100?: boolean };
  if (raw._sent100) return;
  raw.writeContinue();
}

export function registerExpectContinue(app: FastifyInstance): void {
  const server = app.server as Server;
  // With a listener here, Node no longer answers 100 itself; the request goes to Fastify.
  server.on('checkContinue', (request, response) => server.emit('request', request, response));
  app.addHook('preParsing', (request, reply, payload, done) => {
    // Most requests expect nothing: the route's options (an object built on each read) are not
    // looked at for them.
    if (request.headers.expect !== undefined && !request.routeOptions.config?.continueLater) {
      continueBody(request, reply);
    }
    done(null, payload);
  });
}
