/**
 * Asks the server for a signed device code (POST /api/session/device-code, decision 0011) when
 * this browser's code is a provisional one it made itself. Offline, or when the server does not
 * answer, the provisional code stays in use and the next start-up asks again.
 */
import { apiUrl } from './api-client.ts';
import { adoptIssuedDeviceCode, isDeviceCodeProvisional } from './device-code.ts';

const REQUEST_TIMEOUT_MS = 10_000;

/**
 * The code in `{ ok: true, data: { device_code } }`, checked by hand: this runs on every first
 * visit, where the contracts' schemas (zod) would be 12 KB more to fetch. `adoptIssuedDeviceCode`
 * then checks the code's own form.
 */
function issuedCode(answer: unknown): string | null {
  if (typeof answer !== 'object' || answer === null || !('ok' in answer) || answer.ok !== true) {
    return null;
  }
  const data = 'data' in answer ? answer.data : null;
  if (typeof data !== 'object' || data === null || !('device_code' in data)) return null;
  return typeof data.device_code === 'string' ? data.device_code : null;
}

/** True when the server's code replaced the provisional one. */
export async function requestServerDeviceCode(): Promise<boolean> {
  if (!isDeviceCodeProvisional() || navigator.onLine === false) return false;
  try {
    // Plain fetch, not apiRequest: this call must not mark the provisional code as used.
    const response = await fetch(apiUrl('/api/session/device-code'), {
      method: 'POST',
      credentials: 'include',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (!response.ok) return false;
    const code = issuedCode(await response.json());
    return code !== null && adoptIssuedDeviceCode(code);
  } catch {
    return false; // Offline or unreachable: keep the provisional code for now.
  }
}
