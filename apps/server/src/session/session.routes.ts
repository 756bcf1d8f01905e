/**
 * POST /api/session/set-code: the browser tells the server its account code. The server records
 * the account, links the calling device to it (the device's household document follows, part by
 * part, where the account has nothing of that part), and sets the account cookie for 400 days
 * (SPEC §9).
 */
import {
  ACCOUNT_COOKIE,
  ACCOUNT_COOKIE_MAX_AGE_DAYS,
  setCodeBodySchema,
} from '@plateful/contracts';
import { parseAccountCode } from '@plateful/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AccountsRepository } from '../accounts/accounts.repository.ts';
import { badRequest } from '../errors.ts';
import type { HouseholdService } from '../household/household.service.ts';

const DAY_SECONDS = 24 * 60 * 60;

export function registerSessionRoutes(
  app: FastifyInstance,
  deps: {
    accounts: AccountsRepository;
    household: Pick<HouseholdService, 'adoptDevice'>;
    secureCookies: boolean;
  },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: deps.secureCookies,
  };

  api.post(
    '/api/session/set-code',
    { schema: { body: setCodeBodySchema } },
    async (request, reply) => {
      const parsed = parseAccountCode(request.body.account_code, { onSet: true });
      if (!parsed.ok) throw badRequest(parsed.error);
      const accountCode = parsed.code;
      await deps.accounts.ensureAccount(accountCode);
      const device = request.identity.deviceCode;
      if (device) {
        await deps.accounts.linkDevice(device, accountCode);
        await deps.household.adoptDevice(`device:${device}`, `account:${accountCode}`);
      }
      void reply.setCookie(ACCOUNT_COOKIE, accountCode, {
        ...cookieOptions,
        maxAge: ACCOUNT_COOKIE_MAX_AGE_DAYS * DAY_SECONDS,
      });
      return { ok: true, data: { account_code: accountCode } };
    },
  );

  // Forget the account on this browser (Settings: clear this device's data).
  api.delete('/api/session', async (_request, reply) => {
    void reply.clearCookie(ACCOUNT_COOKIE, cookieOptions);
    return reply.code(204).send();
  });
}
