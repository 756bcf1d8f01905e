/**
 * An HTTP request sent exactly as written: the path is not normalised (fetch would turn
 * `/api/./x` into `/api/x`), and the body may be sent slowly or never finished.
 */
import net from 'node:net';

export type RawResponse = { status: number; headers: string; body: string; json: unknown };

function parse(text: string): RawResponse {
  const headerEnd = text.indexOf('\r\n\r\n');
  const head = headerEnd === -1 ? text : text.slice(0, headerEnd);
  const body = headerEnd === -1 ? '' : text.slice(headerEnd + 4);
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    json = undefined;
  }
  return { status, headers: head, body, json };
}

export type RawRequest = {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Sends only the first this-many bytes of the body (its full length is still declared). */
  sendBodyBytes?: number;
  /** Sends only the first this-many bytes of the request line and headers, and nothing after. */
  sendHeadBytes?: number;
  timeoutMs?: number;
  /** The loopback address to connect from (any of 127.0.0.0/8), so tests can be separate clients. */
  localAddress?: string;
};

/** Sends one request on a fresh connection to `port` and reads the whole answer. */
export function rawRequest(port: number, request: RawRequest): Promise<RawResponse> {
  const body = request.body ?? '';
  const headers: Record<string, string> = {
    host: '127.0.0.1',
    connection: 'close',
    ...(request.body !== undefined
      ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }
      : {}),
    ...request.headers,
  };
  const head =
    `${request.method} ${request.path} HTTP/1.1\r\n` +
    Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('') +
    '\r\n';
  const sent =
    request.sendHeadBytes !== undefined
      ? Buffer.from(head).subarray(0, request.sendHeadBytes)
      : Buffer.concat([
          Buffer.from(head),
          Buffer.from(body).subarray(0, request.sendBodyBytes ?? Buffer.byteLength(body)),
        ]);
  return new Promise((resolve, reject) => {
    let text = '';
    const socket = net.connect(
      { port, host: '127.0.0.1', localAddress: request.localAddress },
      () => socket.write(sent),
    );
    socket.setTimeout(request.timeoutMs ?? 10_000, () => {
      socket.destroy();
      reject(new Error(`no answer to ${request.method} ${request.path} in time`));
    });
    socket.on('data', (chunk) => (text += chunk.toString('utf8')));
    socket.on('close', () => resolve(parse(text)));
    socket.on('error', () => undefined);
  });
}
