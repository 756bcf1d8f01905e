/** Community counter display (SPEC §5): x.xk from 1,000, x.xM from a million, a dash when unknown. */
import { COUNTER_MILLION, COUNTER_THOUSAND } from '../constants.ts';

/** Shown for a null counter, or a zero that came from an error. */
export const COUNTER_DASH = '–';

/** '950', '1.5k', '2.0M'; the dash for null, or for 0 when `failed` (the load errored). */
export function formatCounter(value: number | null | undefined, failed = false): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return COUNTER_DASH;
  if (value === 0 && failed) return COUNTER_DASH;
  // 999,950 would read '1000.0k': it is shown as '1.0M'.
  if (Math.round(value / 100) >= COUNTER_MILLION / 100)
    return `${(value / COUNTER_MILLION).toFixed(1)}M`;
  if (value >= COUNTER_THOUSAND) return `${(value / COUNTER_THOUSAND).toFixed(1)}k`;
  return String(Math.round(value));
}
