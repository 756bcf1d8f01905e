/**
 * Parts of the household view as the screens read them: the same array or object while its
 * contents are unchanged (useSyncExternalStore and React's memos compare by identity), and the
 * settings checked as the wire schemas would (a register's value comes from the server as
 * unknown). Checked by hand: zod's full API stays out of the first download (decision 0006).
 */
import { BASKET_SERVICES, type BasketService } from '@plateful/contracts';
import {
  aisleOverrides,
  checkPlanRules,
  DEFAULT_HOUSEHOLD_SETTINGS,
  HOUSEHOLD_SETTING_NAMES,
  checkedItemKeys,
  householdSettings,
  ownItems,
  plannedMeals,
  selectedRecipeIds,
  shopAisleOrders,
  type HouseholdSettings,
  type HouseholdState,
  type OwnItem,
} from '@plateful/core';

/**
 * Household settings whose values passed the wire schema. `aisleOrder` is the order the Shop page
 * walks: the chosen shop's own order when it has one (issue 15), else the household's, which is
 * `householdAisleOrder`; `shopAisleOrders` holds every shop's own order.
 */
export type CheckedSettings = HouseholdSettings & {
  basketService: BasketService;
  householdAisleOrder: string[];
  shopAisleOrders: Partial<Record<BasketService, string[]>>;
};

/** A selector that returns its last result while the new one is equal to it. */
export function stableSelector<T>(
  select: (state: HouseholdState) => T,
  equal: (a: T, b: T) => boolean,
): (state: HouseholdState) => T {
  let lastState: HouseholdState | null = null;
  let last: T | undefined;
  let has = false;
  return (state) => {
    if (has && state === lastState) return last as T;
    const next = select(state);
    lastState = state;
    if (!has || !equal(last as T, next)) last = next;
    has = true;
    return last as T;
  };
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

const isText = (max: number) => (value: unknown) =>
  typeof value === 'string' && value.trim().length >= 1 && value.length <= max;

/** Each setting's check: contracts' `householdSettingOpSchema`, by hand. */
const VALID: { [Name in keyof HouseholdSettings]: (value: unknown) => boolean } = {
  householdSize: (value) =>
    value === null ||
    (Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 20),
  pantryStaples: (value) => Array.isArray(value) && value.length <= 200 && value.every(isText(80)),
  basketService: (value) => (BASKET_SERVICES as readonly unknown[]).includes(value),
  // Display category ids (the list builder skips one it does not know).
  aisleOrder: (value) => Array.isArray(value) && value.length <= 40 && value.every(isText(40)),
  metric: (value) => typeof value === 'boolean',
  planRules: (value) => value === null || checkPlanRules(value) !== null,
};

/** The household settings, each one checked: a bad value reads as the default. */
export function checkedSettings(state: HouseholdState): CheckedSettings {
  const raw = householdSettings(state);
  const settings = { ...DEFAULT_HOUSEHOLD_SETTINGS } as CheckedSettings;
  for (const name of HOUSEHOLD_SETTING_NAMES) {
    if (VALID[name](raw[name])) Object.assign(settings, { [name]: raw[name] });
  }
  const shopOrders: Partial<Record<BasketService, string[]>> = {};
  for (const [shop, order] of Object.entries(shopAisleOrders(state))) {
    if ((BASKET_SERVICES as readonly string[]).includes(shop) && VALID.aisleOrder(order)) {
      shopOrders[shop as BasketService] = order;
    }
  }
  settings.householdAisleOrder = settings.aisleOrder;
  settings.shopAisleOrders = shopOrders;
  settings.aisleOrder = shopOrders[settings.basketService] ?? settings.aisleOrder;
  return settings;
}

export const selectSelection = stableSelector<readonly string[]>(selectedRecipeIds, sameList);
export const selectChecks = stableSelector<readonly string[]>(checkedItemKeys, sameList);
export const selectOwnItems = stableSelector<OwnItem[]>(ownItems, sameJson);
export const selectSettings = stableSelector<CheckedSettings>(checkedSettings, sameJson);
export const selectMeals = stableSelector<Record<string, string>>(plannedMeals, sameJson);
export const selectAisles = stableSelector<Record<string, string>>(aisleOverrides, sameJson);
