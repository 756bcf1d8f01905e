import { applyEntries, emptyHouseholdState, entriesOf, type HouseholdOp } from '@plateful/core';
import { describe, expect, it } from 'vitest';
import { checkedSettings } from './views.ts';

/** A state with the operations applied in order, as the server would version them. */
function stateOf(ops: HouseholdOp[]) {
  return applyEntries(
    emptyHouseholdState(),
    ops.flatMap((op, index) =>
      entriesOf(op).map((entry) => ({ ...entry, version: index + 1 }) as never),
    ),
  );
}

describe('checkedSettings: the aisle order the Shop page walks (issue 15)', () => {
  const ops: HouseholdOp[] = [
    { type: 'setSetting', name: 'aisleOrder', value: ['bakery'] },
    { type: 'setShopAisleOrder', shop: 'tesco', order: ['frozen', 'produce'] },
  ];

  it('is the chosen shop’s own order', () => {
    const settings = checkedSettings(
      stateOf([...ops, { type: 'setSetting', name: 'basketService', value: 'tesco' }]),
    );
    expect(settings.aisleOrder).toEqual(['frozen', 'produce']);
    expect(settings.householdAisleOrder).toEqual(['bakery']);
    expect(settings.shopAisleOrders).toEqual({ tesco: ['frozen', 'produce'] });
  });

  it('is the household’s for a shop without one, and for Whisk', () => {
    expect(
      checkedSettings(
        stateOf([...ops, { type: 'setSetting', name: 'basketService', value: 'asda' }]),
      ).aisleOrder,
    ).toEqual(['bakery']);
    expect(checkedSettings(stateOf(ops)).aisleOrder).toEqual(['bakery']);
  });

  it('leaves out an order for a shop it does not know', () => {
    const settings = checkedSettings(
      stateOf([{ type: 'setShopAisleOrder', shop: 'corner-shop', order: ['frozen'] }]),
    );
    expect(settings.shopAisleOrders).toEqual({});
    expect(settings.aisleOrder).toEqual([]);
  });
});

describe('checkedSettings: plan my week’s rules (issue 29)', () => {
  it('reads the rules the household kept, and none until then', () => {
    const rules = { meals: 5, vegetarianNights: 1, weeknightMaxMinutes: 30, noRepeatDays: 14 };
    expect(checkedSettings(stateOf([])).planRules).toBeNull();
    expect(
      checkedSettings(stateOf([{ type: 'setSetting', name: 'planRules', value: rules }])).planRules,
    ).toEqual(rules);
  });
});
