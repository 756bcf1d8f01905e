/** SPEC §2's tab swipe: a horizontal drag of at least 60 px within 25 degrees of the horizontal. */
export const SWIPE_MIN_PX = 60;
export const SWIPE_MAX_ANGLE_DEG = 25;

/** Whether a drag of (dx, dy) is a tab swipe (either way). */
export function isTabSwipe(dx: number, dy: number): boolean {
  if (Math.abs(dx) < SWIPE_MIN_PX) return false;
  const angle = (Math.atan2(Math.abs(dy), Math.abs(dx)) * 180) / Math.PI;
  return angle <= SWIPE_MAX_ANGLE_DEG;
}
