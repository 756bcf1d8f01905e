import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchForUpdate } from './watch-for-update.ts';

/** A service-worker container whose controller the test sets. */
function fakeContainer(controller: object | null) {
  const target = new EventTarget() as EventTarget & {
    controller: object | null;
    getRegistration: () => Promise<{ update: () => Promise<void> } | undefined>;
  };
  target.controller = controller;
  target.getRegistration = vi.fn(() => Promise.resolve({ update: vi.fn(() => Promise.resolve()) }));
  return target;
}

describe('watchForUpdate', () => {
  afterEach(() => vi.useRealTimers());

  it('reports a new worker taking over a page that already had one', () => {
    const container = fakeContainer({});
    const onUpdate = vi.fn();
    const stop = watchForUpdate(onUpdate, container as unknown as ServiceWorkerContainer);
    container.dispatchEvent(new Event('controllerchange'));
    expect(onUpdate).toHaveBeenCalledOnce();
    stop();
    container.dispatchEvent(new Event('controllerchange'));
    expect(onUpdate).toHaveBeenCalledOnce();
  });

  it('does not report the first install claiming the page, only later changes', () => {
    const container = fakeContainer(null);
    const onUpdate = vi.fn();
    watchForUpdate(onUpdate, container as unknown as ServiceWorkerContainer);
    container.dispatchEvent(new Event('controllerchange'));
    expect(onUpdate).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(onUpdate).toHaveBeenCalledOnce();
  });

  it('checks for a new worker when the page comes back into view, at most hourly', () => {
    vi.useFakeTimers();
    const container = fakeContainer({});
    watchForUpdate(() => {}, container as unknown as ServiceWorkerContainer);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(container.getRegistration).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60 * 60 * 1000);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(container.getRegistration).toHaveBeenCalledOnce();
  });

  it('does nothing without service workers', () => {
    expect(() => watchForUpdate(() => {}, undefined)()).not.toThrow();
  });
});
