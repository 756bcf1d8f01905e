import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images } from '../src/db/schema.ts';
import { newAccountCode, newDeviceCode } from './support/api-client.ts';
import { testEngine } from './support/test-database.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const RED = { r: 255, g: 0, b: 0 };
const BLUE = { r: 0, g: 0, b: 255 };

type UploadOptions = {
  filename?: string;
  type?: string;
  field?: string;
  metadata?: string;
  headers?: Record<string, string>;
};

type UploadResult = { status: number; body: unknown };

/** A JPEG photo as phones take them: stored landscape (top half red, bottom blue), EXIF says "rotate 90°". */
async function sidewaysPhoto(width = 2000, height = 1500): Promise<Buffer> {
  const half = { create: { width, height: height / 2, channels: 3 as const, background: RED } };
  return sharp({ create: { width, height, channels: 3, background: BLUE } })
    .composite([{ input: half, top: 0, left: 0 }])
    .jpeg()
    .withExif({ IFD0: { ImageDescription: '42 Home Street' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

const solid = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: { ...BLUE, alpha: 0.5 } } });

async function upload(
  server: TestServer,
  file: Uint8Array,
  options: UploadOptions = {},
): Promise<UploadResult> {
  const form = new FormData();
  const blob = new Blob([new Uint8Array(file)], { type: options.type ?? 'image/jpeg' });
  form.append(options.field ?? 'file', blob, options.filename ?? 'photo.jpg');
  if (options.metadata !== undefined) form.append('metadata', options.metadata);
  const response = await fetch(server.url('/api/cloudflare/upload'), {
    method: 'POST',
    headers: options.headers ?? { 'x-device-code': newDeviceCode() },
    body: form,
  });
  return { status: response.status, body: await response.json() };
}

async function uploaded(
  server: TestServer,
  file: Uint8Array,
  options: UploadOptions = {},
): Promise<string> {
  const { status, body } = await upload(server, file, options);
  expect(status, JSON.stringify(body)).toBe(201);
  expect(body).toEqual({ imageId: expect.stringMatching(UUID) });
  return (body as { imageId: string }).imageId;
}

async function fetchImage(
  server: TestServer,
  id: string,
  variant: string,
  headers: Record<string, string> = {},
) {
  const response = await fetch(server.url(`/api/images/${id}/${variant}`), {
    headers,
    redirect: 'manual',
  });
  return { response, data: Buffer.from(await response.arrayBuffer()) };
}

const failure = (code: string | number) => ({
  errors: [{ message: expect.any(String), code }],
});

/** The colour at (x, y), each channel within a lossy encoder's few steps of `expected`. */
async function expectColourAt(image: Buffer, x: number, y: number, expected: typeof RED) {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  const actual = { r: data[at] ?? -1, g: data[at + 1] ?? -1, b: data[at + 2] ?? -1 };
  for (const channel of ['r', 'g', 'b'] as const) {
    expect(
      Math.abs(actual[channel] - expected[channel]),
      `${channel} at ${x},${y}`,
    ).toBeLessThanOrEqual(8);
  }
}

/** Sends a request with the path exactly as written (fetch would resolve `..` itself). */
function rawGet(server: TestServer, rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      server.url(rawPath).replace(rawPath, ''),
      { path: rawPath },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
  });
}

describe(`image upload and delivery, stored locally (${testEngine()})`, () => {
  let server: TestServer;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'plateful-images-'));
    server = await startTestServer({ DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await server.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('turns an EXIF-rotated 2000×1500 JPEG into upright WebP card and full variants', async () => {
    const device = newDeviceCode();
    const id = await uploaded(server, await sidewaysPhoto(), {
      headers: { 'x-device-code': device },
    });

    const full = await fetchImage(server, id, 'full');
    expect(full.response.status).toBe(200);
    expect(full.response.headers.get('content-type')).toBe('image/webp');
    expect(full.response.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(full.response.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    const fullMeta = await sharp(full.data).metadata();
    expect(fullMeta).toMatchObject({ format: 'webp', width: 1200, height: 1600 });
    // Orientation 6 turns the stored top (red) to the right-hand side.
    await expectColourAt(full.data, 100, 800, BLUE);
    await expectColourAt(full.data, 1100, 800, RED);
    expect(fullMeta.exif).toBeUndefined();
    expect(fullMeta.orientation).toBeUndefined();
    expect(full.data.includes('42 Home Street')).toBe(false);

    const card = await fetchImage(server, id, 'card');
    expect(card.response.status).toBe(200);
    expect(card.response.headers.get('content-type')).toBe('image/webp');
    expect(card.response.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(await sharp(card.data).metadata()).toMatchObject({
      format: 'webp',
      width: 480,
      height: 640,
    });

    const [row] = await server.db.orm.select().from(images).where(eq(images.id, id));
    expect(row).toMatchObject({
      ownerKey: `device:${device}`,
      storage: 'local',
      width: 1200,
      height: 1600,
      bytes: full.data.length,
    });
    const folder = path.join(dataDir, 'images', id);
    expect((await fs.readdir(folder)).sort()).toEqual(['card.webp', 'full.webp']);
    expect(await fs.readFile(path.join(folder, 'full.webp'))).toEqual(full.data);
  });

  it('answers 304 when the browser already has the variant', async () => {
    const id = await uploaded(server, await solid(50, 40).png().toBuffer());
    const first = await fetchImage(server, id, 'card');
    const etag = first.response.headers.get('etag') ?? '';
    const again = await fetchImage(server, id, 'card', { 'if-none-match': etag });
    expect(again.response.status).toBe(304);
    expect(again.data.length).toBe(0);
    const listed = await fetchImage(server, id, 'card', { 'if-none-match': `"other", W/${etag}` });
    expect(listed.response.status).toBe(304);

    const head = await fetch(server.url(`/api/images/${id}/card`), { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/webp');
    expect(head.headers.get('etag')).toBe(etag);
  });

  it('serves a lower-quality copy for slow connections (q=60), made once and kept', async () => {
    const id = await uploaded(server, await sidewaysPhoto());
    const full = await fetchImage(server, id, 'full');
    const slow = await fetchImage(server, id, 'full?q=60');
    expect(slow.response.status).toBe(200);
    expect(slow.response.headers.get('content-type')).toBe('image/webp');
    expect(slow.data.length).toBeLessThan(full.data.length);
    const [fullMeta, slowMeta] = await Promise.all([
      sharp(full.data).metadata(),
      sharp(slow.data).metadata(),
    ]);
    expect([slowMeta.width, slowMeta.height]).toEqual([fullMeta.width, fullMeta.height]);
    const files = await fs.readdir(path.join(dataDir, 'images', id));
    expect(files.sort()).toEqual(['card.webp', 'full-q60.webp', 'full.webp']);
    const again = await fetchImage(server, id, 'full?q=60');
    expect(again.response.headers.get('etag')).toBe(slow.response.headers.get('etag'));
    // Any other quality is the ordinary variant.
    const other = await fetchImage(server, id, 'full?q=5');
    expect(other.response.headers.get('etag')).toBe(full.response.headers.get('etag'));
  });

  it('owns an upload by the account when there is one', async () => {
    const account = newAccountCode();
    const id = await uploaded(server, await solid(20, 20).png().toBuffer(), {
      headers: { 'x-account-code': account, 'x-device-code': newDeviceCode() },
    });
    const [row] = await server.db.orm.select().from(images).where(eq(images.id, id));
    expect(row?.ownerKey).toBe(`account:${account}`);
  });

  it.each([
    ['PNG with transparency', () => solid(300, 200, 4).png().toBuffer(), 'image'],
    ['GIF', () => solid(300, 200).gif().toBuffer(), 'file'],
    ['WebP', () => solid(300, 200).webp().toBuffer(), 'photo'],
    ['AVIF', () => solid(300, 200).avif().toBuffer(), 'upload'],
  ])('accepts a %s under any field name and never enlarges it', async (_name, make, field) => {
    const id = await uploaded(server, await make(), {
      field,
      filename: 'anything.bin',
      type: 'text/plain',
    });
    for (const variant of ['card', 'full']) {
      const { response, data } = await fetchImage(server, id, variant);
      expect(response.status).toBe(200);
      expect(await sharp(data).metadata()).toMatchObject({
        format: 'webp',
        width: 300,
        height: 200,
      });
    }
  });

  it('keeps only the first frame of an animated GIF', async () => {
    const frame = (background: typeof RED) =>
      sharp({ create: { width: 60, height: 60, channels: 3, background } })
        .png()
        .toBuffer();
    const gif = await sharp([await frame(RED), await frame(BLUE)], { join: { animated: true } })
      .gif({ delay: [100, 100], loop: 0 })
      .toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(2);

    const id = await uploaded(server, gif, { type: 'image/gif' });
    const { data } = await fetchImage(server, id, 'full');
    const meta = await sharp(data).metadata();
    expect(meta).toMatchObject({ width: 60, height: 60 });
    expect(meta.pages ?? 1).toBe(1);
    await expectColourAt(data, 30, 30, RED);
  });

  it.each([
    [
      'an HTML page named .png',
      Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
    ],
    [
      'an SVG named .png',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
      ),
    ],
    ['a PDF named .png', Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n')],
    [
      'random bytes named .png',
      Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)),
    ],
  ])('refuses %s sent as image/png with 400', async (_name, bytes) => {
    const { status, body } = await upload(server, bytes, {
      filename: 'cat.png',
      type: 'image/png',
    });
    expect(status).toBe(400);
    expect(body).toEqual(failure('unsupported_image'));
  });

  it('refuses a damaged image with 400', async () => {
    const png = await solid(400, 400).png().toBuffer();
    const { status, body } = await upload(server, png.subarray(0, 200), { type: 'image/png' });
    expect(status).toBe(400);
    expect(body).toEqual(failure('unreadable_image'));
  });

  it('refuses an empty file with 400', async () => {
    const { status, body } = await upload(server, new Uint8Array(0));
    expect(status).toBe(400);
    expect(body).toEqual(failure('empty_image'));
  });

  it('refuses a file over 10 MB with 413', async () => {
    const { status, body } = await upload(server, new Uint8Array(11 * 1024 * 1024).fill(0xff));
    expect(status).toBe(413);
    expect(body).toEqual(failure('image_too_large'));
  });

  it('refuses an image over 40 megapixels with 422, before decoding it', async () => {
    // 8000×6000 of one colour compresses to about 150 KB: small on the wire, 48 MP once decoded.
    const bomb = await solid(8000, 6000).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const started = Date.now();
    const { status, body } = await upload(server, bomb, { type: 'image/png' });
    expect(status).toBe(422);
    expect(body).toEqual(failure('too_many_pixels'));
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('refuses an upload without identity with 400', async () => {
    const { status, body } = await upload(server, await solid(10, 10).png().toBuffer(), {
      headers: {},
    });
    expect(status).toBe(400);
    expect(body).toEqual(failure('device_required'));
  });

  it('refuses a malformed device code with 400 in the upload error shape', async () => {
    const { status, body } = await upload(server, await solid(10, 10).png().toBuffer(), {
      headers: { 'x-device-code': 'not a code!' },
    });
    expect(status).toBe(400);
    expect(body).toEqual({ errors: [{ message: expect.any(String), code: expect.any(String) }] });
  });

  it.each([
    ['text that is not JSON', 'not json'],
    ['a JSON array', '[1, 2]'],
    ['a JSON string', '"caption"'],
    ['JSON null', 'null'],
    ['an object over 1 KB', JSON.stringify({ note: 'x'.repeat(1100) })],
  ])('refuses metadata that is %s with 400', async (_name, metadata) => {
    const { status, body } = await upload(server, await solid(10, 10).png().toBuffer(), {
      metadata,
    });
    expect(status).toBe(400);
    expect(body).toEqual(failure('invalid_metadata'));
  });

  it('refuses bad metadata sent before the file with 400', async () => {
    const form = new FormData();
    form.append('metadata', '{oops');
    const png = await solid(10, 10).png().toBuffer();
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
    const response = await fetch(server.url('/api/cloudflare/upload'), {
      method: 'POST',
      headers: { 'x-device-code': newDeviceCode() },
      body: form,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(failure('invalid_metadata'));
  });

  it('accepts a metadata object', async () => {
    await uploaded(server, await solid(10, 10).png().toBuffer(), {
      metadata: JSON.stringify({ recipeId: 'r-1', source: 'camera' }),
    });
  });

  it('refuses two files in one upload and a form with no file, with 400', async () => {
    const png = new Blob([new Uint8Array(await solid(10, 10).png().toBuffer())], {
      type: 'image/png',
    });
    const headers = { 'x-device-code': newDeviceCode() };
    const two = new FormData();
    two.append('file', png, 'a.png');
    two.append('file', png, 'b.png');
    let response = await fetch(server.url('/api/cloudflare/upload'), {
      method: 'POST',
      headers,
      body: two,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(failure('too_many_files'));

    const none = new FormData();
    none.append('metadata', '{}');
    response = await fetch(server.url('/api/cloudflare/upload'), {
      method: 'POST',
      headers,
      body: none,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(failure('no_image'));
  });

  it('refuses a body that is not multipart with 415, and a broken multipart body with 400', async () => {
    const headers = { 'x-device-code': newDeviceCode() };
    let response = await fetch(server.url('/api/cloudflare/upload'), {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ image: 'data:image/png;base64,AAAA' }),
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual(failure('not_multipart'));

    response = await fetch(server.url('/api/cloudflare/upload'), {
      method: 'POST',
      headers: { ...headers, 'content-type': 'multipart/form-data; boundary=xyz' },
      body: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [{ message: 'The upload is not valid multipart/form-data', code: 'bad_upload' }],
    });
  });

  it('answers a rate-limited upload with 429, Retry-After and the upload error shape', async () => {
    const limited = await startTestServer({ DATA_DIR: dataDir, RATE_LIMIT_WRITES_PER_MINUTE: '1' });
    try {
      const png = await solid(10, 10).png().toBuffer();
      const headers = { 'x-device-code': newDeviceCode() };
      expect((await upload(limited, png, { headers })).status).toBe(201);
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
      const response = await fetch(limited.url('/api/cloudflare/upload'), {
        method: 'POST',
        headers,
        body: form,
      });
      expect(response.status).toBe(429);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await response.json()).toEqual(failure('rate_limited'));
    } finally {
      await limited.close();
    }
  });

  it('answers 404 for an unknown id, an unknown variant and a path that tries to climb out', async () => {
    const id = await uploaded(server, await solid(10, 10).png().toBuffer());
    const unknown = await fetchImage(server, '00000000-0000-4000-8000-000000000000', 'card');
    expect(unknown.response.status).toBe(404);
    expect(JSON.parse(unknown.data.toString())).toEqual({ ok: false, error: 'Image not found' });

    for (const variant of ['thumb', 'card.webp', '..', 'CARD']) {
      const { response } = await fetchImage(server, id, variant);
      expect(response.status, variant).toBe(404);
    }
    for (const badId of [
      '..%2F..%2Fetc',
      '..%2F..%2F..%2Fpackage.json',
      id.toUpperCase(),
      `${id}x`,
      'x',
    ]) {
      const { response, data } = await fetchImage(server, badId, 'full');
      expect(response.status, badId).toBe(404);
      expect(JSON.parse(data.toString())).toMatchObject({ ok: false });
    }
    for (const rawPath of [
      '/api/images/../../etc/full',
      '/api/images/..%2f..%2fetc%2fpasswd/full',
      `/api/images/${id}/../card`,
    ]) {
      const { status, body } = await rawGet(server, rawPath);
      expect(status, rawPath).toBe(404);
      expect(JSON.parse(body)).toMatchObject({ ok: false });
    }
  });

  it('serves images to anyone with the id, without identity', async () => {
    const id = await uploaded(server, await solid(10, 10).png().toBuffer());
    const { response } = await fetchImage(server, id, 'card');
    expect(response.status).toBe(200);
  });
});

type StubRequest = { url: string; authorization: string | undefined; form: FormData };
type StubReply = { status: number; body: string; statusText?: string };

/** A stand-in for Cloudflare's API on a loopback port: records each request, answers `next()`. */
async function startCloudflareStub(next: () => StubReply) {
  const requests: StubRequest[] = [];
  const stub = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void new Response(Buffer.concat(chunks), {
        headers: { 'content-type': request.headers['content-type'] ?? '' },
      })
        .formData()
        .then((form) => {
          requests.push({
            url: request.url ?? '',
            authorization: request.headers.authorization,
            form,
          });
          const reply = next();
          response.writeHead(reply.status, reply.statusText, {
            'content-type': 'application/json',
          });
          response.end(reply.body);
        });
    });
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  const { port } = stub.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}/client/v4`,
    requests,
    close: () => new Promise<void>((resolve) => stub.close(() => resolve())),
  };
}

describe(`image upload to Cloudflare Images (${testEngine()})`, () => {
  const CLOUDFLARE_ID = '2cdc28f0-017a-49c4-9ed7-87056c839010';
  let reply: StubReply;
  let stub: Awaited<ReturnType<typeof startCloudflareStub>>;
  let server: TestServer;
  let dataDir: string;

  beforeAll(async () => {
    stub = await startCloudflareStub(() => reply);
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'plateful-images-cf-'));
    server = await startTestServer({
      DATA_DIR: dataDir,
      CLOUDFLARE_ACCOUNT_ID: 'acc123',
      CLOUDFLARE_IMAGES_TOKEN: 'token-abc',
      CLOUDFLARE_IMAGES_HASH: 'hash-xyz',
      CLOUDFLARE_API_BASE: stub.base,
    });
  });
  afterAll(async () => {
    await server.close();
    await stub.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('uploads the re-encoded full image and redirects both variants to Cloudflare delivery', async () => {
    reply = {
      status: 200,
      body: JSON.stringify({
        success: true,
        errors: [],
        messages: [],
        result: { id: CLOUDFLARE_ID, variants: [] },
      }),
    };
    const device = newDeviceCode();
    const before = stub.requests.length;
    const id = await uploaded(server, await sidewaysPhoto(), {
      headers: { 'x-device-code': device },
      metadata: JSON.stringify({ recipeId: 'r-1' }),
    });
    expect(id).toBe(CLOUDFLARE_ID);

    const sent = stub.requests[before];
    expect(sent?.url).toBe('/client/v4/accounts/acc123/images/v1');
    expect(sent?.authorization).toBe('Bearer token-abc');
    expect(sent?.form.get('metadata')).toBe(JSON.stringify({ recipeId: 'r-1' }));
    const file = sent?.form.get('file');
    expect(file).toBeInstanceOf(Blob);
    const bytes = Buffer.from(await (file as Blob).arrayBuffer());
    const sentMeta = await sharp(bytes).metadata();
    expect(sentMeta).toMatchObject({ format: 'webp', width: 1200, height: 1600 });
    expect(sentMeta.exif).toBeUndefined();

    const [row] = await server.db.orm.select().from(images).where(eq(images.id, id));
    expect(row).toMatchObject({
      ownerKey: `device:${device}`,
      storage: 'cloudflare',
      width: 1200,
      height: 1600,
      bytes: bytes.length,
    });
    await expect(fs.readdir(path.join(dataDir, 'images'))).rejects.toThrow();

    for (const variant of ['card', 'full']) {
      const { response } = await fetchImage(server, id, variant);
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(
        `https://imagedelivery.net/hash-xyz/${id}/${variant}`,
      );
    }
    const slow = await fetchImage(server, id, 'card?q=60');
    expect(slow.response.headers.get('location')).toBe(
      `https://imagedelivery.net/hash-xyz/${id}/w=640,quality=60`,
    );
  });

  it('reports a Cloudflare error as "Upload failed: {status} - {code}" with 502', async () => {
    reply = {
      status: 400,
      body: JSON.stringify({
        success: false,
        errors: [{ code: 5400, message: 'Bad request' }],
        result: null,
      }),
    };
    const { status, body } = await upload(server, await solid(20, 20).png().toBuffer());
    expect(status).toBe(502);
    expect(body).toEqual({ errors: [{ message: 'Upload failed: 400 - 5400', code: 5400 }] });
  });

  it('reports a response that is not JSON as "Failed to parse API response" with 502', async () => {
    reply = { status: 500, statusText: 'Internal Server Error', body: '<html>oops</html>' };
    const { status, body } = await upload(server, await solid(20, 20).png().toBuffer());
    expect(status).toBe(502);
    expect(body).toEqual({
      errors: [
        {
          message: 'Failed to parse API response: 500 Internal Server Error',
          code: 'cloudflare_bad_response',
        },
      ],
    });
  });

  it('reports an unreachable Cloudflare as "Network error" with 502', async () => {
    const unreachable = await startTestServer({
      DATA_DIR: dataDir,
      CLOUDFLARE_ACCOUNT_ID: 'acc123',
      CLOUDFLARE_IMAGES_TOKEN: 'token-abc',
      CLOUDFLARE_IMAGES_HASH: 'hash-xyz',
      // Port 1 on loopback: nothing listens, the connection is refused at once.
      CLOUDFLARE_API_BASE: 'http://127.0.0.1:1/client/v4',
    });
    try {
      const { status, body } = await upload(unreachable, await solid(20, 20).png().toBuffer());
      expect(status).toBe(502);
      expect(body).toEqual({
        errors: [{ message: 'Network error', code: 'cloudflare_unreachable' }],
      });
    } finally {
      await unreachable.close();
    }
  });

  it('still refuses a bad file with 400 without calling Cloudflare', async () => {
    const before = stub.requests.length;
    const { status } = await upload(
      server,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      {
        type: 'image/png',
      },
    );
    expect(status).toBe(400);
    expect(stub.requests.length).toBe(before);
  });
});
