import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  aisleOrderForShop,
  aisleOverrides,
  applyEntries,
  checkedItemKeys,
  emptyHouseholdState,
  entriesOf,
  entriesSince,
  householdSettings,
  METRIC_PREFERENCE_KEY,
  PLAN_RULES_PREFERENCE_KEY,
  ownItems,
  mealServingsKey,
  pantryItems,
  plannedMeals,
  plannedServings,
  selectedRecipeIds,
  selectedServings,
  shopAisleOrders,
  shopForWeekOps,
  undoClearOps,
  withPending,
  type HouseholdEntry,
  type HouseholdOp,
  type HouseholdState,
} from './household.ts';

const PART_OF = {
  selection: 'selection',
  check: 'checks',
  item: 'items',
  meal: 'meals',
  aisle: 'aisles',
} as const;

/**
 * What the server does: each accepted operation gets the account's next version; like the real
 * one, it writes no row for an "off" value (false, null) where the register has none.
 */
class Server {
  state = emptyHouseholdState();
  version = 0;

  accept(ops: readonly HouseholdOp[]): void {
    for (const op of ops) {
      this.version += 1;
      const entries = entriesOf(op)
        .filter((entry) => {
          if (entry.kind === 'cleared' || entry.kind === 'setting') return true;
          if (entry.value !== null && entry.value !== false) return true;
          return this.state[PART_OF[entry.kind]][entry.key] !== undefined;
        })
        .map((entry) => ({ ...entry, version: this.version }));
      this.state = applyEntries(this.state, entries as HouseholdEntry[]);
    }
  }
}

/** A phone: confirmed state, queued operations, and what it shows. */
class Device {
  confirmed = emptyHouseholdState();
  queue: HouseholdOp[] = [];

  view(): HouseholdState {
    return withPending(this.confirmed, this.queue);
  }
  push(server: Server): void {
    server.accept(this.queue);
    this.queue = [];
  }
  pull(server: Server, order: (entries: HouseholdEntry[]) => HouseholdEntry[] = (e) => e): void {
    this.confirmed = applyEntries(
      this.confirmed,
      order(entriesSince(server.state, this.confirmed.cursor)),
    );
  }
}

function summary(state: HouseholdState) {
  return {
    selected: selectedRecipeIds(state),
    checked: checkedItemKeys(state),
    items: ownItems(state),
    settings: householdSettings(state),
    meals: plannedMeals(state),
    mealServings: plannedServings(state),
    servings: selectedServings(state),
    aisles: aisleOverrides(state),
    shopOrders: shopAisleOrders(state),
    pantry: pantryItems(state),
  };
}

const recipeId = fc.constantFrom('r1', 'r2', 'r3', 'r4');
const itemKey = fc.constantFrom(
  'eggs-dairy_and_eggs-count',
  'milk-dairy_and_eggs-ml',
  'rice-pasta_and_grains-g',
);
const itemId = fc.constantFrom('i1', 'i2', 'i3');
const op: fc.Arbitrary<HouseholdOp> = fc.oneof(
  fc.record(
    {
      type: fc.constant('select' as const),
      recipeId,
      selected: fc.boolean(),
      servings: fc.integer({ min: 1, max: 50 }),
    },
    { requiredKeys: ['type', 'recipeId', 'selected'] },
  ),
  fc.record({ type: fc.constant('check' as const), itemKey, checked: fc.boolean() }),
  fc.constant({ type: 'clearSelection' as const }),
  fc.constant({ type: 'clearChecks' as const }),
  fc.record({
    type: fc.constant('putItem' as const),
    itemId,
    text: fc.constantFrom('milk', 'loo roll', '2 pints milk'),
  }),
  fc.record({ type: fc.constant('removeItem' as const), itemId }),
  fc.record({
    type: fc.constant('setSetting' as const),
    name: fc.constant('householdSize' as const),
    value: fc.option(fc.integer({ min: 1, max: 8 }), { nil: null }),
  }),
  fc.record(
    {
      type: fc.constant('setMeal' as const),
      date: fc.constantFrom('2026-11-23', '2026-11-24'),
      meal: fc.constantFrom('lunch' as const, 'dinner' as const),
      recipeId: fc.option(recipeId, { nil: null }),
      // Decision 0019: optional, as an older phone's operation has none.
      servings: fc.integer({ min: 1, max: 50 }),
    },
    { requiredKeys: ['type', 'date', 'meal', 'recipeId'] },
  ),
  fc.record({
    type: fc.constant('setAisle' as const),
    name: fc.constantFrom('milk', 'sweetcorn'),
    aisle: fc.option(fc.constantFrom('frozen', 'tinned_and_jarred'), { nil: null }),
  }),
  fc.record({
    type: fc.constant('setSetting' as const),
    name: fc.constant('metric' as const),
    value: fc.boolean(),
  }),
  // Plan my week's rules (issue 29): set, changed and put back to the defaults.
  fc.record({
    type: fc.constant('setSetting' as const),
    name: fc.constant('planRules' as const),
    value: fc.option(
      fc.record({
        meals: fc.constantFrom(5, 7),
        vegetarianNights: fc.integer({ min: 0, max: 5 }),
        weeknightMaxMinutes: fc.constantFrom(null, 30, 45),
        noRepeatDays: fc.constantFrom(0, 14),
      }),
      { nil: null },
    ),
  }),
  // The pantry (issue 29): things put, edited, marked "always have" and taken out.
  fc.record(
    {
      type: fc.constant('putPantry' as const),
      pantryId: fc.constantFrom('p1', 'p2', 'p3'),
      text: fc.constantFrom('500 g rice', '6 eggs', 'half a bag of spinach', '4 tortillas'),
      always: fc.boolean(),
    },
    { requiredKeys: ['type', 'pantryId', 'text'] },
  ),
  fc.record({
    type: fc.constant('removePantry' as const),
    pantryId: fc.constantFrom('p1', 'p2', 'p3'),
  }),
  fc.record({
    type: fc.constant('setShopAisleOrder' as const),
    shop: fc.constantFrom('tesco', 'asda'),
    order: fc.option(fc.constantFrom<string[]>(['frozen', 'produce'], ['dairy_and_eggs']), {
      nil: null,
    }),
  }),
);

/** One step of a run: a device does something, sends its queue, or catches up. */
const step = fc.oneof(
  fc.record({ kind: fc.constant('do' as const), device: fc.nat(1), op }),
  fc.record({ kind: fc.constant('push' as const), device: fc.nat(1) }),
  fc.record({ kind: fc.constant('pull' as const), device: fc.nat(1), seed: fc.nat() }),
);

function shuffled<T>(items: T[], seed: number): T[] {
  const copy = [...items];
  let s = seed || 1;
  for (let i = copy.length - 1; i > 0; i -= 1) {
    s = (s * 1103515245 + 12345) % 2147483648;
    const j = s % (i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

describe('the household document', () => {
  it('shows the last of many queued changes to one register, however many are queued', () => {
    for (let count = 1; count <= 40; count += 1) {
      const queued = Array.from({ length: count }, (_, i): HouseholdOp => ({
        type: 'setSetting',
        name: 'householdSize',
        value: i + 1,
      }));
      const view = withPending(emptyHouseholdState(), queued);
      expect(view.settings.householdSize?.value).toBe(count);
    }
  });

  it('any interleaving of two devices’ operations converges to one state', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        const server = new Server();
        const devices = [new Device(), new Device()];
        for (const s of steps) {
          const device = devices[s.device]!;
          if (s.kind === 'do') device.queue.push(s.op);
          else if (s.kind === 'push') device.push(server);
          else device.pull(server, (entries) => shuffled(entries, s.seed));
        }
        for (const device of devices) device.push(server);
        for (const device of devices) device.pull(server);
        const expected = summary(server.state);
        expect(summary(devices[0]!.view())).toEqual(expected);
        expect(summary(devices[1]!.view())).toEqual(expected);
      }),
    );
  });

  it('applying the same entries in any order, any number of times, gives the same state', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 40 }), fc.nat(), (ops, seed) => {
        const server = new Server();
        server.accept(ops);
        const entries = entriesSince(server.state, 0);
        const once = applyEntries(emptyHouseholdState(), entries);
        const twiceShuffled = applyEntries(
          applyEntries(emptyHouseholdState(), shuffled(entries, seed)),
          shuffled(entries, seed + 1),
        );
        expect(twiceShuffled).toEqual(once);
        expect(summary(once)).toEqual(summary(server.state));
      }),
    );
  });

  it('a device’s queued changes show over what it has confirmed, and are never undone by a catch-up', () => {
    const server = new Server();
    const phoneA = new Device();
    const phoneB = new Device();
    phoneB.queue.push({ type: 'check', itemKey: 'milk', checked: true });
    phoneB.push(server);
    // Phone A ticks milk off with no signal, then catches up on phone B's older tick-on.
    phoneA.queue.push({ type: 'check', itemKey: 'milk', checked: false });
    phoneA.queue.push({ type: 'check', itemKey: 'eggs', checked: true });
    phoneA.pull(server);
    expect(checkedItemKeys(phoneA.view())).toEqual(['eggs']);
    phoneA.push(server);
    phoneB.pull(server);
    expect(checkedItemKeys(phoneB.view())).toEqual(['eggs']);
  });

  it('a tick made after Clear All stays, one made before it is cleared', () => {
    const server = new Server();
    server.accept([
      { type: 'select', recipeId: 'r1', selected: true },
      { type: 'check', itemKey: 'eggs', checked: true },
      { type: 'clearSelection' },
      { type: 'select', recipeId: 'r2', selected: true },
      { type: 'check', itemKey: 'milk', checked: true },
    ]);
    expect(selectedRecipeIds(server.state)).toEqual(['r2']);
    expect(checkedItemKeys(server.state)).toEqual(['milk']);
  });

  it('Regenerate clears ticks but keeps the selection; undo puts the ticks back', () => {
    const server = new Server();
    server.accept([
      { type: 'select', recipeId: 'r1', selected: true },
      { type: 'check', itemKey: 'eggs', checked: true },
    ]);
    const before = server.state;
    server.accept([{ type: 'clearChecks' }]);
    expect(checkedItemKeys(server.state)).toEqual([]);
    expect(selectedRecipeIds(server.state)).toEqual(['r1']);
    server.accept(undoClearOps(before, 'clearChecks'));
    expect(checkedItemKeys(server.state)).toEqual(['eggs']);
  });

  it('undoing Clear All brings back the selection in its order and the ticks', () => {
    const server = new Server();
    server.accept([
      { type: 'select', recipeId: 'r2', selected: true },
      { type: 'select', recipeId: 'r1', selected: true },
      { type: 'check', itemKey: 'eggs', checked: true },
    ]);
    const before = server.state;
    server.accept([{ type: 'clearSelection' }]);
    expect(selectedRecipeIds(server.state)).toEqual([]);
    server.accept(undoClearOps(before, 'clearSelection'));
    expect(selectedRecipeIds(server.state)).toEqual(['r2', 'r1']);
    expect(checkedItemKeys(server.state)).toEqual(['eggs']);
  });

  it('keeps the servings chosen for a selected recipe, and forgets them when it is unselected', () => {
    const server = new Server();
    server.accept([
      { type: 'select', recipeId: 'r1', selected: true, servings: 6 },
      { type: 'select', recipeId: 'r2', selected: true },
    ]);
    expect(selectedRecipeIds(server.state)).toEqual(['r1', 'r2']);
    expect(selectedServings(server.state)).toEqual({ r1: 6 });
    const before = server.state;
    server.accept([{ type: 'clearSelection' }]);
    expect(selectedServings(server.state)).toEqual({});
    server.accept(undoClearOps(before, 'clearSelection'));
    expect(selectedServings(server.state)).toEqual({ r1: 6 });
    server.accept([{ type: 'select', recipeId: 'r1', selected: false }]);
    expect(selectedRecipeIds(server.state)).toEqual(['r2']);
    expect(selectedServings(server.state)).toEqual({});
  });

  describe('servings of a planned meal (decision 0019)', () => {
    const TUESDAY = '2026-11-24';

    it('a slot keeps the servings it was given, and a new recipe or a clear resets them', () => {
      const server = new Server();
      server.accept([
        { type: 'setMeal', date: TUESDAY, meal: 'dinner', recipeId: 'r1', servings: 6 },
        { type: 'setMeal', date: TUESDAY, meal: 'lunch', recipeId: 'r2' },
      ]);
      expect(plannedMeals(server.state)).toEqual({
        '2026-11-24:dinner': 'r1',
        '2026-11-24:lunch': 'r2',
      });
      expect(plannedServings(server.state)).toEqual({ '2026-11-24:dinner': 6 });
      // The stepper: the same recipe, other servings.
      server.accept([
        { type: 'setMeal', date: TUESDAY, meal: 'dinner', recipeId: 'r1', servings: 8 },
      ]);
      expect(plannedServings(server.state)).toEqual({ '2026-11-24:dinner': 8 });
      // Another recipe without servings (or an older phone's operation) cooks for the household.
      server.accept([{ type: 'setMeal', date: TUESDAY, meal: 'dinner', recipeId: 'r3' }]);
      expect(plannedMeals(server.state)['2026-11-24:dinner']).toBe('r3');
      expect(plannedServings(server.state)).toEqual({});
      server.accept([
        { type: 'setMeal', date: TUESDAY, meal: 'dinner', recipeId: 'r3', servings: 2 },
        { type: 'setMeal', date: TUESDAY, meal: 'dinner', recipeId: null },
      ]);
      expect(plannedMeals(server.state)).toEqual({ '2026-11-24:lunch': 'r2' });
      expect(plannedServings(server.state)).toEqual({});
    });

    it('an empty slot given servings stores none', () => {
      expect(
        entriesOf({ type: 'setMeal', date: TUESDAY, meal: 'dinner', recipeId: null, servings: 4 }),
      ).toEqual([
        { kind: 'meal', key: '2026-11-24:dinner', value: null },
        { kind: 'meal', key: '2026-11-24:servings:dinner', value: null },
      ]);
    });

    it('reads registers stored before servings existed, and ignores a number it cannot use', () => {
      const old = applyEntries(emptyHouseholdState(), [
        { kind: 'meal', key: '2026-11-23:dinner', value: 'r1', version: 1 },
      ]);
      expect(plannedMeals(old)).toEqual({ '2026-11-23:dinner': 'r1' });
      expect(plannedServings(old)).toEqual({});
      for (const bad of ['0', '51', '6.5', '06', 'six', '', 6]) {
        const state = applyEntries(old, [
          { kind: 'meal', key: mealServingsKey('2026-11-23', 'dinner'), value: bad, version: 2 },
        ] as HouseholdEntry[]);
        expect(plannedServings(state)).toEqual({});
        expect(plannedMeals(state)).toEqual({ '2026-11-23:dinner': 'r1' });
      }
      // A recipe put in the slot by a writer that knows nothing of servings does not inherit them.
      const stale = applyEntries(emptyHouseholdState(), [
        { kind: 'meal', key: '2026-11-23:dinner', value: 'r1', version: 1 },
        { kind: 'meal', key: '2026-11-23:servings:dinner', value: '6', version: 1 },
        { kind: 'meal', key: '2026-11-23:dinner', value: 'r2', version: 5 },
      ]);
      expect(plannedServings(stale)).toEqual({});
    });

    it('an older phone reading the new registers sees only its slots', () => {
      const server = new Server();
      server.accept([
        { type: 'setMeal', date: TUESDAY, meal: 'dinner', recipeId: 'r1', servings: 6 },
      ]);
      const entries = entriesSince(server.state, 0);
      // Every meal register's value is still text or null, as an older phone checks on the wire.
      for (const entry of entries) expect(['string', 'object']).toContain(typeof entry.value);
      // Its calendar looks slots up by key; its data export split keys by ':' and kept lunch and
      // dinner; both find the one slot and nothing else.
      const oldMeals: Record<string, string> = {};
      for (const [key, register] of Object.entries(server.state.meals)) {
        if (register.value !== null) oldMeals[key] = register.value;
      }
      expect(oldMeals['2026-11-24:dinner']).toBe('r1');
      const exported = Object.entries(oldMeals)
        .map(([key, recipeId]) => [...key.split(':'), recipeId])
        .filter(([, meal]) => meal === 'lunch' || meal === 'dinner');
      expect(exported).toEqual([['2026-11-24', 'dinner', 'r1']]);
    });

    it('Shop for this week adds up the servings of a recipe’s slots and replaces earlier ones', () => {
      const usual = () => 4;
      const server = new Server();
      server.accept([
        { type: 'select', recipeId: 'r2', selected: true, servings: 8 },
        { type: 'select', recipeId: 'r3', selected: true },
        { type: 'select', recipeId: 'r9', selected: true, servings: 3 },
      ]);
      const slots = [
        { recipeId: 'r1', servings: 6 }, // Tuesday's dinner for 6…
        { recipeId: 'r1' }, // …and Thursday's for the household (4): buy for 10.
        { recipeId: 'r2' }, // selected for 8 on its sheet; the week cooks it once: household size.
        { recipeId: 'r3' }, // already selected as the week wants: nothing to send.
        { recipeId: 'r4', servings: 30 },
        { recipeId: 'r4', servings: 30 }, // at most 50.
      ];
      const ops = shopForWeekOps(server.state, slots, usual);
      expect(ops).toEqual([
        { type: 'select', recipeId: 'r1', selected: true, servings: 10 },
        { type: 'select', recipeId: 'r2', selected: true },
        { type: 'select', recipeId: 'r4', selected: true, servings: 50 },
      ]);
      server.accept(ops);
      expect(new Set(selectedRecipeIds(server.state))).toEqual(
        new Set(['r1', 'r2', 'r3', 'r4', 'r9']),
      );
      expect(selectedServings(server.state)).toEqual({ r1: 10, r4: 50, r9: 3 });
      // Pressing it again changes nothing.
      expect(shopForWeekOps(server.state, slots, usual)).toEqual([]);
      // A recipe the list has no number for counts as 4.
      expect(
        shopForWeekOps(emptyHouseholdState(), [{ recipeId: 'r5' }, { recipeId: 'r5' }], () => NaN),
      ).toEqual([{ type: 'select', recipeId: 'r5', selected: true, servings: 8 }]);
    });
  });

  it('lists own items oldest first, with edits in place and removals gone', () => {
    const server = new Server();
    server.accept([
      { type: 'putItem', itemId: 'a', text: 'milk' },
      { type: 'putItem', itemId: 'b', text: 'loo roll' },
      { type: 'putItem', itemId: 'c', text: 'bin bags' },
      { type: 'removeItem', itemId: 'b' },
      { type: 'putItem', itemId: 'a', text: '2 pints milk' },
    ]);
    expect(ownItems(server.state)).toEqual([
      { id: 'c', text: 'bin bags' },
      { id: 'a', text: '2 pints milk' },
    ]);
  });

  it('settings read as their defaults until set, and meals by day and slot', () => {
    const server = new Server();
    expect(householdSettings(server.state)).toEqual({
      householdSize: null,
      pantryStaples: [],
      basketService: 'whisk',
      aisleOrder: [],
      metric: false,
      planRules: null,
    });
    server.accept([
      { type: 'setSetting', name: 'householdSize', value: 2 },
      { type: 'setSetting', name: 'pantryStaples', value: ['salt'] },
      { type: 'setMeal', date: '2026-11-23', meal: 'dinner', recipeId: 'r1' },
      { type: 'setMeal', date: '2026-11-24', meal: 'lunch', recipeId: 'r2' },
      { type: 'setMeal', date: '2026-11-24', meal: 'lunch', recipeId: null },
    ]);
    expect(householdSettings(server.state)).toMatchObject({
      householdSize: 2,
      pantryStaples: ['salt'],
    });
    expect(plannedMeals(server.state)).toEqual({ '2026-11-23:dinner': 'r1' });
  });

  it('an aisle correction stays until moved back', () => {
    const server = new Server();
    server.accept([
      { type: 'setAisle', name: 'sweetcorn', aisle: 'tinned_and_jarred' },
      { type: 'setAisle', name: 'milk', aisle: 'frozen' },
      { type: 'setAisle', name: 'milk', aisle: null },
    ]);
    expect(aisleOverrides(server.state)).toEqual({ sweetcorn: 'tinned_and_jarred' });
  });

  it('each shop keeps its own aisle order; a shop without one follows the household order', () => {
    const server = new Server();
    const phones = [new Device(), new Device()];
    server.accept([{ type: 'setSetting', name: 'aisleOrder', value: ['bakery'] }]);
    // Two phones order two shops at the same time: both orders stay (one register per shop).
    phones[0]!.queue.push({
      type: 'setShopAisleOrder',
      shop: 'tesco',
      order: ['frozen', 'produce'],
    });
    phones[1]!.queue.push({ type: 'setShopAisleOrder', shop: 'asda', order: ['dairy_and_eggs'] });
    phones[0]!.push(server);
    phones[1]!.push(server);
    expect(shopAisleOrders(server.state)).toEqual({
      tesco: ['frozen', 'produce'],
      asda: ['dairy_and_eggs'],
    });
    expect(aisleOrderForShop(server.state, 'tesco')).toEqual(['frozen', 'produce']);
    expect(aisleOrderForShop(server.state, 'waitrose')).toEqual(['bakery']);
    // A shop order is not an item's aisle correction.
    expect(aisleOverrides(server.state)).toEqual({});
    server.accept([{ type: 'setShopAisleOrder', shop: 'tesco', order: null }]);
    expect(aisleOrderForShop(server.state, 'tesco')).toEqual(['bakery']);
  });

  it('keeps the metric switch as a preference an older app can read, not as a setting entry', () => {
    const server = new Server();
    const phones = [new Device(), new Device()];
    phones[0]!.queue.push({ type: 'setSetting', name: 'metric', value: true });
    phones[0]!.push(server);
    const entries = entriesSince(server.state, 0);
    expect(entries).toEqual([
      { kind: 'aisle', key: METRIC_PREFERENCE_KEY, value: 'metric', version: 1 },
    ]);
    phones[1]!.pull(server);
    expect(householdSettings(phones[1]!.view()).metric).toBe(true);
    expect(aisleOverrides(server.state)).toEqual({});
    server.accept([{ type: 'setSetting', name: 'metric', value: false }]);
    expect(householdSettings(server.state).metric).toBe(false);
    expect(householdSettings(emptyHouseholdState()).metric).toBe(false);
  });

  it('keeps plan my week’s rules as a preference an older app can read, not as a setting entry', () => {
    const server = new Server();
    const phones = [new Device(), new Device()];
    const rules = { meals: 5, vegetarianNights: 2, weeknightMaxMinutes: 40, noRepeatDays: 14 };
    phones[0]!.queue.push({ type: 'setSetting', name: 'planRules', value: rules });
    phones[0]!.push(server);
    expect(entriesSince(server.state, 0)).toEqual([
      { kind: 'aisle', key: PLAN_RULES_PREFERENCE_KEY, value: JSON.stringify(rules), version: 1 },
    ]);
    phones[1]!.pull(server);
    expect(householdSettings(phones[1]!.view()).planRules).toEqual(rules);
    expect(aisleOverrides(server.state)).toEqual({});
    server.accept([{ type: 'setSetting', name: 'planRules', value: null }]);
    expect(householdSettings(server.state).planRules).toBeNull();
  });

  it('reads plan rules it cannot use as none', () => {
    const state = emptyHouseholdState();
    for (const value of [
      'not json',
      '{"meals":0,"vegetarianNights":0,"weeknightMaxMinutes":null,"noRepeatDays":14}',
      '[]',
    ]) {
      state.aisles[PLAN_RULES_PREFERENCE_KEY] = { value, version: 1 };
      expect(householdSettings(state).planRules, value).toBeNull();
    }
  });

  it('keeps the pantry as registers an older app reads as aisle corrections no list has', () => {
    const server = new Server();
    server.accept([
      { type: 'putPantry', pantryId: 'rice', text: '500 g rice' },
      { type: 'putPantry', pantryId: 'oil', text: 'olive oil', always: true },
      { type: 'setAisle', name: 'milk', aisle: 'frozen' },
    ]);
    expect(pantryItems(server.state)).toEqual([
      { id: 'rice', text: '500 g rice' },
      { id: 'oil', text: 'olive oil', always: true },
    ]);
    // Every entry is of a kind an older app knows, with text for its value.
    for (const entry of entriesSince(server.state, 0)) {
      expect(entry.kind).toBe('aisle');
      expect(typeof entry.value).toBe('string');
    }
    expect(aisleOverrides(server.state)).toEqual({ milk: 'frozen' });
    // Edited (a new amount), then used up; an undo puts it back as it was.
    server.accept([{ type: 'putPantry', pantryId: 'rice', text: '250 g rice' }]);
    expect(pantryItems(server.state).map((item) => item.text)).toEqual(['olive oil', '250 g rice']);
    server.accept([{ type: 'removePantry', pantryId: 'oil' }]);
    expect(pantryItems(server.state)).toEqual([{ id: 'rice', text: '250 g rice' }]);
    server.accept([{ type: 'putPantry', pantryId: 'oil', text: 'olive oil', always: true }]);
    expect(pantryItems(server.state)).toContainEqual({
      id: 'oil',
      text: 'olive oil',
      always: true,
    });
  });

  it('passes over a pantry register it cannot read', () => {
    const state = applyEntries(emptyHouseholdState(), [
      { kind: 'aisle', key: 'pantry:a', value: 'not json', version: 1 },
      { kind: 'aisle', key: 'pantry:b', value: '{"text":"  "}', version: 2 },
      { kind: 'aisle', key: 'pantry:c', value: '{"text":"6 eggs","always":"yes"}', version: 3 },
    ]);
    expect(pantryItems(state)).toEqual([{ id: 'c', text: '6 eggs' }]);
  });

  it('reads a state stored before shop orders existed', () => {
    const old = applyEntries(emptyHouseholdState(), [
      { kind: 'setting', key: 'aisleOrder', value: ['frozen'], version: 1 },
      { kind: 'aisle', key: 'sweetcorn', value: 'tinned_and_jarred', version: 2 },
    ]);
    const { aisles: _aisles, ...withoutAisles } = old;
    const stored = withoutAisles as HouseholdState;
    expect(shopAisleOrders(stored)).toEqual({});
    expect(aisleOrderForShop(stored, 'tesco')).toEqual(['frozen']);
    expect(aisleOverrides(old)).toEqual({ sweetcorn: 'tinned_and_jarred' });
  });

  it('a catch-up sends only what changed after the cursor', () => {
    const server = new Server();
    server.accept([
      { type: 'select', recipeId: 'r1', selected: true },
      { type: 'check', itemKey: 'eggs', checked: true },
    ]);
    const cursor = server.state.cursor;
    server.accept([{ type: 'check', itemKey: 'milk', checked: true }]);
    expect(entriesSince(server.state, cursor)).toEqual([
      { kind: 'check', key: 'milk', value: true, version: 3 },
    ]);
  });
});
