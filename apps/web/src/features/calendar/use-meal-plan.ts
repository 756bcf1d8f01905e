/** The meal plan of one week from the server, and its slot changes (optimistic, then refetched). */
import {
  mealPlanWeekResponseSchema,
  type Meal,
  type MealPlanSlot,
  type MealPlanWeek,
} from '@plateful/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast.tsx';
import { apiFetch } from '../../lib/api-client.ts';

export const mealPlanKey = (week: string) => ['/api/meal-plan', week] as const;

async function fetchWeek(week: string, signal?: AbortSignal): Promise<MealPlanWeek> {
  const body = await apiFetch(`/api/meal-plan?week=${week}`, {
    schema: mealPlanWeekResponseSchema,
    signal,
  });
  if (!body.ok) throw new Error(body.error);
  return body.data;
}

export function useMealPlan(week: string) {
  return useQuery({
    queryKey: mealPlanKey(week),
    queryFn: ({ signal }) => fetchWeek(week, signal),
  });
}

export type SlotChange = { date: string; meal: Meal; recipeId: string | null };

function applyChanges(slots: MealPlanSlot[], changes: SlotChange[]): MealPlanSlot[] {
  let next = slots;
  for (const change of changes) {
    next = next.filter((slot) => !(slot.date === change.date && slot.meal === change.meal));
    if (change.recipeId !== null) next = [...next, { ...change, recipeId: change.recipeId }];
  }
  return next;
}

/** Sets or clears slots (a move is two changes); shown at once, undone if the server refuses. */
export function useSlotChanges(week: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (changes: SlotChange[]) => {
      for (const change of changes)
        await apiFetch('/api/meal-plan/slot', { method: 'PUT', body: change });
    },
    onMutate: async (changes) => {
      await client.cancelQueries({ queryKey: mealPlanKey(week) });
      const before = client.getQueryData<MealPlanWeek>(mealPlanKey(week));
      if (before)
        client.setQueryData(mealPlanKey(week), {
          ...before,
          slots: applyChanges(before.slots, changes),
        });
      return { before };
    },
    onError: (error, _changes, context) => {
      if (context?.before) client.setQueryData(mealPlanKey(week), context.before);
      toast.error('Could not update the meal plan', { description: error.message });
    },
    onSettled: () => client.invalidateQueries({ queryKey: mealPlanKey(week) }),
  });
}
