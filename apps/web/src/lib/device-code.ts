/**
 * The device code (SPEC §3, §9): 26 Crockford characters, kept in several places, so that clearing
 * one (a cookie, a storage area) does not make the browser a stranger: local storage, session
 * storage, a 10-year cookie and a window global. It is saved again every 30 s and when the page is
 * hidden or unloaded.
 *
 * On a first visit the browser makes a provisional code at once (offline too), and asks the server
 * for a signed one (./server-device-code.ts, decision 0011), which replaces it while nothing has
 * been written under the provisional code; a code that was used stays.
 */
import { generateDeviceCode, parseDeviceCode, type DeviceCode } from '@plateful/core';
import { readKey, readRaw, writeKey, writeRaw } from './storage.ts';

export const DEVICE_COOKIE = 'plateful_device';
const DEVICE_COOKIE_MAX_AGE_S = 10 * 365 * 24 * 60 * 60;
export const DEVICE_RESAVE_MS = 30_000;
const SESSION_KEY = 'deviceId';
/** Local storage: the code made by this browser, until the server's replaces it or it is used. */
const PROVISIONAL_KEY = 'deviceCodeProvisional';

declare global {
  interface Window {
    __PLATEFUL_DEVICE_CODE__?: string;
  }
}

/** Secure randomness for the core's generators. */
export function randomIndex(size: number): number {
  const buffer = new Uint32Array(1);
  // Rejection sampling keeps every index equally likely.
  const limit = Math.floor(0x1_0000_0000 / size) * size;
  do crypto.getRandomValues(buffer);
  while (buffer[0]! >= limit);
  return buffer[0]! % size;
}

function readCookie(name: string): string | null {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}

function saveEverywhere(code: DeviceCode): void {
  if (readKey('deviceId') !== code) writeKey('deviceId', code);
  writeRaw(SESSION_KEY, code, true);
  document.cookie = `${DEVICE_COOKIE}=${encodeURIComponent(code)}; Max-Age=${DEVICE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`;
  window.__PLATEFUL_DEVICE_CODE__ = code;
}

let current: DeviceCode | null = null;

/** This browser's device code: the first valid one found in any place, or a new one. */
export function getDeviceCode(): DeviceCode {
  if (current) return current;
  const candidates = [
    window.__PLATEFUL_DEVICE_CODE__,
    readKey('deviceId'),
    readRaw(SESSION_KEY, true),
    readCookie(DEVICE_COOKIE),
  ];
  for (const candidate of candidates) {
    const parsed = candidate ? parseDeviceCode(candidate) : null;
    if (parsed) {
      current = parsed;
      break;
    }
  }
  if (!current) {
    current = generateDeviceCode(randomIndex);
    writeRaw(PROVISIONAL_KEY, current);
  }
  saveEverywhere(current);
  return current;
}

/** Whether the code in use is one this browser made that nothing was written under yet. */
export function isDeviceCodeProvisional(): boolean {
  return readRaw(PROVISIONAL_KEY) === getDeviceCode();
}

/** Something is written under the code (a write call, the household engine): it stays. */
export function markDeviceCodeUsed(): void {
  if (readRaw(PROVISIONAL_KEY) !== null) writeRaw(PROVISIONAL_KEY, null);
}

/**
 * Replaces a provisional code with one the server issued; false (and nothing changes) when the
 * code in use is not provisional any more, or `issued` is not a valid device code.
 */
export function adoptIssuedDeviceCode(issued: string): boolean {
  const parsed = parseDeviceCode(issued);
  if (!parsed || !isDeviceCodeProvisional()) return false;
  current = parsed;
  writeRaw(PROVISIONAL_KEY, null);
  saveEverywhere(parsed);
  return true;
}

/** Forgets the device code everywhere (device tools, crash recovery); a new one is made next. */
export function resetDeviceCode(): void {
  current = null;
  writeRaw(PROVISIONAL_KEY, null);
  writeKey('deviceId', null);
  writeRaw(SESSION_KEY, null, true);
  document.cookie = `${DEVICE_COOKIE}=; Max-Age=0; Path=/`;
  delete window.__PLATEFUL_DEVICE_CODE__;
}

/** Keeps the code saved: every 30 s and when the page goes away. Returns the stop function. */
export function keepDeviceCodeSaved(): () => void {
  const save = () => saveEverywhere(getDeviceCode());
  save();
  const timer = window.setInterval(save, DEVICE_RESAVE_MS);
  const onHide = () => {
    if (document.visibilityState === 'hidden') save();
  };
  window.addEventListener('pagehide', save);
  window.addEventListener('beforeunload', save);
  document.addEventListener('visibilitychange', onHide);
  return () => {
    window.clearInterval(timer);
    window.removeEventListener('pagehide', save);
    window.removeEventListener('beforeunload', save);
    document.removeEventListener('visibilitychange', onHide);
  };
}
