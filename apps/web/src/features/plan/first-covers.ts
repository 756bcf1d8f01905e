/**
 * The first screen's covers, asked for as soon as the recipe list arrives (issue 17): the Plan
 * screen renders after the splash's second and after React's code has run, and its first covers
 * were only requested then, so they painted a moment after the cards. The list is read the way
 * the Plan screen will open it (plan-list.ts, this device's hidden recipes, seen recipes and
 * quick filters), so the covers asked for are the ones it shows, at the same addresses.
 */
import type { Recipe } from '@plateful/core';
import { CARD_PICTURE_SIZES, recipeCardPicture, type Picture } from '../../lib/images.ts';
import { readKey } from '../../lib/storage.ts';
import { bySource, EAGER_CARDS, openingSource, planList } from './plan-list.ts';

/** The pictures of the cards the Plan screen opens with, in order (recipes with one only). */
export function firstScreenCovers(recipes: readonly Recipe[]): Picture[] {
  const hidden = new Set(readKey('hiddenRecipes').map((entry) => entry.id));
  const { factory, mine } = bySource(recipes, hidden);
  const source = openingSource(mine, new Set(readKey('seenRecipeIds')));
  const shown = planList(source === 'factory' ? factory : mine, {
    quick: readKey('quickFilters'),
    search: '',
    seed: null,
  });
  const sizes = CARD_PICTURE_SIZES[readKey('cardSize')];
  return shown
    .slice(0, EAGER_CARDS)
    .map((recipe) => recipeCardPicture(recipe, sizes))
    .filter((picture) => picture !== null);
}

/**
 * Preloads each picture at high priority, once, with the card's own `srcset` and `sizes`: the
 * browser preloads the very candidate the card will take.
 */
export function preloadFirstCovers(recipes: readonly Recipe[]): void {
  const preloaded = new Set(
    [...document.head.querySelectorAll('link[rel="preload"]')].map((link) =>
      link.getAttribute('href'),
    ),
  );
  for (const { src, srcSet, sizes } of firstScreenCovers(recipes)) {
    if (preloaded.has(src)) continue;
    preloaded.add(src);
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.href = src;
    if (srcSet !== undefined && sizes !== undefined) {
      link.setAttribute('imagesrcset', srcSet);
      link.setAttribute('imagesizes', sizes);
    }
    link.setAttribute('fetchpriority', 'high');
    document.head.append(link);
  }
}
