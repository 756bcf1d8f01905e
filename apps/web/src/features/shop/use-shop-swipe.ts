/**
 * The Shop tab's own swipe (SPEC §2, §9): a swipe left of at least 42 px, more horizontal than
 * vertical, past an 8 px dead zone, goes to /build. It does not start on buttons, links, inputs
 * or anything marked `data-no-swipe` inside the list. The list itself is marked `data-no-swipe`,
 * so the app shell's tab swipe (60 px / 25°) leaves it to this one.
 */
import { useDrag } from '@use-gesture/react';
import { useRef } from 'react';
import { useNavigate } from 'react-router';

export const SHOP_SWIPE_MIN_PX = 42;
export const SHOP_SWIPE_DEAD_ZONE_PX = 8;

const IGNORED =
  'button, a, input, textarea, select, summary, [contenteditable="true"], [role="dialog"], [data-no-swipe]';

/** The app shell's rule for a swipe right to the previous tab (SPEC §2: 60 px within 25°). */
const TAB_SWIPE_MIN_PX = 60;
const TAB_SWIPE_MAX_ANGLE_DEG = 25;

/**
 * Whether a drag of (dx, dy) goes to /build: the Shop swipe left (42 px, more horizontal than
 * vertical), or the shell's swipe right to the previous tab, which the list takes over too.
 */
export function isShopSwipe(dx: number, dy: number): boolean {
  if (dx <= -SHOP_SWIPE_MIN_PX) return Math.abs(dx) > Math.abs(dy);
  const angle = (Math.atan2(Math.abs(dy), Math.abs(dx)) * 180) / Math.PI;
  return dx >= TAB_SWIPE_MIN_PX && angle <= TAB_SWIPE_MAX_ANGLE_DEG;
}

/** Whether a gesture starting on `target` is left alone (inside `root`, which is marked itself). */
export function startsOnIgnored(target: EventTarget | null, root: Element | null): boolean {
  if (!(target instanceof Element)) return false;
  const hit = target.closest(IGNORED);
  return hit !== null && hit !== root;
}

/** Binds the swipe to the element that gets `ref`. */
export function useShopSwipe() {
  const ref = useRef<HTMLElement>(null);
  const navigate = useNavigate();
  const bind = useDrag(
    ({ first, last, initial: [x0, y0], xy: [x, y], event, memo }) => {
      const ignored: boolean = first ? startsOnIgnored(event.target, ref.current) : Boolean(memo);
      // Measured from where the finger went down (`movement` leaves out the dead zone).
      if (last && !ignored && isShopSwipe(x - x0, y - y0)) void navigate('/build');
      return ignored;
    },
    {
      pointer: { touch: true },
      threshold: SHOP_SWIPE_DEAD_ZONE_PX,
    },
  );
  return { ref, bind };
}
