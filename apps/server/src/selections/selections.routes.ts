/**
 * SPEC §7's calls for the selected recipes and the shopping list's ticks ('already owned' items),
 * served from the household document (decision 0009): a POST of the whole selection becomes
 * select/unselect operations for the difference, a PATCH of an item a tick, DELETE a Regenerate.
 * Each is an operation like any other, so the owner's other devices are poked.
 */
import {
  selectedRecipesBodySchema,
  shoppingCheckBodySchema,
  shoppingItemIdSchema,
} from '@plateful/contracts';
import { checkedItemKeys, selectedRecipeIds, type HouseholdOp } from '@plateful/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../errors.ts';
import { ownerKey } from '../identity/identity.ts';
import { householdCaller } from '../household/household.routes.ts';
import type { HouseholdService } from '../household/household.service.ts';

const itemParams = z.object({ id: shoppingItemIdSchema });

/** The operations that turn the selection `current` into `wanted` (kept in `wanted`'s order). */
export function selectionOps(current: readonly string[], wanted: readonly string[]): HouseholdOp[] {
  const want = new Set(wanted);
  const have = new Set(current);
  return [
    ...current
      .filter((id) => !want.has(id))
      .map((recipeId): HouseholdOp => ({ type: 'select', recipeId, selected: false })),
    ...[...want]
      .filter((id) => !have.has(id))
      .map((recipeId): HouseholdOp => ({ type: 'select', recipeId, selected: true })),
  ];
}

export function registerSelectionRoutes(app: FastifyInstance, household: HouseholdService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/selected-recipes', async (request) => {
    const { state, updatedAt } = await household.state(ownerKey(request), ['selection', 'cleared']);
    return {
      ok: true,
      data: { recipeIds: selectedRecipeIds(state), updatedAt: updatedAt?.toISOString() ?? null },
    };
  });

  // Recipes that are gone (or another account's) are left out, as the household's push does.
  api.post(
    '/api/selected-recipes',
    { schema: { body: selectedRecipesBodySchema } },
    async (request) => {
      const wanted = request.body.recipeIds;
      await household.applyDerived(
        householdCaller(request),
        ['selection', 'cleared'],
        (state) => selectionOps(selectedRecipeIds(state), wanted),
        wanted,
      );
      return { ok: true };
    },
  );

  api.get('/api/shopping-list', async (request) => {
    const { state, updatedAt } = await household.state(ownerKey(request), ['check', 'cleared']);
    return {
      ok: true,
      data: { checked: checkedItemKeys(state), updatedAt: updatedAt?.toISOString() ?? null },
    };
  });

  api.patch(
    '/api/shopping-list/item/:id',
    { schema: { params: itemParams, body: shoppingCheckBodySchema } },
    async (request) => {
      const { id } = request.params;
      const { checked } = request.body;
      const [result] = await household.apply(householdCaller(request), [
        { type: 'check', itemKey: id, checked },
      ]);
      if (result?.status === 'rejected') throw new AppError(409, result.reason, 'list_full');
      return { ok: true, data: { id, checked } };
    },
  );

  // Regenerate and Clear All clear every check (SPEC §4).
  api.delete('/api/shopping-list/checks', async (request, reply) => {
    await household.apply(householdCaller(request), [{ type: 'clearChecks' }]);
    return reply.code(204).send();
  });
}
