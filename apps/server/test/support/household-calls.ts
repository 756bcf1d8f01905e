/** The household calls (decision 0009) as the server tests make them. */
import { randomBytes } from 'node:crypto';
import type { HouseholdChanges, HouseholdPushResult } from '@plateful/contracts';
import { expect } from 'vitest';
import type { ApiClient, Identity } from './api-client.ts';

type Envelope<T> = { ok: boolean; data: T; error?: string };

export const newClientId = () => randomBytes(12).toString('hex');

/** POST /api/household/ops with numbered operations (any shape: refusals are tested too). */
export function pushHousehold(
  api: ApiClient,
  as: Identity,
  clientId: string,
  ops: { n: number; op: unknown }[],
) {
  return api.post<Envelope<HouseholdPushResult> & { acknowledged?: number }>(
    '/api/household/ops',
    { clientId, ops },
    as,
  );
}

/** GET /api/household/changes since `since`, which must answer 200. */
export async function householdChanges(
  api: ApiClient,
  as: Identity,
  since = 0,
): Promise<HouseholdChanges> {
  const response = await api.get<Envelope<HouseholdChanges>>(
    `/api/household/changes?since=${since}`,
    as,
  );
  expect(response.status, response.text).toBe(200);
  return response.body.data;
}
