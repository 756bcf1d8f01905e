/**
 * POST /api/session/set-code: the browser tells the server its account code. The server records
 * the account, links the calling device to it (the device's household document follows, part by
 * part, where the account has nothing of that part), and sets the account cookie for 400 days
 * (SPEC §9). It says whether the code held anything (`has_data`), so a mistyped code does not
 * silently open an empty account; with `require_data` it links only a code that does. Links to
 * codes that hold nothing are limited per client, so codes cannot be probed through it.
 *
 * POST /api/session/device-code: a new device code signed by the server (decision 0011), a few
 * per client per hour.
 */
import {
  ACCOUNT_COOKIE,
  ACCOUNT_COOKIE_MAX_AGE_DAYS,
  MESSAGES,
  setCodeBodySchema,
} from '@plateful/contracts';
import { parseAccountCode } from '@plateful/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AccountsRepository } from '../accounts/accounts.repository.ts';
import { AppError, badRequest } from '../errors.ts';
import type { HouseholdService } from '../household/household.service.ts';
import type { DeviceCodeSigner } from '../identity/device-code-signer.ts';
import type { RateLimiter } from '../rate-limit/rate-limit.ts';

const DAY_SECONDS = 24 * 60 * 60;

export function registerSessionRoutes(
  app: FastifyInstance,
  deps: {
    accounts: AccountsRepository;
    household: Pick<HouseholdService, 'adoptDevice'>;
    secureCookies: boolean;
    limiter: RateLimiter;
    signer: DeviceCodeSigner;
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
      // Refused at once past the limit (RATE_LIMIT_EMPTY_LINKS_PER_HOUR, default 10); an empty
      // code counts before it is answered. Starting an account is linking to an empty code.
      const { emptyLinks } = deps.limiter.rules;
      await deps.limiter.check(request, emptyLinks);
      const hasData = await deps.accounts.hasData(accountCode);
      if (!hasData) await deps.limiter.consume(request, emptyLinks);
      if (!hasData && request.body.require_data) {
        throw new AppError(409, MESSAGES.accountEmpty, 'account_empty');
      }
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
      return { ok: true, data: { account_code: accountCode, has_data: hasData } };
    },
  );

  api.post('/api/session/device-code', async (request) => {
    // A household's browsers, not a stuffing run (RATE_LIMIT_DEVICE_CODES_PER_HOUR, default 20).
    await deps.limiter.consume(request, deps.limiter.rules.deviceCodes);
    return { ok: true, data: { device_code: deps.signer.issue() } };
  });

  // Forget the account on this browser (Settings: clear this device's data).
  api.delete('/api/session', async (_request, reply) => {
    void reply.clearCookie(ACCOUNT_COOKIE, cookieOptions);
    return reply.code(204).send();
  });
}
