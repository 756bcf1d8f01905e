/**
 * A recipe card (SPEC §2 "Recipe card"): cover image or generated cover, NEW badge, duration,
 * Chef's Pick star, image dots, title, Share and More. A click toggles selection.
 *
 * Two sizes (issue 17): `compact`, two to a row on a phone, so a screen shows several recipes; and
 * `large`, one to a row on a phone, with the SPEC's image heights (48/56/60 units by breakpoint).
 */
import { CARD_TITLE_FALLBACK, formatDuration, totalMinutes, type Recipe } from '@plateful/core';
import { Apple, Check, MoreHorizontal, Share2, Star } from 'lucide-react';
import { memo, useEffect, useState } from 'react';
import { RecipeCover } from '../../components/recipe-cover/recipe-cover.tsx';
import { useFoodModel } from '../../lib/food/index.ts';
import { CARD_PICTURE_SIZES, recipeCardPicture, recipeImageCount } from '../../lib/images.ts';
import { hintRecipeSheet } from '../../lib/recipe-sheet-hint.ts';

/** A card shows its 5 A Day badge from this many portions a serving (less is not worth a badge). */
const FIVE_A_DAY_BADGE_FROM = 0.5;

export type CardSize = 'compact' | 'large';

export type RecipeCardProps = {
  recipe: Recipe;
  selected: boolean;
  isNew: boolean;
  /** Compact (the default) or large. */
  size?: CardSize;
  /** On the first screen: the image loads at once, at high priority, not when scrolled near. */
  eager?: boolean;
  onToggle(recipe: Recipe): void;
  onShare(recipe: Recipe): void;
  onMore(recipe: Recipe): void;
  /** Told once its image has loaded or failed (at once for a card without one). */
  onCoverSettled?(recipe: Recipe): void;
};

const ACTION = 'grid place-items-center rounded-full text-ink/70 hover:bg-black/5 hover:text-ink';

/**
 * Share and More: 36 px (compact) or 40 px (large) with a mouse, 44 px on a touch screen, their
 * corner moved out by the difference so each icon stays where it was drawn (22 or 28 px from the
 * card's corner); a compact card's title keeps clear of them with 4 px more below it.
 */
const ACTION_SIZE: Record<CardSize, string> = {
  compact: 'size-9 pointer-coarse:size-11',
  large: 'size-10 pointer-coarse:size-11',
};
const ACTIONS_AT: Record<CardSize, string> = {
  compact: 'right-1 bottom-1 pointer-coarse:right-0 pointer-coarse:bottom-0',
  large: 'right-2 bottom-2 pointer-coarse:right-1.5 pointer-coarse:bottom-1.5',
};

/**
 * Memoised: the Plan tab renders its list a slice at a time and on every selection change, and
 * only the cards whose props changed render again (the handlers it passes are stable).
 */
export const RecipeCard = memo(function RecipeCard({
  recipe,
  selected,
  isNew,
  size = 'compact',
  eager = false,
  onToggle,
  onShare,
  onMore,
  onCoverSettled,
}: RecipeCardProps) {
  const picture = recipeCardPicture(recipe, CARD_PICTURE_SIZES[size]);
  const [failed, setFailed] = useState(false);
  const hasImage = picture !== null;
  const photoCount = recipeImageCount(recipe);
  useEffect(() => {
    if (!hasImage) onCoverSettled?.(recipe);
  }, [hasImage, onCoverSettled, recipe]);
  const minutes = totalMinutes(recipe);
  const title = recipe.name.trim() || CARD_TITLE_FALLBACK;
  const compact = size === 'compact';
  // Issue 28: the food model is not part of the first visit; the badges come once it is cached.
  const food = useFoodModel('cached');
  const nutrition = food?.nutrition(recipe);
  const fiveADay =
    nutrition?.canEstimate && nutrition.fiveADay >= FIVE_A_DAY_BADGE_FROM
      ? nutrition.fiveADay
      : null;
  return (
    <article
      data-size={size}
      className={`group relative h-full overflow-hidden bg-white shadow-sm transition-shadow ${
        compact ? 'rounded-2xl' : 'rounded-3xl'
      } ${
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
        {/* The gradient shows while a slow cover loads, never a white box. */}
        <div
          className={`relative bg-gradient-to-br from-brand-100 via-paper to-accent-400/30 ${compact ? 'aspect-[4/3]' : 'h-48 sm:h-56 lg:h-60'}`}
        >
          {picture && !failed ? (
            <img
              src={picture.src}
              srcSet={picture.srcSet}
              sizes={picture.sizes}
              alt=""
              loading={eager ? 'eager' : 'lazy'}
              // The first screen's covers are its largest paint: asked for ahead of the rest.
              fetchPriority={eager ? 'high' : 'auto'}
              decoding="async"
              width={640}
              height={480}
              // Settled once decoded: the next frame can paint it.
              onLoad={(event) => {
                if (!onCoverSettled) return;
                void event.currentTarget
                  .decode()
                  .catch(() => undefined)
                  .then(() => onCoverSettled(recipe));
              }}
              onError={() => {
                setFailed(true);
                onCoverSettled?.(recipe);
              }}
              className="size-full object-cover"
            />
          ) : (
            <RecipeCover recipe={recipe} className="size-full" />
          )}
          <div className={`absolute flex gap-1.5 ${compact ? 'top-2 left-2' : 'top-3 left-3'}`}>
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
            <span
              className={`absolute rounded-full bg-black/65 px-2 py-0.5 text-xs font-semibold text-white ${
                compact ? 'right-2 bottom-2' : 'right-3 bottom-3'
              }`}
            >
              {formatDuration(minutes)}
            </span>
          )}
          {fiveADay !== null && (
            <span
              data-testid="card-five-a-day"
              title={`${fiveADay} of your 5 A Day a serving`}
              className={`absolute flex items-center gap-0.5 rounded-full bg-white/95 px-1.5 py-0.5 text-xs font-bold text-brand-700 shadow-sm ${
                compact ? 'bottom-2 left-2' : 'bottom-3 left-3'
              }`}
            >
              <Apple aria-hidden className="size-3.5" />
              {fiveADay.toLocaleString('en-GB', { maximumFractionDigits: 1 })}
              <span className="sr-only"> of your 5 A Day a serving</span>
            </span>
          )}
          {photoCount > 1 && (
            <span
              aria-label={`${photoCount} photos`}
              className={`absolute left-1/2 flex -translate-x-1/2 gap-1 ${compact ? 'bottom-2' : 'bottom-3'}`}
            >
              {Array.from({ length: Math.min(photoCount, 5) }, (_, index) => (
                <span
                  key={index}
                  className={`size-1.5 rounded-full ${index === 0 ? 'bg-white' : 'bg-white/50'}`}
                />
              ))}
            </span>
          )}
          {selected && (
            <span
              className={`absolute grid size-7 place-items-center rounded-full bg-brand-600 text-white shadow ${
                compact ? 'top-2 right-2' : 'top-3 right-3'
              }`}
            >
              <Check aria-hidden className="size-4" strokeWidth={3} />
            </span>
          )}
        </div>
        {/* The padding sits outside the clamped text, so a third line never peeks out below. */}
        <div className={compact ? 'px-3 pt-2 pb-10 pointer-coarse:pb-11' : 'px-4 py-3 pr-24'}>
          <h2
            className={`line-clamp-2 font-bold ${
              compact ? 'min-h-10 text-sm leading-5' : 'min-h-12 leading-6'
            }`}
          >
            {title}
          </h2>
        </div>
      </button>
      <div className={`absolute flex ${ACTIONS_AT[size]}`}>
        <button
          type="button"
          onClick={() => onShare(recipe)}
          aria-label={`Share ${title}`}
          className={`${ACTION} ${ACTION_SIZE[size]}`}
        >
          <Share2 aria-hidden className={compact ? 'size-4' : 'size-4.5'} />
        </button>
        <button
          type="button"
          onClick={() => onMore(recipe)}
          // The sheet's code starts downloading at the first sign of a tap, before the click.
          onPointerDown={hintRecipeSheet}
          onPointerEnter={hintRecipeSheet}
          onFocus={hintRecipeSheet}
          aria-label={`More about ${title}`}
          className={`${ACTION} ${ACTION_SIZE[size]}`}
        >
          <MoreHorizontal aria-hidden className={compact ? 'size-4.5' : 'size-5'} />
        </button>
      </div>
    </article>
  );
});
