/** Recipe calls of SPEC §7: GET /api/recipes, POST /api/recipes/by-ids, the v2 user-recipe calls. */
import { recipesByIdsBodySchema, userRecipeBodySchema } from '@plateful/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccount } from '../identity/identity.ts';
import type { RecipesService } from './recipes.service.ts';

const JSON_TYPE = 'application/json; charset=utf-8';
const idParams = z.object({ id: z.string().min(1).max(100) });

export function registerRecipeRoutes(app: FastifyInstance, service: RecipesService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // Both answers are built as JSON text: most of it is the Chef's Pick, serialised once.
  api.get('/api/recipes', async (request, reply) => {
    const body = await service.listBody(request.identity.accountCode);
    void reply
      .header('etag', body.etag)
      .header('cache-control', 'private, no-cache')
      .header('vary', 'accept-encoding, x-account-code, cookie');
    if (request.headers['if-none-match'] === body.etag) return reply.code(304).send();
    if (body.gzip && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
      return reply.header('content-encoding', 'gzip').type(JSON_TYPE).send(body.gzip);
    }
    return reply.type(JSON_TYPE).send(body.json);
  });

  api.post(
    '/api/recipes/by-ids',
    { schema: { body: recipesByIdsBodySchema } },
    async (request, reply) =>
      reply
        .type(JSON_TYPE)
        .send(await service.byIdsJson(request.body.ids, request.identity.accountCode)),
  );

  api.post(
    '/api/user/recipes/v2',
    { schema: { body: userRecipeBodySchema } },
    async (request, reply) => {
      const recipe = await service.create(requireAccount(request), request.body);
      return reply
        .code(201)
        .send({ ok: true, recipe: { id: recipe.id, updated_at: recipe.updated_at, data: recipe } });
    },
  );

  api.patch(
    '/api/user/recipes/:id/v2',
    { schema: { params: idParams, body: userRecipeBodySchema } },
    async (request) => {
      const recipe = await service.update(requireAccount(request), request.params.id, request.body);
      return { ok: true, recipe };
    },
  );
}
