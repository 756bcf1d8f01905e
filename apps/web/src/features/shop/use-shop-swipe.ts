/**
 * The Shop tab's own swipe (SPEC §2, §9): a swipe left of at least 42 px, more horizontal than
 * vertical, past an 8 px dead zone, goes to /build. It does not start on buttons, links, inputs
 * or anything marked `data-no-swipe` inside the list. The list itself is marked `data-no-swipe`,
 * so the app shell's tab swipe (60 px / 25°) leaves it to this one.
 */
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { isTabSwipe } from '../../lib/tab-swipe.ts';

export const SHOP_SWIPE_MIN_PX = 42;
export const SHOP_SWIPE_DEAD_ZONE_PX = 8;

const IGNORED =
  'button, a, input, textarea, select, summary, [contenteditable="true"], [role="dialog"], [data-no-swipe]';

/**
 * Whether a drag of (dx, dy) goes to /build: the Shop swipe left (42 px, more horizontal than
 * vertical), or the shell's swipe right to the previous tab, which the list takes over too.
 */
export function isShopSwipe(dx: number, dy: number): boolean {
  if (dx <= -SHOP_SWIPE_MIN_PX) return Math.abs(dx) > Math.abs(dy);
  return dx > 0 && isTabSwipe(dx, dy);
}

/** Whether a gesture starting on `target` is left alone (inside `root`, which is marked itself). */
export function startsOnIgnored(target: EventTarget | null, root: Element | null): boolean {
  if (!(target instanceof Element)) return false;
  const hit = target.closest(IGNORED);
  return hit !== null && hit !== root;
}

/**
 * Binds the swipe to the element that gets `ref`, with plain touch listeners: a tap stays a tap
 * (no click is ever swallowed), and only a finished touch that moved is judged.
 */
export function useShopSwipe() {
  const ref = useRef<HTMLElement>(null);
  const navigate = useNavigate();
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let start: { x: number; y: number } | null = null;
    const onTouchStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      const usable = touch && event.touches.length === 1 && !startsOnIgnored(event.target, element);
      start = usable ? { x: touch.clientX, y: touch.clientY } : null;
    };
    const onTouchEnd = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      if (!start || !touch) return;
      const dx = touch.clientX - start.x;
      const dy = touch.clientY - start.y;
      start = null;
      if (Math.hypot(dx, dy) < SHOP_SWIPE_DEAD_ZONE_PX) return;
      if (isShopSwipe(dx, dy)) void navigate('/build');
    };
    element.addEventListener('touchstart', onTouchStart, { passive: true });
    element.addEventListener('touchend', onTouchEnd, { passive: true });
    return () => {
      element.removeEventListener('touchstart', onTouchStart);
      element.removeEventListener('touchend', onTouchEnd);
    };
  }, [navigate]);
  return { ref };
}
