/**
 * A recipe card (SPEC §2 "Recipe card"): cover image or generated cover, NEW badge, duration,
 * Chef's Pick star, image dots, title, Share and More. A click toggles selection.
 */
import { CARD_TITLE_FALLBACK, formatDuration, totalMinutes, type Recipe } from '@plateful/core';
import { Check, MoreHorizontal, Share2, Star } from 'lucide-react';
import { useState } from 'react';
import { RecipeCover } from '../../components/recipe-cover/recipe-cover.tsx';
import { recipeImageUrls } from '../../lib/images.ts';

export type RecipeCardProps = {
  recipe: Recipe;
  selected: boolean;
  isNew: boolean;
  onToggle(recipe: Recipe): void;
  onShare(recipe: Recipe): void;
  onMore(recipe: Recipe): void;
};

export function RecipeCard({
  recipe,
  selected,
  isNew,
  onToggle,
  onShare,
  onMore,
}: RecipeCardProps) {
  const images = recipeImageUrls(recipe, 'card');
  const [failed, setFailed] = useState(false);
  const minutes = totalMinutes(recipe);
  const title = recipe.name.trim() || CARD_TITLE_FALLBACK;
  return (
    <article
      className={`group relative overflow-hidden rounded-3xl bg-white shadow-sm transition-shadow ${
        selected
          ? 'ring-4 ring-brand-500 ring-offset-2 ring-offset-paper'
          : 'ring-1 ring-black/5 hover:shadow-md'
      }`}
    >
      <button
        type="button"
        aria-pressed={selected}
        aria-label={`${selected ? 'Deselect' : 'Select'} ${title}`}
        onClick={() => onToggle(recipe)}
        className="block w-full text-left"
      >
        <div className="relative h-48 sm:h-56 lg:h-60">
          {images[0] && !failed ? (
            <img
              src={images[0]}
              alt=""
              loading="lazy"
              decoding="async"
              width={640}
              height={480}
              onError={() => setFailed(true)}
              className="size-full object-cover"
            />
          ) : (
            <RecipeCover recipe={recipe} className="size-full" />
          )}
          <div className="absolute top-3 left-3 flex gap-1.5">
            {isNew && (
              <span className="rounded-full bg-accent-400 px-2 py-0.5 text-xs font-extrabold text-ink">
                NEW
              </span>
            )}
            {recipe.isFactory && (
              <span
                className="grid size-6 place-items-center rounded-full bg-white/90 text-accent-400"
                title="Chef's Pick"
              >
                <Star aria-label="Chef's Pick" className="size-3.5 fill-current" />
              </span>
            )}
          </div>
          {minutes !== null && (
            <span className="absolute right-3 bottom-3 rounded-full bg-black/60 px-2 py-0.5 text-xs font-semibold text-white">
              {formatDuration(minutes)}
            </span>
          )}
          {images.length > 1 && (
            <span
              aria-label={`${images.length} photos`}
              className="absolute bottom-3 left-1/2 flex -translate-x-1/2 gap-1"
            >
              {images.slice(0, 5).map((image, index) => (
                <span
                  key={image}
                  className={`size-1.5 rounded-full ${index === 0 ? 'bg-white' : 'bg-white/50'}`}
                />
              ))}
            </span>
          )}
          {selected && (
            <span className="absolute top-3 right-3 grid size-7 place-items-center rounded-full bg-brand-600 text-white shadow">
              <Check aria-hidden className="size-4" strokeWidth={3} />
            </span>
          )}
        </div>
        <h2 className="line-clamp-2 min-h-12 px-4 pt-3 pr-20 pb-3 font-bold leading-snug">
          {title}
        </h2>
      </button>
      <div className="absolute right-2 bottom-2 flex">
        <button
          type="button"
          onClick={() => onShare(recipe)}
          aria-label={`Share ${title}`}
          className="grid size-10 place-items-center rounded-full text-ink/70 hover:bg-black/5 hover:text-ink"
        >
          <Share2 aria-hidden className="size-4.5" />
        </button>
        <button
          type="button"
          onClick={() => onMore(recipe)}
          aria-label={`More about ${title}`}
          className="grid size-10 place-items-center rounded-full text-ink/70 hover:bg-black/5 hover:text-ink"
        >
          <MoreHorizontal aria-hidden className="size-5" />
        </button>
      </div>
    </article>
  );
}
