import { parseRecipe } from '@plateful/contracts';
import type { Recipe } from '@plateful/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { writeKey } from '../../lib/storage.ts';
import { CARD_PICTURE_SIZES } from '../../lib/images.ts';
import { firstScreenCovers as firstScreenPictures, preloadFirstCovers } from './first-covers.ts';

const firstScreenCovers = (recipes: readonly Recipe[]) =>
  firstScreenPictures(recipes).map((picture) => picture.src);

function recipe(wire: Record<string, unknown>): Recipe {
  const parsed = parseRecipe({ servings: 4, ingredients: ['1 onion'], ...wire });
  if (!parsed) throw new Error('not a recipe');
  return parsed;
}

const cover = (name: string) => `/api/covers/1.0.pot-of-food.${name}/card`;
const factory = (id: string, day: number, extra: Record<string, unknown> = {}) =>
  recipe({
    id: `cp-${id}`,
    name: id,
    isFactory: true,
    createdAt: `2026-01-${String(day).padStart(2, '0')}T00:00:00Z`,
    imageUrl: cover(id),
    ...extra,
  });

const chefsPicks = [1, 2, 3, 4, 5, 6].map((day) => factory(`dish${day}`, day));

beforeEach(() => {
  localStorage.clear();
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
});

describe('the first screen covers', () => {
  it("are the four newest Chef's Picks on a new device, in the card order", () => {
    expect(firstScreenCovers(chefsPicks)).toEqual([
      cover('dish6'),
      cover('dish5'),
      cover('dish4'),
      cover('dish3'),
    ]);
  });

  it('skip hidden recipes and follow the quick filters kept on this device', () => {
    writeKey('hiddenRecipes', [
      { id: 'cp-dish6', name: 'dish6', hiddenAt: '2026-01-07T00:00:00Z' },
    ]);
    expect(firstScreenCovers(chefsPicks)[0]).toBe(cover('dish5'));

    const withSlow = [...chefsPicks, factory('slow', 1, { durationMinutes: 90 })];
    writeKey('quickFilters', { time: '60m+', mealTypes: [] });
    expect(firstScreenCovers(withSlow)).toEqual([cover('slow')]);
  });

  it("are the user's own recipes while one of them is unseen, as the Plan tab opens on them", () => {
    const own = recipe({
      id: '7f1d8a52-0c1e-4a57-9a2b-5b8d2f0e9c11',
      name: 'Nan’s stew',
      isFactory: false,
      createdAt: '2026-02-01T00:00:00Z',
      imageUrl: '/api/images/7f1d8a52-0c1e-4a57-9a2b-5b8d2f0e9c11/full',
    });
    expect(firstScreenCovers([...chefsPicks, own])).toEqual([
      '/api/images/7f1d8a52-0c1e-4a57-9a2b-5b8d2f0e9c11/card',
    ]);
    writeKey('seenRecipeIds', [own.id]);
    expect(firstScreenCovers([...chefsPicks, own])[0]).toBe(cover('dish6'));
  });

  it('are preloaded at high priority once each', () => {
    preloadFirstCovers(chefsPicks);
    preloadFirstCovers(chefsPicks);
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      cover('dish6'),
      cover('dish5'),
      cover('dish4'),
      cover('dish3'),
    ]);
    expect(links.every((link) => link.as === 'image')).toBe(true);
  });

  it("offer the card's own candidates, so the one preloaded is the one the card takes", () => {
    const small = (name: string) => `/api/covers/1.0.pot-of-food.${name}/small`;
    preloadFirstCovers(chefsPicks.slice(0, 1));
    const [link] = document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]');
    expect(link?.getAttribute('imagesrcset')).toBe(
      `${small('dish1')} 384w, ${cover('dish1')} 640w`,
    );
    expect(link?.getAttribute('imagesizes')).toBe(CARD_PICTURE_SIZES.compact);
    expect(link?.getAttribute('fetchpriority')).toBe('high');

    link?.remove();
    writeKey('cardSize', 'large');
    preloadFirstCovers(chefsPicks.slice(0, 1));
    const large = document.head.querySelector('link[rel="preload"]');
    expect(large?.getAttribute('imagesizes')).toBe(CARD_PICTURE_SIZES.large);
  });
});
