// The worker's own first read (its warm-up) never keeps it from saying it is ready.
import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';

const port = Object.assign(new EventEmitter(), { postMessage: vi.fn() });
vi.mock('node:worker_threads', () => ({ parentPort: port }));
vi.mock('../extract/extract-recipe.ts', () => ({
  extractRecipe: () => {
    throw new Error('unreadable');
  },
}));

afterEach(() => {
  port.removeAllListeners();
  port.postMessage.mockClear();
});

describe('extract-worker', () => {
  it('says it is ready when its warm-up read throws, and answers pages with the error', async () => {
    await import('./extract-worker.ts');
    expect(port.postMessage).toHaveBeenCalledWith({ ready: true });
    port.emit('message', { id: 7, html: '<p>x</p>', url: 'https://example.com/x' });
    expect(port.postMessage).toHaveBeenLastCalledWith({ id: 7, error: 'unreadable' });
  });
});
