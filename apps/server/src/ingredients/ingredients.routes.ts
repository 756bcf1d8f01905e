/**
 * /api/ingredients: the owner's own aisle catalogue ("tofu goes in Dairy & Eggs"), which the
 * shopping list consults before its keyword rules. Categories are the display categories of SPEC §3.
 */
import { randomUUID } from 'node:crypto';
import { ingredientBodySchema } from '@plateful/contracts';
import { DISPLAY_CATEGORIES } from '@plateful/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, notFound } from '../errors.ts';
import { ownerKey } from '../identity/identity.ts';
import type { IngredientRow, IngredientsRepository } from './ingredients.repository.ts';

const idParams = z.object({ id: z.string().min(1).max(100) });

const toWire = (row: IngredientRow) => ({
  id: row.id,
  name: row.name,
  category: row.category,
  created_at: row.createdAt.toISOString(),
});

export function registerIngredientRoutes(
  app: FastifyInstance,
  repository: IngredientsRepository,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const categories = new Set<string>(DISPLAY_CATEGORIES.map((category) => category.id));

  api.get('/api/ingredients', async (request) => ({
    ok: true,
    data: (await repository.list(ownerKey(request))).map(toWire),
  }));

  api.post(
    '/api/ingredients',
    { schema: { body: ingredientBodySchema } },
    async (request, reply) => {
      const { name, category } = request.body;
      if (!categories.has(category)) {
        throw badRequest(
          `Unknown category '${category}': use one of ${[...categories].join(', ')}`,
        );
      }
      const row = await repository.upsert({
        id: randomUUID(),
        ownerKey: ownerKey(request),
        name,
        category,
      });
      return reply.code(201).send({ ok: true, data: toWire(row) });
    },
  );

  api.delete('/api/ingredients/:id', { schema: { params: idParams } }, async (request, reply) => {
    if (!(await repository.remove(ownerKey(request), request.params.id)))
      throw notFound('Ingredient not found');
    return reply.code(204).send();
  });
}
