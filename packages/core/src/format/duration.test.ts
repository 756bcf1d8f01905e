import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration.ts';

describe('duration display', () => {
  it('shows Nm under an hour', () => {
    expect(formatDuration(0)).toBe('0m');
    expect(formatDuration(45)).toBe('45m');
    expect(formatDuration(59)).toBe('59m');
  });
  it('shows Nh Mm at 60 minutes or more', () => {
    expect(formatDuration(60)).toBe('1h 0m');
    expect(formatDuration(90)).toBe('1h 30m');
    expect(formatDuration(135)).toBe('2h 15m');
  });
  it('shows nothing for a missing or bad duration', () => {
    expect(formatDuration(null)).toBe('');
    expect(formatDuration(Number.NaN)).toBe('');
    expect(formatDuration(-5)).toBe('');
  });
});
