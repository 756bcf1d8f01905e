/** /api/user-recipes: records {base_id, kind, data} and deleting an account's recipe (SPEC §7). */
import { userRecipeRecordBodySchema, userRecipeRecordUpdateSchema } from '@plateful/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccount } from '../identity/identity.ts';
import type { UserRecipeRecordsService } from './user-recipe-records.service.ts';

const idParams = z.object({ id: z.string().min(1).max(100) });

export function registerUserRecipeRecordRoutes(
  app: FastifyInstance,
  service: UserRecipeRecordsService,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/user-recipes', async (request) => ({
    ok: true,
    data: await service.list(requireAccount(request)),
  }));

  api.post(
    '/api/user-recipes',
    { schema: { body: userRecipeRecordBodySchema } },
    async (request, reply) => {
      const { record, created } = await service.create(requireAccount(request), request.body);
      return reply.code(created ? 201 : 200).send({ ok: true, data: record });
    },
  );

  api.get('/api/user-recipes/:id', { schema: { params: idParams } }, async (request) => ({
    ok: true,
    data: await service.get(requireAccount(request), request.params.id),
  }));

  api.put(
    '/api/user-recipes/:id',
    { schema: { params: idParams, body: userRecipeRecordUpdateSchema } },
    async (request) => ({
      ok: true,
      data: await service.update(requireAccount(request), request.params.id, request.body.data),
    }),
  );

  api.delete('/api/user-recipes/:id', { schema: { params: idParams } }, async (request, reply) => {
    await service.remove(requireAccount(request), request.params.id);
    return reply.code(204).send();
  });
}
