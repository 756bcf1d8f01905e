/**
 * Who is calling (SPEC §6): the account code (x-account-code header, else the account cookie) and
 * the device code (x-device-code). Both are normalised as SPEC §5 says; a malformed one is a 400,
 * never silently ignored. The owner of per-user state is the account when there is one, else the
 * device.
 */
import {
  ACCOUNT_CODE_HEADER,
  ACCOUNT_COOKIE,
  DEVICE_CODE_HEADER,
  MESSAGES,
} from '@plateful/contracts';
import {
  ACCOUNT_CODE_INVALID,
  parseAccountCode,
  parseDeviceCode,
  type AccountCode,
  type DeviceCode,
} from '@plateful/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../errors.ts';
import { isApiRequest } from '../request-path.ts';

export type Identity = {
  accountCode: AccountCode | null;
  deviceCode: DeviceCode | null;
};

declare module 'fastify' {
  interface FastifyRequest {
    identity: Identity;
  }
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  const text = Array.isArray(value) ? value[0] : value;
  return text === undefined || text.trim() === '' ? undefined : text;
}

export function readIdentity(request: FastifyRequest): Identity {
  const accountText =
    headerValue(request, ACCOUNT_CODE_HEADER) ?? request.cookies?.[ACCOUNT_COOKIE];
  let accountCode: AccountCode | null = null;
  if (accountText) {
    const parsed = parseAccountCode(accountText);
    if (!parsed.ok) throw badRequest(ACCOUNT_CODE_INVALID);
    accountCode = parsed.code;
  }
  const deviceText = headerValue(request, DEVICE_CODE_HEADER);
  let deviceCode: DeviceCode | null = null;
  if (deviceText) {
    deviceCode = parseDeviceCode(deviceText);
    if (!deviceCode || deviceCode.length > 100) throw badRequest('Invalid device code');
  }
  return { accountCode, deviceCode };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Devices recorded lately by this process: recording is skipped for them (the DB moves last-seen hourly anyway). */
const RECENT_DEVICES_MAX = 10_000;

/**
 * Reads the identity of every API request, and records the devices that write (the community
 * counter counts them).
 */
export function registerIdentity(
  app: FastifyInstance,
  recordDevice: (deviceCode: DeviceCode) => Promise<void>,
): void {
  app.decorateRequest('identity', null as unknown as Identity);
  // Hooks with a callback, not async ones: most requests need no promise and no extra turn of
  // the microtask queue here (issue 27).
  app.addHook('onRequest', (request, _reply, done) => {
    request.identity = { accountCode: null, deviceCode: null };
    if (isApiRequest(request)) request.identity = readIdentity(request);
    done();
  });
  const recent = new Set<string>();
  app.addHook('preHandler', (request, _reply, done) => {
    const device = request.identity.deviceCode;
    if (!device || SAFE_METHODS.has(request.method) || recent.has(device)) {
      done();
      return;
    }
    recordDevice(device).then(() => {
      if (recent.size >= RECENT_DEVICES_MAX) recent.clear();
      recent.add(device);
      done();
    }, done);
  });
}

/** The caller's account code, or a 401 with `message` (SPEC §8). */
export function requireAccount(
  request: FastifyRequest,
  message: string = MESSAGES.accountCodeRequiredToSave,
): AccountCode {
  const code = request.identity.accountCode;
  if (!code) throw new AppError(401, message, 'account_required');
  return code;
}

export function requireDevice(request: FastifyRequest): DeviceCode {
  const code = request.identity.deviceCode;
  if (!code) throw new AppError(400, MESSAGES.deviceCodeRequired, 'device_required');
  return code;
}

/** Key of per-user state: the account when there is one, else the device; 400 when neither. */
export function ownerKey(request: FastifyRequest): string {
  const { accountCode, deviceCode } = request.identity;
  if (accountCode) return `account:${accountCode}`;
  if (deviceCode) return `device:${deviceCode}`;
  throw new AppError(400, MESSAGES.deviceCodeRequired, 'device_required');
}
