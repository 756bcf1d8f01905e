import { describe, expect, it, vi } from 'vitest';
import { haptic } from './haptics.ts';

describe('haptics (SPEC §9)', () => {
  it('vibrates 10/20/30 ms for light/medium/heavy, at most once per 300 ms', () => {
    const vibrate = vi.fn(() => true);
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    expect(haptic('light', 10_000)).toBe(true);
    expect(haptic('heavy', 10_299)).toBe(false);
    expect(haptic('heavy', 10_300)).toBe(true);
    expect(haptic('medium', 20_000)).toBe(true);
    expect(vibrate.mock.calls).toEqual([[10], [30], [20]]);
  });
});
