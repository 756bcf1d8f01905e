/**
 * Where a recipe's image loads from (SPEC §7, §9): images by id and variant (`card` for cards,
 * `full` for the detail), generated covers likewise, legacy image URLs forced to https,
 * `/uploads/` paths given the site's origin, and a lower quality (60) on a slow connection.
 */
import type { Recipe } from '@plateful/core';

export type ImageVariant = 'card' | 'full';

/** SPEC §9: image quality in slow-connection mode. */
export const SLOW_CONNECTION_QUALITY = 60;

type NetworkInformation = { effectiveType?: string; saveData?: boolean };

export function isSlowConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return (
    Boolean(connection?.saveData) ||
    ['slow-2g', '2g', '3g'].includes(connection?.effectiveType ?? '')
  );
}

const OWN_IMAGE = /^\/api\/images\/([0-9a-f-]{36})\/(card|full)$/i;
/** A generated cover (a recipe without a photo), served in the same variants as photos. */
const COVER = /^\/api\/covers\/([a-z0-9.-]{1,200})\/(card|full)$/;

/** The URL of an image reference (an id, one of our paths, or a legacy URL) in a variant. */
export function imageUrl(
  reference: string,
  variant: ImageVariant,
  options: { origin?: string; slow?: boolean } = {},
): string {
  const origin = options.origin ?? window.location.origin;
  const quality = (options.slow ?? isSlowConnection()) ? `?q=${SLOW_CONNECTION_QUALITY}` : '';
  const own = OWN_IMAGE.exec(reference);
  if (own) return `/api/images/${own[1]}/${variant}${quality}`;
  const cover = COVER.exec(reference);
  if (cover) return `/api/covers/${cover[1]}/${variant}${quality}`;
  if (/^[0-9a-f-]{36}$/i.test(reference)) return `/api/images/${reference}/${variant}${quality}`;
  if (reference.startsWith('/uploads/')) return `${origin}${reference}`;
  if (reference.startsWith('http://')) return `https://${reference.slice('http://'.length)}`;
  return reference;
}

/** The recipe's main image in a variant, or null when it has none. */
export function recipeImageUrl(
  recipe: Pick<Recipe, 'imageUrl' | 'cloudflareImageId' | 'images'>,
  variant: ImageVariant,
): string | null {
  const reference = recipe.cloudflareImageId ?? recipe.imageUrl ?? recipe.images[0] ?? null;
  return reference ? imageUrl(reference, variant) : null;
}

/** Every image of a recipe (for the image dots), in a variant. */
export function recipeImageUrls(
  recipe: Pick<Recipe, 'imageUrl' | 'cloudflareImageId' | 'images'>,
  variant: ImageVariant,
): string[] {
  const references = [recipe.cloudflareImageId ?? recipe.imageUrl, ...recipe.images].filter(
    (reference): reference is string => Boolean(reference),
  );
  return [...new Set(references)].map((reference) => imageUrl(reference, variant));
}
