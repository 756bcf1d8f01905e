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

type RecipeImages = Pick<Recipe, 'imageUrl' | 'cloudflareImageId' | 'images'>;

function mainImage(recipe: RecipeImages): string | null {
  return recipe.cloudflareImageId ?? recipe.imageUrl ?? recipe.images[0] ?? null;
}

/** The recipe's main image in a variant, or null when it has none. */
export function recipeImageUrl(recipe: RecipeImages, variant: ImageVariant): string | null {
  const reference = mainImage(recipe);
  return reference ? imageUrl(reference, variant) : null;
}

/** An `<img>`'s sources: `src`, and the candidates the browser may take instead by `sizes`. */
export type Picture = { src: string; srcSet?: string; sizes?: string };

/**
 * How wide a Plan card's picture is shown (`sizes`), by card size: plan-screen.tsx's grids inside
 * app-shell.tsx's main (a 768 px column on phones and tablets, up to 1280 on a wide screen).
 */
export const CARD_PICTURE_SIZES = {
  compact: '(min-width: 1024px) 290px, (min-width: 640px) 240px, calc(50vw - 22px)',
  large: '(min-width: 1024px) 400px, (min-width: 640px) 360px, calc(100vw - 32px)',
} as const;

/** Width in pixels of the `small` and `card` cover variants (server: cover-art.ts). */
const SMALL_COVER_WIDTH = 384;
const CARD_WIDTH = 640;

/**
 * The recipe's main picture at card size, or null when it has none. A generated cover also
 * offers its `small` variant (384 px wide, less than half the bytes), which the browser takes
 * where it fills `sizes` at the screen's density: a phone's two-to-a-row cards (issue 17).
 */
export function recipeCardPicture(recipe: RecipeImages, sizes: string): Picture | null {
  const reference = mainImage(recipe);
  if (!reference) return null;
  const src = imageUrl(reference, 'card');
  const cover = COVER.exec(reference);
  if (!cover) return { src };
  const small = src.replace(`/${cover[1]}/card`, `/${cover[1]}/small`);
  return { src, srcSet: `${small} ${SMALL_COVER_WIDTH}w, ${src} ${CARD_WIDTH}w`, sizes };
}

/** How many distinct images a recipe has (its card shows a dot for each, up to five). */
export function recipeImageCount(recipe: RecipeImages): number {
  return new Set([mainImage(recipe), ...recipe.images].filter(Boolean)).size;
}
