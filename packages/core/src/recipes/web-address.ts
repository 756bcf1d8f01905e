/**
 * A web address read without the platform's URL class: core has neither DOM nor Node types, and
 * the links it reads (pasted text, recipes' source pages) need only their parts, lower-cased where
 * case does not matter.
 */

export type WebAddress = {
  scheme: 'http' | 'https';
  /** Host name, lower-cased, with its port when one is given ("example.org:8080"). */
  host: string;
  /** The path, "/" when there is none. */
  path: string;
  /** The query without its "?", or "" when there is none. */
  query: string;
};

const ADDRESS = /^(https?):\/\/(?:[^@/?#\s]*@)?([^/?#\s]+)([^?#\s]*)(?:\?([^#\s]*))?(?:#\S*)?$/i;
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?::\d{1,5})?$|^\[[0-9a-f:.]+\](?::\d{1,5})?$/i;

/** The parts of an http(s) address, or null when `text` is not one. */
export function readWebAddress(text: string): WebAddress | null {
  const match = ADDRESS.exec(text.trim());
  if (!match) return null;
  const host = match[2]!.toLowerCase().replace(/\.$/, '');
  if (!HOST.test(host)) return null;
  return {
    scheme: match[1]!.toLowerCase() as WebAddress['scheme'],
    host,
    path: match[3] || '/',
    query: match[4] ?? '',
  };
}

/** The address written out again, without its fragment. */
export function webAddressText({ scheme, host, path, query }: WebAddress): string {
  return `${scheme}://${host}${path}${query ? `?${query}` : ''}`;
}

/** The host without its port. */
export const hostName = (address: WebAddress) => address.host.replace(/:\d+$/, '');
