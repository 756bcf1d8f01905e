/**
 * The one way the web app talks to the server (SPEC §7): every call carries x-device-code, and
 * x-account-code when this browser has one; credentials are included; errors become `ApiError`
 * with the server's message or SPEC §8's generic '{status}: {body text or status text}'.
 */
import { ACCOUNT_CODE_HEADER, DEVICE_CODE_HEADER } from '@plateful/contracts';
import type { z } from 'zod';
import { getAccountCode } from './account-code.ts';
import { getDeviceCode, markDeviceCodeUsed } from './device-code.ts';
import { getRuntimeConfig } from './runtime-config.ts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type ApiOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Validates the answer; a mismatch is an error, not a crash later. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
};

export function apiUrl(path: string): string {
  return `${getRuntimeConfig().apiBaseUrl.replace(/\/$/, '')}${path}`;
}

export function identityHeaders(): Record<string, string> {
  const headers: Record<string, string> = { [DEVICE_CODE_HEADER]: getDeviceCode() };
  const account = getAccountCode();
  if (account) headers[ACCOUNT_CODE_HEADER] = account;
  return headers;
}

async function errorMessage(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { error?: unknown };
    if (typeof body.error === 'string' && body.error !== '') return body.error;
  } catch {
    // Not JSON: use the text itself.
  }
  return `${response.status}: ${text.trim() || response.statusText}`;
}

/**
 * The request as it went, the response as it came: for callers that read the status and body
 * themselves (the household sync reads a 409's body, the live channel reads a stream).
 */
export function apiRequest(
  path: string,
  options: Omit<ApiOptions<unknown>, 'schema'> & { accept?: string } = {},
): Promise<Response> {
  const headers = identityHeaders();
  // A write under a provisional device code makes it this device's for good (decision 0011).
  if ((options.method ?? 'GET') !== 'GET') markDeviceCodeUsed();
  if (options.accept) headers.accept = options.accept;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  return fetch(apiUrl(path), {
    method: options.method ?? 'GET',
    headers,
    body,
    credentials: 'include',
    signal: options.signal,
  });
}

export async function apiFetch<T = unknown>(path: string, options: ApiOptions<T> = {}): Promise<T> {
  const response = await apiRequest(path, options);
  if (!response.ok) throw new ApiError(response.status, await errorMessage(response));
  if (response.status === 204) return undefined as T;
  const data: unknown = await response.json();
  return options.schema ? options.schema.parse(data) : (data as T);
}

/** The generic GET helper (SPEC §7): joins a query key into the URL. */
export function getByQueryKey<T = unknown>(
  queryKey: readonly unknown[],
  signal?: AbortSignal,
): Promise<T> {
  const path = queryKey
    .map((part) => encodeURIComponent(String(part)).replace(/%2F/g, '/'))
    .join('/');
  return apiFetch<T>(path.startsWith('/') ? path : `/${path}`, { signal });
}
