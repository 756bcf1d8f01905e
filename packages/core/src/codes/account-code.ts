/**
 * Account codes (SPEC §3, §5): 25-26 characters A-Z and 0-9, shown in groups of 5 separated by
 * dashes. The only key to a user's data.
 */
import {
  ACCOUNT_CODE_GENERATED_LENGTH,
  ACCOUNT_CODE_GROUP_SIZE,
  ACCOUNT_CODE_MAX_LENGTH,
  ACCOUNT_CODE_MIN_LENGTH,
} from '../constants.ts';
import { randomString, type Brand, type RandomIndex } from './brand.ts';

export type AccountCode = Brand<string, 'AccountCode'>;

/** SPEC §5 messages. */
export const ACCOUNT_CODE_REQUIRED = 'Account code is required';
export const ACCOUNT_CODE_INVALID = 'Account code must be 25-26 characters (A-Z, 0-9)';
/** SPEC §5: the message when setting a code. */
export const ACCOUNT_CODE_INVALID_ON_SET = 'Account code must be 25-26 characters (A–Z,0–9).';

/**
 * Generated codes use A-Z0-9 without the look-alikes O/0 and I/1/L (31 characters, 124 bits in
 * 25), so a code read off a screen or a note is typed right. Typed codes may hold any of A-Z0-9.
 */
export const GENERATED_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** SPEC §5 normalisation: upper-cased, everything but A-Z and 0-9 stripped. */
export function normaliseAccountCode(input: string): string {
  return String(input ?? '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
}

export type AccountCodeResult =
  | { readonly ok: true; readonly code: AccountCode }
  | { readonly ok: false; readonly error: string };

/**
 * Parses an account code as typed ("abcde-12345-…"): normalised, then valid when 25 or 26
 * characters long. `onSet` uses the SPEC's message for setting a code.
 */
export function parseAccountCode(
  input: string,
  options: { onSet?: boolean } = {},
): AccountCodeResult {
  const code = normaliseAccountCode(input);
  if (code === '') return { ok: false, error: ACCOUNT_CODE_REQUIRED };
  if (code.length < ACCOUNT_CODE_MIN_LENGTH || code.length > ACCOUNT_CODE_MAX_LENGTH) {
    return {
      ok: false,
      error: options.onSet === true ? ACCOUNT_CODE_INVALID_ON_SET : ACCOUNT_CODE_INVALID,
    };
  }
  return { ok: true, code: code as AccountCode };
}

/** Whether the input is a valid account code once normalised. */
export function isValidAccountCode(input: string): boolean {
  return parseAccountCode(input).ok;
}

/**
 * SPEC §5: a new account code, 25 characters A-Z0-9 (none of O, 0, I, 1, L), from the caller's
 * randomness.
 */
export function generateAccountCode(randomIndex: RandomIndex): AccountCode {
  return randomString(
    GENERATED_CODE_ALPHABET,
    ACCOUNT_CODE_GENERATED_LENGTH,
    randomIndex,
  ) as AccountCode;
}

/** SPEC §3 display: groups of 5 separated by dashes ("ABCDE-FGHIJ-…"). */
export function formatAccountCode(code: string): string {
  const normalised = normaliseAccountCode(code);
  return normalised.match(new RegExp(`.{1,${ACCOUNT_CODE_GROUP_SIZE}}`, 'g'))?.join('-') ?? '';
}
