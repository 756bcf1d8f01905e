/** Identity on the wire (SPEC §6): headers x-account-code and x-device-code, and the account cookie. */
export const ACCOUNT_CODE_HEADER = 'x-account-code';
export const DEVICE_CODE_HEADER = 'x-device-code';
/** The account cookie set by POST /api/session/set-code (SPEC §9: 400 days). */
export const ACCOUNT_COOKIE = 'plateful_account';
export const ACCOUNT_COOKIE_MAX_AGE_DAYS = 400;
