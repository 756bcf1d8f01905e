import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh module per test: the code in use is module state. */
async function load() {
  vi.resetModules();
  return import('./device-code.ts');
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = 'plateful_device=; Max-Age=0; Path=/';
  delete window.__PLATEFUL_DEVICE_CODE__;
});

const ISSUED = '0123456789ABCDEFGHJKMNPQRS';

describe('the device code on a first visit (decision 0011)', () => {
  it('is provisional until the server issues one, which then replaces it everywhere', async () => {
    const codes = await load();
    const made = codes.getDeviceCode();
    expect(made).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(codes.isDeviceCodeProvisional()).toBe(true);

    expect(codes.adoptIssuedDeviceCode(ISSUED)).toBe(true);
    expect(codes.getDeviceCode()).toBe(ISSUED);
    expect(codes.isDeviceCodeProvisional()).toBe(false);
    expect(JSON.parse(localStorage.getItem('plateful:deviceId')!)).toBe(ISSUED);
    expect(sessionStorage.getItem('plateful:deviceId')).toBe(ISSUED);
    expect(document.cookie).toContain(`plateful_device=${ISSUED}`);
    // A second answer (another tab) changes nothing any more.
    expect(codes.adoptIssuedDeviceCode('ZZZZZZZZZZZZZZZZZZZZZZZZZZ')).toBe(false);
    expect((await load()).getDeviceCode()).toBe(ISSUED);
  });

  it('stays once something was written under it (offline first use)', async () => {
    const codes = await load();
    const made = codes.getDeviceCode();
    codes.markDeviceCodeUsed();
    expect(codes.isDeviceCodeProvisional()).toBe(false);
    expect(codes.adoptIssuedDeviceCode(ISSUED)).toBe(false);
    expect(codes.getDeviceCode()).toBe(made);
  });

  it('never replaces a code kept from before, legacy ones included', async () => {
    localStorage.setItem('plateful:deviceId', JSON.stringify('device_1700000000000_abc123'));
    const codes = await load();
    expect(codes.getDeviceCode()).toBe('device_1700000000000_abc123');
    expect(codes.isDeviceCodeProvisional()).toBe(false);
    expect(codes.adoptIssuedDeviceCode(ISSUED)).toBe(false);
  });

  it('refuses an answer that is not a device code', async () => {
    const codes = await load();
    const made = codes.getDeviceCode();
    expect(codes.adoptIssuedDeviceCode('<script>')).toBe(false);
    expect(codes.getDeviceCode()).toBe(made);
    expect(codes.isDeviceCodeProvisional()).toBe(true);
  });
});
