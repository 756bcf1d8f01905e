/**
 * Where the screens get the food model (issue 28, decision 0021): loaded once, on first need, as
 * its own chunks (./food-model.ts and core's food table), and shared by every screen after that.
 *
 * - `useFoodModel('now')`: a screen that shows nutrition or grams (the sheet, the public page, the
 *   calendar, cook mode) asks for it when it mounts and shows a quiet placeholder meanwhile.
 * - `useFoodModel('cached')`: the Plan tab's cards, whose 5 A Day badges are a nicety that must not
 *   cost the first visit (decision 0006). They wait until the service worker is active (its
 *   precache, which holds the table, is then on the device: loading it costs no download), or until
 *   another screen has loaded the model. Without a service worker they show once a sheet is opened.
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { FoodModel } from './food-model.ts';

export type { FoodModel } from './food-model.ts';

export type FoodModelState =
  { status: 'idle' | 'loading' | 'failed'; model: null } | { status: 'ready'; model: FoodModel };

let state: FoodModelState = { status: 'idle', model: null };
let loading: Promise<FoodModel> | null = null;
const listeners = new Set<() => void>();

function set(next: FoodModelState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** Loads the food model (once); a failed load (offline before it was cached) may be asked again. */
export function loadFoodModel(): Promise<FoodModel> {
  if (!loading) {
    set({ status: 'loading', model: null });
    loading = import('./food-model.ts')
      .then((module) => module.loadFoodModel())
      .then(
        (model) => {
          set({ status: 'ready', model });
          return model;
        },
        (error: unknown) => {
          loading = null;
          set({ status: 'failed', model: null });
          throw error;
        },
      );
  }
  return loading;
}

let waitingForWorker = false;

/** Loads the model once the service worker (and so its precache) is active. */
function loadWhenCached(): void {
  if (waitingForWorker || !('serviceWorker' in navigator)) return;
  waitingForWorker = true;
  void navigator.serviceWorker.ready.then(() => loadFoodModel()).catch(() => undefined);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const read = () => state;

/** The food model's state; `when` says whether this screen asks for it now or waits (above). */
export function useFoodModelState(when: 'now' | 'cached' | 'never' = 'now'): FoodModelState {
  const current = useSyncExternalStore(subscribe, read, read);
  useEffect(() => {
    if (when === 'now') void loadFoodModel().catch(() => undefined);
    else if (when === 'cached') loadWhenCached();
  }, [when]);
  return current;
}

/** The food model, or null while it loads (or cannot). */
export function useFoodModel(when: 'now' | 'cached' | 'never' = 'now'): FoodModel | null {
  return useFoodModelState(when).model;
}
