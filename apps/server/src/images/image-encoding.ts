/**
 * Turns an uploaded file into the two WebP variants we serve. The file's type is decided by its
 * bytes (never its name or declared content type), its pixel count is checked from the header
 * before anything is decoded, and the pixels are re-encoded: EXIF orientation applied, every piece
 * of metadata (EXIF, GPS, XMP; colours converted to sRGB) dropped, so we keep only the picture.
 */
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import { UploadError } from './upload-error.ts';

/** The largest image we decode, in pixels (width × height): 40 megapixels. */
export const MAX_INPUT_PIXELS = 40_000_000;

/** The variants of every image, and the box each one fits inside (never enlarged). */
export const IMAGE_VARIANTS = {
  card: { maxWidthPx: 640, maxHeightPx: 640 },
  full: { maxWidthPx: 1600, maxHeightPx: 1600 },
} as const;

export type ImageVariant = keyof typeof IMAGE_VARIANTS;

export function isImageVariant(value: string): value is ImageVariant {
  return Object.hasOwn(IMAGE_VARIANTS, value);
}

/** WebP quality of both variants: visually clean photos at a fraction of a JPEG's size. */
const WEBP_QUALITY = 82;

/** The formats we accept, by detected MIME type, and the format sharp must agree they are. */
const ACCEPTED_FORMATS: Record<string, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  // An animated PNG is still a PNG to the decoder; only its first frame is kept.
  'image/apng': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'heif',
};

export type EncodedVariant = { data: Buffer; width: number; height: number };
export type EncodedImage = Record<ImageVariant, EncodedVariant>;

const unsupported = () =>
  new UploadError(
    400,
    'Only JPEG, PNG, WebP, GIF and AVIF images can be uploaded',
    'unsupported_image',
  );
const unreadable = () =>
  new UploadError(400, 'The image could not be read: it may be damaged', 'unreadable_image');

/**
 * Checks `input` by content and re-encodes it into the `card` and `full` variants (WebP). Throws
 * an `UploadError`: 400 for an empty, unsupported or damaged file, 422 for one over
 * `MAX_INPUT_PIXELS`.
 */
export async function encodeImage(input: Buffer): Promise<EncodedImage> {
  if (input.length === 0) throw new UploadError(400, 'The image is empty', 'empty_image');
  const detected = await fileTypeFromBuffer(input);
  const expectedFormat = detected ? ACCEPTED_FORMATS[detected.mime] : undefined;
  if (!expectedFormat) throw unsupported();

  // Only the header is read here, so a decompression bomb is refused before it is decoded. No
  // pixel limit on this read: sharp's default one would make a huge image look damaged, and the
  // count is checked just below with its own answer.
  const header = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (!header) throw unreadable();
  if (header.format !== expectedFormat) throw unsupported();
  if (header.width * header.height > MAX_INPUT_PIXELS) {
    throw new UploadError(
      422,
      `The image has too many pixels: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels`,
      'too_many_pixels',
    );
  }

  try {
    // First page only (GIF, animated WebP/PNG/AVIF); the pixel limit is enforced again by libvips.
    const full = await resize(
      sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, autoOrient: true, pages: 1 }),
      'full',
    );
    // The card is made from the full variant: the original is decoded once, not twice.
    const card = await resize(sharp(full.data), 'card');
    return { card, full };
  } catch {
    throw unreadable();
  }
}

async function resize(image: Sharp, variant: ImageVariant): Promise<EncodedVariant> {
  const { maxWidthPx, maxHeightPx } = IMAGE_VARIANTS[variant];
  const { data, info } = await image
    .resize({ width: maxWidthPx, height: maxHeightPx, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The same picture at a lower WebP quality (SPEC §9 slow-connection mode). */
export async function reencodeAtQuality(webp: Buffer, quality: number): Promise<Buffer> {
  return sharp(webp).webp({ quality }).toBuffer();
}
