/**
 * A small square picture of a recipe for lists (the calendar's picker): its photo or cover,
 * loaded when scrolled near, or the drawn placeholder when it has none or it fails to load.
 */
import type { Recipe } from '@plateful/core';
import { useState } from 'react';
import { recipeCardPicture } from '../../lib/images.ts';
import { RecipeCover } from '../recipe-cover/recipe-cover.tsx';

export function RecipeThumb({
  recipe,
  className = 'size-12',
}: {
  recipe: Recipe;
  className?: string;
}) {
  const picture = recipeCardPicture(recipe, '48px');
  const [failed, setFailed] = useState(false);
  return (
    <span aria-hidden className={`block shrink-0 overflow-hidden rounded-lg ${className}`}>
      {picture && !failed ? (
        <img
          src={picture.src}
          srcSet={picture.srcSet}
          sizes={picture.sizes}
          alt=""
          loading="lazy"
          decoding="async"
          width={96}
          height={96}
          onError={() => setFailed(true)}
          className="size-full object-cover"
        />
      ) : (
        // The placeholder is drawn for a card; at this size its letter and motif are scaled down.
        <RecipeCover recipe={recipe} className="size-full [&>span]:hidden [&>svg]:size-10" />
      )}
    </span>
  );
}
