/**
 * The 5-star rating of the detail sheet (SPEC §4 "Rating"): a shared recipe is rated on the server
 * (one rating per device; its average shown), any other recipe keeps the rating on this device.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../lib/toast.tsx';
import { StarRating } from '../../components/recipe/star-rating.tsx';
import { apiFetch } from '../../lib/api-client.ts';
import { QUERY_KEYS } from '../../lib/query-keys.ts';
import { readRaw, writeRaw } from '../../lib/storage.ts';

type Meta = { average: number; count: number; saves: number };

/** SPEC §7 / §9: meta is cached for 60 s. */
const META_STALE_MS = 60_000;

export function RecipeRating({
  recipeId,
  shareCode,
}: {
  recipeId: string;
  shareCode: string | null;
}) {
  const queryClient = useQueryClient();
  const [local, setLocal] = useState(() => Number(readRaw(`rating_${recipeId}`) ?? 0));
  const [mine, setMine] = useState(0);
  const meta = useQuery({
    queryKey: QUERY_KEYS.publicMeta(shareCode ?? ''),
    queryFn: async () =>
      (await apiFetch<{ data: Meta }>(`/api/public/recipes/${shareCode}/meta`)).data,
    enabled: shareCode !== null,
    staleTime: META_STALE_MS,
  });

  const rate = async (stars: number) => {
    if (!shareCode) {
      writeRaw(`rating_${recipeId}`, String(stars));
      setLocal(stars);
      toast.success('Rating saved', {
        description: `You rated ${stars} star${stars === 1 ? '' : 's'}.`,
      });
      return;
    }
    try {
      await apiFetch(`/api/public/recipes/${shareCode}/rate`, {
        method: 'POST',
        body: { rating: stars },
      });
      setMine(stars);
      toast.success('Thanks!', {
        description: `You rated ${stars} star${stars === 1 ? '' : 's'}.`,
      });
      await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.publicMeta(shareCode) });
    } catch (error) {
      toast.error('Could not rate', { description: (error as Error).message || 'Try again.' });
    }
  };

  const shown = shareCode ? mine || (meta.data?.average ?? 0) : local;
  return (
    <div className="flex items-center gap-2">
      <StarRating value={shown} onRate={(stars) => void rate(stars)} label="Rate this recipe" />
      {shareCode && meta.data && meta.data.count > 0 && (
        <span className="text-sm text-ink/70">
          {meta.data.average.toFixed(1)} ({meta.data.count})
        </span>
      )}
    </div>
  );
}
