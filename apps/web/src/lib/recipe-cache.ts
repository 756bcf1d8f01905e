/**
 * The last recipe list the server sent, kept in the household's IndexedDB (issue 14), so Plan, a
 * recipe's details, the meal plan and the Shop tab open with no network even when the service
 * worker did not yet control the page on the visit that fetched it. Loaded on first use (it is not
 * part of the first download); failures are logged, never thrown: it is only a copy.
 */
import { householdIdb } from './household/indexed-db.ts';

const LIST_KEY = 'list';

/** Keeps `list` (the wire recipes of GET /api/recipes) as the offline copy. */
export async function saveRecipeList(list: readonly unknown[]): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  try {
    const db = await householdIdb();
    await db.put('recipes', [...list], LIST_KEY);
  } catch (error) {
    console.warn('[plateful] could not keep the recipes for offline use', error);
  }
}

/** The offline copy of the recipe list, or null when there is none. */
export async function readRecipeList(): Promise<unknown[] | null> {
  if (typeof indexedDB === 'undefined') return null;
  try {
    const db = await householdIdb();
    const list: unknown = await db.get('recipes', LIST_KEY);
    return Array.isArray(list) ? (list as unknown[]) : null;
  } catch (error) {
    console.warn('[plateful] could not read the offline recipes', error);
    return null;
  }
}
