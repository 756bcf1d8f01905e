import { describe, expect, it } from 'vitest';
import { formatAmount, formatKitchenNumber } from './kitchen-amount.ts';

describe('formatKitchenNumber', () => {
  it.each([
    [1, '1'],
    [0.5, '½'],
    [1.5, '1½'],
    [0.25, '¼'],
    [0.75, '¾'],
    [1 / 3, '⅓'],
    [2 / 3, '⅔'],
    [1.3333, '1⅓'],
    [2.95, '3'],
    [0.01, '⅛'],
    [12.5, '13'],
  ])('writes %d as %s', (value, text) => {
    expect(formatKitchenNumber(value)).toBe(text);
  });
});

describe('formatAmount', () => {
  it('rounds grams and millilitres as a kitchen scale reads', () => {
    expect(formatAmount(247.5, 'metric-small')).toBe('250');
    expect(formatAmount(37.5, 'metric-small')).toBe('40');
    expect(formatAmount(7.3, 'metric-small')).toBe('7.5');
    expect(formatAmount(1234, 'metric-small')).toBe('1250');
    expect(formatAmount(0.04, 'metric-small')).toBe('0.1');
  });

  it('keeps kilograms and litres to two figures', () => {
    expect(formatAmount(1.333, 'metric-large')).toBe('1.3');
    expect(formatAmount(0.75, 'metric-large')).toBe('0.75');
  });

  it('never writes a negative, zero-looking or not-a-number amount for a bad value', () => {
    expect(formatAmount(Number.NaN, 'kitchen')).toBe('0');
    expect(formatAmount(-2, 'metric-small')).toBe('0');
  });
});
