import { describe, expect, it } from 'vitest';
import { createGate } from './gate.ts';

describe('createGate', () => {
  it('runs at most its slots at once, the rest in the order they came, and frees a slot on failure', async () => {
    const gate = createGate(2);
    const started: number[] = [];
    let running = 0;
    let most = 0;
    const release: Array<() => void> = [];
    const tasks = [0, 1, 2, 3].map((index) =>
      gate.run(async () => {
        started.push(index);
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => release.push(resolve));
        running -= 1;
        if (index === 0) throw new Error('boom');
        return index;
      }),
    );
    // Settled from the start, so the failing task's rejection is handled at once.
    const settled = Promise.allSettled(tasks);
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(gate.waiting).toBe(2);
    while (release.length) {
      release.shift()!();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    const results = await settled;
    expect(results.map((result) => result.status)).toEqual([
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    expect(started).toEqual([0, 1, 2, 3]);
    expect(most).toBe(2);
  });
});
