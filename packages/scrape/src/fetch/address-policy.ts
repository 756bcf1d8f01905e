/**
 * Which IP addresses the fetcher may connect to: public unicast only. Everything a server could
 * reach but the public could not (loopback, private, link-local, CGNAT, unique-local, multicast,
 * reserved) is refused, including IPv6 forms that carry such an IPv4 address inside (mapped,
 * compatible, NAT64, 6to4).
 */
import ipaddr from 'ipaddr.js';

type Address = ipaddr.IPv4 | ipaddr.IPv6;

function isPublicIPv4(address: ipaddr.IPv4): boolean {
  // ipaddr.js names every special-purpose block; only plain 'unicast' is public.
  return address.range() === 'unicast';
}

/** The IPv4 address held in the low 32 bits of an IPv6 address. */
function lowIPv4(address: ipaddr.IPv6): ipaddr.IPv4 {
  const bytes = address.toByteArray();
  return new ipaddr.IPv4(bytes.slice(12, 16));
}

function isPublicIPv6(address: ipaddr.IPv6): boolean {
  const parts = address.parts;
  const range = address.range();
  if (range === 'ipv4Mapped') return isPublicIPv4(address.toIPv4Address());
  // IPv4-compatible (::a.b.c.d, deprecated): the first 96 bits are zero.
  if (parts.slice(0, 6).every((part) => part === 0)) {
    return range === 'unicast' && isPublicIPv4(lowIPv4(address));
  }
  if (range === 'rfc6052') {
    // Well-known NAT64 prefix 64:ff9b::/96 reaches the embedded IPv4 address; the local-use
    // prefix 64:ff9b:1::/48 reaches a private network.
    return parts[2] === 0 && isPublicIPv4(lowIPv4(address));
  }
  if (range === '6to4') {
    const bytes = address.toByteArray();
    return isPublicIPv4(new ipaddr.IPv4(bytes.slice(2, 6)));
  }
  return range === 'unicast';
}

/** Whether `text` is an IP address literal (IPv6 with or without brackets). */
export function parseIpLiteral(text: string): Address | undefined {
  const bare = text.replace(/^\[(.*)\]$/, '$1');
  // Only canonical forms: the URL parser has already turned 127.1, 0x7f000001 and friends into
  // dotted quads, and ipaddr.js's lenient IPv4 parser must not second-guess hostnames.
  if (ipaddr.IPv4.isValidFourPartDecimal(bare)) return ipaddr.IPv4.parse(bare);
  if (bare.includes(':') && ipaddr.IPv6.isValid(bare)) return ipaddr.IPv6.parse(bare);
  return undefined;
}

/** Whether the fetcher may connect to this address (text form, as DNS returns it). */
export function isPublicAddress(text: string): boolean {
  const address = parseIpLiteral(text);
  if (!address) return false;
  return address.kind() === 'ipv4'
    ? isPublicIPv4(address as ipaddr.IPv4)
    : isPublicIPv6(address as ipaddr.IPv6);
}
