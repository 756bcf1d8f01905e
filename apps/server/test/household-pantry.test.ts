/**
 * The pantry (issue 29, decision 0022) through the server: things put, edited and taken out as
 * household operations, kept as aisle-part registers an older app reads harmlessly, refused at the
 * boundary when a line is empty, negative, zero, no plain number ("1e400 g", "NaN cups") or absurd,
 * and bounded per owner (issue 32).
 */
import { MAX_PANTRY_ITEMS, type OpResult } from '@plateful/contracts';
import {
  aisleOverrides,
  applyEntries,
  emptyHouseholdState,
  pantryItems,
  type HouseholdEntry,
  type HouseholdOp,
} from '@plateful/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REASONS } from '../src/household/household.service.ts';
import {
  apiClient,
  newAccountCode,
  newDeviceCode,
  newUser,
  type ApiClient,
  type Identity,
} from './support/api-client.ts';
import { householdChanges, newClientId, pushHousehold } from './support/household-calls.ts';
import { testEngine } from './support/test-database.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_WRITES_PER_MINUTE: '100000' });
  api = apiClient(server.url);
});
afterAll(() => server.close());

async function pushOps(
  as: Identity,
  clientId: string,
  ops: HouseholdOp[],
  first = 1,
): Promise<OpResult[]> {
  const response = await pushHousehold(
    api,
    as,
    clientId,
    ops.map((op, index) => ({ n: first + index, op })),
  );
  expect(response.status, response.text).toBe(200);
  return response.body.data.results;
}

async function stateOf(as: Identity) {
  const { entries } = await householdChanges(api, as, 0);
  return applyEntries(emptyHouseholdState(), entries as HouseholdEntry[]);
}

describe(`the pantry (${testEngine()})`, () => {
  it('puts, edits, marks "always have" and takes out things, the same on every phone', async () => {
    const account = newAccountCode();
    const phoneA = { account, device: newDeviceCode() };
    const phoneB = { account, device: newDeviceCode() };
    await pushOps(phoneA, newClientId(), [
      { type: 'putPantry', pantryId: 'rice', text: '500 g rice' },
      { type: 'putPantry', pantryId: 'spinach', text: 'half a bag of spinach' },
      { type: 'putPantry', pantryId: 'oil', text: 'olive oil', always: true },
      { type: 'setAisle', name: 'sweetcorn', aisle: 'frozen' },
    ]);
    const clientB = newClientId();
    await pushOps(phoneB, clientB, [
      { type: 'putPantry', pantryId: 'rice', text: '250 g rice' },
      { type: 'removePantry', pantryId: 'spinach' },
    ]);
    const state = await stateOf(phoneA);
    expect(pantryItems(state)).toEqual([
      { id: 'oil', text: 'olive oil', always: true },
      { id: 'rice', text: '250 g rice' },
    ]);
    // An older app sees aisle registers (a kind it knows, text values) that correct no item.
    const { entries } = await householdChanges(api, phoneB, 0);
    const pantryEntries = entries.filter((entry) => entry.key.startsWith('pantry:'));
    expect(pantryEntries.map((entry) => entry.kind)).toEqual(['aisle', 'aisle', 'aisle']);
    expect(aisleOverrides(state)).toEqual({ sweetcorn: 'frozen' });
    // Undo of the removal: the same thing back, on every phone.
    await pushOps(
      phoneB,
      clientB,
      [{ type: 'putPantry', pantryId: 'spinach', text: 'half a bag of spinach' }],
      3,
    );
    expect(pantryItems(await stateOf(phoneA)).map((item) => item.id)).toEqual([
      'oil',
      'rice',
      'spinach',
    ]);
  });

  it('refuses an empty, negative or absurd line, or an aisle correction for a pantry key, and keeps the pantry', async () => {
    const user = newUser();
    const clientId = newClientId();
    await pushOps(user, clientId, [{ type: 'putPantry', pantryId: 'eggs', text: '6 eggs' }]);
    for (const op of [
      { type: 'putPantry', pantryId: 'rice', text: '   ' },
      { type: 'putPantry', pantryId: 'rice', text: '-500 g rice' },
      { type: 'putPantry', pantryId: 'rice', text: '900 kg rice' },
      { type: 'putPantry', pantryId: 'rice', text: 'x'.repeat(201) },
      { type: 'putPantry', pantryId: 'not an id!', text: '500 g rice' },
      { type: 'putPantry', pantryId: 'rice', text: '500 g rice', always: 'yes' },
      { type: 'setAisle', name: 'pantry:eggs', aisle: 'frozen' },
    ]) {
      const refused = await pushHousehold(api, user, clientId, [{ n: 2, op }]);
      expect(refused.status, JSON.stringify(op)).toBe(400);
    }
    const negative = await pushHousehold(api, user, clientId, [
      { n: 2, op: { type: 'putPantry', pantryId: 'rice', text: '-500 g rice' } },
    ]);
    expect(negative.text).toContain('can’t be negative');
    // Zero, exponent form and words for no number: refused in the contract's error shape, with
    // core's reason (the web shows the same words before it sends).
    for (const [text, reason] of [
      ['0 g rice', 'An amount can’t be zero: type how much you have.'],
      ['0 eggs', 'An amount can’t be zero: type how much you have.'],
      ['1e400 g sugar', 'Write the amount as a plain number, such as "500 g".'],
      ['1e5 kg flour', 'Write the amount as a plain number, such as "500 g".'],
      ['Infinity g sugar', 'Write the amount as a plain number, such as "500 g".'],
      ['NaN cups rice', 'Write the amount as a plain number, such as "500 g".'],
    ] as const) {
      const refused = await pushHousehold(api, user, clientId, [
        { n: 2, op: { type: 'putPantry', pantryId: 'rice', text } },
      ]);
      expect(refused.status, text).toBe(400);
      expect(refused.body, text).toEqual({ ok: false, error: expect.stringContaining(reason) });
    }
    expect(pantryItems(await stateOf(user))).toEqual([{ id: 'eggs', text: '6 eggs' }]);
    // The refused pushes took no numbers: the next one is 2.
    const next = await pushOps(
      user,
      clientId,
      [{ type: 'putPantry', pantryId: 'rice', text: '500 g rice' }],
      2,
    );
    expect(next[0]?.status).toBe('applied');
  });

  it(`holds at most ${MAX_PANTRY_ITEMS} things per household; an edit or a put after a use-up still goes in`, async () => {
    const user = newUser();
    const clientId = newClientId();
    let n = 1;
    for (let start = 0; start < MAX_PANTRY_ITEMS; start += 100) {
      const ops = Array.from({ length: 100 }, (_, index): HouseholdOp => ({
        type: 'putPantry',
        pantryId: `p${start + index}`,
        text: `${start + index + 1} g rice`,
      }));
      const results = await pushOps(user, clientId, ops, n);
      expect(results.every((result) => result.status === 'applied')).toBe(true);
      n += ops.length;
    }
    const [full, edit, usedUp, again] = await pushOps(
      user,
      clientId,
      [
        { type: 'putPantry', pantryId: 'one-more', text: '6 eggs' },
        { type: 'putPantry', pantryId: 'p0', text: '2 g rice', always: true },
        { type: 'removePantry', pantryId: 'p1' },
        { type: 'putPantry', pantryId: 'one-more', text: '6 eggs' },
      ],
      n,
    );
    expect(full).toMatchObject({ status: 'rejected', reason: REASONS.pantryFull });
    expect(edit?.status).toBe('applied');
    expect(usedUp?.status).toBe('applied');
    expect(again?.status).toBe('applied');
    const pantry = pantryItems(await stateOf(user));
    expect(pantry).toHaveLength(MAX_PANTRY_ITEMS);
    expect(pantry.find((item) => item.id === 'p0')).toEqual({
      id: 'p0',
      text: '2 g rice',
      always: true,
    });
    expect(pantry.some((item) => item.id === 'p1')).toBe(false);
  });
});
