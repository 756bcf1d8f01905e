/**
 * Per-owner state that follows the user (SPEC §7): selected recipes, and the shopping list's
 * checked ('already owned') items, kept per account, else per device.
 */
import {
  selectedRecipesBodySchema,
  shoppingCheckBodySchema,
  shoppingItemIdSchema,
} from '@plateful/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ownerKey } from '../identity/identity.ts';
import type { SelectionsRepository } from './selections.repository.ts';

const itemParams = z.object({ id: shoppingItemIdSchema });

export function registerSelectionRoutes(
  app: FastifyInstance,
  repository: SelectionsRepository,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/selected-recipes', async (request) => {
    const selection = await repository.getSelection(ownerKey(request));
    return {
      ok: true,
      data: {
        recipeIds: selection?.recipeIds ?? [],
        updatedAt: selection?.updatedAt.toISOString() ?? null,
      },
    };
  });

  api.post(
    '/api/selected-recipes',
    { schema: { body: selectedRecipesBodySchema } },
    async (request) => {
      await repository.setSelection(ownerKey(request), [...new Set(request.body.recipeIds)]);
      return { ok: true };
    },
  );

  api.get('/api/shopping-list', async (request) => {
    const checks = await repository.getChecks(ownerKey(request));
    const latest = checks.reduce<Date | null>(
      (max, check) => (max === null || check.updatedAt > max ? check.updatedAt : max),
      null,
    );
    return {
      ok: true,
      data: {
        checked: checks.map((check) => check.itemId).sort(),
        updatedAt: latest?.toISOString() ?? null,
      },
    };
  });

  api.patch(
    '/api/shopping-list/item/:id',
    { schema: { params: itemParams, body: shoppingCheckBodySchema } },
    async (request) => {
      await repository.setCheck(ownerKey(request), request.params.id, request.body.checked);
      return { ok: true, data: { id: request.params.id, checked: request.body.checked } };
    },
  );

  // Regenerate and Clear All clear every check (SPEC §4).
  api.delete('/api/shopping-list/checks', async (request, reply) => {
    await repository.clearChecks(ownerKey(request));
    return reply.code(204).send();
  });
}
