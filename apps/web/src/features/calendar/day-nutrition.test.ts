import { describe, expect, it } from 'vitest';
import { weekName } from './day-nutrition.tsx';

describe('weekName', () => {
  it('names the week the calendar shows, from this week', () => {
    expect(weekName(0)).toBe('This week');
    expect(weekName(1)).toBe('Next week');
    expect(weekName(-1)).toBe('Last week');
    expect(weekName(3)).toBe('The week');
    expect(weekName(-2)).toBe('The week');
  });
});
