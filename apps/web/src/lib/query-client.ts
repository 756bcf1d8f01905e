import { QueryClient } from '@tanstack/react-query';

/** SPEC §9 "Query cache": stale 30 s, kept 5 min, 1 retry, no retry for mutations, no refetch on focus. */
export const QUERY_STALE_MS = 30_000;
export const QUERY_GC_MS = 5 * 60_000;

/** The app's one query client: lib modules invalidate its caches when local state changes. */
export const queryClient = createQueryClient();

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_MS,
        gcTime: QUERY_GC_MS,
        retry: 1,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: 0 },
    },
  });
}
