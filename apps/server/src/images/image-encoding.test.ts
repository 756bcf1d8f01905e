import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeImage } from './image-encoding.ts';
import { UploadError } from './upload-error.ts';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG whose header claims `width`×`height` RGB pixels, with only a few bytes of image data. */
function pngHeaderClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

async function refusal(input: Buffer): Promise<UploadError> {
  const error = await encodeImage(input).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(UploadError);
  return error as UploadError;
}

describe('encodeImage on huge images', () => {
  it('answers a 50000×50000 PNG header with too many pixels, not "damaged"', async () => {
    const error = await refusal(pngHeaderClaiming(50_000, 50_000));
    expect(error.statusCode).toBe(422);
    expect(error.wireCode).toBe('too_many_pixels');
    expect(error.message).toMatch(/too many pixels/);
  });

  it('answers a header past sharp’s own limit (20000×20000) the same way', async () => {
    const error = await refusal(pngHeaderClaiming(20_000, 20_000));
    expect(error.wireCode).toBe('too_many_pixels');
  });

  it('still calls a PNG with no image data damaged', async () => {
    const png = pngHeaderClaiming(100, 100);
    const error = await refusal(png.subarray(0, 40));
    expect(error.wireCode).toBe('unreadable_image');
  });
});
