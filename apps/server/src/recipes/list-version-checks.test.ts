import { describe, expect, it } from 'vitest';
import { createBatchedReads } from './list-version-checks.ts';

/** A table of versions whose reads take a snapshot when they start and answer when released. */
function slowStore(initial: Record<string, number>) {
  const versions = new Map(Object.entries(initial));
  const reads: { keys: string[]; release: () => void; fail: (error: Error) => void }[] = [];
  const read = (keys: string[]) => {
    const snapshot = new Map(
      keys.flatMap((key) => (versions.has(key) ? [[key, versions.get(key)!]] : [])),
    );
    return new Promise<Map<string, number>>((resolve, reject) => {
      reads.push({ keys, release: () => resolve(snapshot), fail: reject });
    });
  };
  return { versions, reads, read };
}

const atOnce = <T>(job: (q: undefined) => Promise<T>) => job(undefined);
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('list versions read for many calls at once', () => {
  it('answers the calls that wait together with one read, each with its own key', async () => {
    const store = slowStore({ a: 1, b: 7 });
    // A turn that comes later (PGlite's queue): calls made before it starts join its read.
    let startTurn!: () => void;
    const turn = new Promise<void>((resolve) => (startTurn = resolve));
    const checks = createBatchedReads<number, undefined>(store.read, async (job) => {
      await turn;
      return job(undefined);
    });
    const answers = Promise.all([
      checks.get('a'),
      checks.get('b'),
      checks.get('a'),
      checks.get('c'),
    ]);
    startTurn();
    await settle();
    expect(store.reads.map((r) => r.keys)).toEqual([['a', 'b', 'c']]);
    store.reads[0]!.release();
    expect(await answers).toEqual([1, 7, 1, null]);
  });

  it('never answers a call with a read that started before it came', async () => {
    const store = slowStore({ a: 1 });
    const checks = createBatchedReads<number, undefined>(store.read, atOnce);
    const before = checks.get('a');
    await settle();
    expect(store.reads).toHaveLength(1);
    // A write returns while that read is out; a call after it must see it.
    store.versions.set('a', 2);
    const after = checks.get('a');
    store.reads[0]!.release();
    expect(await before).toBe(1);
    await settle();
    expect(store.reads).toHaveLength(2);
    store.reads[1]!.release();
    expect(await after).toBe(2);
  });

  it("fails a read's calls with its error, and reads again for the next", async () => {
    const store = slowStore({ a: 3 });
    const checks = createBatchedReads<number, undefined>(store.read, atOnce);
    const failed = checks.get('a');
    await settle();
    store.reads[0]!.fail(new Error('connection lost'));
    await expect(failed).rejects.toThrow('connection lost');
    const next = checks.get('a');
    await settle();
    store.reads[1]!.release();
    expect(await next).toBe(3);
  });
});
