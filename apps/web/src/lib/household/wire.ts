/**
 * The household's answers from the server and its records in IndexedDB, checked by hand against
 * the contracts (`householdPushResultSchema`, `householdChangesSchema`, `householdPokeSchema`,
 * `numberedOpSchema`, `householdClientIdSchema`). Those are zod's full API, and this engine runs on
 * a first visit, where decision 0006 keeps the full API out of the download; wire.test.ts checks
 * that each reader here agrees with the contracts' schema, so the two cannot drift apart.
 *
 * Each reader returns the value, typed, or null when it does not have the contract's shape.
 */
import type {
  HouseholdChanges,
  HouseholdPoke,
  HouseholdPushResult,
  NumberedOp,
  OpResult,
} from '@plateful/contracts';
import {
  HOUSEHOLD_SETTING_NAMES,
  type HouseholdEntry,
  type HouseholdOpType,
  type HouseholdState,
} from '@plateful/core';
import type { StoredConfirmed } from './household-db.ts';

/** contracts' HOUSEHOLD_MAX_OPS_PER_PUSH (wire.test.ts checks they are equal). */
export const MAX_OPS_PER_PUSH = 100;

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isStringOrNull = (value: unknown) => value === null || isString(value);
/** A selection register's value: selected or not, or selected for 1–50 servings (issue 18). */
const isSelectionValue = (value: unknown) =>
  typeof value === 'boolean' ||
  (Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 50);

function readResult(value: unknown): OpResult | null {
  if (!isObject(value) || !isNumber(value.n)) return null;
  if (value.status === 'applied' && isNumber(value.version)) {
    return { n: value.n, status: 'applied', version: value.version };
  }
  if (value.status === 'duplicate') return { n: value.n, status: 'duplicate' };
  if (value.status === 'rejected' && isString(value.reason)) {
    return { n: value.n, status: 'rejected', reason: value.reason };
  }
  return null;
}

/** `{ok: true, data: HouseholdPushResult}` from POST /api/household/ops. */
export function readPushAnswer(body: unknown): HouseholdPushResult | null {
  if (!isObject(body) || body.ok !== true || !isObject(body.data)) return null;
  const { acknowledged, cursor, results } = body.data;
  if (!isNumber(acknowledged) || !isNumber(cursor) || !Array.isArray(results)) return null;
  const read = results.map(readResult);
  if (read.some((result) => result === null)) return null;
  return { acknowledged, cursor, results: read as OpResult[] };
}

/** The `acknowledged` of a 409 `{ok: false, error, acknowledged}` (a replayed push). */
export function readConflictAnswer(body: unknown): number | null {
  return isObject(body) && body.ok === false && isNumber(body.acknowledged)
    ? body.acknowledged
    : null;
}

/** The sentence of an error answer `{ok: false, error}`. */
export function readErrorMessage(body: unknown): string | null {
  return isObject(body) && isString(body.error) && body.error !== '' ? body.error : null;
}

const VALUE_CHECKS: Record<HouseholdEntry['kind'], (entry: Json) => boolean> = {
  selection: (entry) => isString(entry.key) && isSelectionValue(entry.value),
  check: (entry) => isString(entry.key) && typeof entry.value === 'boolean',
  item: (entry) => isString(entry.key) && isStringOrNull(entry.value),
  meal: (entry) => isString(entry.key) && isStringOrNull(entry.value),
  aisle: (entry) => isString(entry.key) && isStringOrNull(entry.value),
  setting: (entry) => (HOUSEHOLD_SETTING_NAMES as unknown[]).includes(entry.key),
  cleared: (entry) => (entry.key === 'selection' || entry.key === 'check') && entry.value === null,
};

function readEntry(value: unknown): HouseholdEntry | null {
  if (!isObject(value) || !isNumber(value.version)) return null;
  const check = VALUE_CHECKS[value.kind as HouseholdEntry['kind']] as
    ((entry: Json) => boolean) | undefined;
  if (!check?.(value)) return null;
  return {
    kind: value.kind,
    key: value.key,
    value: value.value,
    version: value.version,
  } as HouseholdEntry;
}

/** `{ok: true, data: HouseholdChanges}` from GET /api/household/changes. */
export function readChangesAnswer(body: unknown): HouseholdChanges | null {
  if (!isObject(body) || body.ok !== true || !isObject(body.data)) return null;
  const { cursor, entries, reset } = body.data;
  if (!isNumber(cursor) || !Array.isArray(entries)) return null;
  if (reset !== undefined && reset !== true) return null;
  const read = entries.map(readEntry);
  if (read.some((entry) => entry === null)) return null;
  const changes: HouseholdChanges = { cursor, entries: read as HouseholdChanges['entries'] };
  return reset ? { ...changes, reset } : changes;
}

/** One poke of the event stream: `{cursor?, recipes?}`. */
export function readPoke(value: unknown): HouseholdPoke | null {
  if (!isObject(value)) return null;
  if (value.cursor !== undefined && !isNumber(value.cursor)) return null;
  if (value.recipes !== undefined && typeof value.recipes !== 'boolean') return null;
  const poke: HouseholdPoke = {};
  if (value.cursor !== undefined) poke.cursor = value.cursor;
  if (value.recipes !== undefined) poke.recipes = value.recipes;
  return poke;
}

const CLIENT_ID = /^[A-Za-z0-9_-]{16,64}$/;

export function readClientId(value: unknown): string | null {
  return isString(value) && CLIENT_ID.test(value) ? value : null;
}

/** Every operation type, listed as a record so a type core adds cannot be forgotten here. */
const OP_TYPE_SET: Record<HouseholdOpType, true> = {
  select: true,
  clearSelection: true,
  check: true,
  clearChecks: true,
  putItem: true,
  removeItem: true,
  setSetting: true,
  setMeal: true,
  setAisle: true,
  setShopAisleOrder: true,
  putPantry: true,
  removePantry: true,
};
const OP_TYPES = Object.keys(OP_TYPE_SET) as HouseholdOpType[];

/**
 * A queued operation as the outbox keeps it: its number and an operation of a known type. (Each was
 * checked against the full schema before it was queued; the server checks it again.)
 */
export function readNumberedOp(value: unknown): NumberedOp | null {
  if (!isObject(value) || !Number.isSafeInteger(value.n) || (value.n as number) < 1) return null;
  const op = value.op;
  if (!isObject(op) || !OP_TYPES.includes(op.type as HouseholdOpType)) return null;
  return { n: value.n as number, op } as NumberedOp;
}

function isRegisters(value: unknown, valueOk: (value: unknown) => boolean): boolean {
  return (
    isObject(value) &&
    Object.values(value).every(
      (register) => isObject(register) && isNumber(register.version) && valueOk(register.value),
    )
  );
}

const isBoolean = (value: unknown) => typeof value === 'boolean';
const anything = () => true;

/** The confirmed state and its owner, as the store saved it. */
export function readStoredConfirmed(value: unknown): StoredConfirmed | null {
  if (!isObject(value) || !isString(value.owner) || !isObject(value.state)) return null;
  const state = value.state;
  const valid =
    isNumber(state.cursor) &&
    state.cursor >= 0 &&
    isRegisters(state.selection, isSelectionValue) &&
    isRegisters(state.checks, isBoolean) &&
    isRegisters(state.items, isStringOrNull) &&
    isRegisters(state.settings, anything) &&
    isRegisters(state.meals, isStringOrNull) &&
    // Added after the store's first release: a state saved before it has none.
    (state.aisles === undefined || isRegisters(state.aisles, isStringOrNull)) &&
    isObject(state.cleared) &&
    isNumber(state.cleared.selection) &&
    isNumber(state.cleared.check) &&
    (state.restartedAt === undefined || isNumber(state.restartedAt));
  if (!valid) return null;
  return {
    owner: value.owner,
    state: { ...state, aisles: state.aisles ?? {} } as unknown as HouseholdState,
  };
}
