/**
 * Haptic feedback (SPEC §9): light, medium and heavy taps vibrate 10, 20 and 30 ms, at most one
 * per 300 ms. Silent where the device cannot vibrate.
 */
export const HAPTIC_DEBOUNCE_MS = 300;
export const HAPTIC_DURATION_MS = { light: 10, medium: 20, heavy: 30 } as const;
export type HapticStrength = keyof typeof HAPTIC_DURATION_MS;

let lastAt = Number.NEGATIVE_INFINITY;

export function haptic(strength: HapticStrength = 'light', now: number = Date.now()): boolean {
  if (now - lastAt < HAPTIC_DEBOUNCE_MS) return false;
  if (typeof navigator === 'undefined' || typeof navigator.vibrate !== 'function') return false;
  lastAt = now;
  try {
    return navigator.vibrate(HAPTIC_DURATION_MS[strength]);
  } catch {
    return false;
  }
}
