/**
 * Switching tabs by gesture (SPEC §2): a horizontal swipe of at least 60 px within 25 degrees of
 * the horizontal, or a horizontal wheel movement over 35. Swipe left goes to the next tab.
 */
import { useEffect, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { isTabSwipe } from '../lib/tab-swipe.ts';
import { TABS, type TabIndex } from './tabs.ts';

export const WHEEL_MIN_DELTA = 35;

/** The tab a horizontal movement leads to, or null. */
export function tabAfterMove(current: TabIndex, dx: number): TabIndex | null {
  const next = current + (dx < 0 ? 1 : -1);
  return next >= 0 && next < TABS.length ? (next as TabIndex) : null;
}

/** Elements a gesture must not start on (SPEC §2 names the no-swipe marker for the Shop tab). */
const IGNORED =
  'input, textarea, select, [contenteditable="true"], [data-no-swipe], [role="dialog"]';
/** A pause this long ends a wheel gesture. */
const WHEEL_GESTURE_GAP_MS = 250;

/**
 * Binds tab swipes and wheel switching to the element in `ref`, with plain touch and wheel
 * listeners (no click is ever swallowed: taps stay taps).
 */
export function useTabGestures(
  ref: RefObject<HTMLElement | null>,
  currentTab: TabIndex | null,
): void {
  const navigate = useNavigate();
  useEffect(() => {
    const element = ref.current;
    if (!element || currentTab === null) return;
    const go = (dx: number) => {
      const next = tabAfterMove(currentTab, dx);
      if (next !== null) void navigate(TABS[next].path);
    };
    let start: { x: number; y: number } | null = null;
    const onTouchStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      const ignored = (event.target as Element | null)?.closest?.(IGNORED);
      start =
        touch && event.touches.length === 1 && !ignored
          ? { x: touch.clientX, y: touch.clientY }
          : null;
    };
    const onTouchEnd = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      if (!start || !touch) return;
      const dx = touch.clientX - start.x;
      const dy = touch.clientY - start.y;
      start = null;
      if (isTabSwipe(dx, dy)) go(dx);
    };
    let wheel = { x: 0, y: 0, used: false, timer: 0 };
    const onWheel = (event: WheelEvent) => {
      if ((event.target as Element | null)?.closest?.(IGNORED)) return;
      window.clearTimeout(wheel.timer);
      wheel.x += event.deltaX;
      wheel.y += event.deltaY;
      wheel.timer = window.setTimeout(
        () => (wheel = { x: 0, y: 0, used: false, timer: 0 }),
        WHEEL_GESTURE_GAP_MS,
      );
      if (
        !wheel.used &&
        Math.abs(wheel.x) > WHEEL_MIN_DELTA &&
        Math.abs(wheel.x) > Math.abs(wheel.y)
      ) {
        wheel.used = true;
        // Scrolling right (positive deltaX) moves on, like a swipe to the left.
        go(-wheel.x);
      }
    };
    element.addEventListener('touchstart', onTouchStart, { passive: true });
    element.addEventListener('touchend', onTouchEnd, { passive: true });
    element.addEventListener('wheel', onWheel, { passive: true });
    return () => {
      window.clearTimeout(wheel.timer);
      element.removeEventListener('touchstart', onTouchStart);
      element.removeEventListener('touchend', onTouchEnd);
      element.removeEventListener('wheel', onWheel);
    };
  }, [ref, currentTab, navigate]);
}
