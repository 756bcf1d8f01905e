/**
 * The household's list as one shared document (decision 0009): the selected recipes, the ticks,
 * own items ("loo roll"), the meal plan and the household settings of one account.
 *
 * A user's change is an operation (`HouseholdOp`). The server gives each operation it accepts the
 * account's next version number and turns it into register entries (`HouseholdEntry`): one value per
 * key, last writer wins by version. A clear (Clear All, Regenerate) is a watermark: every entry of
 * that part older than the watermark reads as cleared. Applying entries is commutative, associative
 * and idempotent, so every device that has seen the same entries shows the same list, whatever order
 * they arrived in (push, catch-up or both). A device shows its confirmed state with its own queued
 * operations on top, in order, so nothing the user did is undone while it waits for the network.
 *
 * Pure: no clock, no storage, no network. The server and the web app share it.
 */
import type { PantryItem } from '../kitchen/pantry.ts';
import { readPlanRules, writePlanRules, type PlanRulesSetting } from './plan-rules.ts';

export const MEAL_SLOTS = ['lunch', 'dinner'] as const;
export type MealSlot = (typeof MEAL_SLOTS)[number];

/** The settings that belong to the household (account), not to one phone. */
export interface HouseholdSettings {
  /** Default servings for the shopping list; null keeps each recipe's own. */
  householdSize: number | null;
  /** Items always treated as owned. */
  pantryStaples: string[];
  /** Where the Shop button sends the list: Whisk or a UK supermarket. */
  basketService: string;
  /** Display categories in the household's shop order; empty keeps SPEC §3's order. */
  aisleOrder: string[];
  /**
   * US measures shown as grams or ml on the sheet and in cook mode (issue 28). Kept in the aisle
   * part, not as a setting entry (`PREFERENCE_PREFIX`): an older app drops a whole catch-up that
   * holds a setting it does not know.
   */
  metric: boolean;
  /**
   * The rules "Plan my week" last used (issue 29), null until it is first used. Kept in the aisle
   * part as JSON text, as the metric switch is (`PLAN_RULES_PREFERENCE_KEY`).
   */
  planRules: PlanRulesSetting | null;
}
export type HouseholdSettingName = keyof HouseholdSettings;

export const DEFAULT_HOUSEHOLD_SETTINGS: HouseholdSettings = {
  householdSize: null,
  pantryStaples: [],
  basketService: 'whisk',
  aisleOrder: [],
  metric: false,
  planRules: null,
};

export const HOUSEHOLD_SETTING_NAMES = Object.keys(
  DEFAULT_HOUSEHOLD_SETTINGS,
) as HouseholdSettingName[];

/** A thing on the list that no recipe needs, as the user typed it ("2 pints milk"). */
export interface OwnItem {
  id: string;
  text: string;
}

/** What a user does to the household's list. */
export type HouseholdOp =
  /**
   * Selects or unselects a recipe. `servings` (optional, issue 18) cooks it for that many on the
   * list instead of the household size; an operation without it keeps the earlier meaning.
   */
  | { type: 'select'; recipeId: string; selected: boolean; servings?: number }
  /** Clear All (SPEC §4): clears the selection and the checks. */
  | { type: 'clearSelection' }
  | { type: 'check'; itemKey: string; checked: boolean }
  /** Regenerate (SPEC §4): clears the checks. */
  | { type: 'clearChecks' }
  /** Adds an own item, or edits one with the same id. */
  | { type: 'putItem'; itemId: string; text: string }
  | { type: 'removeItem'; itemId: string }
  | {
      [Name in HouseholdSettingName]: {
        type: 'setSetting';
        name: Name;
        value: HouseholdSettings[Name];
      };
    }[HouseholdSettingName]
  /**
   * Puts a recipe in a meal slot, or empties it (recipeId null). `servings` (optional, 1–50,
   * decision 0019) cooks it for that many; without it the slot cooks for the household size. The
   * slot's recipe and servings are written together, so a change of recipe (or an older phone's
   * operation, which has no servings) also resets the servings.
   */
  | { type: 'setMeal'; date: string; meal: MealSlot; recipeId: string | null; servings?: number }
  /** Moves an item (by its list name) to another aisle for good, or back (aisle null). */
  | { type: 'setAisle'; name: string; aisle: string | null }
  /**
   * The aisle order of one shop (a basket service id, issue 15): its display categories in the
   * order the household walks it, or null to follow the household's `aisleOrder`.
   */
  | { type: 'setShopAisleOrder'; shop: string; order: string[] | null }
  /**
   * Puts a thing in the household's pantry (issue 29), or edits the one with this id: its text as
   * typed ("500 g rice", "half a bag of spinach"), and whether it is a staple the household always
   * has. Kept in the aisle part under `PANTRY_PREFIX` (decision 0022).
   */
  | { type: 'putPantry'; pantryId: string; text: string; always?: boolean }
  /** Takes a thing out of the pantry (used up, or removed). */
  | { type: 'removePantry'; pantryId: string };

export type HouseholdOpType = HouseholdOp['type'];

/** The parts of the document: one register per key in each. */
export type EntryKind = 'selection' | 'check' | 'item' | 'setting' | 'meal' | 'aisle' | 'cleared';

/** What a clear watermark clears. */
export type ClearablePart = 'selection' | 'check';

/**
 * A selection register's value: selected or not, or selected for this many servings (a number,
 * issue 18; a device that predates it reads any number as selected).
 */
export type SelectionValue = boolean | number;

/** One register's value as the server stores and sends it, with the version that wrote it. */
export type HouseholdEntry =
  | { kind: 'selection'; key: string; value: SelectionValue; version: number }
  | { kind: 'check'; key: string; value: boolean; version: number }
  | { kind: 'item'; key: string; value: string | null; version: number }
  | { kind: 'setting'; key: HouseholdSettingName; value: unknown; version: number }
  | { kind: 'meal'; key: string; value: string | null; version: number }
  | { kind: 'aisle'; key: string; value: string | null; version: number }
  | { kind: 'cleared'; key: ClearablePart; value: null; version: number };

type Unversioned<T> = T extends unknown ? Omit<T, 'version'> : never;
export type HouseholdEntryValue = Unversioned<HouseholdEntry>;

interface Register<T> {
  value: T;
  version: number;
}

/** The document as one device knows it. Plain data: it goes into IndexedDB as it is. */
export interface HouseholdState {
  /** The highest version this state has seen: the catch-up cursor. */
  cursor: number;
  selection: Record<string, Register<SelectionValue>>;
  checks: Record<string, Register<boolean>>;
  items: Record<string, Register<string | null>>;
  settings: Partial<Record<HouseholdSettingName, Register<unknown>>>;
  meals: Record<string, Register<string | null>>;
  /** Aisle corrections: item name → display category id. */
  aisles: Record<string, Register<string | null>>;
  cleared: Record<ClearablePart, number>;
  /**
   * Set when this copy was rebuilt from a catch-up that answered the whole document (`reset`,
   * issue 32): that answer's cursor. Every register the server still had at or below it is in
   * this copy, so a register at or below it that another copy (another tab's) holds and this one
   * lacks was compacted away on the server, and is not merged back.
   */
  restartedAt?: number;
}

export function emptyHouseholdState(): HouseholdState {
  return {
    cursor: 0,
    selection: {},
    checks: {},
    items: {},
    settings: {},
    meals: {},
    aisles: {},
    cleared: { selection: 0, check: 0 },
  };
}

/** The key of a meal slot's register: `YYYY-MM-DD:dinner`. */
export function mealKey(date: string, meal: MealSlot): string {
  return `${date}:${meal}`;
}

/**
 * The key of a meal slot's servings register (decision 0019): `YYYY-MM-DD:servings:dinner`, in
 * the meal part beside the slot's own register, its value the number as text ("6"). The key starts
 * with the date, so a week's range of meal keys holds its servings too; its second field is not a
 * meal, so a reader that splits keys by ':' and keeps lunch and dinner (an older phone's export)
 * passes over it, and one that looks slots up by `mealKey` (an older phone's calendar) never
 * meets it. Its value is text because a meal register's value is text or null on the wire, which
 * older phones check.
 */
export function mealServingsKey(date: string, meal: MealSlot): string {
  return `${date}${MEAL_SERVINGS_SEGMENT}${meal}`;
}

const MEAL_SERVINGS_SEGMENT = ':servings:';

/** Whether a meal-part key is a slot's servings register rather than the slot. */
export function isMealServingsKey(key: string): boolean {
  return key.includes(MEAL_SERVINGS_SEGMENT);
}

/** A servings register's text as a number of servings (1–50, as the stepper), or null. */
export function readMealServings(value: unknown): number | null {
  if (typeof value !== 'string' || !/^[1-9][0-9]?$/.test(value)) return null;
  const servings = Number(value);
  return servings <= 50 ? servings : null;
}

/** The register entries an operation writes, all under one version. */
export function entriesOf(op: HouseholdOp): HouseholdEntryValue[] {
  switch (op.type) {
    case 'select':
      return [
        {
          kind: 'selection',
          key: op.recipeId,
          value: op.selected ? (op.servings ?? true) : false,
        },
      ];
    case 'clearSelection':
      return [
        { kind: 'cleared', key: 'selection', value: null },
        { kind: 'cleared', key: 'check', value: null },
      ];
    case 'check':
      return [{ kind: 'check', key: op.itemKey, value: op.checked }];
    case 'clearChecks':
      return [{ kind: 'cleared', key: 'check', value: null }];
    case 'putItem':
      return [{ kind: 'item', key: op.itemId, value: op.text }];
    case 'removeItem':
      return [{ kind: 'item', key: op.itemId, value: null }];
    case 'setSetting':
      if (op.name === 'metric') {
        return [{ kind: 'aisle', key: METRIC_PREFERENCE_KEY, value: op.value ? 'metric' : null }];
      }
      if (op.name === 'planRules') {
        const value = op.value === null ? null : writePlanRules(op.value);
        return [{ kind: 'aisle', key: PLAN_RULES_PREFERENCE_KEY, value }];
      }
      return [{ kind: 'setting', key: op.name, value: op.value }];
    case 'setMeal':
      return [
        { kind: 'meal', key: mealKey(op.date, op.meal), value: op.recipeId },
        {
          kind: 'meal',
          key: mealServingsKey(op.date, op.meal),
          value: op.recipeId !== null && op.servings !== undefined ? String(op.servings) : null,
        },
      ];
    case 'setAisle':
      return [{ kind: 'aisle', key: op.name, value: op.aisle }];
    case 'setShopAisleOrder':
      return [
        {
          kind: 'aisle',
          key: shopAisleOrderKey(op.shop),
          value: op.order === null ? null : op.order.join(','),
        },
      ];
    case 'putPantry':
      return [
        {
          kind: 'aisle',
          key: pantryKey(op.pantryId),
          value: JSON.stringify(op.always ? { text: op.text, always: true } : { text: op.text }),
        },
      ];
    case 'removePantry':
      return [{ kind: 'aisle', key: pantryKey(op.pantryId), value: null }];
  }
}

/**
 * The pantry (issue 29, decision 0022) lives in the aisle part, one register per thing, under
 * this prefix: its value is `{"text": "500 g rice", "always": true}` as JSON text. An app that
 * predates the pantry reads one as an aisle correction for an item named `pantry:…`, which no
 * list has, so it takes a catch-up that holds pantry entries and its lists do not change (a new
 * kind of entry would make it refuse the whole catch-up). Contracts refuse a correction for a
 * name with the prefix.
 */
export const PANTRY_PREFIX = 'pantry:';

/** The register key of a pantry thing. */
export function pantryKey(pantryId: string): string {
  return `${PANTRY_PREFIX}${pantryId}`;
}

/** A pantry register's value read: its text and staple flag, or null when it is not one. */
export function readPantryValue(value: unknown): { text: string; always: boolean } | null {
  if (typeof value !== 'string') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { text, always } = parsed as { text?: unknown; always?: unknown };
  if (typeof text !== 'string' || text.trim() === '') return null;
  return { text, always: always === true };
}

/** The household's pantry, least recently written first. */
export function pantryItems(state: HouseholdState): PantryItem[] {
  const items: { item: PantryItem; version: number }[] = [];
  for (const [key, register] of Object.entries(state.aisles ?? {})) {
    if (!key.startsWith(PANTRY_PREFIX)) continue;
    const read = readPantryValue(register.value);
    if (read === null) continue;
    const id = key.slice(PANTRY_PREFIX.length);
    items.push({
      item: read.always ? { id, text: read.text, always: true } : { id, text: read.text },
      version: register.version,
    });
  }
  return items
    .sort((a, b) => a.version - b.version || (a.item.id < b.item.id ? -1 : 1))
    .map(({ item }) => item);
}

/**
 * A shop's aisle order lives in the aisle part, beside the corrections, as its own register: one
 * per shop, so two phones ordering two shops both keep theirs, and no new kind of entry (or
 * table change) is needed. Its key has this prefix, which no item name has (list names are
 * words; contracts refuse a correction for a name with it).
 */
export const SHOP_AISLE_ORDER_PREFIX = 'shop-order:';

/** The register key of a shop's aisle order. */
export function shopAisleOrderKey(shop: string): string {
  return `${SHOP_AISLE_ORDER_PREFIX}${shop}`;
}

/**
 * Household preferences added after the first release (issue 28's metric switch) live in the
 * aisle part as text registers under this prefix, as shop orders do (decision 0018), rather than
 * as new setting entries: an app that predates them takes a catch-up with them (it reads them as
 * aisle corrections for items no list has) instead of refusing the whole answer, as it refuses a
 * setting it does not know (decision 0021). Contracts refuse a correction for a name with it.
 */
export const PREFERENCE_PREFIX = 'setting:';
/** The metric switch's register: 'metric' when on, null (or absent) when off. */
export const METRIC_PREFERENCE_KEY = `${PREFERENCE_PREFIX}metric`;
/** Plan my week's rules (issue 29): their JSON text, or null (or absent) for the defaults. */
export const PLAN_RULES_PREFERENCE_KEY = `${PREFERENCE_PREFIX}plan-rules`;

const PARTS = {
  selection: 'selection',
  check: 'checks',
  item: 'items',
  meal: 'meals',
  aisle: 'aisles',
} as const;

function newer<T>(register: Register<T> | undefined, version: number): boolean {
  return register === undefined || version > register.version;
}

/**
 * The state with one entry applied: it wins its register when its version is newer. Returns the
 * same object when the entry changes nothing, so callers can skip a re-render.
 */
export function applyEntry(state: HouseholdState, entry: HouseholdEntry): HouseholdState {
  const cursor = Math.max(state.cursor, entry.version);
  if (entry.kind === 'cleared') {
    if (entry.version <= state.cleared[entry.key]) {
      return cursor === state.cursor ? state : { ...state, cursor };
    }
    return { ...state, cursor, cleared: { ...state.cleared, [entry.key]: entry.version } };
  }
  if (entry.kind === 'setting') {
    if (!newer(state.settings[entry.key], entry.version)) {
      return cursor === state.cursor ? state : { ...state, cursor };
    }
    const register = { value: entry.value, version: entry.version };
    return { ...state, cursor, settings: { ...state.settings, [entry.key]: register } };
  }
  const part = PARTS[entry.kind];
  // A state stored before a part existed has no record for it yet.
  const registers = (state[part] ?? {}) as Record<string, Register<unknown>>;
  if (!newer(registers[entry.key], entry.version)) {
    return cursor === state.cursor ? state : { ...state, cursor };
  }
  const register = { value: entry.value, version: entry.version };
  return { ...state, cursor, [part]: { ...registers, [entry.key]: register } };
}

/** The state with many entries applied (in any order: the result is the same). */
export function applyEntries(
  state: HouseholdState,
  entries: Iterable<HouseholdEntry>,
): HouseholdState {
  let next = state;
  for (const entry of entries) next = applyEntry(next, entry);
  return next;
}

/**
 * Versions for a device's queued operations: above any version the server can have given, in
 * queue order, so that the device's own changes show over what it has confirmed. A whole number
 * (2^52), so every version above it up to 2^53 is exact: half of MAX_SAFE_INTEGER ends in .5, and
 * adding an index to it rounds two neighbours to one version, which hid every fourth quick change.
 */
export const PENDING_VERSION_BASE = 2 ** 52;

/** What a device shows: its confirmed state with its queued operations on top, in order. */
export function withPending(
  state: HouseholdState,
  pending: readonly HouseholdOp[],
): HouseholdState {
  let next = state;
  pending.forEach((op, index) => {
    const version = PENDING_VERSION_BASE + index;
    for (const entry of entriesOf(op)) {
      next = applyEntry(next, { ...entry, version } as HouseholdEntry);
    }
  });
  return pending.length === 0 ? next : { ...next, cursor: state.cursor };
}

function liveKeys(
  registers: Record<string, Register<SelectionValue>>,
  clearedAt: number,
): [string, number][] {
  return Object.entries(registers)
    .filter(([, register]) => register.value !== false && register.version > clearedAt)
    .map(([key, register]): [string, number] => [key, register.version]);
}

/** The selected recipe ids, in the order they were selected. */
export function selectedRecipeIds(state: HouseholdState): string[] {
  return liveKeys(state.selection, state.cleared.selection)
    .sort((a, b) => a[1] - b[1] || (a[0] < b[0] ? -1 : 1))
    .map(([key]) => key);
}

/**
 * The servings chosen for selected recipes (issue 18), by recipe id: only those selected with a
 * number; the others cook for the household size.
 */
export function selectedServings(state: HouseholdState): Record<string, number> {
  const servings: Record<string, number> = {};
  for (const [recipeId, register] of Object.entries(state.selection)) {
    if (typeof register.value === 'number' && register.version > state.cleared.selection) {
      servings[recipeId] = register.value;
    }
  }
  return servings;
}

/** A planned meal as 'Shop for this week' reads it: its recipe, and its servings when chosen. */
export interface PlannedMealServings {
  recipeId: string;
  servings?: number;
}

/**
 * The operations 'Shop for this week' sends (decision 0019): each recipe of the week's `slots`
 * selected once, for the servings of its slots added up (the same recipe on two evenings buys
 * twice; a slot without servings counts `usual(recipeId)`, the household size or the recipe's own),
 * at most 50. A recipe in one slot without servings is selected without a number, so it keeps
 * following the household size. The week's servings replace those a recipe was selected with
 * before (the plan is what is being shopped for, and pressing the button twice changes nothing);
 * a recipe already selected as wanted gets no operation, and selected recipes outside the week
 * are left alone.
 */
export function shopForWeekOps(
  state: HouseholdState,
  slots: readonly PlannedMealServings[],
  usual: (recipeId: string) => number,
): HouseholdOp[] {
  const byRecipe = new Map<string, PlannedMealServings[]>();
  for (const slot of slots) {
    const list = byRecipe.get(slot.recipeId);
    if (list) list.push(slot);
    else byRecipe.set(slot.recipeId, [slot]);
  }
  const usualFor = (recipeId: string) => {
    const servings = usual(recipeId);
    // A recipe with no usable number cooks for 4, as the sheet's stepper starts.
    return Number.isInteger(servings) && servings >= 1 ? servings : 4;
  };
  const live = new Set(selectedRecipeIds(state));
  const chosen = selectedServings(state);
  const ops: HouseholdOp[] = [];
  for (const [recipeId, its] of byRecipe) {
    const only = its.length === 1 ? its[0]! : undefined;
    const servings =
      only !== undefined && only.servings === undefined
        ? undefined
        : Math.min(
            50,
            its.reduce((total, slot) => total + (slot.servings ?? usualFor(recipeId)), 0),
          );
    if (live.has(recipeId) && chosen[recipeId] === servings) continue;
    ops.push(
      servings === undefined
        ? { type: 'select', recipeId, selected: true }
        : { type: 'select', recipeId, selected: true, servings },
    );
  }
  return ops;
}

/** The checked ('already owned') item keys, sorted. */
export function checkedItemKeys(state: HouseholdState): string[] {
  return liveKeys(state.checks, state.cleared.check)
    .map(([key]) => key)
    .sort();
}

/** The own items, oldest first. */
export function ownItems(state: HouseholdState): OwnItem[] {
  return Object.entries(state.items)
    .filter((pair): pair is [string, Register<string>] => pair[1].value !== null)
    .sort((a, b) => a[1].version - b[1].version || (a[0] < b[0] ? -1 : 1))
    .map(([id, register]) => ({ id, text: register.value }));
}

/** The household settings, with the defaults for any never set. */
export function householdSettings(state: HouseholdState): HouseholdSettings {
  const settings = { ...DEFAULT_HOUSEHOLD_SETTINGS };
  for (const name of HOUSEHOLD_SETTING_NAMES) {
    const register = state.settings[name];
    if (register) Object.assign(settings, { [name]: register.value });
  }
  settings.metric = state.aisles?.[METRIC_PREFERENCE_KEY]?.value === 'metric';
  settings.planRules = readPlanRules(state.aisles?.[PLAN_RULES_PREFERENCE_KEY]?.value);
  return settings;
}

/** The planned meals, by `mealKey`: only filled slots. */
export function plannedMeals(state: HouseholdState): Record<string, string> {
  const meals: Record<string, string> = {};
  for (const [key, register] of Object.entries(state.meals)) {
    if (register.value !== null && !isMealServingsKey(key)) meals[key] = register.value;
  }
  return meals;
}

/**
 * The servings chosen for planned meals (decision 0019), by `mealKey`: only filled slots with a
 * number; the others cook for the household size. A number counts only when it was written with
 * the slot's recipe or after it (every `setMeal` writes both), so a recipe put in the slot by a
 * writer that knows nothing of servings never inherits the one before's.
 */
export function plannedServings(state: HouseholdState): Record<string, number> {
  const servings: Record<string, number> = {};
  for (const [key, register] of Object.entries(state.meals)) {
    const at = key.indexOf(MEAL_SERVINGS_SEGMENT);
    if (at < 0) continue;
    const slot = `${key.slice(0, at)}:${key.slice(at + MEAL_SERVINGS_SEGMENT.length)}`;
    const meal = state.meals[slot];
    const value = readMealServings(register.value);
    if (value !== null && meal?.value != null && register.version >= meal.version) {
      servings[slot] = value;
    }
  }
  return servings;
}

/** The household's aisle corrections: item name → display category id. */
export function aisleOverrides(state: HouseholdState): Record<string, string> {
  const aisles: Record<string, string> = {};
  for (const [name, register] of Object.entries(state.aisles ?? {})) {
    if (
      register.value !== null &&
      !name.startsWith(SHOP_AISLE_ORDER_PREFIX) &&
      !name.startsWith(PANTRY_PREFIX) &&
      !name.startsWith(PREFERENCE_PREFIX)
    ) {
      aisles[name] = register.value;
    }
  }
  return aisles;
}

/** The shops with an aisle order of their own: shop id → display category ids in shop order. */
export function shopAisleOrders(state: HouseholdState): Record<string, string[]> {
  const orders: Record<string, string[]> = {};
  for (const [key, register] of Object.entries(state.aisles ?? {})) {
    if (!key.startsWith(SHOP_AISLE_ORDER_PREFIX) || typeof register.value !== 'string') continue;
    const order = register.value.split(',').filter((id) => id !== '');
    if (order.length > 0) orders[key.slice(SHOP_AISLE_ORDER_PREFIX.length)] = order;
  }
  return orders;
}

/**
 * The aisle order to walk `shop` in: its own order when it has one, else the household's
 * (`aisleOrder`, the order for every shop; empty keeps SPEC §3's).
 */
export function aisleOrderForShop(state: HouseholdState, shop: string): string[] {
  return shopAisleOrders(state)[shop] ?? householdSettings(state).aisleOrder;
}

/** Every entry the state holds: what a device that has seen nothing must be sent. */
export function entriesSince(state: HouseholdState, cursor: number): HouseholdEntry[] {
  const entries: HouseholdEntry[] = [];
  const push = (entry: HouseholdEntry) => {
    if (entry.version > cursor) entries.push(entry);
  };
  for (const key of ['selection', 'check'] as const) {
    if (state.cleared[key] > 0) {
      push({ kind: 'cleared', key, value: null, version: state.cleared[key] });
    }
  }
  for (const [kind, part] of Object.entries(PARTS) as [
    keyof typeof PARTS,
    keyof HouseholdState,
  ][]) {
    for (const [key, register] of Object.entries(
      (state[part] ?? {}) as Record<string, Register<never>>,
    )) {
      push({ kind, key, value: register.value, version: register.version });
    }
  }
  for (const name of HOUSEHOLD_SETTING_NAMES) {
    const register = state.settings[name];
    if (register)
      push({ kind: 'setting', key: name, value: register.value, version: register.version });
  }
  return entries.sort((a, b) => a.version - b.version);
}

/**
 * The operations that undo a Clear All or a Regenerate: the selection and checks as they were
 * before it, put back with new versions (so the undo reaches every phone like any other change).
 */
export function undoClearOps(
  before: HouseholdState,
  cleared: 'clearSelection' | 'clearChecks',
): HouseholdOp[] {
  const ops: HouseholdOp[] = [];
  if (cleared === 'clearSelection') {
    const servings = selectedServings(before);
    for (const recipeId of selectedRecipeIds(before)) {
      const chosen = servings[recipeId];
      ops.push(
        chosen === undefined
          ? { type: 'select', recipeId, selected: true }
          : { type: 'select', recipeId, selected: true, servings: chosen },
      );
    }
  }
  for (const itemKey of checkedItemKeys(before))
    ops.push({ type: 'check', itemKey, checked: true });
  return ops;
}
