/**
 * Old data files may hold image addresses of other sites (a scraped recipe's photo, as earlier
 * versions kept it). The server now takes only images it hosts (contracts: image-reference.ts), so
 * an import drops the others rather than failing: the recipe comes back without its picture. An
 * address of this site written in full (`https://this.site/api/images/…`) is kept, as its path.
 */
import { IMAGE_ID_PATTERN, isHostedImageReference } from '@plateful/contracts';

/** `reference` as this server takes it, or null when it is not one of its images. */
export function hostedImageOrNull(reference: unknown, origin: string): string | null {
  if (typeof reference !== 'string') return null;
  const text = reference.trim();
  if (text === '') return null;
  if (isHostedImageReference(text)) return text;
  try {
    const url = new URL(text);
    if (url.origin === origin && url.search === '' && isHostedImageReference(url.pathname)) {
      return url.pathname;
    }
  } catch {
    // Not an absolute URL: not ours.
  }
  return null;
}

/**
 * A data file's recipe with only images this server hosts: `image_url`/`imageUrl` and `images`
 * lose the others, `cloudflare_image_id`/`cloudflareImageId` goes unless it is an image id.
 * Anything that is not an object is returned as it is (the file's schema judges it).
 */
export function withHostedImagesOnly(recipe: unknown, origin: string): unknown {
  if (typeof recipe !== 'object' || recipe === null || Array.isArray(recipe)) return recipe;
  const out: Record<string, unknown> = { ...(recipe as Record<string, unknown>) };
  for (const key of ['image_url', 'imageUrl']) {
    if (out[key] == null) continue;
    const hosted = hostedImageOrNull(out[key], origin);
    if (hosted === null) delete out[key];
    else out[key] = hosted;
  }
  if (Array.isArray(out.images)) {
    out.images = out.images
      .map((image) => hostedImageOrNull(image, origin))
      .filter((image) => image !== null);
  }
  for (const key of ['cloudflare_image_id', 'cloudflareImageId']) {
    const id = out[key];
    if (id != null && !(typeof id === 'string' && IMAGE_ID_PATTERN.test(id.trim()))) {
      delete out[key];
    }
  }
  return out;
}
