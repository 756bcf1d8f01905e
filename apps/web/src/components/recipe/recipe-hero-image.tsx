import type { Recipe } from '@plateful/core';
import { useState } from 'react';
import { RecipeCover } from '../recipe-cover/recipe-cover.tsx';

/**
 * A recipe's main image over the cover the app draws for it (its name's initial and a motif on
 * the recipe's colours, as in the recipe sheet). The drawn cover shows at once and stays while
 * the image loads (an image paints nothing until it has arrived, so a slow photo or server cover
 * never leaves an empty block), and alone when there is no image or it fails to load. Size it
 * with `className` (it fills its box, cropped).
 */
export function RecipeHeroImage({
  src,
  recipe,
  alt,
  className = '',
  eager = false,
}: {
  src: string | null;
  recipe: Pick<Recipe, 'id' | 'name' | 'category' | 'tags'>;
  alt: string;
  className?: string;
  /** Load at once (the first thing on a page) rather than lazily. */
  eager?: boolean;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const show = src !== null && failed !== src;
  return (
    <div className={`relative overflow-hidden ${className}`}>
      <div className="absolute inset-0">
        <RecipeCover recipe={recipe} className="size-full" />
      </div>
      {show ? (
        <img
          src={src}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="relative size-full object-cover"
          onError={() => setFailed(src)}
        />
      ) : (
        <div className="relative size-full" role="img" aria-label={alt} />
      )}
    </div>
  );
}
