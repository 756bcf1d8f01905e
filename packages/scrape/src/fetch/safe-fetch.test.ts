// The safe fetcher against real HTTP servers on loopback. Refusals are checked without the test
// allow list, so they prove the address rules themselves; nothing here leaves 127.0.0.1.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress } from './address-policy.ts';
import { decodeHtml } from './decode-html.ts';
import { safeFetch, type SafeFetchOptions } from './safe-fetch.ts';
import { ScrapeError, type ScrapeFailure } from './scrape-error.ts';

let server: http.Server;
let origin = '';
let port = 0;
const seenHosts: string[] = [];

function route(req: http.IncomingMessage, res: http.ServerResponse): void {
  seenHosts.push(req.headers.host ?? '');
  const url = new URL(req.url ?? '/', 'http://x');
  const html = (body: string, type = 'text/html; charset=utf-8') => {
    res.writeHead(200, { 'content-type': type }).end(body);
  };
  switch (url.pathname) {
    case '/page':
      return html(`<h1>Hello</h1><p>${req.headers['user-agent'] ?? ''}</p>`);
    case '/hop': {
      const left = Number(url.searchParams.get('n') ?? '0');
      if (left <= 0) return html('<p>arrived</p>');
      res.writeHead(302, { location: `/hop?n=${left - 1}` }).end();
      return;
    }
    case '/to-private':
      res.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data' }).end();
      return;
    case '/to-ipv6-loopback':
      res.writeHead(307, { location: `http://[::1]:${port}/page` }).end();
      return;
    case '/big': {
      res.writeHead(200, { 'content-type': 'text/html' });
      const chunk = Buffer.alloc(64 * 1024, 'a');
      let sent = 0;
      const pump = () => {
        while (sent < 8 * 1024 * 1024) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        res.end();
      };
      res.on('error', () => undefined);
      pump();
      return;
    }
    case '/declared-big':
      res.writeHead(200, { 'content-type': 'text/html', 'content-length': String(6e6) });
      res.write('<p>');
      return; // never finishes: the client must give up on the header alone
    case '/slow':
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<p>');
      setTimeout(() => res.end('late</p>'), 3000).unref();
      return;
    case '/binary':
      res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(Buffer.alloc(10));
      return;
    case '/image':
      res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.from([0x89, 0x50]));
      return;
    case '/gzip':
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
      res.end(zlib.gzipSync('<h1>zipped</h1>'));
      return;
    case '/latin1':
      res.writeHead(200, { 'content-type': 'text/html; charset=iso-8859-1' });
      res.end(Buffer.from('<h1>Cr\xe8me br\xfbl\xe9e</h1>', 'latin1'));
      return;
    case '/missing':
      res.writeHead(404, { 'content-type': 'text/html' }).end('gone');
      return;
    default:
      res.writeHead(404).end();
  }
}

beforeAll(async () => {
  server = http.createServer(route);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const allowed: SafeFetchOptions = { allowHosts: ['127.0.0.1'] };

async function failure(link: string, options: SafeFetchOptions = {}): Promise<ScrapeFailure> {
  try {
    await safeFetch(link, options);
  } catch (error) {
    if (error instanceof ScrapeError) return error.reason;
    throw error;
  }
  throw new Error(`expected ${link} to be refused`);
}

describe('safe fetch: what it reads', () => {
  it('reads an HTML page from an allowed test host, with a browser user agent', async () => {
    const page = await safeFetch(`${origin}/page`, allowed);
    const text = decodeHtml(page.body, page.contentType);
    expect(text).toContain('<h1>Hello</h1>');
    expect(text).toContain('Mozilla/5.0');
  });

  it('follows up to 5 redirects and reports the final URL', async () => {
    const page = await safeFetch(`${origin}/hop?n=5`, allowed);
    expect(page.url).toBe(`${origin}/hop?n=0`);
  });

  it('decompresses gzip bodies', async () => {
    const page = await safeFetch(`${origin}/gzip`, allowed);
    expect(page.body.toString()).toBe('<h1>zipped</h1>');
  });

  it("decodes the body in the header's charset", async () => {
    const page = await safeFetch(`${origin}/latin1`, allowed);
    expect(decodeHtml(page.body, page.contentType)).toBe('<h1>Crème brûlée</h1>');
  });

  it('honours a meta charset when the header has none', () => {
    const bytes = Buffer.from('<meta charset="windows-1252"><p>caf\xe9</p>', 'latin1');
    expect(decodeHtml(bytes, 'text/html')).toContain('café');
    expect(decodeHtml(Buffer.from('<p>café</p>'), 'text/html')).toBe('<p>café</p>');
  });

  it('accepts images only when asked for an image', async () => {
    const image = await safeFetch(`${origin}/image`, { ...allowed, accept: 'image' });
    expect(image.contentType).toBe('image/png');
    expect(await failure(`${origin}/image`, allowed)).toBe('bad_content_type');
  });

  it('connects to the checked address and keeps the hostname in the Host header', async () => {
    const page = await safeFetch(`http://recipes.test:${port}/page`, {
      allowHosts: ['127.0.0.1'],
      resolve: async () => [{ address: '127.0.0.1', family: 4 }],
    });
    expect(page.url).toBe(`http://recipes.test:${port}/page`);
    expect(seenHosts.at(-1)).toBe(`recipes.test:${port}`);
  });
});

describe('safe fetch: refusals', () => {
  it.each([
    ['decimal', 'http://2130706433/'],
    ['hex', 'http://0x7f000001/'],
    ['short', 'http://127.1/'],
    ['octal', 'http://0177.0.0.1/'],
    ['dotted loopback', 'http://127.0.0.1/'],
    ['IPv6 loopback', 'http://[::1]/'],
    ['IPv4-mapped IPv6 loopback', 'http://[::ffff:127.0.0.1]/'],
    ['IPv4-compatible IPv6 loopback', 'http://[::127.0.0.1]/'],
    ['NAT64 of loopback', 'http://[64:ff9b::127.0.0.1]/'],
    ['6to4 of private', 'http://[2002:0a00:0001::]/'],
    ['private 10/8', 'http://10.1.2.3/'],
    ['private 172.16/12', 'https://172.20.0.1/'],
    ['private 192.168/16', 'http://192.168.1.1/'],
    ['link-local (cloud metadata)', 'http://169.254.169.254/latest/meta-data'],
    ['IPv6 link-local', 'http://[fe80::1]/'],
    ['CGNAT', 'http://100.64.0.1/'],
    ['multicast', 'http://224.0.0.1/'],
    ['unspecified', 'http://0.0.0.0/'],
    ['broadcast', 'http://255.255.255.255/'],
    ['reserved', 'http://240.0.0.1/'],
    ['unique-local IPv6', 'http://[fd00::1]/'],
  ])('refuses a %s address (%s)', async (_name, link) => {
    expect(await failure(link)).toBe('blocked_address');
  });

  it('refuses a host when any of its addresses is private', async () => {
    const resolve = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '10.0.0.7', family: 4 },
    ];
    expect(await failure('http://mixed.test/', { resolve })).toBe('blocked_address');
  });

  it('refuses localhost by name', async () => {
    const resolve = async () => [{ address: '127.0.0.1', family: 4 }];
    expect(await failure('http://localhost/', { resolve })).toBe('blocked_address');
  });

  it('refuses a redirect from an allowed server into a private address', async () => {
    expect(await failure(`${origin}/to-private`, allowed)).toBe('blocked_address');
    expect(await failure(`${origin}/to-ipv6-loopback`, allowed)).toBe('blocked_address');
  });

  it('refuses more than 5 redirects', async () => {
    expect(await failure(`${origin}/hop?n=6`, allowed)).toBe('too_many_redirects');
  });

  it('stops reading a body past the size cap', async () => {
    expect(await failure(`${origin}/big`, allowed)).toBe('too_large');
    expect(await failure(`${origin}/declared-big`, allowed)).toBe('too_large');
  });

  it('gives up on a response slower than the time limit', async () => {
    const started = Date.now();
    expect(await failure(`${origin}/slow`, { ...allowed, timeoutMs: 300 })).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refuses a non-HTML content type', async () => {
    expect(await failure(`${origin}/binary`, allowed)).toBe('bad_content_type');
  });

  it('treats an error status as unfetchable', async () => {
    expect(await failure(`${origin}/missing`, allowed)).toBe('http_status');
  });

  it.each([
    'file:///etc/passwd',
    'ftp://example.com/recipe',
    'javascript:alert(1)',
    'data:text/html,hi',
  ])('refuses the non-http scheme of %s', async (link) => {
    expect(await failure(link)).toBe('bad_scheme');
  });

  it.each(['http://93.184.216.34:8080/', 'https://93.184.216.34:22/', 'http://example.com:6379/'])(
    'refuses the non-default port of %s',
    async (link) => {
      expect(await failure(link)).toBe('bad_port');
    },
  );

  it('refuses text that is not a link', async () => {
    expect(await failure('not a link')).toBe('invalid_url');
    expect(await failure('http://user:pw@93.184.216.34/')).toBe('invalid_url');
  });
});

describe('address policy', () => {
  it('allows public addresses, including NAT64 and mapped forms of public IPv4', () => {
    for (const address of [
      '93.184.216.34',
      '2606:4700::1111',
      '::ffff:93.184.216.34',
      '64:ff9b::5db8:d822',
    ]) {
      expect(isPublicAddress(address)).toBe(true);
    }
  });

  it('refuses what is not an address at all', () => {
    expect(isPublicAddress('example.com')).toBe(false);
  });
});
