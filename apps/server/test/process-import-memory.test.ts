// Import uploads against the real server process (issue 32): large files sent at once from many
// clients leave the server's memory flat, and refused uploads are answered from their headers,
// before their body is sent. The server's memory is read from /proc (Linux only).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newDeviceCode } from './support/api-client.ts';
import {
  PROCESS_TEST_TIMEOUT_MS,
  startServerProcess,
  type ServerProcess,
} from './support/spawn-server.ts';
import { TEMPLATE_ENV } from './support/test-database.ts';

const MB = 1024 * 1024;
const FILE_BYTES = 90 * MB;
const UPLOADS = 8;
/** The two files the process reads at once, and room for their reading; 8 held whole was +1 GB. */
const MAX_GROWTH_MB = 2 * 90 + 250;

const hasProc = fs.existsSync('/proc/self/status');
let server: ServerProcess & { url: string };
let dataDir = '';

beforeAll(async () => {
  if (!hasProc) return;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'plateful-import-memory-'));
  // The uploads are the test, not a first start: the server opens a copy of the run's migrated,
  // seeded database (process.test.ts starts one on an empty directory). A first start runs initdb
  // in WebAssembly, and at a load of 35 to 40 it did not print its address in 110 s (session 72).
  const template = process.env[TEMPLATE_ENV];
  if (template) fs.cpSync(template, path.join(dataDir, 'db'), { recursive: true });
  // Loopback is the proxy, so each upload names its own client in X-Forwarded-For.
  server = await startServerProcess({ DATA_DIR: dataDir, TRUST_PROXY: 'loopback' });
  // The process tests' ceiling: the start's own wait (10 s less) fails first, naming the line it
  // waited for. With 90 s the hook ended a start still initialising its database at a load of 35
  // (session 72), saying only "Hook timed out".
}, PROCESS_TEST_TIMEOUT_MS);

afterAll(async () => {
  if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
  await server?.exited;
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
});

function residentMb(): number {
  const status = fs.readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]) / 1024;
}

type Sent = { status: number; body: string; sentWhenAnswered: number; continued: boolean };

/**
 * Streams a file of `bytes` (or declares it and sends nothing with `expectContinue` until told to
 * go on) and records how much had been written when the answer's headers came.
 */
function upload(
  client: string,
  bytes: number,
  options: { expectContinue?: boolean; onContinue?: () => void } = {},
): Promise<Sent> {
  const chunk = Buffer.alloc(MB, 7);
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let continued = false;
    const request = http.request({
      hostname,
      port,
      method: 'POST',
      path: '/api/import/file?name=big.zip',
      headers: {
        'content-type': 'application/octet-stream',
        'content-length': String(bytes),
        'x-device-code': newDeviceCode(),
        'x-forwarded-for': client,
        ...(options.expectContinue ? { expect: '100-continue' } : {}),
      },
    });
    const write = () => {
      while (sent < bytes && !request.destroyed) {
        const part = chunk.subarray(0, Math.min(chunk.length, bytes - sent));
        sent += part.length;
        if (!request.write(part)) return void request.once('drain', write);
      }
      request.end();
    };
    request.on('continue', () => {
      continued = true;
      options.onContinue?.();
      write();
    });
    request.on('response', (response) => {
      const sentWhenAnswered = sent;
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (text: string) => (body += text));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, body, sentWhenAnswered, continued });
        request.destroy();
      });
    });
    // Writing into a connection the server closed after answering is expected.
    request.on('error', (error) => {
      if (!request.writableEnded && sent > 0) return;
      reject(error);
    });
    if (!options.expectContinue) write();
  });
}

describe.skipIf(!hasProc)('import uploads against the server process', () => {
  it('keeps memory flat under eight 90 MB uploads at once, refusing all but two before their body', async () => {
    const before = residentMb();
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, residentMb())), 25);
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: UPLOADS }, (_, index) => upload(`10.9.0.${index + 1}`, FILE_BYTES)),
    ).finally(() => clearInterval(sampler));
    const growth = peak - before;
    console.info(
      `${UPLOADS} × 90 MB uploads: RSS ${before.toFixed(0)} → peak ${peak.toFixed(0)} MB ` +
        `(+${growth.toFixed(0)}), ${Date.now() - started} ms`,
    );

    const read = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 503);
    expect(read).toHaveLength(2);
    expect(refused).toHaveLength(UPLOADS - 2);
    for (const answer of read) expect(answer.body).toContain('"type":"done"');
    for (const answer of refused) {
      expect(JSON.parse(answer.body)).toEqual({
        ok: false,
        error: 'Imports are busy right now: try again in a minute',
      });
      // Answered while the client was still sending: the server never waited for the body.
      expect(answer.sentWhenAnswered).toBeLessThan(FILE_BYTES / 2);
    }
    expect(growth).toBeLessThan(MAX_GROWTH_MB);
  }, 120_000);

  it('answers a second upload from the same client, and one declared too large, before the body', async () => {
    const client = '10.9.1.1';
    let admitted = () => {};
    const firstAdmitted = new Promise<void>((resolve) => (admitted = resolve));
    const first = upload(client, 40 * MB, { expectContinue: true, onContinue: admitted });
    await firstAdmitted;
    // The second asks first (Expect: 100-continue): it is refused without sending a byte.
    const second = await upload(client, 40 * MB, { expectContinue: true });
    expect(second).toMatchObject({ status: 429, sentWhenAnswered: 0, continued: false });
    expect(JSON.parse(second.body)).toEqual({
      ok: false,
      error: 'An import is already being read from here: wait for it to finish',
    });
    expect((await first).status).toBe(200);

    const huge = await upload('10.9.1.2', 200 * MB, { expectContinue: true });
    expect(huge).toMatchObject({ status: 413, sentWhenAnswered: 0, continued: false });
    expect(JSON.parse(huge.body).error).toMatch(/larger than the 100 MB an import takes/);

    // Once the first is read, the same client may send another; told to continue, it does.
    const again = await upload(client, 1024, { expectContinue: true });
    expect(again).toMatchObject({ status: 200, continued: true, sentWhenAnswered: 1024 });
  }, 60_000);
});
