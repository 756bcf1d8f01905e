import { describe, expect, it } from 'vitest';
import { dayFiveADay, fiveADayPortions } from './five-a-day.ts';

describe('fiveADayPortions', () => {
  it('counts 80 g of fruit or vegetables as one portion', () => {
    expect(fiveADayPortions({ vegetable: 160 })).toBe(2);
    expect(fiveADayPortions({ vegetable: 40, fruit: 80 })).toBe(1.5);
  });

  it('counts 30 g of dried fruit as one portion', () => {
    expect(fiveADayPortions({ 'dried-fruit': 60 })).toBe(2);
  });

  it('counts pulses once however many there are', () => {
    expect(fiveADayPortions({ pulse: 40 })).toBe(0.5);
    expect(fiveADayPortions({ pulse: 400 })).toBe(1);
    expect(fiveADayPortions({ pulse: 400, vegetable: 80 })).toBe(2);
  });

  it('counts juice once, at 150 ml', () => {
    expect(fiveADayPortions({ juice: 75 })).toBe(0.5);
    expect(fiveADayPortions({ juice: 600 })).toBe(1);
  });

  it('gives 0, never NaN or a negative, for nothing or nonsense', () => {
    expect(fiveADayPortions({})).toBe(0);
    expect(fiveADayPortions({ vegetable: Number.NaN })).toBe(0);
    expect(fiveADayPortions({ vegetable: -80 })).toBe(0);
  });
});

describe('dayFiveADay', () => {
  it('adds a day of servings, still counting pulses and juice once', () => {
    expect(
      dayFiveADay([
        { pulse: 80, vegetable: 80 },
        { pulse: 80, fruit: 160 },
      ]),
    ).toBe(4);
    expect(dayFiveADay([{ juice: 150 }, { juice: 150 }])).toBe(1);
  });
});
