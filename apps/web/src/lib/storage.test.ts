import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAllKeys, readKey, subscribeKey, writeKey } from './storage.ts';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('storage', () => {
  it("keeps every key under the 'plateful:' prefix", () => {
    writeKey('cookFilter', 'Veggie');
    writeKey('adminMode', true);
    expect(localStorage.getItem('plateful:cookFilter')).toBe('"Veggie"');
    expect(sessionStorage.getItem('plateful:adminMode')).toBe('true');
  });

  it("reads defaults when nothing is stored: cookFilter 'All', no quick filters", () => {
    expect(readKey('cookFilter')).toBe('All');
    expect(readKey('quickFilters')).toEqual({ time: null, mealTypes: [] });
    expect(readKey('selectedRecipeIds')).toEqual([]);
  });

  it('reads an invalid or unparsable value as the default, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('plateful:quickFilters', JSON.stringify({ time: '5m', mealTypes: ['x'] }));
    localStorage.setItem('plateful:selectedRecipeIds', '{not json');
    expect(readKey('quickFilters')).toEqual({ time: null, mealTypes: [] });
    expect(readKey('selectedRecipeIds')).toEqual([]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('only logs when storage itself fails', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => writeKey('cookFilter', 'Fish')).not.toThrow();
    expect(warn).toHaveBeenCalled();
    setItem.mockRestore();
    warn.mockRestore();
  });

  it('tells subscribers about changes in this tab', () => {
    const listener = vi.fn();
    const stop = subscribeKey('selectedRecipeIds', listener);
    writeKey('selectedRecipeIds', ['a']);
    writeKey('cookFilter', 'Meat');
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    writeKey('selectedRecipeIds', ['b']);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("clears only this app's keys", () => {
    localStorage.setItem('someone-else', 'x');
    writeKey('cookFilter', 'Fish');
    clearAllKeys();
    expect(localStorage.getItem('plateful:cookFilter')).toBeNull();
    expect(localStorage.getItem('someone-else')).toBe('x');
  });
});
