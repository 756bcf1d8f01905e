import { describe, expect, it } from 'vitest';
import { createTurns } from './database.ts';

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the embedded database’s turns', () => {
  it('runs one job at a time, in the order they were given, a slow first job included', async () => {
    const take = createTurns();
    const log: string[] = [];
    const job = (name: string, ms: number) => async () => {
      log.push(`${name} starts`);
      await later(ms);
      log.push(`${name} ends`);
      return name;
    };
    const results = await Promise.all([take(job('a', 30)), take(job('b', 0)), take(job('c', 5))]);
    expect(results).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['a starts', 'a ends', 'b starts', 'b ends', 'c starts', 'c ends']);
  });

  it('gives a failed job’s error to its caller and still runs the next', async () => {
    const take = createTurns();
    const failed = take(async () => {
      throw new Error('duplicate key');
    });
    const next = take(async () => 'ran');
    await expect(failed).rejects.toThrow('duplicate key');
    await expect(next).resolves.toBe('ran');
  });

  it('starts a job after the callback that gave it has returned and its promises have settled', async () => {
    const take = createTurns();
    let started = false;
    const done = take(async () => {
      started = true;
    });
    // However long the caller's chain of promises, the job waits for the event loop's next turn,
    // where Node reads the sockets that are waiting.
    for (let i = 0; i < 100; i += 1) await Promise.resolve();
    expect(started).toBe(false);
    await done;
    expect(started).toBe(true);
  });
});
