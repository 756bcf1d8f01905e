/** Duration display (SPEC §9): 'Nm', or 'Nh Mm' at 60 minutes or more. */
import { MINUTES_PER_HOUR } from '../constants.ts';

/** '45m', '1h 30m', '2h 0m'; '' for a missing, negative or non-numeric duration. */
export function formatDuration(minutes: number | null | undefined): string {
  if (typeof minutes !== 'number' || !Number.isFinite(minutes) || minutes < 0) return '';
  const whole = Math.round(minutes);
  if (whole < MINUTES_PER_HOUR) return `${whole}m`;
  return `${Math.floor(whole / MINUTES_PER_HOUR)}h ${whole % MINUTES_PER_HOUR}m`;
}
