/**
 * Server-issued device codes (decision 0011). A code the server hands out is 26 Crockford
 * characters, as SPEC §3 says every device code is: 16 random characters (80 bits), then 10 that
 * are an HMAC-SHA256 of those 16 under a server secret (50 bits). The server can tell its own codes
 * from codes a client made up; nothing else about a code changes, and every other form (older
 * browsers' random codes, legacy device_… codes) keeps working, with less weight for ratings.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { CROCKFORD_ALPHABET, parseDeviceCode, type DeviceCode } from '@plateful/core';
import type { Database } from '../db/database.ts';

const HEAD_LENGTH = 16;
const TAIL_LENGTH = 10;
/** The app_settings key under which the secret is kept, shared by every process on the DB. */
const SECRET_SETTING = 'device_code_secret';

export type DeviceCodeSigner = {
  /** A new server-issued device code. */
  issue(): DeviceCode;
  /** Whether `code` is one this server (or another with the same secret) issued. */
  verify(code: string): boolean;
};

/** 50 bits of the HMAC of `head`, as 10 Crockford characters. */
function tailOf(secret: Buffer, head: string): string {
  const digest = createHmac('sha256', secret).update(`device-code:${head}`).digest();
  let tail = '';
  for (let i = 0; i < TAIL_LENGTH; i += 1) {
    // Five bits at a time, from the front of the digest.
    const bit = i * 5;
    const word = (digest[bit >> 3]! << 8) | digest[(bit >> 3) + 1]!;
    tail += CROCKFORD_ALPHABET[(word >> (11 - (bit & 7))) & 31];
  }
  return tail;
}

export function createDeviceCodeSigner(secret: Buffer): DeviceCodeSigner {
  if (secret.length < 16) throw new Error('device code secret must be at least 16 bytes');
  return {
    issue() {
      let head = '';
      for (let i = 0; i < HEAD_LENGTH; i += 1) head += CROCKFORD_ALPHABET[randomInt(32)];
      return `${head}${tailOf(secret, head)}` as DeviceCode;
    },
    verify(code) {
      const parsed = parseDeviceCode(code);
      if (!parsed || parsed.length !== HEAD_LENGTH + TAIL_LENGTH) return false;
      const expected = Buffer.from(tailOf(secret, parsed.slice(0, HEAD_LENGTH)));
      const actual = Buffer.from(parsed.slice(HEAD_LENGTH));
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  };
}

/**
 * The signing secret: DEVICE_CODE_SECRET when set, else one kept in the database (made by the
 * first process that needs it; the others read the same one).
 */
export async function loadDeviceCodeSecret(
  db: Database,
  configured: string | undefined,
): Promise<Buffer> {
  if (configured) return Buffer.from(configured, 'utf8');
  await db.query(
    `insert into app_settings (key, value) values ($1, $2) on conflict (key) do nothing`,
    [SECRET_SETTING, JSON.stringify(randomBytes(32).toString('base64'))],
  );
  const [row] = await db.query<{ value: unknown }>(
    'select value from app_settings where key = $1',
    [SECRET_SETTING],
  );
  const text = typeof row?.value === 'string' ? row.value : JSON.parse(String(row?.value));
  return Buffer.from(String(text), 'base64');
}
