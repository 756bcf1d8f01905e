import {
  HOUSEHOLD_MAX_OPS_PER_PUSH,
  householdChangesSchema,
  householdClientIdSchema,
  householdPokeSchema,
  householdPushResultSchema,
  numberedOpSchema,
} from '@plateful/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_OPS_PER_PUSH,
  readChangesAnswer,
  readClientId,
  readNumberedOp,
  readPoke,
  readPushAnswer,
} from './wire.ts';

const ok = (data: unknown) => ({ ok: true, data });

/** Values near the contract's shape: each field valid, missing, or of another type. */
const anyValue = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.boolean(),
  fc.integer({ min: -2, max: 5 }),
  // Servings on a selection (issue 18): 1–50 whole numbers only.
  fc.constantFrom(50, 51, 2.5),
  fc.constantFrom('', 'eggs', 'setting', 'householdSize', 'selection', 'check'),
);

const entry = fc.record({
  kind: fc.oneof(
    fc.constantFrom('selection', 'check', 'item', 'setting', 'meal', 'aisle', 'cleared'),
    anyValue,
  ),
  key: fc.oneof(fc.constantFrom('r1', 'householdSize', 'selection', 'check'), anyValue),
  value: anyValue,
  version: fc.oneof(fc.integer({ min: 1, max: 9 }), anyValue),
});

const result = fc.record({
  n: fc.oneof(fc.integer({ min: 1, max: 9 }), anyValue),
  status: fc.oneof(fc.constantFrom('applied', 'duplicate', 'rejected'), anyValue),
  version: fc.oneof(fc.integer({ min: 1, max: 9 }), anyValue),
  reason: fc.oneof(fc.constant('That recipe was deleted'), anyValue),
});

describe('the household wire, read without zod', () => {
  it('sends at most as many operations in one push as the contract allows', () => {
    expect(MAX_OPS_PER_PUSH).toBe(HOUSEHOLD_MAX_OPS_PER_PUSH);
  });

  it('reads a change list exactly when the contract schema does', () => {
    fc.assert(
      fc.property(
        fc.record({ cursor: fc.oneof(fc.integer({ min: 0, max: 9 }), anyValue) }),
        fc.array(entry, { maxLength: 3 }),
        ({ cursor }, entries) => {
          const data = { cursor, entries };
          expect(readChangesAnswer(ok(data)) !== null).toBe(
            householdChangesSchema.safeParse(data).success,
          );
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('reads a push result exactly when the contract schema does', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: 0, max: 9 }), anyValue),
        fc.array(result, { maxLength: 3 }),
        (acknowledged, results) => {
          const data = { acknowledged, cursor: 4, results };
          expect(readPushAnswer(ok(data)) !== null).toBe(
            householdPushResultSchema.safeParse(data).success,
          );
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('reads what it accepts as the contract schema parses it', () => {
    const data = {
      cursor: 5,
      entries: [
        { kind: 'cleared', key: 'check', value: null, version: 3 },
        { kind: 'setting', key: 'householdSize', value: 4, version: 4 },
        { kind: 'aisle', key: 'tahini', value: 'world_foods', version: 5 },
      ],
    };
    expect(readChangesAnswer(ok(data))).toEqual(householdChangesSchema.parse(data));
    const push = {
      acknowledged: 3,
      cursor: 9,
      results: [
        { n: 1, status: 'applied', version: 8 },
        { n: 2, status: 'duplicate' },
        { n: 3, status: 'rejected', reason: 'That recipe was deleted' },
      ],
    };
    expect(readPushAnswer(ok(push))).toEqual(householdPushResultSchema.parse(push));
    expect(readPushAnswer({ ok: false, error: 'x' })).toBeNull();
  });

  it('reads pokes as the contract does', () => {
    for (const poke of [{ cursor: 3 }, { recipes: true }, { cursor: 1, recipes: false }, {}]) {
      expect(readPoke(poke)).toEqual(householdPokeSchema.parse(poke));
    }
    for (const bad of [{ cursor: '3' }, { recipes: 1 }, null, 'x', []]) {
      expect(readPoke(bad)).toBeNull();
      expect(householdPokeSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('reads client ids as the contract does', () => {
    for (const id of [
      'abcdefghijklmnop',
      'A_b-9'.repeat(4),
      'short',
      'x'.repeat(65),
      'has space in it!',
      7,
    ]) {
      expect(readClientId(id) !== null).toBe(householdClientIdSchema.safeParse(id).success);
    }
  });

  it('keeps a queued operation the contract accepts, and refuses one of no known type', () => {
    const queued = { n: 3, op: { type: 'check', itemKey: 'eggs', checked: true } };
    expect(numberedOpSchema.safeParse(queued).success).toBe(true);
    expect(readNumberedOp(queued)).toEqual(queued);
    for (const bad of [
      { n: 0, op: queued.op },
      { n: 1.5, op: queued.op },
      { n: 1, op: { type: 'teleport' } },
      { n: 1 },
    ]) {
      expect(readNumberedOp(bad)).toBeNull();
      expect(numberedOpSchema.safeParse(bad).success).toBe(false);
    }
  });
});
