import { describe, expect, it } from 'vitest';
import { COUNTER_DASH, formatCounter } from './counter.ts';

describe('counter display', () => {
  it('shows numbers under 1,000 as they are', () => {
    expect(formatCounter(0)).toBe('0');
    expect(formatCounter(999)).toBe('999');
  });
  it('shows 1,000 or more as x.xk', () => {
    expect(formatCounter(1000)).toBe('1.0k');
    expect(formatCounter(1540)).toBe('1.5k');
    expect(formatCounter(999_000)).toBe('999.0k');
  });
  it('shows a million or more as x.xM', () => {
    expect(formatCounter(1_000_000)).toBe('1.0M');
    expect(formatCounter(2_450_000)).toBe('2.5M');
    expect(formatCounter(999_990)).toBe('1.0M');
  });
  it('shows a dash for null or a zero with an error', () => {
    expect(formatCounter(null)).toBe(COUNTER_DASH);
    expect(formatCounter(0, true)).toBe(COUNTER_DASH);
    expect(formatCounter(12, true)).toBe('12');
  });
});
