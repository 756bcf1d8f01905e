import { describe, expect, it } from 'vitest';
import { FairQueue } from './fair-queue.ts';

describe('FairQueue', () => {
  it('serves clients in turn, however many items one of them queued first', () => {
    const queue = new FairQueue<string>();
    for (const n of [1, 2, 3, 4, 5]) queue.push('hostile', `h${n}`);
    queue.push('normal', 'n1');
    const order = [];
    for (let next = queue.take(); next; next = queue.take()) order.push(next.item);
    expect(order).toEqual(['h1', 'n1', 'h2', 'h3', 'h4', 'h5']);
  });

  it('skips a client that may not take more now, keeping its place in line', () => {
    const queue = new FairQueue<string>();
    queue.push('a', 'a1');
    queue.push('b', 'b1');
    queue.push('a', 'a2');
    expect(queue.take((client) => client !== 'a')?.item).toBe('b1');
    expect(queue.take((client) => client !== 'a')).toBeUndefined();
    expect(queue.take()?.item).toBe('a1');
  });

  it('counts and removes items per client', () => {
    const queue = new FairQueue<string>();
    queue.push('a', 'a1');
    queue.push('a', 'a2');
    queue.push('b', 'b1');
    expect([queue.size(), queue.size('a'), queue.size('c')]).toEqual([3, 2, 0]);
    expect(queue.remove('a', 'a1')).toBe(true);
    expect(queue.remove('a', 'a1')).toBe(false);
    expect(queue.take()?.item).toBe('a2');
    expect(queue.size()).toBe(1);
  });
});
