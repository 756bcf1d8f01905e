import { describe, expect, it } from 'vitest';
import { createTransactionGroups, createTurns, MAX_GROUPED_TRANSACTIONS } from './database.ts';

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

describe('grouped transactions on the embedded database', () => {
  /** A fake engine: a transaction is a list of writes, kept only when its work resolves. */
  function engine() {
    const kept: string[] = [];
    let transactions = 0;
    const begin = async <T>(work: (tx: string[]) => Promise<T>): Promise<T> => {
      transactions += 1;
      const tx: string[] = [];
      const result = await work(tx);
      kept.push(...tx);
      return result;
    };
    return { kept, begin, count: () => transactions };
  }

  it('runs the transactions that waited together in one, in order, each with its own result', async () => {
    const { kept, begin, count } = engine();
    const grouped = createTransactionGroups(createTurns(), begin);
    const results = await Promise.all(
      ['a', 'b', 'c'].map((name) =>
        grouped(async (tx) => {
          tx.push(name);
          return `${name} after ${tx.length - 1}`;
        }),
      ),
    );
    expect(results).toEqual(['a after 0', 'b after 1', 'c after 2']);
    expect(kept).toEqual(['a', 'b', 'c']);
    expect(count()).toBe(1);
  });

  it('runs each again on its own when one fails, so only that one fails', async () => {
    const { kept, begin } = engine();
    const grouped = createTransactionGroups(createTurns(), begin);
    const calls = ['a', 'b', 'c'].map((name) =>
      grouped(async (tx) => {
        if (name === 'b') throw new Error('duplicate key');
        tx.push(name);
        return name;
      }),
    );
    await expect(calls[0]).resolves.toBe('a');
    await expect(calls[1]).rejects.toThrow('duplicate key');
    await expect(calls[2]).resolves.toBe('c');
    expect(kept).toEqual(['a', 'c']);
  });

  it(`groups at most ${MAX_GROUPED_TRANSACTIONS} and queues the rest`, async () => {
    const { kept, begin, count } = engine();
    const grouped = createTransactionGroups(createTurns(), begin);
    const total = MAX_GROUPED_TRANSACTIONS + 3;
    await Promise.all(
      Array.from({ length: total }, (_, i) => grouped(async (tx) => tx.push(String(i)))),
    );
    expect(kept).toEqual(Array.from({ length: total }, (_, i) => String(i)));
    expect(count()).toBe(2);
  });
});
