import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRevealList } from './use-reveal-list.ts';

const items = Array.from({ length: 40 }, (_, i) => i);

/**
 * jsdom has no layout and no IntersectionObserver: this one is told by the test when to report
 * (with whatever answer: the hook measures the marker itself).
 */
class TestObserver {
  static current: TestObserver | null = null;
  constructor(private readonly report: IntersectionObserverCallback) {
    TestObserver.current = this;
  }
  observe() {}
  unobserve() {}
  disconnect() {}
  says(isIntersecting: boolean) {
    this.report(
      [{ isIntersecting } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
}

/**
 * A page of `itemHeight` px items with the end marker after them, scrolled to `scroll`: the
 * marker's box is where the shown items put it (jsdom's window is 768 px high, so the marker is
 * near while its top is within 1,536 px of the top of the screen).
 */
function render(list: readonly number[], memory: string, itemHeight = 400) {
  const hook = renderHook(() => useRevealList(list, { first: 4, step: 8, memory }));
  const page = { scroll: 0 };
  const marker = document.createElement('div');
  marker.getBoundingClientRect = () => {
    const top = hook.result.current.shown.length * itemHeight - page.scroll;
    return DOMRect.fromRect({ x: 0, y: top, width: 0, height: 0 });
  };
  act(() => hook.result.current.endRef(marker));
  /** The page is now at `scroll`, with no scroll event (a panel above closed, say). */
  const moveTo = (scroll: number) => {
    page.scroll = scroll;
  };
  /** The reader scrolls to `scroll`. */
  const scrollTo = (scroll: number) => {
    moveTo(scroll);
    act(() => document.dispatchEvent(new Event('scroll')));
  };
  return { ...hook, moveTo, scrollTo };
}

/**
 * Runs the slices' timers, short of the slow beat that measures the marker while items are left:
 * the events alone are tested here, the beat by its own test.
 */
const settle = () => vi.advanceTimersByTimeAsync(100);

describe('useRevealList', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows a slice more only while the end of the list is near the screen', async () => {
    vi.stubGlobal('IntersectionObserver', TestObserver);
    const { result, scrollTo } = render(items, 'near');
    expect(result.current.shown).toEqual(items.slice(0, 4));
    await act(settle);
    // Far from the screen (4 cards of 400 px put the end at 1,600 px): nothing more is rendered.
    expect(result.current.shown).toHaveLength(4);
    // Scrolled near: one slice, which puts the end of the list far below again.
    scrollTo(200);
    await act(settle);
    expect(result.current.shown).toEqual(items.slice(0, 12));
    scrollTo(3400);
    await act(settle);
    expect(result.current.shown).toHaveLength(20);
    scrollTo(0);
    await act(settle);
    expect(result.current.shown).toHaveLength(20);
  });

  it('marks the end of the list while a slice is asked for and not yet shown', async () => {
    vi.stubGlobal('IntersectionObserver', TestObserver);
    const { result } = render(items, 'asked', 20);
    const marker = document.createElement('div');
    marker.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 10, width: 0, height: 0 });
    act(() => result.current.endRef(marker));
    // The slice's timer asks (the transition is not committed before `act` ends)...
    await act(async () => {
      await vi.advanceTimersToNextTimerAsync();
      expect(marker.getAttribute('data-slice-asked')).toMatch(/^\d+$/);
    });
    // ...and once it shows, the mark is gone until the next slice is asked for.
    expect(result.current.shown.length).toBeGreaterThan(4);
    expect(marker.hasAttribute('data-slice-asked')).toBe(false);
  });

  it('measures the end of the list after each slice, a slice per task', async () => {
    vi.stubGlobal('IntersectionObserver', TestObserver);
    // Items of 20 px: the end of the list stays near the screen until every item is shown.
    const { result } = render(items, 'measured', 20);
    const lengths: number[] = [];
    for (let task = 0; task < 4; task += 1) {
      await act(() => vi.advanceTimersToNextTimerAsync());
      lengths.push(result.current.shown.length);
    }
    expect(lengths).toEqual([12, 20, 28, 36]);
    await act(settle);
    expect(result.current.shown).toBe(items);
  });

  it("measures where the end is when the observer reports, whatever the report's answer", async () => {
    vi.stubGlobal('IntersectionObserver', TestObserver);
    const { result, moveTo } = render(items, 'stale');
    await act(settle);
    expect(result.current.shown).toHaveLength(4);
    // The end came near with no scroll event; the report that says so arrives saying "far",
    // as a late one did on a loaded machine. The marker is where it is: a slice more.
    moveTo(200);
    act(() => TestObserver.current!.says(false));
    await act(settle);
    expect(result.current.shown).toHaveLength(12);
  });

  it('measures the end of the list on a slow beat when nothing reports', async () => {
    vi.stubGlobal('IntersectionObserver', TestObserver);
    const { result, moveTo } = render(items, 'beat');
    await act(settle);
    expect(result.current.shown).toHaveLength(4);
    // The end came near with no scroll, no resize and no report (the page at its bottom, the
    // observer seeing no change): the next beat measures it.
    moveTo(200);
    await act(settle);
    expect(result.current.shown).toHaveLength(4);
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(result.current.shown).toHaveLength(12);
  });

  it('stops measuring once every item is shown', async () => {
    vi.stubGlobal('IntersectionObserver', TestObserver);
    const { result } = render(items, 'done', 20);
    for (let beat = 0; beat < 10 && result.current.shown !== items; beat += 1) {
      await act(() => vi.advanceTimersByTimeAsync(500));
    }
    expect(result.current.shown).toBe(items);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('remembers how far the list was shown when it is mounted again', async () => {
    vi.stubGlobal('IntersectionObserver', TestObserver);
    const first = render(items, 'again');
    first.scrollTo(200);
    await act(settle);
    expect(first.result.current.shown).toHaveLength(12);
    first.unmount();
    const second = render(items, 'again');
    expect(second.result.current.shown).toHaveLength(12);
    // Another list starts from its own first slice.
    expect(render(items, 'other').result.current.shown).toHaveLength(4);
  });

  it('follows the reader where there is no IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { result, scrollTo } = render(items, 'no-observer');
    await act(settle);
    expect(result.current.shown).toHaveLength(4);
    scrollTo(200);
    await act(settle);
    expect(result.current.shown).toHaveLength(12);
  });
});
