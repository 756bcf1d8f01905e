/** SQL for the meal plan: one recipe per owner (account or device), day and meal. */
import { FACTORY_OWNER } from '@plateful/core';
import type { Meal, MealPlanSlot } from '@plateful/contracts';
import type { Database } from '../db/database.ts';

type SlotRow = { date: string; meal: Meal; recipe_id: string };

const toSlot = (row: SlotRow): MealPlanSlot => ({
  date: row.date,
  meal: row.meal,
  recipeId: row.recipe_id,
});

// Dates leave the database as text, so no driver turns them into a moment in some time zone.
const SLOT_COLUMNS = `to_char(date, 'YYYY-MM-DD') as date, meal, recipe_id`;
// Lunch before dinner within a day.
const SLOT_ORDER = `order by date, case meal when 'lunch' then 0 else 1 end`;

export function createCalendarRepository(db: Database) {
  return {
    /** The owner's slots from `from` to `to` (inclusive). */
    async listRange(ownerKey: string, from: string, to: string): Promise<MealPlanSlot[]> {
      const rows = await db.query<SlotRow>(
        `select ${SLOT_COLUMNS} from meal_plan_slots
         where owner_key = $1 and date between $2::date and $3::date ${SLOT_ORDER}`,
        [ownerKey, from, to],
      );
      return rows.map(toSlot);
    },

    /** Every slot of the owner, oldest first, at most `limit`. */
    async listAll(ownerKey: string, limit: number): Promise<MealPlanSlot[]> {
      const rows = await db.query<SlotRow>(
        `select ${SLOT_COLUMNS} from meal_plan_slots where owner_key = $1 ${SLOT_ORDER} limit $2`,
        [ownerKey, limit],
      );
      return rows.map(toSlot);
    },

    async setSlot(ownerKey: string, date: string, meal: Meal, recipeId: string): Promise<void> {
      await db.query(
        `insert into meal_plan_slots (owner_key, date, meal, recipe_id)
         values ($1, $2::date, $3, $4)
         on conflict (owner_key, date, meal)
           do update set recipe_id = excluded.recipe_id, updated_at = now()`,
        [ownerKey, date, meal, recipeId],
      );
    },

    async clearSlot(ownerKey: string, date: string, meal: Meal): Promise<void> {
      await db.query(
        'delete from meal_plan_slots where owner_key = $1 and date = $2::date and meal = $3',
        [ownerKey, date, meal],
      );
    },

    /** Adds the slots that are empty in the owner's plan; returns how many were added. */
    async addMissing(ownerKey: string, slots: MealPlanSlot[]): Promise<number> {
      if (slots.length === 0) return 0;
      const rows = await db.query<{ date: string }>(
        `insert into meal_plan_slots (owner_key, date, meal, recipe_id)
         select $1, s.date::date, s.meal, s.recipe_id
         from unnest($2::text[], $3::text[], $4::text[]) as s(date, meal, recipe_id)
         on conflict (owner_key, date, meal) do nothing
         returning date`,
        [
          ownerKey,
          slots.map((slot) => slot.date),
          slots.map((slot) => slot.meal),
          slots.map((slot) => slot.recipeId),
        ],
      );
      return rows.length;
    },

    /** Of `ids`, those the caller may plan: Chef's Pick, and the account's own recipes. */
    async visibleRecipeIds(ids: string[], accountCode: string | null): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db.query<{ id: string }>(
        `select id from recipes
         where id = any($1::text[]) and (owner_account_code = $2 or owner_account_code = $3)`,
        [ids, FACTORY_OWNER, accountCode ?? FACTORY_OWNER],
      );
      return new Set(rows.map((row) => row.id));
    },

    /**
     * When a device joins an account: the account keeps its own plan, and takes the device's when
     * it has none.
     */
    async adoptDevicePlan(deviceKey: string, accountKey: string): Promise<void> {
      await db.query(
        `insert into meal_plan_slots (owner_key, date, meal, recipe_id, updated_at)
         select $2, date, meal, recipe_id, updated_at from meal_plan_slots
         where owner_key = $1
           and not exists (select 1 from meal_plan_slots where owner_key = $2)
         on conflict (owner_key, date, meal) do nothing`,
        [deviceKey, accountKey],
      );
    },
  };
}

export type CalendarRepository = ReturnType<typeof createCalendarRepository>;
