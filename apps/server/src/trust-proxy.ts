/**
 * TRUST_PROXY: which X-Forwarded-For entries name the client. Trusting every sender (Fastify's
 * `true`) would let any client pick the address its rate limits are counted under, so the server
 * takes either a hop count (how many proxies stand in front of it) or the proxies' own addresses.
 *
 * - `false`, `0`, `no`, `off` (the default): X-Forwarded-For is ignored; the client is the peer.
 * - a number N (1-10): N proxies in front; the client is the address the outermost one saw.
 * - a comma list of IP addresses or CIDR ranges (and the names `loopback`, `linklocal`,
 *   `uniquelocal`): only a peer in the list is believed, hop by hop.
 * - `true`, `yes`, `on`: read as `1`, one proxy in front (what setting it always meant): the
 *   client is the last X-Forwarded-For entry, the one the proxy added, whatever the client sent.
 */
import net from 'node:net';

/** What Fastify's `trustProxy` option is given: off, a hop count, or the trusted addresses. */
export type TrustProxy = false | number | string[];

export const MAX_PROXY_HOPS = 10;

const OFF = new Set(['false', '0', 'no', 'off']);
const ONE_HOP = new Set(['true', 'yes', 'on']);
/** Ranges proxy-addr knows by name. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = net.isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

export type TrustProxyParse = { ok: true; value: TrustProxy } | { ok: false; error: string };

export function parseTrustProxy(text: string): TrustProxyParse {
  const value = text.trim().toLowerCase();
  if (OFF.has(value)) return { ok: true, value: false };
  if (ONE_HOP.has(value)) return { ok: true, value: 1 };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > MAX_PROXY_HOPS) {
      return { ok: false, error: `a hop count must be 0-${MAX_PROXY_HOPS}` };
    }
    return { ok: true, value: hops };
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (entries.length === 0 || bad.length > 0) {
    return {
      ok: false,
      error:
        `must be false, a hop count (1-${MAX_PROXY_HOPS}) or a comma list of proxy addresses/CIDR ranges` +
        (bad.length > 0 ? `; not an address or range: ${bad.join(', ')}` : ''),
    };
  }
  return { ok: true, value: entries };
}

/**
 * Fastify's `trustProxy` for `value`. A hop count is given as a function: Fastify reads a bare
 * number as "trust no one", while a count means "the first N peers, counted from this server".
 */
export function fastifyTrustProxy(
  value: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  if (value === 0) return false;
  const hops = value;
  return (_address, hop) => hop < hops;
}
