/**
 * A phone's own network for the browser tests: a forward proxy that one browser context sends all
 * its traffic through (the pages' and the service worker's alike), and that the test can cut.
 *
 * Playwright's offline emulation and request routing act on the page: a request the service
 * worker passes on can escape both, so a phone "with no signal" once still reached the server.
 * Cut here, nothing from the context leaves: new connections are refused and open ones (the live
 * channel's stream, kept-alive sockets) are closed, as when a phone loses its signal.
 */
import http from 'node:http';
import net from 'node:net';

export type NetworkCut = {
  /** The proxy's address, for `browser.newContext({ proxy: { server } })`. */
  server: string;
  cut(down: boolean): void;
  close(): Promise<void>;
};

/** Hop-by-hop headers are the proxy's own, not passed on (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function endToEnd(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase())),
  );
}

export async function startNetworkCut(): Promise<NetworkCut> {
  let down = false;
  const open = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    // A kept-alive upstream socket is handed out again for later requests: tracked once.
    if (open.has(socket)) return;
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => socket.destroy());
  };

  const proxy = http.createServer((request, response) => {
    if (down) return request.socket.destroy();
    // A forward proxy is asked for absolute URLs: http://127.0.0.1:port/path.
    const target = new URL(request.url ?? '');
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: request.method,
        headers: endToEnd(request.headers),
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
        answer.pipe(response);
      },
    );
    upstream.on('socket', track);
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  proxy.on('connection', (socket: net.Socket) => {
    if (down) return socket.destroy();
    track(socket);
  });
  // Tunnels (CONNECT), should the app open one.
  proxy.on('connect', (request: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    if (down) return client.destroy();
    const [host, port] = (request.url ?? '').split(':');
    const upstream = net.connect(Number(port), host ?? '127.0.0.1', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    track(upstream);
  });

  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as net.AddressInfo;
  return {
    server: `http://127.0.0.1:${port}`,
    cut(next) {
      down = next;
      if (down) for (const socket of open) socket.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        proxy.close(() => resolve());
      }),
  };
}
