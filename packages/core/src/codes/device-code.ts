/**
 * Device codes (SPEC §3, §5): 26 characters of a Crockford-style alphabet, or the legacy form
 * device_{digits}_{alphanumerics}. Identifies a browser when there is no account code.
 */
import {
  DEVICE_CODE_GENERATED_LENGTH,
  DEVICE_CODE_MAX_LENGTH,
  DEVICE_CODE_MIN_LENGTH,
} from '../constants.ts';
import { randomString, type Brand, type RandomIndex } from './brand.ts';

export type DeviceCode = Brand<string, 'DeviceCode'>;

/** Crockford base 32: digits and letters without I, L, O and U. */
export const CROCKFORD_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

const LEGACY = /^device_\d+_[A-Za-z0-9]+$/;
const CROCKFORD = new RegExp(
  `^[${CROCKFORD_ALPHABET}]{${DEVICE_CODE_MIN_LENGTH},${DEVICE_CODE_MAX_LENGTH}}$`,
);

/** SPEC §5: upper-case, spaces and dashes removed, I and L to 1, O to 0, U to V. */
export function normaliseDeviceCode(input: string): string {
  return String(input ?? '')
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/[IL]/g, '1')
    .replace(/O/g, '0')
    .replace(/U/g, 'V');
}

/**
 * Parses a device code: the legacy device_{digits}_{alphanumerics} form as it is, else the
 * normalised code when it is 20-32 Crockford characters; null when invalid.
 */
export function parseDeviceCode(input: string): DeviceCode | null {
  const trimmed = String(input ?? '').trim();
  if (LEGACY.test(trimmed)) return trimmed as DeviceCode;
  const code = normaliseDeviceCode(trimmed);
  return CROCKFORD.test(code) ? (code as DeviceCode) : null;
}

/** Whether the input is a valid device code. */
export function isValidDeviceCode(input: string): boolean {
  return parseDeviceCode(input) !== null;
}

/** SPEC §5: a new device code, 26 Crockford characters, from the caller's randomness. */
export function generateDeviceCode(randomIndex: RandomIndex): DeviceCode {
  return randomString(CROCKFORD_ALPHABET, DEVICE_CODE_GENERATED_LENGTH, randomIndex) as DeviceCode;
}
