/**
 * The built web app's precompressed copies (apps/web/vite.config.ts writes `.br` and `.gz` beside
 * its scripts and styles): sent as they are when the browser takes that encoding, else the file.
 * Each copy here holds text of its own, so the answer shows which file was sent.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let webDist: string;
const ASSET = '/assets/app-abc123.js';

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'plateful-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  const file = path.join(webDist, ASSET);
  fs.writeFileSync(file, `console.log(${JSON.stringify('plain '.repeat(400))});`);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync('from the .br file'));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync('from the .gz file'));
  server = await startTestServer({ WEB_DIST_DIR: webDist });
});

afterAll(async () => {
  await server.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

async function get(encodings: string) {
  const response = await fetch(server.url(ASSET), { headers: { 'accept-encoding': encodings } });
  return { response, text: await response.text() };
}

describe('precompressed web assets', () => {
  it('sends the .br copy to a browser that takes brotli, cached for a year', async () => {
    const { response, text } = await get('gzip, deflate, br, zstd');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(text).toBe('from the .br file');
  });

  it('sends the .gz copy to a browser that takes gzip only', async () => {
    const { response, text } = await get('gzip');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(text).toBe('from the .gz file');
  });

  it('sends the file itself to a client that takes no encoding', async () => {
    const { response, text } = await get('identity');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(text).toContain('plain plain');
  });
});
