/**
 * The one way the server reaches the web on a user's behalf. A link typed by anyone must not
 * become a way into our own network (SSRF), so every hop is checked: http(s) on the default port
 * only, the host resolved once and every address public, the connection pinned to the checked
 * address (no second lookup a DNS rebinding could answer differently), redirects followed by hand
 * and checked again, with a total time limit, a body size cap and a content-type allowance.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { isPublicAddress, parseIpLiteral } from './address-policy.ts';
import { ScrapeError } from './scrape-error.ts';

/** A page is read within 15 seconds, redirects and body included. */
export const FETCH_TIMEOUT_MS = 15_000;
/** The largest page read: 5 MB after decompression. */
export const MAX_PAGE_BYTES = 5 * 1024 * 1024;
/** At most 5 redirects are followed. */
export const MAX_REDIRECTS = 5;
/** A current desktop browser's user agent: many recipe sites refuse unknown clients. */
export const BROWSER_USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

/** Content types accepted for each kind of resource. */
export const ACCEPTED_TYPES = {
  html: ['text/html', 'application/xhtml+xml'],
  image: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'],
} as const;

const ACCEPT_HEADER = {
  html: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5',
  image: 'image/avif,image/webp,image/png,image/jpeg,image/gif;q=0.9',
} as const;

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** Resolves a hostname to all of its addresses (injectable for tests). */
export type ResolveHost = (hostname: string) => Promise<LookupAddress[]>;

export type SafeFetchOptions = {
  /** What to accept: an HTML page (default) or an image. */
  accept?: keyof typeof ACCEPTED_TYPES;
  /** Total time for the whole fetch, redirects included. */
  timeoutMs?: number;
  /** Largest body, in bytes after decompression. */
  maxBytes?: number;
  maxRedirects?: number;
  /**
   * For tests only: hosts or IP addresses exempt from the address check and the port rule (test
   * servers listen on loopback, on random ports).
   */
  allowHosts?: readonly string[];
  resolve?: ResolveHost;
};

/** A fetched resource: where it ended up, its content type and its bytes. */
export type FetchedResource = { url: string; contentType: string; body: Buffer };

const resolveWithDns: ResolveHost = (hostname) =>
  new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    );
  });

function parseUrl(text: string): URL {
  try {
    return new URL(text.trim());
  } catch {
    throw new ScrapeError('invalid_url', text.slice(0, 200));
  }
}

/** Host as it is compared with the allow list: lower case, no IPv6 brackets. */
const bareHost = (url: URL) => url.hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');

/** A connection that may only go to the address checked already. */
function pinnedLookup(pinned: LookupAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
}

/**
 * Checks one URL before connecting: scheme, port, then every address the host resolves to.
 * Returns the address to connect to.
 */
async function checkTarget(
  url: URL,
  options: SafeFetchOptions,
  resolve: ResolveHost,
): Promise<LookupAddress> {
  if (!(url.protocol in DEFAULT_PORTS)) throw new ScrapeError('bad_scheme', url.protocol);
  if (url.username || url.password) throw new ScrapeError('invalid_url', 'credentials in URL');
  const host = bareHost(url);
  const allow = new Set((options.allowHosts ?? []).map((entry) => entry.toLowerCase()));
  const portOk = url.port === '' || url.port === DEFAULT_PORTS[url.protocol];
  // Without a test allow list the port is refused before any lookup.
  if (!portOk && allow.size === 0) throw new ScrapeError('bad_port', url.port);
  const literal = parseIpLiteral(host);
  let addresses: LookupAddress[];
  if (literal) {
    addresses = [{ address: literal.toString(), family: literal.kind() === 'ipv4' ? 4 : 6 }];
  } else {
    try {
      addresses = await resolve(host);
    } catch (error) {
      throw new ScrapeError('dns_failed', error instanceof Error ? error.message : String(error));
    }
  }
  const first = addresses[0];
  if (!first) throw new ScrapeError('dns_failed', `no address for ${host}`);
  const exempt =
    allow.has(host) || addresses.every((entry) => allow.has(entry.address.toLowerCase()));
  if (exempt) return first;
  // Every address must be public: a host that also resolves privately could be steered there.
  const blocked = addresses.find((entry) => !isPublicAddress(entry.address));
  if (blocked) throw new ScrapeError('blocked_address', `${host} → ${blocked.address}`);
  if (!portOk) throw new ScrapeError('bad_port', url.port);
  return first;
}

function request(
  url: URL,
  pinned: LookupAddress,
  accept: keyof typeof ACCEPTED_TYPES,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(url, {
      method: 'GET',
      agent: false,
      lookup: pinnedLookup(pinned),
      signal,
      headers: {
        'user-agent': BROWSER_USER_AGENT,
        accept: ACCEPT_HEADER[accept],
        'accept-language': 'en-GB,en;q=0.9',
        'accept-encoding': 'gzip, deflate, br',
      },
    });
    outgoing.once('response', resolve);
    outgoing.once('error', reject);
    outgoing.end();
  });
}

function decompressed(response: IncomingMessage): Readable {
  const encoding = (response.headers['content-encoding'] ?? '').trim().toLowerCase();
  if (encoding === 'gzip' || encoding === 'x-gzip') return response.pipe(zlib.createGunzip());
  if (encoding === 'deflate') return response.pipe(zlib.createInflate());
  if (encoding === 'br') return response.pipe(zlib.createBrotliDecompress());
  return response;
}

/** Reads a body, stopping (and dropping the connection) as soon as it passes `maxBytes`. */
async function readCapped(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw new ScrapeError('too_large', `content-length ${declared}`);
  }
  const stream = decompressed(response);
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      const buffer = chunk as Buffer;
      size += buffer.length;
      if (size > maxBytes) throw new ScrapeError('too_large', `more than ${maxBytes} bytes`);
      chunks.push(buffer);
    }
  } catch (error) {
    response.destroy();
    stream.destroy();
    throw error;
  }
  return Buffer.concat(chunks);
}

function mediaType(response: IncomingMessage): string {
  return (response.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
}

/** Maps low-level failures (aborts, socket errors, zlib errors) onto scrape failures. */
function asScrapeError(error: unknown, signal: AbortSignal): ScrapeError {
  if (error instanceof ScrapeError) return error;
  if (signal.aborted) return new ScrapeError('timeout');
  return new ScrapeError('network', error instanceof Error ? error.message : String(error));
}

/** Rejects when `signal` aborts, so a slow DNS answer cannot outlast the time limit. */
function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(new ScrapeError('timeout'));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * Fetches `link` under every rule above. Throws a `ScrapeError` for any refusal or failure.
 */
export async function safeFetch(
  link: string,
  options: SafeFetchOptions = {},
): Promise<FetchedResource> {
  const accept = options.accept ?? 'html';
  const maxBytes = options.maxBytes ?? MAX_PAGE_BYTES;
  const maxRedirects = options.maxRedirects ?? MAX_REDIRECTS;
  const resolve = options.resolve ?? resolveWithDns;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? FETCH_TIMEOUT_MS);
  const { signal } = controller;
  let url = parseUrl(link);
  try {
    for (let redirects = 0; ; redirects += 1) {
      const pinned = await raceAbort(checkTarget(url, options, resolve), signal);
      const response = await request(url, pinned, accept, signal);
      const location = response.headers.location;
      if (REDIRECT_STATUSES.has(response.statusCode ?? 0) && location) {
        response.resume();
        if (redirects >= maxRedirects) throw new ScrapeError('too_many_redirects');
        try {
          url = new URL(location, url);
        } catch {
          throw new ScrapeError('invalid_url', `bad redirect ${location.slice(0, 200)}`);
        }
        continue;
      }
      const status = response.statusCode ?? 0;
      if (status < 200 || status >= 300) {
        response.resume();
        throw new ScrapeError('http_status', String(status));
      }
      const type = mediaType(response);
      if (!(ACCEPTED_TYPES[accept] as readonly string[]).includes(type)) {
        response.destroy();
        throw new ScrapeError('bad_content_type', type || 'none');
      }
      const body = await readCapped(response, maxBytes);
      return { url: url.toString(), contentType: response.headers['content-type'] ?? type, body };
    }
  } catch (error) {
    throw asScrapeError(error, signal);
  } finally {
    clearTimeout(timer);
  }
}
