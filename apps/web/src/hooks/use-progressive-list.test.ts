import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProgressiveList } from './use-progressive-list.ts';

const items = Array.from({ length: 40 }, (_, i) => i);

describe('useProgressiveList', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the first slice at once, then a step more per task until all are shown', async () => {
    const { result } = renderHook(() => useProgressiveList(items, 8, 16));
    expect(result.current).toEqual(items.slice(0, 8));
    await act(() => vi.advanceTimersToNextTimerAsync());
    expect(result.current).toEqual(items.slice(0, 24));
    await act(() => vi.advanceTimersToNextTimerAsync());
    expect(result.current).toBe(items);
    // Nothing more is scheduled once everything is shown.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows a short list whole, with nothing scheduled', () => {
    const short = items.slice(0, 5);
    const { result } = renderHook(() => useProgressiveList(short, 8, 16));
    expect(result.current).toBe(short);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps the slice count reached when the list changes', async () => {
    const { result, rerender } = renderHook(({ list }) => useProgressiveList(list, 8, 16), {
      initialProps: { list: items },
    });
    await act(() => vi.advanceTimersToNextTimerAsync());
    await act(() => vi.advanceTimersToNextTimerAsync());
    expect(result.current).toHaveLength(40);
    const filtered = items.filter((n) => n % 2 === 0);
    rerender({ list: filtered });
    expect(result.current).toBe(filtered);
  });
});
