/**
 * The household document's one writer on the server (decision 0009). Operations from a device's
 * queue, SPEC §7's selection and tick calls, and the meal-plan calls all become `HouseholdOp`s and
 * are applied here, one push per transaction with the owner's version counter locked: each accepted
 * operation gets the next version and writes core's `entriesOf(op)`. Operations a client has sent
 * before (by its numbers) are not applied again; operations that cannot stand (a recipe that is
 * gone, a full list) are refused with a reason the user is shown. After a commit every process is
 * poked, so the owner's other devices catch up.
 */
import {
  addDays,
  HOUSEHOLD_MAX_OPS_PER_PUSH,
  MAX_CHECKS,
  MAX_HOUSEHOLD_SELECTION,
  MAX_OWN_ITEMS,
  MAX_PANTRY_ITEMS,
  type HouseholdChanges,
  WIRE_SETTING_NAMES,
  type HouseholdPushBody,
  type HouseholdPushResult,
  type OpResult,
} from '@plateful/contracts';
import {
  applyEntries,
  emptyHouseholdState,
  entriesOf,
  entriesSince,
  PANTRY_PREFIX,
  PREFERENCE_PREFIX,
  SHOP_AISLE_ORDER_PREFIX,
  type EntryKind,
  type HouseholdEntry,
  type HouseholdOp,
  type HouseholdState,
} from '@plateful/core';
import type { HouseholdNotifier } from './household-notifier.ts';
import type {
  ApplyReading,
  HouseholdRepository,
  HouseholdTransaction,
  StoredEntry,
} from './household.repository.ts';

type WireEntry = HouseholdChanges['entries'][number];
const WIRE_SETTINGS: ReadonlySet<string> = new Set(WIRE_SETTING_NAMES);

/**
 * A stored register as the wire carries it. Later settings are stored in the aisle part (core's
 * `entriesOf`), so a setting row of another name is never written; one would be left out rather
 * than break an older app's catch-up.
 */
const isWireEntry = (entry: HouseholdEntry): entry is WireEntry =>
  entry.kind !== 'setting' || WIRE_SETTINGS.has(entry.key);

/** Whose document, and which recipes they can see (their account's, and Chef's Pick). */
export type HouseholdCaller = { ownerKey: string; accountCode: string | null };

/**
 * Tick registers an owner may have, unticked ones too (issue 32: a tick and an untick leave a
 * row): twice the ticks a list may hold. Regenerate and Clear All delete them (a watermark).
 */
export const MAX_CHECK_REGISTERS = MAX_CHECKS * 2;
/** Aisle correction registers an owner may have, removed corrections too (issue 32). */
export const MAX_AISLE_CORRECTIONS = 1000;
/**
 * How far from today a meal may be planned (issue 32): the window bounds the meal rows one owner
 * can make (two slots and their servings a day), whatever a client sends.
 */
export const MEAL_WINDOW_DAYS = 2 * 365;
/**
 * How long a register back at its default (unticked, emptied, removed) keeps its row (issue 32),
 * unless the configuration says otherwise (HOUSEHOLD_COMPACT_AFTER_DAYS): long enough that a
 * phone which catches up at least this often never misses one; a phone away longer is answered
 * with the whole document and a reset flag. Compacted by a push that finds one.
 */
export const HOUSEHOLD_COMPACT_AFTER_DAYS = 30;

export const REASONS = {
  recipeGone: 'That recipe was deleted, so it was left out',
  mealRecipeGone: 'That recipe was deleted, so it was not planned',
  selectionFull: `You can select up to ${MAX_HOUSEHOLD_SELECTION} recipes at a time`,
  checksFull: `The list can hold up to ${MAX_CHECKS} ticked items; Regenerate clears the ticks`,
  itemsFull: `The list can hold up to ${MAX_OWN_ITEMS} own items`,
  pantryFull: `The pantry can hold up to ${MAX_PANTRY_ITEMS} things; use some up first`,
  aislesFull: `You can correct the aisles of up to ${MAX_AISLE_CORRECTIONS} items`,
  mealTooFar: 'Meals can be planned up to two years back or ahead',
} as const;

export const ALREADY_APPLIED = 'Those changes were already applied';

/** A push whose every operation was applied before: the client may drop them from its queue. */
export type PushOutcome =
  | { status: 'done'; result: HouseholdPushResult }
  | { status: 'all-duplicates'; acknowledged: number };

type Numbered = { n: number; op: HouseholdOp };

/**
 * Pantry registers an owner may have, removed things included (their registers stay, so a phone
 * that was offline learns of the removal): ten for every thing the pantry can hold at once.
 */
export const MAX_PANTRY_REGISTERS = MAX_PANTRY_ITEMS * 10;

const registerId = (kind: EntryKind, key: string) => `${kind}\u0000${key}`;

/** Whether an aisle register is a correction (not a pantry thing, shop order or preference). */
const isAisleCorrection = (key: string) =>
  !key.startsWith(PANTRY_PREFIX) &&
  !key.startsWith(SHOP_AISLE_ORDER_PREFIX) &&
  !key.startsWith(PREFERENCE_PREFIX);

/** A value that means "not there": writing it where no row exists changes nobody's list. */
function isUnset(entry: Pick<HouseholdEntry, 'kind' | 'value'>): boolean {
  if (entry.kind === 'selection' || entry.kind === 'check') return entry.value === false;
  if (entry.kind === 'item' || entry.kind === 'meal' || entry.kind === 'aisle') {
    return entry.value === null;
  }
  return false;
}

/** Whether a selection or check register holds "on": true, or a number of servings (issue 18). */
const isOn = (value: unknown) => value === true || typeof value === 'number';

function recipeOf(op: HouseholdOp): string | undefined {
  if (op.type === 'select' && op.selected) return op.recipeId;
  if (op.type === 'setMeal' && op.recipeId !== null) return op.recipeId;
  return undefined;
}

/**
 * What was read with the lock (`lockAndRead`): every register of `kinds`, and which of `recipes`
 * the caller can see. It stands for `readForApply` when the push touches no other kind and wants
 * no other recipe.
 */
type Prefetched = { reading: ApplyReading; kinds: readonly EntryKind[]; recipes: Set<string> };

/**
 * Applies `ops` (already past the duplicate check) to the owner whose head is locked at `head`:
 * decides each, then writes the surviving registers in a few statements. Returns the new head.
 */
async function applyLocked(
  tx: HouseholdTransaction,
  caller: HouseholdCaller,
  head: number,
  ops: readonly Numbered[],
  today: string,
  compactAfterDays: number,
  prefetched?: Prefetched,
): Promise<{ results: OpResult[]; version: number }> {
  const owner = caller.ownerKey;
  const earliestMeal = addDays(today, -MEAL_WINDOW_DAYS);
  const latestMeal = addDays(today, MEAL_WINDOW_DAYS);
  const wantedRecipes = new Set<string>();
  for (const { op } of ops) {
    const recipe = recipeOf(op);
    if (recipe !== undefined) wantedRecipes.add(recipe);
  }
  const touched = new Map<string, { kind: EntryKind; key: string }>();
  for (const { op } of ops) {
    for (const entry of entriesOf(op)) {
      if (entry.kind !== 'cleared') touched.set(registerId(entry.kind, entry.key), entry);
    }
  }
  const read = () =>
    tx.readForApply(
      owner,
      [...touched.values()],
      [...wantedRecipes],
      caller.accountCode,
      compactAfterDays,
    );
  const covered =
    prefetched !== undefined &&
    [...touched.values()].every((entry) => prefetched.kinds.includes(entry.kind)) &&
    [...wantedRecipes].every((recipe) => prefetched.recipes.has(recipe));
  let reading = covered ? prefetched.reading : await read();
  if (reading.counts.compactable > 0) {
    // Rows back at their default for a while are dropped before anything is counted.
    await tx.compact(owner, compactAfterDays);
    reading = await read();
  }
  const { visible, registers: existing, counts } = reading;
  // The registers this push touches, as they stand while it is applied (absent: no row).
  const current = new Map<string, unknown>(
    existing.map((entry) => [registerId(entry.kind, entry.key), entry.value]),
  );
  const writes = new Map<string, HouseholdEntry>();
  const clears: { kind: EntryKind; version: number }[] = [];
  const results: OpResult[] = [];
  let version = head;

  const refusal = (op: HouseholdOp): string | undefined => {
    const recipe = recipeOf(op);
    if (recipe !== undefined && !visible.has(recipe)) {
      return op.type === 'setMeal' ? REASONS.mealRecipeGone : REASONS.recipeGone;
    }
    if (op.type === 'select' && op.selected) {
      if (!isOn(current.get(registerId('selection', op.recipeId)))) {
        if (counts.selection >= MAX_HOUSEHOLD_SELECTION) return REASONS.selectionFull;
      }
    } else if (op.type === 'check' && op.checked) {
      const id = registerId('check', op.itemKey);
      if (current.get(id) !== true) {
        if (counts.check >= MAX_CHECKS) return REASONS.checksFull;
        if (!current.has(id) && counts.checkRegisters >= MAX_CHECK_REGISTERS) {
          return REASONS.checksFull;
        }
      }
    } else if (op.type === 'setAisle' && op.aisle !== null) {
      const id = registerId('aisle', op.name);
      if (!current.has(id) && counts.aisleCorrections >= MAX_AISLE_CORRECTIONS) {
        return REASONS.aislesFull;
      }
    } else if (op.type === 'setMeal' && op.recipeId !== null) {
      if (op.date < earliestMeal || op.date > latestMeal) return REASONS.mealTooFar;
    } else if (op.type === 'putPantry') {
      const id = registerId('aisle', `${PANTRY_PREFIX}${op.pantryId}`);
      if (!current.has(id) && counts.pantryRegisters >= MAX_PANTRY_REGISTERS) {
        return REASONS.pantryFull;
      }
      if ((current.get(id) ?? null) === null && counts.pantry >= MAX_PANTRY_ITEMS) {
        return REASONS.pantryFull;
      }
    } else if (op.type === 'putItem') {
      if (!current.has(registerId('item', op.itemId)) && counts.item >= MAX_OWN_ITEMS) {
        return REASONS.itemsFull;
      }
    }
    return undefined;
  };

  for (const { n, op } of ops) {
    const reason = refusal(op);
    if (reason) {
      results.push({ n, status: 'rejected', reason });
      continue;
    }
    version += 1;
    for (const value of entriesOf(op)) {
      const entry = { ...value, version } as HouseholdEntry;
      if (entry.kind === 'cleared') {
        // Everything of that part older than the watermark is gone, here and in the table.
        const part = entry.key;
        for (const [id, write] of writes) if (write.kind === part) writes.delete(id);
        for (const id of [...current.keys()])
          if (id.startsWith(`${part}\u0000`)) current.delete(id);
        counts[part] = 0;
        clears.push({ kind: part, version });
        writes.set(registerId('cleared', part), entry);
        continue;
      }
      const id = registerId(entry.kind, entry.key);
      const before = current.get(id);
      if (!current.has(id) && isUnset(entry)) continue;
      if (entry.kind === 'selection' || entry.kind === 'check') {
        counts[entry.kind] += Number(isOn(entry.value)) - Number(isOn(before));
        if (entry.kind === 'check' && !current.has(id)) counts.checkRegisters += 1;
      } else if (entry.kind === 'aisle' && isAisleCorrection(entry.key)) {
        if (!current.has(id)) counts.aisleCorrections += 1;
      } else if (entry.kind === 'item' && !current.has(id)) {
        counts.item += 1;
      } else if (entry.kind === 'aisle' && entry.key.startsWith(PANTRY_PREFIX)) {
        counts.pantry += Number(entry.value !== null) - Number((before ?? null) !== null);
        if (!current.has(id)) counts.pantryRegisters += 1;
      }
      current.set(id, entry.value);
      writes.set(id, entry);
    }
    results.push({ n, status: 'applied', version });
  }

  for (const clear of clears) await tx.deleteShadowed(owner, clear.kind, clear.version);
  await tx.write(owner, [...writes.values()], head, version);
  return { results, version };
}

function stateOf(entries: readonly HouseholdEntry[]): HouseholdState {
  return applyEntries(emptyHouseholdState(), entries);
}

/** The latest write time among `entries`, or null. */
function latest(entries: readonly StoredEntry[]): Date | null {
  return entries.reduce<Date | null>(
    (max, entry) => (max === null || entry.updatedAt > max ? entry.updatedAt : max),
    null,
  );
}

export function createHouseholdService(deps: {
  repository: HouseholdRepository;
  notifier: HouseholdNotifier;
  /** Today's date (`YYYY-MM-DD`), for the meal window; tests may set it. */
  today?: () => string;
  /** Default HOUSEHOLD_COMPACT_AFTER_DAYS. */
  compactAfterDays?: number;
}) {
  const { repository, notifier } = deps;
  const compactAfterDays = deps.compactAfterDays ?? HOUSEHOLD_COMPACT_AFTER_DAYS;
  const today = deps.today ?? (() => new Date().toISOString().slice(0, 10));

  function announce(ownerKey: string, before: number, after: number): void {
    if (after > before) notifier.publish({ owner: ownerKey, cursor: after });
  }

  /**
   * Applies operations that need no client numbering (SPEC §7's calls), numbered 1… in order; the
   * ops may be derived from the document as it stands (its registers of `kinds`), inside the same
   * transaction. `recipeIds`, the recipes the ops may select or plan, lets what the ops are
   * decided by be read with the document (a statement fewer) when they touch only `kinds`.
   */
  async function applyDerived(
    caller: HouseholdCaller,
    kinds: readonly EntryKind[],
    derive: (state: HouseholdState) => HouseholdOp[],
    recipeIds?: readonly string[],
  ): Promise<OpResult[]> {
    const outcome = await repository.transaction(async (tx) => {
      const read = await tx.lockAndRead(
        caller.ownerKey,
        kinds,
        recipeIds && { recipeIds, accountCode: caller.accountCode, compactAfterDays },
      );
      const { head } = read;
      const prefetched: Prefetched | undefined = read.reading && {
        reading: read.reading,
        kinds,
        recipes: new Set(recipeIds),
      };
      const ops = derive(stateOf(read.entries));
      const numbered = ops.map((op, index) => ({ n: index + 1, op }));
      const applied: { results: OpResult[]; version: number } = { results: [], version: head };
      // Large derived changes (an import) go in push-sized slices, each checked against the last.
      for (let start = 0; start < numbered.length; start += HOUSEHOLD_MAX_OPS_PER_PUSH) {
        const slice = numbered.slice(start, start + HOUSEHOLD_MAX_OPS_PER_PUSH);
        const next = await applyLocked(
          tx,
          caller,
          applied.version,
          slice,
          today(),
          compactAfterDays,
          // What was read with the lock holds for the first slice only.
          start === 0 ? prefetched : undefined,
        );
        applied.results.push(...next.results);
        applied.version = next.version;
      }
      return { head, ...applied };
    });
    announce(caller.ownerKey, outcome.head, outcome.version);
    return outcome.results;
  }

  return {
    /**
     * POST /api/household/ops: a device's queued operations, numbered per client. A number at or
     * below the client's last is a duplicate (not applied again); a push of nothing but duplicates
     * is reported as such, so the client knows its queue was taken before.
     */
    async push(caller: HouseholdCaller, body: HouseholdPushBody): Promise<PushOutcome> {
      const outcome = await repository.transaction(async (tx) => {
        const head = await tx.lockHead(caller.ownerKey);
        let lastN = await tx.lastN(caller.ownerKey, body.clientId);
        const fresh: Numbered[] = [];
        const duplicates = new Set<number>();
        body.ops.forEach(({ n, op }, index) => {
          if (n <= lastN) duplicates.add(index);
          else {
            fresh.push({ n, op });
            lastN = n;
          }
        });
        if (fresh.length === 0) return { status: 'all-duplicates' as const, head, lastN };
        const applied = await applyLocked(tx, caller, head, fresh, today(), compactAfterDays);
        await tx.setLastN(caller.ownerKey, body.clientId, lastN);
        const byN = new Map(applied.results.map((result) => [result.n, result]));
        const results = body.ops.map(({ n }, index): OpResult => {
          if (duplicates.has(index)) return { n, status: 'duplicate' };
          return byN.get(n)!;
        });
        return { status: 'done' as const, head, lastN, version: applied.version, results };
      });
      if (outcome.status === 'all-duplicates') {
        return { status: 'all-duplicates', acknowledged: outcome.lastN };
      }
      announce(caller.ownerKey, outcome.head, outcome.version);
      return {
        status: 'done',
        result: { acknowledged: outcome.lastN, cursor: outcome.version, results: outcome.results },
      };
    },

    /** Applies operations with no client numbering (the SPEC §7 calls); results numbered 1… */
    apply(caller: HouseholdCaller, ops: HouseholdOp[]): Promise<OpResult[]> {
      return applyDerived(caller, [], () => ops);
    },

    applyDerived,

    /**
     * The registers written after `since`, and the cursor to ask from next time. A cursor below
     * the owner's compaction (a phone away longer than `HOUSEHOLD_COMPACT_AFTER_DAYS`) gets the
     * whole document with `reset`: the phone replaces its copy (an older app, which ignores the
     * flag, takes the whole document as ordinary entries).
     */
    async changes(ownerKey: string, since: number): Promise<HouseholdChanges> {
      // Every row at or below a committed head is committed with it: reading up to the head
      // never skips a row that a later read (from this cursor) would not see.
      const { cursor, entries, reset } = await repository.changesSince(ownerKey, since);
      const wire = entries.filter(isWireEntry);
      return reset ? { cursor, entries: wire, reset: true } : { cursor, entries: wire };
    },

    head: (ownerKey: string) => repository.head(ownerKey),
    heads: (ownerKeys: readonly string[]) => repository.heads(ownerKeys),

    /** The document's parts of `kinds`, and when they were last written. */
    async state(
      ownerKey: string,
      kinds: readonly EntryKind[],
    ): Promise<{ state: HouseholdState; updatedAt: Date | null }> {
      const entries = await repository.entries(ownerKey, kinds);
      // A clear watermark dates only the part it clears.
      const dated = entries.filter(
        (entry) => entry.kind !== 'cleared' || kinds.includes(entry.key),
      );
      return { state: stateOf(entries), updatedAt: latest(dated) };
    },

    /** The filled meal slots from `from` to the day before `until` (`YYYY-MM-DD`). */
    async mealsBetween(ownerKey: string, from: string, until: string): Promise<HouseholdState> {
      return stateOf(await repository.mealsBetween(ownerKey, from, until));
    },

    /**
     * When a device joins an account: for each part the account has nothing in (selection, ticks,
     * own items, meal plan, aisle corrections; each setting on its own), the account takes the device's, re-versioned
     * in the device's order under the account's counter.
     */
    async adoptDevice(deviceKey: string, accountKey: string): Promise<void> {
      const kinds: EntryKind[] = ['selection', 'check', 'item', 'meal', 'aisle', 'setting'];
      const outcome = await repository.transaction(async (tx) => {
        const head = await tx.lockHead(accountKey);
        const live = (entry: HouseholdEntry) =>
          entry.kind === 'setting' || (entry.value !== false && entry.value !== null);
        const device = stateOf(await tx.entries(deviceKey, ['cleared', ...kinds]));
        const account = (await tx.entries(accountKey, kinds)).filter(live);
        const accountHas = (entry: HouseholdEntry) =>
          account.some((mine) =>
            entry.kind === 'setting'
              ? mine.kind === 'setting' && mine.key === entry.key
              : mine.kind === entry.kind,
          );
        let version = head;
        const taken = entriesSince(device, 0)
          .filter((entry) => entry.kind !== 'cleared' && live(entry) && !accountHas(entry))
          .filter(
            (entry) =>
              !(entry.kind === 'selection' || entry.kind === 'check') ||
              entry.version > device.cleared[entry.kind],
          )
          .map((entry) => ({ ...entry, version: (version += 1) }) as HouseholdEntry);
        await tx.upsert(accountKey, taken);
        if (version > head) await tx.setHead(accountKey, version);
        return { head, version };
      });
      announce(accountKey, outcome.head, outcome.version);
    },

    /** Tells the account's devices that its recipes changed (they refetch their list). */
    recipesChanged(accountCode: string): void {
      notifier.publish({ owner: `account:${accountCode}`, recipes: true });
    },
  };
}

export type HouseholdService = ReturnType<typeof createHouseholdService>;
