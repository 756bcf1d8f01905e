/**
 * Switching tabs by gesture (SPEC §2): a horizontal swipe of at least 60 px within 25 degrees of
 * the horizontal, or a horizontal wheel movement over 35. Swipe left goes to the next tab.
 */
import { useGesture } from '@use-gesture/react';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { TABS, type TabIndex } from './tabs.ts';

export const SWIPE_MIN_PX = 60;
export const SWIPE_MAX_ANGLE_DEG = 25;
export const WHEEL_MIN_DELTA = 35;

/** The tab a horizontal movement leads to, or null. */
export function tabAfterMove(current: TabIndex, dx: number): TabIndex | null {
  const next = current + (dx < 0 ? 1 : -1);
  return next >= 0 && next < TABS.length ? (next as TabIndex) : null;
}

/** Whether a drag of (dx, dy) is a tab swipe. */
export function isTabSwipe(dx: number, dy: number): boolean {
  if (Math.abs(dx) < SWIPE_MIN_PX) return false;
  const angle = (Math.atan2(Math.abs(dy), Math.abs(dx)) * 180) / Math.PI;
  return angle <= SWIPE_MAX_ANGLE_DEG;
}

/** Elements a gesture must not start on (SPEC §2 names the no-swipe marker for the Shop tab). */
const IGNORED =
  'input, textarea, select, [contenteditable="true"], [data-no-swipe], [role="dialog"]';

export function useTabGestures(currentTab: TabIndex | null) {
  const navigate = useNavigate();
  const wheelUsed = useRef(false);
  const go = (dx: number) => {
    if (currentTab === null) return;
    const next = tabAfterMove(currentTab, dx);
    if (next !== null) void navigate(TABS[next].path);
  };
  return useGesture(
    {
      onDragEnd: ({ movement: [dx, dy], event, canceled }) => {
        if (canceled || (event.target as Element | null)?.closest?.(IGNORED)) return;
        if (isTabSwipe(dx, dy)) go(dx);
      },
      onWheel: ({ movement: [mx, my], first, last }) => {
        if (first) wheelUsed.current = false;
        if (!wheelUsed.current && Math.abs(mx) > WHEEL_MIN_DELTA && Math.abs(mx) > Math.abs(my)) {
          wheelUsed.current = true;
          // Scrolling right (positive deltaX) moves on, like a swipe to the left.
          go(-mx);
        }
        if (last) wheelUsed.current = false;
      },
    },
    {
      drag: { filterTaps: true, pointer: { touch: true }, axis: undefined },
      wheel: { eventOptions: { passive: true } },
    },
  );
}
