/**
 * The meal plan calls (PRODUCT.md "Meal scheduling"), per account, else per device:
 * GET /api/meal-plan?week=MONDAY, PUT /api/meal-plan/slot, and for data export and import
 * GET /api/meal-plan/all and POST /api/meal-plan/import.
 */
import {
  mealPlanImportBodySchema,
  mealPlanQuerySchema,
  mealPlanSlotBodySchema,
} from '@plateful/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ownerKey } from '../identity/identity.ts';
import type { Caller, CalendarService } from './calendar.service.ts';

const caller = (request: FastifyRequest): Caller => ({
  ownerKey: ownerKey(request),
  accountCode: request.identity.accountCode,
});

export function registerCalendarRoutes(app: FastifyInstance, service: CalendarService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/meal-plan', { schema: { querystring: mealPlanQuerySchema } }, async (request) => ({
    ok: true,
    data: await service.week(caller(request), request.query.week),
  }));

  api.get('/api/meal-plan/all', async (request) => ({
    ok: true,
    data: { slots: await service.all(caller(request)) },
  }));

  api.put('/api/meal-plan/slot', { schema: { body: mealPlanSlotBodySchema } }, async (request) => ({
    ok: true,
    data: await service.setSlot(caller(request), request.body),
  }));

  api.post(
    '/api/meal-plan/import',
    { schema: { body: mealPlanImportBodySchema } },
    async (request) => ({
      ok: true,
      data: { added: await service.importSlots(caller(request), request.body.slots) },
    }),
  );
}
