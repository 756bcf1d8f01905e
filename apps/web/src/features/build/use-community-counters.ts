/**
 * The community counters of the Build tab (SPEC §2, §3, §7, §9): GET /api/metrics/build for
 * community, recipes and shared, and the get_public_stats RPC for sign-ups. Kept 24 h, stale after
 * 5 min, retried fewer than 2 times with a backoff from 1 s up to 30 s, and cached in the
 * `communityCounters` storage key so a revisit shows the last figures at once.
 */
import { buildMetricsSchema, envelopeSchema, publicStatsRowSchema } from '@plateful/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../lib/api-client.ts';
import { QUERY_KEYS } from '../../lib/query-keys.ts';
import { readKey, writeKey } from '../../lib/storage.ts';

/** SPEC §9 "Counters": cache 24 h. */
export const COUNTERS_CACHE_MS = 24 * 60 * 60 * 1000;
/** SPEC §9 "Counters": stale after 5 min. */
export const COUNTERS_STALE_MS = 5 * 60 * 1000;
/** SPEC §9 "Counters": retry fewer than 2 times, so once at most. */
export const COUNTERS_RETRY_LIMIT = 2;
/** SPEC §9 "Counters": backoff from 1 s, doubling, up to 30 s. */
export const COUNTERS_BACKOFF_MIN_MS = 1000;
export const COUNTERS_BACKOFF_MAX_MS = 30_000;

export type CommunityCounters = {
  community: number;
  recipes: number;
  shared: number;
  /** Null when the server does not count sign-ups: then the counter is not shown. */
  signups: number | null;
};

/** SPEC §8: counters fall back to zeros on error. */
export const ZERO_COUNTERS: CommunityCounters = {
  community: 0,
  recipes: 0,
  shared: 0,
  signups: null,
};

const metricsResponse = envelopeSchema(buildMetricsSchema);
const statsResponse = z.array(publicStatsRowSchema);

async function fetchSignups(signal?: AbortSignal): Promise<number | null> {
  try {
    const rows = await apiFetch('/api/rpc/get_public_stats', {
      method: 'POST',
      body: {},
      schema: statsResponse,
      signal,
    });
    return rows[0]?.signups ?? null;
  } catch (error) {
    // Sign-ups are optional: without them the other counters still show.
    console.warn('[plateful] could not load the public stats', error);
    return null;
  }
}

export async function fetchCommunityCounters(signal?: AbortSignal): Promise<CommunityCounters> {
  const [metrics, signups] = await Promise.all([
    apiFetch('/api/metrics/build', { schema: metricsResponse, signal }),
    fetchSignups(signal),
  ]);
  if (!metrics.ok) throw new Error(metrics.error);
  const counters = { ...metrics.data, signups };
  writeKey('communityCounters', { savedAt: Date.now(), data: counters });
  return counters;
}

/** The counters, and whether the last load failed (a zero then shows as a dash). */
export function useCommunityCounters(): { counters: CommunityCounters; failed: boolean } {
  const cached = readKey('communityCounters');
  const fresh = cached && Date.now() - cached.savedAt < COUNTERS_CACHE_MS ? cached : null;
  const query = useQuery({
    queryKey: QUERY_KEYS.buildMetrics,
    queryFn: ({ signal }) => fetchCommunityCounters(signal),
    gcTime: COUNTERS_CACHE_MS,
    staleTime: COUNTERS_STALE_MS,
    // TanStack passes the failures so far, before this retry: 0 on the first failure.
    retry: (failuresSoFar) => failuresSoFar + 1 < COUNTERS_RETRY_LIMIT,
    retryDelay: (attempt) =>
      Math.min(COUNTERS_BACKOFF_MIN_MS * 2 ** attempt, COUNTERS_BACKOFF_MAX_MS),
    initialData: fresh?.data,
    initialDataUpdatedAt: fresh?.savedAt,
  });
  const failed = query.isError;
  return { counters: query.data ?? ZERO_COUNTERS, failed };
}
