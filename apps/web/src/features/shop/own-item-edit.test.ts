import { buildShoppingList } from '@plateful/core';
import { describe, expect, it } from 'vitest';
import { ownItemEditOps } from './own-item-edit.ts';

const own = [{ id: 'a', text: '1 pint Semi-Skimmed Milk' }];
const item = buildShoppingList([], { ownItems: own }).items[0]!;

describe("a typed line's Edit", () => {
  it('moves the line by its name when only the aisle changes', () => {
    expect(ownItemEditOps(item, own, [own[0]!.text], 'frozen')).toEqual([
      { type: 'setAisle', name: item.name, aisle: 'frozen' },
    ]);
  });

  it('puts the new text alone when the aisle is left', () => {
    expect(ownItemEditOps(item, own, ['  2 pints   milk '], item.category)).toEqual([
      { type: 'putItem', itemId: 'a', text: '2 pints milk' },
    ]);
  });

  it('moves the name the line now has when it is renamed and moved at once', () => {
    const ops = ownItemEditOps(item, own, ['1 litre oat milk'], 'frozen');
    expect(ops).toEqual([
      { type: 'setAisle', name: 'oat milk', aisle: 'frozen' },
      { type: 'putItem', itemId: 'a', text: '1 litre oat milk' },
    ]);
    // The old name keeps its usual aisle: no correction is left on a line no longer shown.
    expect(ops.some((op) => op.type === 'setAisle' && op.name === item.name)).toBe(false);
  });

  it('clears the correction when the usual aisle is chosen again, as "Back to the usual aisle" did', () => {
    const moved = { ...item, category: 'frozen' as const };
    expect(ownItemEditOps(moved, own, [own[0]!.text], item.category)).toEqual([
      { type: 'setAisle', name: item.name, aisle: null },
    ]);
  });
});
