/**
 * The household calls (decision 0009): POST /api/household/ops (a device's queued operations),
 * GET /api/household/changes?since=N (catch-up) and GET /api/household/events (a Server-Sent Events
 * stream of pokes). Also wires the streams to the cross-process notifier, and ends them when the
 * server stops so shutdown does not wait on them.
 */
import {
  householdChangesQuerySchema,
  householdPushBodySchema,
  type HouseholdPoke,
} from '@plateful/contracts';
import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../errors.ts';
import { ownerKey } from '../identity/identity.ts';
import type { RateLimiter } from '../rate-limit/rate-limit.ts';
import type { HouseholdHub, HubRefusal } from './household-hub.ts';
import type { HouseholdMessage, HouseholdNotifier } from './household-notifier.ts';
import {
  ALREADY_APPLIED,
  type HouseholdCaller,
  type HouseholdService,
} from './household.service.ts';

export const householdCaller = (request: FastifyRequest): HouseholdCaller => ({
  ownerKey: ownerKey(request),
  accountCode: request.identity.accountCode,
});

const REFUSALS: Record<HubRefusal, AppError> = {
  owner: new AppError(
    429,
    'Too many live connections for this list: close it on another tab or phone',
    'too_many_streams',
  ),
  ip: new AppError(429, 'Too many live connections from this network', 'too_many_streams'),
  closing: new AppError(503, 'The server is restarting: try again in a moment', 'closing'),
};

const STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  // Neither the browser, a proxy nor a CDN may hold or rewrite it.
  'cache-control': 'no-cache, no-store, no-transform',
  'x-accel-buffering': 'no',
  connection: 'keep-alive',
};

function pokeOf(message: HouseholdMessage): HouseholdPoke {
  return {
    ...(message.cursor !== undefined ? { cursor: message.cursor } : {}),
    ...(message.recipes ? { recipes: true } : {}),
  };
}

export async function registerHouseholdRoutes(
  app: FastifyInstance,
  deps: {
    service: HouseholdService;
    hub: HouseholdHub;
    notifier: HouseholdNotifier;
    /** Counts catch-ups per client address (issue 32: a full one is the owner's every row). */
    limiter: RateLimiter;
  },
): Promise<void> {
  const { service, hub, notifier } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/household/ops',
    { schema: { body: householdPushBodySchema } },
    async (request, reply) => {
      const outcome = await service.push(householdCaller(request), request.body);
      if (outcome.status === 'all-duplicates') {
        return reply
          .code(409)
          .send({ ok: false, error: ALREADY_APPLIED, acknowledged: outcome.acknowledged });
      }
      return { ok: true, data: outcome.result };
    },
  );

  api.get(
    '/api/household/changes',
    { schema: { querystring: householdChangesQuerySchema } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      await deps.limiter.consume(request, deps.limiter.rules.catchUps);
      return { ok: true, data: await service.changes(ownerKey(request), request.query.since) };
    },
  );

  // Compression would hold pokes back until a buffer fills; a HEAD would hold a slot for nothing.
  api.get(
    '/api/household/events',
    { compress: false, exposeHeadRoute: false },
    async (request, reply) => {
      const owner = ownerKey(request);
      const refusal = hub.refusal(owner, request.ip);
      if (refusal) throw REFUSALS[refusal];
      reply.hijack();
      const res = reply.raw;
      // The headers set so far (security headers) go out with the stream's own.
      const headers: OutgoingHttpHeaders = { ...STREAM_HEADERS };
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined && !(name in headers)) headers[name] = value;
      }
      res.writeHead(200, headers);
      const stream = hub.add(owner, request.ip, res);
      try {
        hub.start(stream, await service.head(owner));
      } catch (error) {
        request.log.warn({ err: error }, 'household stream could not start');
        res.destroy();
      }
    },
  );

  await notifier.start({
    onMessage: (message) => hub.poke(message.owner, pokeOf(message)),
    // Pokes were lost: tell every open stream where its owner is now, and that recipes may differ.
    onResync: () => {
      const owners = hub.owners();
      service.heads(owners).then(
        (heads) => {
          for (const owner of owners) {
            hub.poke(owner, { cursor: heads.get(owner) ?? 0, recipes: true });
          }
        },
        (error: unknown) => app.log.warn({ err: error }, 'household resync failed'),
      );
    },
  });
  app.addHook('preClose', async () => hub.closeAll());
  app.addHook('onClose', async () => notifier.close());
}
