import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRevealList } from './use-reveal-list.ts';

const items = Array.from({ length: 40 }, (_, i) => i);

/**
 * jsdom has no layout, so no IntersectionObserver: this one is told by the test whether the end
 * marker is near the screen (the browser test scrolls a real list).
 */
class TestObserver {
  static current: TestObserver | null = null;
  constructor(private readonly report: IntersectionObserverCallback) {
    TestObserver.current = this;
  }
  observed = 0;
  observe() {
    this.observed += 1;
  }
  unobserve() {}
  disconnect() {}
  near(isIntersecting: boolean) {
    this.report(
      [{ isIntersecting } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
}

function render(list: readonly number[], memory: string) {
  const hook = renderHook(() => useRevealList(list, { first: 4, step: 8, memory }));
  act(() => hook.result.current.endRef(document.createElement('div')));
  return hook;
}

describe('useRevealList', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows a slice more only while the end of the list is near the screen', async () => {
    vi.stubGlobal('IntersectionObserver', TestObserver);
    const { result } = render(items, 'near');
    expect(result.current.shown).toEqual(items.slice(0, 4));
    await act(() => vi.runAllTimersAsync());
    // Far from the screen: nothing more is rendered.
    expect(result.current.shown).toHaveLength(4);
    act(() => TestObserver.current!.near(true));
    await act(() => vi.runAllTimersAsync());
    expect(result.current.shown).toEqual(items.slice(0, 12));
    act(() => TestObserver.current!.near(true));
    await act(() => vi.runAllTimersAsync());
    expect(result.current.shown).toHaveLength(20);
    act(() => TestObserver.current!.near(false));
    await act(() => vi.runAllTimersAsync());
    expect(result.current.shown).toHaveLength(20);
  });

  it('adds one slice per report and measures the end of the list again after it', async () => {
    vi.stubGlobal('IntersectionObserver', TestObserver);
    const { result } = render(items, 'measured');
    const observer = TestObserver.current!;
    const observedBefore = observer.observed;
    act(() => observer.near(true));
    await act(() => vi.runAllTimersAsync());
    // Until the browser has laid the slice out and reported again, nothing more is added.
    expect(result.current.shown).toHaveLength(12);
    expect(observer.observed).toBe(observedBefore + 1);
  });

  it('remembers how far the list was shown when it is mounted again', async () => {
    vi.stubGlobal('IntersectionObserver', TestObserver);
    const first = render(items, 'again');
    act(() => TestObserver.current!.near(true));
    await act(() => vi.runAllTimersAsync());
    expect(first.result.current.shown).toHaveLength(12);
    first.unmount();
    const second = render(items, 'again');
    expect(second.result.current.shown).toHaveLength(12);
    // Another list starts from its own first slice.
    expect(render(items, 'other').result.current.shown).toHaveLength(4);
  });

  it('shows every item, a slice per task, where there is no IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { result } = render(items, 'no-observer');
    for (let slice = 0; slice < 5; slice += 1) await act(() => vi.advanceTimersToNextTimerAsync());
    expect(result.current.shown).toBe(items);
    expect(vi.getTimerCount()).toBe(0);
  });
});
