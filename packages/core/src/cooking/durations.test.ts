import { describe, expect, it } from 'vitest';
import { findStepDurations, formatTimerClock, MAX_TIMER_SECONDS } from './durations.ts';

const seconds = (step: string) => findStepDurations(step).map((found) => found.seconds);

describe('findStepDurations', () => {
  it.each([
    ['Bake for 25 minutes until golden.', [1500]],
    ['Simmer 1 hour.', [3600]],
    ['Leave to rest 10 mins.', [600]],
    ['Roast for 1½ hrs, basting halfway.', [5400]],
    ['Cook for 1 hour 15 minutes.', [4500]],
    ['Cook for 1 hour and 15 minutes.', [4500]],
    ['Braise for 1 1/2 hours.', [5400]],
    ['Cook for half an hour.', [1800]],
    ['Slow-cook for an hour and a half.', [5400]],
    ['Boil for two minutes, then drain.', [120]],
    ['Whisk for 30 seconds.', [30]],
    ['Grill for 3 more minutes.', [180]],
    ['Fry 5 mins, then add the rice and cook 12 mins.', [300, 720]],
    ['Cook 2–3 mins each side', [120]],
  ])('reads %j', (step, expected) => {
    expect(seconds(step)).toEqual(expected);
  });

  it('times a range from its lower end and keeps the range as written', () => {
    expect(findStepDurations('Bake for 25–30 minutes.')).toEqual([
      { text: '25–30 minutes', start: 9, end: 22, seconds: 1500, maxSeconds: 1800 },
    ]);
    expect(findStepDurations('Simmer 20 to 25 mins')[0]).toMatchObject({
      seconds: 1200,
      maxSeconds: 1500,
    });
  });

  it.each([
    'Season to taste and serve.',
    'Chill overnight.',
    'Bake at 180C until golden.',
    'Cut into 2 cm pieces.',
    'Add the 3 eggs.',
    '',
  ])('finds no timer in %j', (step) => {
    expect(findStepDurations(step)).toEqual([]);
  });

  it('ignores absurd times calmly rather than starting a 400-hour timer', () => {
    expect(findStepDurations('Bake for 400 hours.')).toEqual([]);
    expect(findStepDurations('Bake for 0 minutes.')).toEqual([]);
    expect(seconds('Prove for 24 hours.')).toEqual([MAX_TIMER_SECONDS]);
  });
});

describe('formatTimerClock', () => {
  it('shows minutes and seconds, and hours when there are any', () => {
    expect(formatTimerClock(1500)).toBe('25:00');
    expect(formatTimerClock(4500)).toBe('1:15:00');
    expect(formatTimerClock(44.2)).toBe('0:45');
    expect(formatTimerClock(-3)).toBe('0:00');
  });
});
