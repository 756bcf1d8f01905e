/**
 * Which image references a recipe may hold: only images this server hosts, so a shared recipe
 * never makes its viewers' browsers load a stranger's address (a tracking pixel) or a script URL.
 * The forms: our image path `/api/images/{id}/{card|full}`, a legacy `/uploads/…` path, or a
 * Cloudflare Images delivery URL `https://imagedelivery.net/{hash}/{id}/{variant}` (the server
 * also checks the hash is its own), or a generated cover `/api/covers/{key}/{card|full}` (the
 * server never stores one: a recipe without a photo gets its cover on every read); an image id
 * is a UUID.
 */
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** An image id: what the upload answers and `cloudflare_image_id` holds. */
export const IMAGE_ID_PATTERN = new RegExp(`^${UUID}$`, 'i');
const OWN_IMAGE_PATH = new RegExp(`^/api/images/${UUID}/(?:card|full)$`, 'i');
const COVER_PATH = /^\/api\/covers\/[a-z0-9.-]{1,200}\/(?:card|full)$/;
/** Segments of letters, digits, `_ - .`, none starting with a dot (so never `..`). */
const UPLOADS_PATH = /^\/uploads(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}){1,8}$/;
const DELIVERY_URL = new RegExp(
  `^https://imagedelivery\\.net/([A-Za-z0-9_-]{1,64})/${UUID}/[A-Za-z0-9_=,.-]{1,100}$`,
  'i',
);

/**
 * Whether `reference` is an image this server hosts. With `cloudflareHash`, a delivery URL must
 * carry that account hash; without, any hash passes (the form only, as clients can check it).
 */
export function isHostedImageReference(reference: string, cloudflareHash?: string): boolean {
  if ([OWN_IMAGE_PATH, UPLOADS_PATH, COVER_PATH].some((form) => form.test(reference))) return true;
  const hash = DELIVERY_URL.exec(reference)?.[1];
  return hash !== undefined && (cloudflareHash === undefined || hash === cloudflareHash);
}

/** Bytes of `text` in UTF-8 (no TextEncoder: this package has neither DOM nor Node types). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** Bytes of `value` as JSON in UTF-8. */
export const jsonBytes = (value: unknown): number => utf8Length(JSON.stringify(value) ?? '');
