/**
 * Linking this browser to an account code (SPEC §7 POST /api/session/set-code): the server sets
 * its cookie and carries the device's selection, checks and meal plan over; the browser keeps the
 * code and reloads the recipe list. The household's list follows the code by itself
 * (lib/household): it starts again from the account's, and changes still queued go to it.
 */
import { MESSAGES, envelopeSchema } from '@plateful/contracts';
import { generateAccountCode, parseAccountCode, type AccountCode } from '@plateful/core';
import { z } from 'zod';
import { setAccountCode } from './account-code.ts';
import { ApiError, apiFetch } from './api-client.ts';
import { randomIndex } from './device-code.ts';
import { queryClient } from './query-client.ts';
import { QUERY_KEYS } from './query-keys.ts';

const setCodeResponse = envelopeSchema(z.object({ account_code: z.string() }));

export type LinkResult =
  | { ok: true; code: AccountCode }
  | {
      ok: false;
      error: string;
      /** With `requireData`: the code holds nothing yet, and nothing was linked. */
      empty?: boolean;
    };

/**
 * Validates `input` (SPEC §5, the on-set message), sends it, and follows the account. With
 * `requireData` the server links only a code that already holds something; an empty one comes
 * back as `{ ok: false, empty: true }`, for the user to confirm (a typo must not silently open an
 * empty account).
 */
export async function linkAccountCode(
  input: string,
  options: { requireData?: boolean } = {},
): Promise<LinkResult> {
  const parsed = parseAccountCode(input, { onSet: true });
  if (!parsed.ok) return parsed;
  try {
    const body = await apiFetch('/api/session/set-code', {
      method: 'POST',
      body: { account_code: parsed.code, ...(options.requireData ? { require_data: true } : {}) },
      schema: setCodeResponse,
    });
    if (!body.ok) return { ok: false, error: body.error };
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) {
      return { ok: false, error: MESSAGES.accountEmpty, empty: true };
    }
    console.error('[plateful] set-code failed', error);
    const message =
      error instanceof ApiError && (error.status === 400 || error.status === 429)
        ? error.message
        : MESSAGES.createAccountCodeFailed;
    return { ok: false, error: message };
  }
  setAccountCode(parsed.code);
  void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.recipes });
  void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.shoppingList });
  return { ok: true, code: parsed.code };
}

/** SPEC §5: a new 25-character code from secure randomness, linked at once. */
export async function createAccountCode(): Promise<LinkResult> {
  const result = await linkAccountCode(generateAccountCode(randomIndex));
  return result.ok ? result : { ok: false, error: MESSAGES.createAccountCodeFailed };
}
