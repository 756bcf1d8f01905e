/** Share codes (SPEC §2): 6-12 letters or digits, upper-cased (/r/{code}, ?r={code}). */
import { SHARE_CODE_MAX_LENGTH, SHARE_CODE_MIN_LENGTH } from '../constants.ts';
import type { Brand } from './brand.ts';

export type ShareCode = Brand<string, 'ShareCode'>;

const SHARE_CODE = new RegExp(`^[A-Za-z0-9]{${SHARE_CODE_MIN_LENGTH},${SHARE_CODE_MAX_LENGTH}}$`);

/** The upper-cased share code when the input is 6-12 letters or digits; null otherwise. */
export function parseShareCode(input: string): ShareCode | null {
  const trimmed = String(input ?? '').trim();
  return SHARE_CODE.test(trimmed) ? (trimmed.toUpperCase() as ShareCode) : null;
}
